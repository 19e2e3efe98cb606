import { gameHref } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { apiBalance, apiFundFromOwnAccount, apiLogin, apiRegister, call } from '../fixtures/api';
import { useBrowser } from '../fixtures/browser';
import { MemberSite } from '../page-models/member-site';

/**
 * The house games' own pages on a 390 px phone (the launcher around them is the member site's): each
 * loads with the wallet balance, plays one round through the platform's seamless wallet, and the
 * member's wallet follows. The slot's help shows its RTP and table hash; its fairness panel reveals
 * the seed and recomputes the round in the browser.
 */
describe('Chokdee Originals on a phone', () => {
  const browser = useBrowser();

  const fundedMember = async () => {
    const member = await apiRegister(browser.baseUrl);
    const token = await apiLogin(browser.baseUrl, member);
    expect(
      await apiFundFromOwnAccount(browser.baseUrl, token, member, {
        amount: '500.00',
        fromName: 'ทดสอบ เกม',
      }),
    ).toBe('CREDITED');
    return token;
  };
  const open = async (token: string, slug: string) => {
    const { url } = await call<{ url: string }>(browser.baseUrl, 'POST', gameHref.launch(slug), {
      token,
      body: {},
    });
    await browser.page.goto(url);
    await browser.page.locator('output.balance', { hasText: '500.00' }).waitFor();
  };

  it('spins the slot (at least 2.5 s), shows the win or loss, and the wallet moves by stake − win', async () => {
    const token = await fundedMember();
    const { page } = browser;
    await open(token, 'chokdee-lucky-slot');
    const spun = page.waitForResponse((res) => res.url().endsWith('/originals/api/slot/spin'));
    const started = Date.now();
    await page.getByTestId('spin').click();
    const answer = (await (await spun).json()) as { win: number; balance: number };
    await page.getByTestId('spin').and(page.locator(':enabled')).waitFor({ timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
    expect(answer.balance).toBe(500 - 1 + answer.win);
    await page.locator('output.balance', { hasText: answer.balance.toFixed(2) }).waitFor();
    expect(Number((await apiBalance(browser.baseUrl, token)).balance)).toBe(answer.balance);

    await page.getByRole('button', { name: 'กติกา' }).click();
    await expect
      .poll(() => page.getByTestId('slot-rtp').innerText(), { timeout: 10_000 })
      .toMatch(/^9\d\.\d\d%/);
    expect(await page.getByTestId('slot-sha256').innerText()).toMatch(/^[0-9a-f]{64}$/);
    await page.getByRole('button', { name: 'ปิด' }).click();

    await page.getByRole('button', { name: /ตรวจสอบความยุติธรรม/ }).click();
    const committed = await page.getByTestId('server-seed-hash').innerText();
    await page.getByRole('button', { name: 'เปิดเผย server seed และเริ่ม seed ใหม่' }).click();
    await page.locator('details.revealed summary').first().click();
    await page.locator('details.revealed').getByText(`hash: ${committed}`).waitFor();
    await page.getByRole('button', { name: 'คำนวณผลซ้ำ' }).click();
    await page.getByText('server seed ตรงกับแฮชที่ประกาศไว้').waitFor();
  });

  it('deals one baccarat hand with its cards and the shoe hash shown', async () => {
    const token = await fundedMember();
    const { page } = browser;
    await open(token, 'chokdee-baccarat');
    expect(await page.getByTestId('shoe-hash').innerText()).toMatch(/^[0-9a-f]{64}$/);
    await page.getByRole('button', { name: /^ผู้เล่น/ }).click();
    const dealt = page.waitForResponse((res) => res.url().endsWith('/originals/api/baccarat/deal'));
    await page.getByTestId('deal').click();
    const answer = (await (await dealt).json()) as { balance: number; win: number };
    expect(answer.balance).toBe(500 - 10 + answer.win);
    await expect
      .poll(() => page.getByTestId('player-cards').locator('.card').count())
      .toBeGreaterThanOrEqual(2);
    await page.locator('output.balance', { hasText: answer.balance.toFixed(2) }).waitFor();
    expect(Number((await apiBalance(browser.baseUrl, token)).balance)).toBe(answer.balance);
  });

  it('fires a bullet at a fish on the canvas: one bet, paid if it kills', async () => {
    const token = await fundedMember();
    const { page } = browser;
    await open(token, 'chokdee-fish-hunter');
    const canvas = page.getByTestId('fish-canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas');
    const answers: Array<{ nonce: number; balance: number; stake: number }> = [];
    let fired = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/originals/api/fish/shoot')) fired += 1;
    });
    page.on('response', (res) => {
      if (res.url().endsWith('/originals/api/fish/shoot')) void res.json().then((body) => answers.push(body));
    });
    // Fish swim where they like: tap a grid over the water until one is under a tap.
    for (let pass = 0; pass < 3 && answers.length === 0; pass += 1) {
      for (let y = 40; y < box.height - 60 && answers.length === 0; y += 60) {
        for (let x = 30; x < box.width && answers.length === 0; x += 60) {
          await page.mouse.click(box.x + x, box.y + y);
          await page.waitForTimeout(40);
        }
      }
    }
    expect(answers.length).toBeGreaterThan(0);
    // Every bullet fired has been answered (taps after the first hit may have fired more; their
    // answers may still be on the way on a busy machine, past expect.poll's 1 s default).
    await expect.poll(() => answers.length, { timeout: 10_000 }).toBe(fired);
    // Each bullet was a bet of 1 baht, played in turn; the wallet ends where the last answer says.
    const last = answers.reduce((a, b) => (b.nonce > a.nonce ? b : a));
    expect(answers.every((answer) => answer.stake === 1)).toBe(true);
    expect(Number((await apiBalance(browser.baseUrl, token)).balance)).toBe(last.balance);
  });

  it('plays inside the member site’s launcher: the page is framed (same origin) without a refusal', async () => {
    const token = await fundedMember();
    const { page } = browser;
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/Refused to|frame-ancestors|X-Frame-Options/i.test(message.text())) refusals.push(message.text());
    });
    const site = new MemberSite(page);
    await site.signInWithToken(token);
    await site.open('/game/launcher/chokdee-lucky-slot');
    const game = page.frameLocator('iframe');
    await game.locator('output.balance', { hasText: '500.00' }).waitFor();
    const spun = page.waitForResponse((res) => res.url().endsWith('/originals/api/slot/spin'));
    await game.getByTestId('spin').click();
    const answer = (await (await spun).json()) as { balance: number };
    await game.locator('output.balance', { hasText: answer.balance.toFixed(2) }).waitFor({ timeout: 10_000 });
    expect(refusals).toEqual([]);
  });
});
