import type { StaffRoleName } from '@chokdee/contracts';
import type { ComponentType } from 'react';
import { access } from '../config/access';
import { paths } from '../config/paths';
import { announcementsTh } from '../messages/announcements';
import { blogTh } from '../messages/blog';
import { cashbackTh } from '../messages/cashback';
import { couponsTh } from '../messages/coupons';
import { gamesTh } from '../messages/games';
import { memberRiskTh } from '../messages/member-risk';
import { missionsTh } from '../messages/missions';
import { otpLimitsTh } from '../messages/otp-limits';
import { promotionsTh } from '../messages/promotions';
import { referralTh } from '../messages/referral';
import { agentsTh, grantsTh, rewardCostTh } from '../messages/reward-ops';
import { sportsDeskTh } from '../messages/sports';
import { summaryTh } from '../messages/summary-report';
import { adminTh } from '../messages/th';
import { vipTh } from '../messages/vip';
import { yeekeeTh } from '../messages/yeekee';

export type NavGroup = 'general' | 'finance' | 'lottery' | 'games' | 'sports' | 'marketing' | 'admin';

/** The sidebar's sections, in order. */
export const navGroups: ReadonlyArray<{ id: NavGroup; label: string }> = [
  { id: 'general', label: adminTh.navGroupGeneral },
  { id: 'finance', label: adminTh.navGroupFinance },
  { id: 'lottery', label: adminTh.navGroupLottery },
  { id: 'games', label: gamesTh.navGroup },
  { id: 'sports', label: sportsDeskTh.navGroup },
  { id: 'marketing', label: adminTh.navGroupMarketing },
  { id: 'admin', label: adminTh.navGroupAdmin },
];

export type AdminPage = {
  /** Router path under `/admin` (see config/paths.ts). */
  path: string;
  /** Thai title: the menu entry and the browser tab. The page's own heading says it too. */
  title: string;
  /**
   * Who may open it: the roles the server admits to the calls the page makes. The menu hides it from
   * everyone else, and opening its URL shows "no permission" (the server would refuse with 403).
   */
  roles: readonly StaffRoleName[];
  /** Its sidebar section; absent: reachable by link only. */
  nav?: NavGroup;
  /** The page component, loaded when first opened. */
  load: () => Promise<ComponentType>;
};

/**
 * Every page of the back office. To add one: a feature folder with its page component, a path in
 * config/paths.ts, Thai title in messages/th.ts, and an entry here — the router, the role check and
 * the sidebar all read this list.
 */
export const adminPages: readonly AdminPage[] = [
  {
    path: paths.home,
    title: adminTh.pageHome,
    roles: access.anyStaff,
    nav: 'general',
    load: async () => (await import('../features/dashboard/components/dashboard-page')).DashboardPage,
  },
  {
    path: paths.members,
    title: adminTh.pageMembers,
    roles: access.anyStaff,
    nav: 'general',
    load: async () => (await import('../features/members/components/members-page')).MembersPage,
  },
  {
    path: paths.member,
    title: adminTh.pageMember,
    roles: access.anyStaff,
    load: async () => (await import('../features/members/components/member-page')).MemberPage,
  },
  {
    path: paths.memberRisk,
    title: memberRiskTh.pageTitle,
    roles: access.memberRisk,
    load: async () => (await import('../features/members/components/member-risk-page')).MemberRiskPage,
  },
  {
    path: paths.reports,
    title: adminTh.pageReports,
    roles: access.reports,
    nav: 'general',
    load: async () => (await import('../features/reports/components/reports-page')).ReportsPage,
  },
  {
    path: paths.summaryReport,
    title: summaryTh.page,
    roles: access.summaryReport,
    nav: 'general',
    load: async () => (await import('../features/reports/components/summary-page')).SummaryReportPage,
  },
  {
    path: paths.withdrawals,
    title: adminTh.pageWithdrawals,
    roles: access.money,
    nav: 'finance',
    load: async () => (await import('../features/withdrawals/components/withdrawals-page')).WithdrawalsPage,
  },
  {
    path: paths.withdrawal,
    title: adminTh.pageWithdrawal,
    roles: access.payouts,
    load: async () => (await import('../features/withdrawals/components/withdrawal-page')).WithdrawalPage,
  },
  {
    path: paths.payoutReconciliation,
    title: adminTh.pagePayoutReconciliation,
    roles: access.payouts,
    nav: 'finance',
    load: async () =>
      (await import('../features/payout-reconciliation/components/reconciliation-page')).ReconciliationPage,
  },
  {
    path: paths.receivables,
    title: adminTh.pageReceivables,
    roles: access.moneyRead,
    nav: 'finance',
    load: async () => (await import('../features/receivables/components/receivables-page')).ReceivablesPage,
  },
  {
    path: paths.statementLines,
    title: adminTh.pageStatementLines,
    roles: access.money,
    nav: 'finance',
    load: async () =>
      (await import('../features/statement-lines/components/statement-lines-page')).StatementLinesPage,
  },
  {
    path: paths.deposits,
    title: adminTh.pageDeposits,
    roles: access.moneyRead,
    nav: 'finance',
    load: async () => (await import('../features/finance-settings/components/deposits-page')).DepositsPage,
  },
  {
    path: paths.depositAccounts,
    title: adminTh.pageDepositAccounts,
    roles: access.moneyRead,
    nav: 'finance',
    load: async () =>
      (await import('../features/finance-settings/components/deposit-accounts-page')).DepositAccountsPage,
  },
  {
    path: paths.adjustments,
    title: adminTh.pageAdjustments,
    roles: access.money,
    nav: 'finance',
    load: async () => (await import('../features/adjustments/components/adjustments-page')).AdjustmentsPage,
  },
  {
    path: paths.autoApprove,
    title: adminTh.pageAutoApprove,
    roles: access.money,
    nav: 'finance',
    load: async () =>
      (await import('../features/finance-settings/components/auto-approve-page')).AutoApprovePage,
  },
  {
    path: paths.payoutAccount,
    title: adminTh.pagePayoutAccount,
    roles: access.payouts,
    nav: 'finance',
    load: async () =>
      (await import('../features/finance-settings/components/payout-account-page')).PayoutAccountPage,
  },
  {
    path: paths.feedSecret,
    title: adminTh.pageFeedSecret,
    roles: access.money,
    nav: 'finance',
    load: async () =>
      (await import('../features/finance-settings/components/feed-secret-page')).FeedSecretPage,
  },
  {
    path: paths.lotteryRounds,
    title: adminTh.pageLotteryRounds,
    roles: access.anyStaff,
    nav: 'lottery',
    load: async () => (await import('../features/lottery/components/rounds-page')).RoundsPage,
  },
  {
    path: paths.lotteryRound,
    title: adminTh.pageLotteryRound,
    roles: access.anyStaff,
    load: async () => (await import('../features/lottery/components/round-page')).RoundPage,
  },
  {
    path: paths.lotteryProducts,
    title: adminTh.pageLotteryProducts,
    roles: access.anyStaff,
    nav: 'lottery',
    load: async () => (await import('../features/lottery/components/products-page')).ProductsPage,
  },
  {
    path: paths.yeekeeMarkets,
    title: yeekeeTh.pageMarkets,
    roles: access.anyStaff,
    nav: 'lottery',
    load: async () => (await import('../features/yeekee/components/markets-page')).YeekeeMarketsPage,
  },
  {
    path: paths.yeekeeMarketRounds,
    title: yeekeeTh.pageRounds,
    roles: access.anyStaff,
    load: async () =>
      (await import('../features/yeekee/components/market-rounds-page')).YeekeeMarketRoundsPage,
  },
  {
    path: paths.yeekeeRoundShots,
    title: yeekeeTh.pageShots,
    roles: access.anyStaff,
    load: async () => (await import('../features/yeekee/components/round-shots-page')).YeekeeRoundShotsPage,
  },
  {
    path: paths.gameRounds,
    title: gamesTh.pageRounds,
    roles: access.gameRounds,
    nav: 'games',
    load: async () => (await import('../features/games/components/rounds-page')).GameRoundsPage,
  },
  {
    path: paths.gameRound,
    title: gamesTh.pageRound,
    roles: access.gameRounds,
    load: async () => (await import('../features/games/components/round-page')).GameRoundPage,
  },
  {
    path: paths.gameStuckRounds,
    title: gamesTh.pageStuck,
    roles: access.gameRounds,
    nav: 'games',
    load: async () => (await import('../features/games/components/stuck-rounds-page')).StuckRoundsPage,
  },
  {
    path: paths.gameGgr,
    title: gamesTh.pageGgr,
    roles: access.gameReports,
    nav: 'games',
    load: async () => (await import('../features/games/components/ggr-page')).GameGgrPage,
  },
  {
    path: paths.gameProviders,
    title: gamesTh.pageProviders,
    roles: access.gameProvidersRead,
    nav: 'games',
    load: async () => (await import('../features/games/components/providers-page')).ProvidersPage,
  },
  {
    path: paths.games,
    title: gamesTh.pageGames,
    roles: access.gameCatalogueRead,
    nav: 'games',
    load: async () => (await import('../features/games/components/games-page')).GamesPage,
  },
  {
    path: paths.sportsBoard,
    title: sportsDeskTh.pageBoard,
    roles: access.sportsTrading,
    nav: 'sports',
    load: async () => (await import('../features/sports/components/board-page')).BoardPage,
  },
  {
    path: paths.sportsFixture,
    title: sportsDeskTh.pageFixture,
    roles: access.sportsTrading,
    load: async () => (await import('../features/sports/components/fixture-page')).FixturePage,
  },
  {
    path: paths.sportsTicker,
    title: sportsDeskTh.pageTicker,
    roles: access.sportsTrading,
    nav: 'sports',
    load: async () => (await import('../features/sports/components/ticker-page')).TickerPage,
  },
  {
    path: paths.sportsMemberRisk,
    title: sportsDeskTh.pageMemberRisk,
    roles: access.sportsTrading,
    load: async () => (await import('../features/sports/components/member-risk-page')).MemberRiskPage,
  },
  {
    path: paths.sportsReport,
    title: sportsDeskTh.pageReport,
    roles: access.sportsReports,
    nav: 'sports',
    load: async () => (await import('../features/sports/components/report-page')).SportsReportPage,
  },
  {
    path: paths.promotions,
    title: promotionsTh.pageList,
    roles: access.promotionsRead,
    nav: 'marketing',
    load: async () => (await import('../features/promotions/components/promotions-page')).PromotionsPage,
  },
  {
    path: paths.promotionNew,
    title: promotionsTh.pageNew,
    roles: access.promotions,
    load: async () =>
      (await import('../features/promotions/components/promotion-edit-page')).PromotionNewPage,
  },
  {
    path: paths.promotionEdit,
    title: promotionsTh.pageEdit,
    roles: access.promotionsRead,
    load: async () =>
      (await import('../features/promotions/components/promotion-edit-page')).PromotionEditPage,
  },
  {
    path: paths.promotionConditions,
    title: promotionsTh.pageConditions,
    roles: access.promotionsRead,
    nav: 'marketing',
    load: async () => (await import('../features/promotions/components/conditions-page')).ConditionsPage,
  },
  {
    path: paths.promotionCost,
    title: promotionsTh.pageCost,
    roles: access.reports,
    nav: 'marketing',
    load: async () =>
      (await import('../features/promotions/components/promotion-cost-page')).PromotionCostPage,
  },
  {
    path: paths.rewardCosts,
    title: rewardCostTh.page,
    roles: access.reports,
    nav: 'marketing',
    load: async () => (await import('../features/reward-costs/components/reward-costs-page')).RewardCostsPage,
  },
  {
    path: paths.rewardGrants,
    title: grantsTh.page,
    roles: access.money,
    nav: 'marketing',
    load: async () =>
      (await import('../features/reward-grants/components/reward-grants-page')).RewardGrantsPage,
  },
  {
    path: paths.agents,
    title: agentsTh.page,
    roles: access.money,
    nav: 'marketing',
    load: async () => (await import('../features/agents/components/agents-page')).AgentsPage,
  },
  {
    path: paths.agentReport,
    title: agentsTh.reportPage,
    roles: access.money,
    load: async () => (await import('../features/agents/components/agent-report-page')).AgentReportPage,
  },
  {
    path: paths.staff,
    title: adminTh.pageStaff,
    roles: access.owner,
    nav: 'admin',
    load: async () => (await import('../features/staff/components/staff-page')).StaffPage,
  },
  {
    path: paths.auditLog,
    title: adminTh.pageAuditLog,
    roles: access.owner,
    nav: 'admin',
    load: async () => (await import('../features/staff/components/audit-log-page')).AuditLogPage,
  },
  {
    path: paths.webConfig,
    title: adminTh.pageWebConfig,
    roles: access.siteSettingsRead,
    nav: 'admin',
    load: async () => (await import('../features/settings/components/web-config-page')).WebConfigPage,
  },
  {
    path: paths.banks,
    title: adminTh.pageBanks,
    roles: access.siteSettingsRead,
    nav: 'admin',
    load: async () => (await import('../features/settings/components/banks-page')).BanksPage,
  },
  {
    path: paths.otpLimits,
    title: otpLimitsTh.pageOtpLimits,
    roles: access.siteSettingsRead,
    nav: 'admin',
    load: async () => (await import('../features/otp-limits/components/otp-limits-page')).OtpLimitsPage,
  },
  {
    path: paths.account,
    title: adminTh.pageAccount,
    roles: access.anyStaff,
    nav: 'general',
    load: async () => (await import('../features/account/components/account-page')).AccountPage,
  },
  {
    path: paths.couponCampaigns,
    title: couponsTh.page,
    roles: access.couponsRead,
    nav: 'marketing',
    load: async () =>
      (await import('../features/coupons/components/coupon-campaigns-page')).CouponCampaignsPage,
  },
  {
    path: paths.missionTemplates,
    title: missionsTh.pageTemplates,
    roles: access.missionsRead,
    nav: 'marketing',
    load: async () =>
      (await import('../features/missions/components/mission-templates-page')).MissionTemplatesPage,
  },
  {
    path: paths.missionCompletions,
    title: missionsTh.pageCompletions,
    roles: access.missionsRead,
    nav: 'marketing',
    load: async () =>
      (await import('../features/missions/components/mission-completions-page')).MissionCompletionsPage,
  },
  {
    path: paths.cashbackSettings,
    title: cashbackTh.pageSettings,
    roles: access.cashback,
    nav: 'marketing',
    load: async () =>
      (await import('../features/cashback/components/cashback-settings-page')).CashbackSettingsPage,
  },
  {
    path: paths.cashbackRuns,
    title: cashbackTh.pageRuns,
    roles: access.cashback,
    nav: 'marketing',
    load: async () => (await import('../features/cashback/components/cashback-runs-page')).CashbackRunsPage,
  },
  {
    path: paths.referralSettings,
    title: referralTh.pageSettings,
    roles: access.referral,
    nav: 'marketing',
    load: async () =>
      (await import('../features/referral/components/referral-settings-page')).ReferralSettingsPage,
  },
  {
    path: paths.referralReport,
    title: referralTh.pageReport,
    roles: access.referral,
    nav: 'marketing',
    load: async () =>
      (await import('../features/referral/components/referral-report-page')).ReferralReportPage,
  },
  {
    path: paths.blogArticles,
    title: blogTh.page,
    roles: access.blog,
    nav: 'marketing',
    load: async () => (await import('../features/blog/components/blog-articles-page')).BlogArticlesPage,
  },
  {
    path: paths.announcements,
    title: announcementsTh.pageTitle,
    roles: access.announcements,
    nav: 'marketing',
    load: async () =>
      (await import('../features/announcements/components/announcements-page')).AnnouncementsPage,
  },
  {
    path: paths.vipLevels,
    title: vipTh.pageLevels,
    roles: access.anyStaff,
    nav: 'marketing',
    load: async () => (await import('../features/vip/components/vip-levels-page')).VipLevelsPage,
  },
  {
    path: paths.vipMembers,
    title: vipTh.pageMembers,
    roles: access.anyStaff,
    nav: 'marketing',
    load: async () => (await import('../features/vip/components/vip-members-page')).VipMembersPage,
  },
];

/** The pages a role may open that have a menu entry, by section (empty sections left out). */
export const navFor = (role: StaffRoleName) =>
  navGroups
    .map((group) => ({
      ...group,
      pages: adminPages.filter((page) => page.nav === group.id && page.roles.includes(role)),
    }))
    .filter((group) => group.pages.length > 0);
