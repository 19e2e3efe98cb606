import { isMemberAppRoute, memberAppRoutes, routeTreePatterns } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './router';

describe('the routes the server answers 200 for', () => {
  it('are exactly the router’s: a page the router shows is never a 404 at the server, and back', () => {
    const routed = new Set(routeTreePatterns(appRoutes));
    expect(routed.size).toBeGreaterThan(30);
    expect(routed).toEqual(new Set(Object.values(memberAppRoutes)));
    for (const pattern of routed)
      expect(isMemberAppRoute(pattern.replace(/:\w+\??/g, 'x')), pattern).toBe(true);
  });
});
