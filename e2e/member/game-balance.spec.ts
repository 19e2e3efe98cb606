import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiFundedMember, apiWallet } from '../fixtures/api';
import { useBrowser, waitForText } from '../fixtures/browser';
import { MemberSite } from '../page-models/member-site';

type Change = { text: string; at: number };

/** Records every change of `selector`'s text (with `Date.now()`, comparable across the page and its frame). */
const recordChanges = (target: Page | Frame, selector: string) =>
  target.evaluate((css) => {
    const el = document.querySelector(css);
    if (!el) throw new Error(`no ${css}`);
    const log: Array<{ text: string; at: number }> = [];
    (window as unknown as { __changes: typeof log }).__changes = log;
    new MutationObserver(() => log.push({ text: el.textContent ?? '', at: Date.now() })).observe(el, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, selector);
const changesOf = (target: Page | Frame) =>
  target.evaluate(() => (window as unknown as { __changes: Change[] }).__changes);

const baht = (text: string) => Number(text.replace(/[฿,\s]/g, ''));

/**
 * The launcher's header balance must not give a house game's result away: the bet's `wallet.updated`
 * reaches the page ~0.3 s after the tap while the reels (or cards) run ~2.5 s more. The header moves
 * only once the game itself shows the new balance, and then to that balance.
 */
describe('the launcher header while a house game plays (phone)', () => {
  const browser = useBrowser();

  const openGame = async (slug: string) => {
    const { token } = await apiFundedMember(browser.baseUrl, '500.00', 'ทดสอบ เกม');
    const { page } = browser;
    const site = new MemberSite(page);
    await site.signInWithToken(token);
    const pushes: number[] = [];
    // The page's Socket.IO connection (opened once the page is idle): its CONNECT, then each wallet push.
    const connected = new Promise<void>((resolve) => {
      page.on('websocket', (ws) => {
        if (!ws.url().includes('/socket.io/')) return;
        ws.on('framereceived', ({ payload }) => {
          if (typeof payload !== 'string') return;
          if (payload.startsWith('40')) resolve();
          if (payload.includes('"wallet.updated"')) pushes.push(Date.now());
        });
      });
    });
    await site.open(`/game/launcher/${slug}`);
    await connected;
    const game = page.frameLocator('iframe');
    await game.locator('output.balance', { hasText: '500.00' }).waitFor();
    await waitForText(site.balance, '฿500.00');
    const frame = page.frames().find((f) => f.url().includes('/originals/play/'));
    if (!frame) throw new Error('no game frame');
    await recordChanges(page, '[data-testid="wallet-balance"]');
    await recordChanges(frame, 'output.balance');
    return { site, token, game, frame, pushes };
  };

  /** After a round: the header did not move before the game showed its balance, and then shows it. */
  const expectHeaderFollowedTheGame = async (
    { site, token, frame, pushes }: Awaited<ReturnType<typeof openGame>>,
    tappedAt: number,
  ) => {
    const game = await changesOf(frame);
    expect(game.length).toBeGreaterThan(0);
    const shown = game.at(-1) as Change;
    // The wallet's own push came while the round was still being shown: that is what must be held.
    expect(pushes.some((at) => at > tappedAt && at < shown.at)).toBe(true);
    const { balance } = await apiWallet(browser.baseUrl, token);
    expect(baht(shown.text)).toBe(Number(balance));
    await waitForText(
      site.balance,
      `฿${Number(balance).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    const header = await changesOf(site.page);
    const early = header.filter((change) => change.at < (game[0] as Change).at);
    expect(early).toEqual([]);
  };

  it('slot: the header keeps the balance until the reels stop, then shows the game’s', async () => {
    const opened = await openGame('chokdee-lucky-slot');
    const spin = opened.game.getByTestId('spin');
    const tappedAt = Date.now();
    await spin.click();
    await opened.game.getByTestId('spin').and(opened.game.locator(':enabled')).waitFor({ timeout: 15_000 });
    await expectHeaderFollowedTheGame(opened, tappedAt);
  });

  it('baccarat: the header keeps the balance until the cards are dealt, then shows the game’s', async () => {
    const opened = await openGame('chokdee-baccarat');
    await opened.game.getByRole('button', { name: /^ผู้เล่น/ }).click();
    const tappedAt = Date.now();
    await opened.game.getByTestId('deal').click();
    await opened.game.getByTestId('deal').and(opened.game.locator(':enabled')).waitFor({ timeout: 15_000 });
    await expectHeaderFollowedTheGame(opened, tappedAt);
  });
});
