import { randomInt } from 'node:crypto';
import {
  type Bill,
  type YeekeeRoundItem,
  type YeekeeRoundList,
  yeekeeAdminPaths,
  yeekeeHref,
} from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import {
  apiBill,
  apiDepositAccounts,
  apiLedgerCheck,
  apiLogin,
  apiRegister,
  apiStaffLogin,
  call,
  E2E_OWNER,
  sendStatementLine,
} from '../fixtures/api';
import { useBrowser, waitForText } from '../fixtures/browser';
import { MemberSite } from '../page-models/member-site';

/** The market this spec makes: one-minute rounds, 20 s of shooting, no cooldown (so a second member can fill it). */
const SHOOT_WINDOW_SECONDS = 20;
const MIN_SHOTS = 16;

/** A round of the market still taking bills for at least `margin` ms: waits for the next one to open if needed. */
const waitForFreshRound = async (
  baseUrl: string,
  marketCode: string,
  margin: number,
): Promise<YeekeeRoundItem> => {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    const list = await call<YeekeeRoundList>(baseUrl, 'GET', yeekeeHref.marketRounds(marketCode));
    const now = new Date(list.serverTime).getTime();
    const round = list.rounds.find(
      (r) => r.phase === 'BETTING' && new Date(r.closeAt).getTime() - now >= margin,
    );
    if (round) return round;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`no fresh round of ${marketCode} opened`);
};

describe('Yeekee on a phone', () => {
  const browser = useBrowser();

  it('a member bets on a Yeekee round, shoots, sees another member’s shots live, verifies the result and is paid', async () => {
    const baseUrl = browser.baseUrl;
    const page = browser.page;
    const site = new MemberSite(page);

    // The owner opens a one-minute market (its first round starts at the next minute).
    const ownerToken = await apiStaffLogin(baseUrl, E2E_OWNER);
    const marketCode = `E${randomInt(100_000, 999_999)}`;
    const marketName = `ยี่กีทดสอบ ${marketCode}`;
    await call(baseUrl, 'POST', yeekeeAdminPaths.markets, {
      token: ownerToken,
      body: {
        code: marketCode,
        name: marketName,
        roundsPerDay: 1440,
        roundMinutes: 1,
        firstCloseTime: '06:00',
        shootWindowSeconds: SHOOT_WINDOW_SECONDS,
        minShots: MIN_SHOTS,
        maxShotsPerMember: 100,
        shotCooldownSeconds: 0,
        formula: 'SEEDED',
      },
    });

    // Member A (funded, plays in the browser) and member B (shoots through the API).
    const shooterA = await apiRegister(baseUrl, { fullName: 'ทดสอบ ยี่กี' });
    const tokenA = await apiLogin(baseUrl, shooterA);
    const bankAccount = (await apiDepositAccounts(baseUrl, tokenA)).find((a) => a.type === 'BANK');
    expect(
      await sendStatementLine(baseUrl, {
        toAccountNumber: bankAccount?.accountNumber ?? '',
        amount: '100.00',
        fromBankCode: shooterA.bankCode,
        fromAccountNumber: shooterA.accountNumber,
        fromName: 'ทดสอบ ยี่กี',
      }),
    ).toBe('CREDITED');
    const shooterB = await apiRegister(baseUrl, { fullName: 'ขวัญใจ ยิงเลข' });
    const tokenB = await apiLogin(baseUrl, shooterB);

    const round = await waitForFreshRound(baseUrl, marketCode, 40_000);
    const roundCode = round.roundCode;
    await site.signInWithToken(tokenA);

    // The bet: วิ่งบน on all ten digits, 1 baht each — one of them is in any 3 ตัวบน, so the bill wins.
    await site.open(`/lottery/yk/round/${roundCode}?tab=bet`);
    await page.getByRole('tablist', { name: 'ประเภทการแทง' }).waitFor();
    await site.setDefaultAmount('1');
    await site.chooseBetType('วิ่งบน');
    for (const digit of '0123456789') await site.tapNumber(digit);
    expect(await site.slipLines.count()).toBe(10);
    await site.checkoutAndConfirm();
    const placed = site.toast('แทงหวยสำเร็จ โพยเลขที่');
    const billNo = (await waitForText(placed, 'โพยเลขที่')).match(/โพยเลขที่ (\S+)/)?.[1] ?? '';
    expect(billNo).toMatch(/^B\w{9}$/);
    await waitForText(site.balance, '฿90.00');

    // The shot: the pad fires only at exactly 5 digits; the member sees its seq and server time.
    await site.open(`/lottery/yk/round/${roundCode}`);
    const pad = page.getByRole('group', { name: 'แป้นยิงเลข' });
    const fire = page.getByRole('button', { name: 'ยิง', exact: true });
    for (const digit of '1234') await pad.getByRole('button', { name: digit, exact: true }).click();
    expect(await fire.isDisabled()).toBe(true);
    await pad.getByRole('button', { name: '5', exact: true }).click();
    await fire.click();
    await waitForText(page.getByText(/ยิงสำเร็จ ลำดับที่/), 'ยิงสำเร็จ ลำดับที่');
    await waitForText(page.getByTestId('yeekee-my-shots'), '12345');

    // Member B fills the round from the API: its masked name (2 Thai characters, not code points) arrives live.
    for (let shot = 0; shot < MIN_SHOTS + 4; shot += 1) {
      await call(baseUrl, 'POST', yeekeeHref.shots(roundCode), {
        token: tokenB,
        body: { number: String(randomInt(0, 100_000)).padStart(5, '0') },
      });
    }
    await waitForText(page.getByTestId('yeekee-board'), 'ขวั***');
    await waitForText(page.getByTestId('yeekee-count'), String(MIN_SHOTS + 5));

    // After close + window the round freezes, resolves by itself and the page shows R.
    const result = page.getByTestId('yeekee-result');
    await result.waitFor({ timeout: 120_000 });
    const shown = (await result.textContent())?.trim() ?? '';
    expect(shown).toMatch(/^[0-9]{5}$/);

    // The proof view recomputes R in the browser from the published shots and says it matches.
    await page.getByRole('link', { name: 'ตรวจสอบผล' }).click();
    await waitForText(page.getByTestId('proof-verdict'), 'ตรง', 30_000);
    expect(await page.getByTestId('proof-verdict').textContent()).not.toContain('ไม่ตรง');

    // Paid: the bill is settled with a win (some digit of 3 ตัวบน), the balance shows it, the ledger balances.
    const top3 = shown.slice(-3);
    const deadline = Date.now() + 60_000;
    let bill: Bill = await apiBill(baseUrl, tokenA, billNo);
    while (bill.status !== 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      bill = await apiBill(baseUrl, tokenA, billNo);
    }
    expect(bill.status).toBe(1);
    const winners = bill.lines.filter((line) => line.winAmount !== '0.00' && line.winAmount !== null);
    expect(winners.map((line) => line.number).sort()).toEqual([...new Set(top3)].sort());
    const won = winners.reduce((sum, line) => sum + Math.round(Number(line.winAmount) * 100), 0);
    expect(won).toBe(new Set(top3).size * 320);
    await waitForText(site.balance, `฿${((9000 + won) / 100).toFixed(2)}`, 20_000);
    expect(await apiLedgerCheck(baseUrl, ownerToken)).toMatchObject({ ok: true, sumOfBalances: '0.00' });
  }, 300_000);
});
