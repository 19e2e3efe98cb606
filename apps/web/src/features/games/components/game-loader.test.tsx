import { gameHref, gamePaths } from '@chokdee/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { fail, ok, renderApp, shellHandlers, stubFetch } from '../../../testing/render-app';
import { gameDetailFixture } from '../testing-fixtures';

const slot = gameDetailFixture();
const baccarat = gameDetailFixture({ slug: 'chokdee-baccarat', name: 'บาคาร่าโชคดี', category: 'TABLE' });
const gameAnswers = {
  [`GET ${gameHref.one(slot.slug)}`]: () => ok(slot),
  [`GET ${gameHref.one(baccarat.slug)}`]: () => ok(baccarat),
};

describe('/game-entry/{slug}', () => {
  afterEach(() => useAuthStore.getState().clear());

  it('asks a guest to log in first, and goes on to the launcher once they have', async () => {
    const api = stubFetch({
      ...shellHandlers(),
      ...gameAnswers,
      [`POST ${gameHref.launch(slot.slug)}`]: () => ok({ url: '/originals/play/lucky-slot?session=s1' }),
    });
    const { router } = renderApp(`/game-entry/${slot.slug}`);
    expect(await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: `/game-entry/${slot.slug}`,
      search: '?modal=login',
    });
    expect(screen.getByText('กรุณาเข้าสู่ระบบก่อนเข้าเล่นเกม')).toBeInTheDocument();
    expect(api.callsTo('POST', gameHref.launch(slot.slug))).toHaveLength(0);

    // Logged in (the login modal stores the token and closes).
    act(() => useAuthStore.getState().setAccessToken('test-token'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/game/launcher/${slot.slug}`));
    expect(await screen.findByTitle('เกม สล็อตโชคดี')).toHaveAttribute(
      'src',
      '/originals/play/lucky-slot?session=s1',
    );
    // The entry was replaced: Back from the game does not bounce through it.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('takes a member straight on to the launcher', async () => {
    stubFetch({
      ...shellHandlers(),
      ...gameAnswers,
      [`POST ${gameHref.launch(slot.slug)}`]: () => ok({ url: '/originals/play/lucky-slot?session=s2' }),
    });
    const { router } = renderApp(`/game-entry/${slot.slug}`, { asMember: true });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/game/launcher/${slot.slug}`), {
      timeout: 5000,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('/game/launcher/{slug}', () => {
  afterEach(() => useAuthStore.getState().clear());

  it('opens the game full screen under a bar with the way back to its lobby, its name and the balance', async () => {
    const api = stubFetch({
      ...shellHandlers(),
      ...gameAnswers,
      [`POST ${gameHref.launch(baccarat.slug)}`]: () => ok({ url: 'https://games.example.com/play?t=abc' }),
    });
    renderApp(`/game/launcher/${baccarat.slug}`, { asMember: true });
    expect(await screen.findByText('กำลังเปิดเกม', {}, { timeout: 5000 })).toBeInTheDocument();
    const frame = await screen.findByTitle('เกม บาคาร่าโชคดี');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://games.example.com/play?t=abc');
    expect(screen.getByRole('heading', { name: 'บาคาร่าโชคดี' })).toBeInTheDocument();
    // A table game goes back to the live-casino lobby.
    expect(screen.getByRole('link', { name: 'กลับไปหน้าคาสิโนสด' })).toHaveAttribute('href', '/live-casino');
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('1,250.50');
    expect(screen.queryByRole('navigation', { name: 'เมนูสมาชิก' })).toBeNull();
    // One launch per visit.
    expect(api.callsTo('POST', gameHref.launch(baccarat.slug))).toHaveLength(1);
  });

  it('says why a launch failed, in Thai, and tries again on retry', async () => {
    let answer = fail('GAME_PROVIDER_FAILED');
    const api = stubFetch({
      ...shellHandlers(),
      ...gameAnswers,
      [`POST ${gameHref.launch(slot.slug)}`]: () => answer,
    });
    const { user } = renderApp(`/game/launcher/${slot.slug}`, { asMember: true });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('เปิดเกมไม่สำเร็จ');
    expect(alert).toHaveTextContent('ไม่สามารถเปิดเกมได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง');
    await waitFor(() =>
      expect(within(alert).getByRole('link', { name: 'กลับไปหน้าสล็อต' })).toHaveAttribute('href', '/slot-game'),
    );
    answer = ok({ url: '/originals/play/lucky-slot?session=s3' });
    await user.click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByTitle('เกม สล็อตโชคดี')).toHaveAttribute(
      'src',
      '/originals/play/lucky-slot?session=s3',
    );
    expect(api.callsTo('POST', gameHref.launch(slot.slug))).toHaveLength(2);
  });

  it('shows the receivable refusal with its amount', async () => {
    stubFetch({
      ...shellHandlers(),
      ...gameAnswers,
      [`POST ${gameHref.launch(slot.slug)}`]: () => ({
        status: 422,
        body: {
          status: { code: 2606, message: 'มียอดค้างชำระ 12.50 บาท กรุณาฝากเงินเพื่อชำระก่อนเล่นเกม' },
          data: null,
        },
      }),
    });
    renderApp(`/game/launcher/${slot.slug}`, { asMember: true });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'มียอดค้างชำระ 12.50 บาท',
    );
  });

  it('offers the way home, in plain words, when the game is unknown', async () => {
    stubFetch({
      ...shellHandlers(),
      [`GET ${gameHref.one('no-such-game')}`]: () => fail('GAME_NOT_FOUND'),
      [`POST ${gameHref.launch('no-such-game')}`]: () => fail('GAME_NOT_FOUND'),
    });
    renderApp('/game/launcher/no-such-game', { asMember: true });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('ไม่พบเกมนี้');
    expect(within(alert).getByRole('link', { name: 'กลับไปหน้าแรก' })).toHaveAttribute('href', '/');
    expect(document.body).not.toHaveTextContent('หน้าหน้า');
  });

  it('sends a guest to the entry gate', async () => {
    stubFetch({ ...shellHandlers(), ...gameAnswers });
    const { router } = renderApp(`/game/launcher/${slot.slug}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/game-entry/${slot.slug}`), {
      timeout: 5000,
    });
  });
});

describe('game history', () => {
  afterEach(() => useAuthStore.getState().clear());

  it('shows the member’s game rounds in the order-history modal, beside the bills', async () => {
    stubFetch({
      ...shellHandlers(),
      'GET /api/v2/lotto/order-history': () => ok({ data: [], total: 0 }),
      [`GET ${gamePaths.history}`]: () =>
        ok({
          data: [
            {
              roundId: 'r1',
              provider: 'chokdee-originals',
              providerName: 'Chokdee Originals',
              game: 'สล็อตโชคดี',
              gameSlug: 'chokdee-lucky-slot',
              category: 'SLOT',
              stake: '10.00',
              win: '25.50',
              status: 'SETTLED',
              openedAt: '2026-11-23T03:00:00.000Z',
              settledAt: '2026-11-23T03:00:03.000Z',
            },
          ],
          total: 1,
          pageNo: 1,
          pageSize: 20,
        }),
    });
    const { user } = renderApp('/?modal=order-history', { asMember: true });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await user.click(within(dialog).getByRole('tab', { name: 'เกม' }));
    const round = await within(dialog).findByTestId('game-round');
    expect(round).toHaveTextContent('สล็อตโชคดี');
    expect(round).toHaveTextContent('Chokdee Originals');
    expect(round).toHaveTextContent('฿10.00');
    expect(round).toHaveTextContent('฿25.50');
    expect(round).toHaveTextContent('จบแล้ว');
  });
});
