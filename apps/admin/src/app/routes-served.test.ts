import { adminAppRoutes, isAdminAppRoute, routeTreePatterns } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from './router';

describe('the back office routes the server answers 200 for', () => {
  it('are exactly the router’s: a page the router shows is never a 404 at the server, and back', () => {
    const routed = new Set(routeTreePatterns(adminRoutes));
    expect(routed.size).toBeGreaterThan(40);
    expect(routed).toEqual(new Set(Object.values(adminAppRoutes)));
    for (const pattern of routed)
      expect(isAdminAppRoute(pattern.replace(/:\w+\??/g, 'x')), pattern).toBe(true);
  });
});
