import { describe, expect, it } from 'vitest';
import { apiBalance, apiFundFromOwnAccount, apiLogin, apiRegister } from '../fixtures/api';
import { useBrowser, waitForText } from '../fixtures/browser';
import { MemberSite } from '../page-models/member-site';

const baht = (amount: number) =>
  new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB' }).format(amount);

/**
 * The provider games walk (docs/modules/games.md) at 390×844: a member opens the house slot from the /slot-game lobby, goes through
 * the entry gate into the launcher, spins inside the provider's frame, and the launcher bar's balance
 * (pushed by `wallet.updated`) and the game tab of the order history follow the round.
 */
describe('provider games on a phone', () => {
  const browser = useBrowser();

  it('opens the slot from /slot-game, spins, and the balance and the game history follow', async () => {
    const { page, baseUrl } = browser;
    const member = await apiRegister(baseUrl);
    const token = await apiLogin(baseUrl, member);
    expect(
      await apiFundFromOwnAccount(baseUrl, token, member, { amount: '500.00', fromName: 'ทดสอบ สล็อต' }),
    ).toBe('CREDITED');
    const site = new MemberSite(page);
    await site.signInWithToken(token);
    const connected = site.waitForRealtime();
    await site.open('/slot-game');
    await waitForText(site.balance, baht(500));
    await connected;

    // The lobby lists the house slot; its tile leads through /game-entry to the launcher.
    const tile = page.getByTestId('game-tile').filter({ hasText: 'สล็อตโชคดี' });
    await waitForText(tile, 'RTP');
    await tile.click();
    await page.waitForURL('**/game/launcher/chokdee-lucky-slot');
    const game = page.frameLocator('iframe');
    await game.locator('output.balance', { hasText: '500.00' }).waitFor();

    // One spin of 1 baht: the answer says the win; the platform's wallet moved by stake − win.
    const spun = page.waitForResponse((res) => res.url().endsWith('/originals/api/slot/spin'));
    await game.getByTestId('spin').click();
    const answer = (await (await spun).json()) as { balance: number; win: number };
    expect(answer.balance).toBe(500 - 1 + answer.win);
    expect(Number((await apiBalance(baseUrl, token)).balance)).toBe(answer.balance);
    // The launcher bar's balance (outside the frame) follows the push.
    await waitForText(site.balance, baht(answer.balance));

    // The order history's game tab lists the round with its stake and win.
    await site.open('/?modal=order-history');
    await page.getByRole('tab', { name: 'เกม' }).click();
    const round = page.getByTestId('game-round').first();
    await waitForText(round, 'สล็อตโชคดี');
    const text = await round.innerText();
    expect(text).toContain('Chokdee Originals');
    expect(text).toContain(baht(1).replace('฿', ''));
    expect(text).toContain(baht(answer.win).replace('฿', ''));
  });
});
