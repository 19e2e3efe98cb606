import { gamePaths } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { ok, renderApp, type StubCall, shellHandlers, stubFetch } from '../../../testing/render-app';
import { gameFixture, gamePage } from '../testing-fixtures';

const slot = gameFixture();
const zeta = gameFixture({
  slug: 'zeta-gold',
  name: 'ซีต้าโกลด์',
  provider: 'zeta',
  providerName: 'Zeta Games',
  rtp: null,
  isNew: false,
  isHot: false,
});
const baccarat = gameFixture({
  slug: 'chokdee-baccarat',
  name: 'บาคาร่าโชคดี',
  category: 'TABLE',
  isNew: false,
});

const providers = [
  { code: 'chokdee-originals', name: 'Chokdee Originals', logoUrl: '', categories: ['SLOT'], gameCount: 1 },
  { code: 'zeta', name: 'Zeta Games', logoUrl: '', categories: ['SLOT'], gameCount: 1 },
];

/** The server's filter, applied to the fixtures: category, provider and a search on name or slug. */
const listAnswer = (call: StubCall) => {
  const query = new URLSearchParams(call.search);
  const q = query.get('q') ?? '';
  return ok(
    gamePage(
      [slot, zeta, baccarat].filter(
        (game) =>
          (!query.get('category') || game.category === query.get('category')) &&
          (!query.get('provider') || game.provider === query.get('provider')) &&
          (!q || game.name.includes(q) || game.slug.includes(q)),
      ),
    ),
  );
};

const tilesIn = (region: HTMLElement) =>
  within(region)
    .getAllByTestId('game-tile')
    .map((tile) => tile.getAttribute('href'));

describe('game lobbies', () => {
  afterEach(() => useAuthStore.getState().clear());

  it('/slot-game shows the slots as tiles (name, provider, RTP, badges) leading to /game-entry', async () => {
    stubFetch({
      ...shellHandlers(),
      [`GET ${gamePaths.list}`]: listAnswer,
      [`GET ${gamePaths.providers}`]: () => ok(providers),
    });
    renderApp('/slot-game');
    expect(await screen.findByRole('heading', { level: 1, name: 'สล็อต' })).toBeInTheDocument();
    const tiles = await screen.findAllByTestId('game-tile', {}, { timeout: 5000 });
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual([
      '/game-entry/chokdee-lucky-slot',
      '/game-entry/zeta-gold',
    ]);
    expect(tiles[0]).toHaveTextContent('สล็อตโชคดี');
    expect(tiles[0]).toHaveTextContent('Chokdee Originals');
    expect(tiles[0]).toHaveTextContent('RTP 96.00%');
    expect(tiles[0]).toHaveTextContent('ใหม่');
    expect(tiles[0]).toHaveTextContent('ฮิต');
    expect(tiles[1]).not.toHaveTextContent('RTP');
    // A guest has no recent games to see.
    expect(screen.queryByRole('region', { name: 'เล่นล่าสุด' })).toBeNull();
  });

  it('searches as the member types, and says when nothing matches', async () => {
    const api = stubFetch({
      ...shellHandlers(),
      [`GET ${gamePaths.list}`]: listAnswer,
      [`GET ${gamePaths.providers}`]: () => ok(providers),
    });
    const { user } = renderApp('/slot-game');
    await screen.findAllByTestId('game-tile', {}, { timeout: 5000 });
    await user.type(screen.getByRole('searchbox', { name: 'ค้นหาเกม' }), 'ซีต้า');
    await waitFor(() =>
      expect(screen.getAllByTestId('game-tile').map((tile) => tile.getAttribute('href'))).toEqual([
        '/game-entry/zeta-gold',
      ]),
    );
    expect(
      api.callsTo('GET', gamePaths.list).some((call) => new URLSearchParams(call.search).get('q') === 'ซีต้า'),
    ).toBe(true);
    await user.clear(screen.getByRole('searchbox', { name: 'ค้นหาเกม' }));
    await user.type(screen.getByRole('searchbox', { name: 'ค้นหาเกม' }), 'ไม่มีเกมนี้');
    expect(await screen.findByText('ไม่พบเกมที่ตรงกับ "ไม่มีเกมนี้"')).toBeInTheDocument();
  });

  it('filters by provider: chips lead to /slot-game/{provider}, which lists only that provider’s slots', async () => {
    const api = stubFetch({
      ...shellHandlers(),
      [`GET ${gamePaths.list}`]: listAnswer,
      [`GET ${gamePaths.providers}`]: () => ok(providers),
    });
    const { user, router } = renderApp('/slot-game');
    const chips = await screen.findByRole('navigation', { name: 'ค่ายเกม' }, { timeout: 5000 });
    expect(within(chips).getByRole('link', { name: 'ทุกค่าย' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(chips).getByRole('link', { name: 'Zeta Games' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/slot-game/zeta'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'เกมของค่าย Zeta Games' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByTestId('game-tile').map((tile) => tile.getAttribute('href'))).toEqual([
        '/game-entry/zeta-gold',
      ]),
    );
    expect(
      within(screen.getByRole('navigation', { name: 'ค่ายเกม' })).getByRole('link', { name: 'Zeta Games' }),
    ).toHaveAttribute('aria-current', 'page');
    const providerCall = api
      .callsTo('GET', gamePaths.list)
      .find((call) => new URLSearchParams(call.search).get('provider') === 'zeta');
    expect(new URLSearchParams(providerCall?.search).get('category')).toBe('SLOT');
  });

  it('/live-casino lists live casino and table games; a member also sees their recent games of the lobby', async () => {
    stubFetch({
      ...shellHandlers(),
      [`GET ${gamePaths.list}`]: listAnswer,
      [`GET ${gamePaths.recent}`]: () => ok([baccarat, slot]),
    });
    renderApp('/live-casino', { asMember: true });
    const live = await screen.findByRole('region', { name: 'คาสิโนสด' }, { timeout: 5000 });
    expect(await within(live).findByText('ยังไม่มีเกมในหมวดนี้')).toBeInTheDocument();
    const table = screen.getByRole('region', { name: 'เกมโต๊ะ' });
    await waitFor(() => expect(tilesIn(table)).toEqual(['/game-entry/chokdee-baccarat']));
    // Recent games of this lobby only: the slot played last is not a live-casino game.
    const recent = await screen.findByRole('region', { name: 'เล่นล่าสุด' });
    expect(tilesIn(recent)).toEqual(['/game-entry/chokdee-baccarat']);
  });

  it('says when a list fails to load, and loads it again on retry', async () => {
    let fail = true;
    stubFetch({
      ...shellHandlers(),
      [`GET ${gamePaths.list}`]: (call) =>
        fail ? { status: 400, body: { status: { code: 1000, message: 'x' }, data: null } } : listAnswer(call),
    });
    const { user } = renderApp('/fish-hunter');
    const retry = await screen.findByRole('button', { name: 'ลองใหม่' }, { timeout: 5000 });
    expect(screen.getByText('โหลดรายการเกมไม่สำเร็จ')).toBeInTheDocument();
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('ยังไม่มีเกมในหมวดนี้')).toBeInTheDocument();
  });
});
