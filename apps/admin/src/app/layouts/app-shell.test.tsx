import { type StaffRoleName, staffRoleValues } from '@chokdee/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session-store';
import { announcementsTh } from '../../messages/announcements';
import { blogTh } from '../../messages/blog';
import { cashbackTh } from '../../messages/cashback';
import { couponsTh } from '../../messages/coupons';
import { gamesTh } from '../../messages/games';
import { missionsTh } from '../../messages/missions';
import { otpLimitsTh } from '../../messages/otp-limits';
import { promotionsTh } from '../../messages/promotions';
import { referralTh } from '../../messages/referral';
import { agentsTh, grantsTh, rewardCostTh } from '../../messages/reward-ops';
import { sportsDeskTh } from '../../messages/sports';
import { summaryTh } from '../../messages/summary-report';
import { adminTh, roleLabel } from '../../messages/th';
import { vipTh } from '../../messages/vip';
import { yeekeeTh } from '../../messages/yeekee';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../testing/render-admin';

const emptyPage = () => ok({ data: [], total: 0, pageNo: 1, pageSize: 25 });

const menuOf = async () => {
  const nav = await screen.findByRole('navigation', { name: adminTh.mainMenu });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe('the shell', () => {
  it.each([
    [
      'owner',
      [
        adminTh.pageHome,
        adminTh.pageMembers,
        adminTh.pageReports,
        summaryTh.page,
        adminTh.pageAccount,
        adminTh.pageWithdrawals,
        adminTh.pagePayoutReconciliation,
        adminTh.pageReceivables,
        adminTh.pageStatementLines,
        adminTh.pageDeposits,
        adminTh.pageDepositAccounts,
        adminTh.pageAdjustments,
        adminTh.pageAutoApprove,
        adminTh.pagePayoutAccount,
        adminTh.pageFeedSecret,
        adminTh.pageLotteryRounds,
        adminTh.pageLotteryProducts,
        yeekeeTh.pageMarkets,
        gamesTh.pageRounds,
        gamesTh.pageStuck,
        gamesTh.pageGgr,
        gamesTh.pageProviders,
        gamesTh.pageGames,
        sportsDeskTh.pageBoard,
        sportsDeskTh.pageTicker,
        sportsDeskTh.pageReport,
        promotionsTh.pageList,
        promotionsTh.pageConditions,
        promotionsTh.pageCost,
        rewardCostTh.page,
        grantsTh.page,
        agentsTh.page,
        couponsTh.page,
        missionsTh.pageTemplates,
        missionsTh.pageCompletions,
        cashbackTh.pageSettings,
        cashbackTh.pageRuns,
        referralTh.pageSettings,
        referralTh.pageReport,
        blogTh.page,
        announcementsTh.pageTitle,
        vipTh.pageLevels,
        vipTh.pageMembers,
        adminTh.pageStaff,
        adminTh.pageAuditLog,
        adminTh.pageWebConfig,
        adminTh.pageBanks,
        otpLimitsTh.pageOtpLimits,
      ],
    ],
    [
      'finance',
      [
        adminTh.pageHome,
        adminTh.pageMembers,
        adminTh.pageReports,
        summaryTh.page,
        adminTh.pageAccount,
        adminTh.pageWithdrawals,
        adminTh.pagePayoutReconciliation,
        adminTh.pageReceivables,
        adminTh.pageStatementLines,
        adminTh.pageDeposits,
        adminTh.pageDepositAccounts,
        adminTh.pageAdjustments,
        adminTh.pageAutoApprove,
        adminTh.pagePayoutAccount,
        adminTh.pageFeedSecret,
        adminTh.pageLotteryRounds,
        adminTh.pageLotteryProducts,
        yeekeeTh.pageMarkets,
        gamesTh.pageRounds,
        gamesTh.pageStuck,
        gamesTh.pageGgr,
        gamesTh.pageProviders,
        gamesTh.pageGames,
        sportsDeskTh.pageReport,
        promotionsTh.pageList,
        promotionsTh.pageConditions,
        promotionsTh.pageCost,
        rewardCostTh.page,
        grantsTh.page,
        agentsTh.page,
        couponsTh.page,
        missionsTh.pageTemplates,
        missionsTh.pageCompletions,
        cashbackTh.pageSettings,
        cashbackTh.pageRuns,
        referralTh.pageSettings,
        referralTh.pageReport,
        vipTh.pageLevels,
        vipTh.pageMembers,
        adminTh.pageWebConfig,
        adminTh.pageBanks,
        otpLimitsTh.pageOtpLimits,
      ],
    ],
    [
      'lottery',
      [
        adminTh.pageHome,
        adminTh.pageMembers,
        adminTh.pageReports,
        adminTh.pageAccount,
        adminTh.pageLotteryRounds,
        adminTh.pageLotteryProducts,
        yeekeeTh.pageMarkets,
        gamesTh.pageGames,
        promotionsTh.pageList,
        promotionsTh.pageConditions,
        promotionsTh.pageCost,
        rewardCostTh.page,
        missionsTh.pageTemplates,
        missionsTh.pageCompletions,
        vipTh.pageLevels,
        vipTh.pageMembers,
      ],
    ],
    [
      'support',
      [
        adminTh.pageHome,
        adminTh.pageMembers,
        adminTh.pageAccount,
        adminTh.pageReceivables,
        adminTh.pageDeposits,
        adminTh.pageDepositAccounts,
        adminTh.pageLotteryRounds,
        adminTh.pageLotteryProducts,
        yeekeeTh.pageMarkets,
        gamesTh.pageRounds,
        gamesTh.pageStuck,
        gamesTh.pageProviders,
        gamesTh.pageGames,
        promotionsTh.pageList,
        promotionsTh.pageConditions,
        couponsTh.page,
        missionsTh.pageTemplates,
        missionsTh.pageCompletions,
        blogTh.page,
        announcementsTh.pageTitle,
        vipTh.pageLevels,
        vipTh.pageMembers,
        adminTh.pageWebConfig,
        adminTh.pageBanks,
        otpLimitsTh.pageOtpLimits,
      ],
    ],
    [
      'trader',
      [
        adminTh.pageHome,
        adminTh.pageMembers,
        adminTh.pageAccount,
        adminTh.pageLotteryRounds,
        adminTh.pageLotteryProducts,
        yeekeeTh.pageMarkets,
        gamesTh.pageGames,
        sportsDeskTh.pageBoard,
        sportsDeskTh.pageTicker,
        sportsDeskTh.pageReport,
        vipTh.pageLevels,
        vipTh.pageMembers,
      ],
    ],
  ] satisfies Array<[StaffRoleName, string[]]>)(
    'shows %s only the pages the role may use',
    async (role, pages) => {
      stubApi(sessionHandlers(role));
      renderAdmin('/', { signedIn: true });
      expect(await menuOf()).toEqual(pages);
      expect(screen.getByTestId('staff-name')).toHaveTextContent(`${role}1`);
      expect(screen.getByTestId('staff-role')).toHaveTextContent(roleLabel[role]);
    },
  );

  it('covers every role', () => {
    expect(staffRoleValues).toEqual(['owner', 'finance', 'lottery', 'support', 'trader']);
  });

  it('shows "no permission" for a money page opened by URL by support, and makes no money call', async () => {
    const api = stubApi({ ...sessionHandlers('support'), 'GET /api/admin/withdrawals': emptyPage });
    renderAdmin('/finance/withdrawals', { signedIn: true });
    expect(await screen.findByRole('heading', { name: adminTh.forbiddenTitle })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/withdrawals')).toHaveLength(0);
  });

  it('shows an unknown page as not found inside the shell', async () => {
    stubApi(sessionHandlers('finance'));
    renderAdmin('/no-such-page', { signedIn: true });
    expect(await screen.findByRole('heading', { name: adminTh.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: adminTh.mainMenu })).toBeInTheDocument();
  });

  it('sends a visitor without a session to the login page, without calling the API', async () => {
    const api = stubApi({});
    const { path } = renderAdmin('/finance/withdrawals');
    expect(await screen.findByRole('heading', { name: adminTh.loginTitle })).toBeInTheDocument();
    expect(path()).toBe('/login');
    expect(api.calls).toHaveLength(0);
  });

  it('logs out: the server revokes the session, the token is gone, the login page shows', async () => {
    const api = stubApi(sessionHandlers('owner'));
    const { user, path } = renderAdmin('/', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: adminTh.logout }));
    expect(await screen.findByRole('heading', { name: adminTh.loginTitle })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/logout')[0]?.headers.get('authorization')).toBe(
      'Bearer test-token',
    );
    expect(useSessionStore.getState()).toMatchObject({ token: null, expired: false });
    expect(screen.queryByText(adminTh.sessionExpired)).not.toBeInTheDocument();
    expect(path()).toBe('/login');
  });
});
