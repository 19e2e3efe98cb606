import { ADMIN_APP_BASE, adminAppRoutes } from '@chokdee/contracts';

/**
 * Where the back office lives and its fixed pages, from the contracts' `adminAppRoutes` (the server
 * reads them too: a page not listed there answers 404). Paths are relative to `basename`: the router
 * adds `/admin`, so links are written as `/finance/withdrawals`. The pages themselves, with their
 * roles and menu entries, are listed once in `app/pages.ts`.
 */
export const basename = ADMIN_APP_BASE;

export const paths = adminAppRoutes;

/** The bonus grant form with this member filled in (the member page's link). */
export const rewardGrantHrefFor = (memberId: string) =>
  `${paths.rewardGrants}?memberId=${encodeURIComponent(memberId)}`;

/** A member's risk page: money, play by category, flags and linked accounts. */
export const memberRiskPageHref = (memberId: string) =>
  paths.memberRisk.replace(':id', encodeURIComponent(memberId));

/** The provider game rounds search, of one member. */
export const memberGameRoundsHref = (memberId: string) =>
  `${paths.gameRounds}?memberId=${encodeURIComponent(memberId)}`;
/** One provider game round with its transactions. */
export const gameRoundHref = (id: string) => paths.gameRound.replace(':id', encodeURIComponent(id));

/** One agent's members and commission. */
export const agentReportHref = (id: string) => paths.agentReport.replace(':id', encodeURIComponent(id));

/** A promotion's edit page. */
export const promotionEditHref = (id: string) => paths.promotionEdit.replace(':id', encodeURIComponent(id));
/** The wagering conditions, of one member when `memberId` is given. */
export const promotionConditionsHref = (memberId?: string) =>
  memberId
    ? `${paths.promotionConditions}?memberId=${encodeURIComponent(memberId)}`
    : paths.promotionConditions;

/** One withdrawal with its transfers and timeline. */
export const withdrawalHref = (id: string) => paths.withdrawal.replace(':id', encodeURIComponent(id));

/** One fixture of the trader's desk: markets, liability grid, result desk. */
export const sportsFixtureHref = (id: string) => paths.sportsFixture.replace(':id', encodeURIComponent(id));
/** The bet ticker, of one fixture or one member when given. */
export const sportsTickerHref = (filter: { fixtureId?: string; memberId?: string } = {}) => {
  const query = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return query ? `${paths.sportsTicker}?${query}` : paths.sportsTicker;
};
/** A member's sports risk card (stake factor). */
export const sportsMemberRiskHref = (id: string) =>
  paths.sportsMemberRisk.replace(':id', encodeURIComponent(id));

/** A bill of a round, opened over the round page's bills (from the member page's bill rows too). */
export const roundBillHref = (roundCode: string, billNo: string) =>
  `${paths.lotteryRound.replace(':roundCode', encodeURIComponent(roundCode))}?bill=${encodeURIComponent(billNo)}`;
