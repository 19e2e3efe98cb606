import type { AuditTargetType } from '@chokdee/contracts';
import {
  agentReportHref,
  paths,
  promotionEditHref,
  sportsFixtureHref,
  withdrawalHref,
} from '../../../config/paths';

/**
 * The back-office page of a row an audit entry names: its own page where one exists (a member, a
 * round, a withdrawal, a fixture…), else the list it is managed in; none for rows without a page.
 */
export const auditRowHref = (ref: {
  type: AuditTargetType;
  id: string;
  key?: string;
}): string | undefined => {
  switch (ref.type) {
    case 'member':
      return paths.member.replace(':id', encodeURIComponent(ref.id));
    case 'lottery_round':
      return ref.key ? paths.lotteryRound.replace(':roundCode', encodeURIComponent(ref.key)) : undefined;
    case 'lottery_product':
      return paths.lotteryProducts;
    case 'withdrawal':
      return withdrawalHref(ref.id);
    case 'sports_fixture':
      return sportsFixtureHref(ref.id);
    case 'sports_ticket':
      return paths.sportsTicker;
    case 'promotion':
      return promotionEditHref(ref.id);
    case 'wagering_condition':
      return paths.promotionConditions;
    case 'agent':
      return agentReportHref(ref.id);
    case 'staff_account':
      return paths.staff;
    case 'statement_line':
      return paths.statementLines;
    case 'deposit_account':
      return paths.depositAccounts;
    case 'coupon_campaign':
      return paths.couponCampaigns;
    case 'blog_article':
      return paths.blogArticles;
    case 'game':
      return paths.games;
    case 'game_provider':
      return paths.gameProviders;
    case 'mission_template':
      return paths.missionTemplates;
    default:
      return undefined;
  }
};
