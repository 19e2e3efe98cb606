import { useMatches } from 'react-router';

/** What a route tells the layout about itself. */
export type RouteHandle = {
  /** Thai page title: the heading and the browser tab. */
  title?: string;
  /** docs/domain/member-site.md §2: the footer is hidden on /lotto/buy and /lotto/checkout. */
  hideFooter?: boolean;
  /**
   * The lottery section (/lottery*, /lotto*, /buy) uses the mobile-footer layout on phones: its
   * guest "home" goes to /lottery. Every other page uses the bottom bar at every width.
   */
  lotteryFooter?: boolean;
  /** Show the lottery / casino / slots / sports switcher above the page. */
  categoryMenu?: boolean;
  /** A guest sees a "log in first" notice instead of the page. */
  memberOnly?: boolean;
};

/** The handles of every matched route, merged so the deepest route wins. */
export const useRouteHandle = (): RouteHandle => {
  const matches = useMatches();
  const merged: RouteHandle = {};
  for (const match of matches) {
    if (match.handle && typeof match.handle === 'object') Object.assign(merged, match.handle);
  }
  return merged;
};
