import { describe, expect, it } from 'vitest';
import { isAdminAppRoute, isMemberAppRoute, routeMatches, routeTreePatterns } from './site-routes';

describe('route patterns, matched as React Router matches them', () => {
  it.each([
    ['/', '/', true],
    ['/', '', true],
    ['/', '/x', false],
    ['/lottery', '/lottery', true],
    ['/lottery', '/lottery/', true],
    ['/lottery', '/LOTTERY', true],
    ['/lottery', '/lottery/buy', false],
    ['/lottery', '/lotter', false],
    ['/blog/:slug', '/blog/first-post', true],
    ['/blog/:slug', '/blog/%E0%B8%81', true],
    ['/blog/:slug', '/blog', false],
    ['/blog/:slug', '/blog/a/b', false],
    ['/blog/:slug', '/blog//', false],
    ['/lottery/yk/round/:roundCode/proof', '/lottery/yk/round/YK1/proof', true],
    ['/lottery/yk/round/:roundCode/proof', '/lottery/yk/round//proof', false],
    ['/invite-friend/:slug?', '/invite-friend', true],
    ['/invite-friend/:slug?', '/invite-friend/ABCD2345', true],
    ['/invite-friend/:slug?', '/invite-friend/a/b', false],
    ['/lotto', '/lotto%2Fbuy', false],
  ])('%s against %s: %s', (pattern, pathname, expected) => {
    expect(routeMatches(pattern, pathname)).toBe(expected);
  });

  it('knows each app’s pages and nothing else', () => {
    expect(isMemberAppRoute('/slot-game/pg')).toBe(true);
    expect(isMemberAppRoute('/no-such-page')).toBe(false);
    expect(isMemberAppRoute('/admin')).toBe(false);
    expect(isAdminAppRoute('')).toBe(true);
    expect(isAdminAppRoute('/members/0190')).toBe(true);
    expect(isAdminAppRoute('/no-such-page')).toBe(false);
  });
});

describe('a route tree’s patterns', () => {
  it('resolves nesting: absolute and relative children, index routes, pathless layouts; never `*`', () => {
    expect(
      routeTreePatterns([
        {
          path: '/',
          children: [
            { index: true },
            { path: '/a', children: [{ path: 'b' }, { path: '/a/c' }] },
            { path: '*' },
          ],
        },
        { children: [{ path: '/game/:slug' }] },
      ]),
    ).toEqual(['/', '/', '/a', '/a/b', '/a/c', '/game/:slug']);
  });
});
