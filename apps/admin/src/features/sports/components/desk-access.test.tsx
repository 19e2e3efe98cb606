import type { StaffRoleName } from '@chokdee/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sportsDeskTh as th } from '../../../messages/sports';
import { adminTh } from '../../../messages/th';
import { renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const sportsMenu = async () => {
  const nav = await screen.findByRole('navigation', { name: adminTh.mainMenu });
  const links = within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
  return {
    group: within(nav).queryByText(th.navGroup),
    pages: [th.pageBoard, th.pageTicker, th.pageReport].filter((page) => links.includes(page)),
  };
};

describe('the trader’s desk in the menu', () => {
  it.each([
    ['owner', [th.pageBoard, th.pageTicker, th.pageReport]],
    ['trader', [th.pageBoard, th.pageTicker, th.pageReport]],
    ['finance', [th.pageReport]],
    ['lottery', []],
    ['support', []],
  ] satisfies Array<[StaffRoleName, string[]]>)(
    'shows %s only the desk pages the role may use',
    async (role, pages) => {
      stubApi(sessionHandlers(role));
      renderAdmin('/account', { signedIn: true });
      const menu = await sportsMenu();
      expect(menu.pages).toEqual(pages);
      if (pages.length === 0) expect(menu.group).toBeNull();
      else expect(menu.group).not.toBeNull();
    },
  );

  it.each([
    ['/sports', 'GET /api/admin/sports/fixtures'],
    ['/sports/tickets', 'GET /api/admin/sports/tickets'],
  ])('shows finance "no permission" at %s by URL, and makes no desk call', async (url, call) => {
    const api = stubApi(sessionHandlers('finance'));
    renderAdmin(url, { signedIn: true });
    expect(await screen.findByRole('heading', { name: adminTh.forbiddenTitle })).toBeInTheDocument();
    const [method = '', path = ''] = call.split(' ');
    expect(api.callsTo(method, path)).toHaveLength(0);
  });

  it('shows support "no permission" for the sports report', async () => {
    const api = stubApi(sessionHandlers('support'));
    renderAdmin('/sports/reports', { signedIn: true });
    expect(await screen.findByRole('heading', { name: adminTh.forbiddenTitle })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/sports/reports')).toHaveLength(0);
  });
});
