import { randomInt, randomUUID } from 'node:crypto';
import {
  type LottoResultsPage,
  lotteryHref,
  lotteryPaths,
  type YeekeeRoundDetail,
  type YeekeeRoundList,
  yeekeeAdminPaths,
  yeekeeHref,
} from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import {
  apiBill,
  apiFundFromOwnAccount,
  apiLedgerCheck,
  apiLogin,
  apiLottoList,
  apiRegister,
  apiRoundAction,
  apiStaffLogin,
  apiStaffMember,
  call,
  E2E_OWNER,
} from '../fixtures/api';
import { useBrowser, waitForText } from '../fixtures/browser';
import { pickOpenProduct, rawResults, TOP3 } from '../fixtures/lottery';
import { MemberSite } from '../page-models/member-site';

const satangOf = (amount: string): bigint => {
  const [baht = '0', fraction = ''] = amount.split('.');
  return BigInt(baht) * 100n + BigInt(fraction.padEnd(2, '0'));
};

/** 948000n → "9,480.00" (what the site shows after ฿). */
const grouped = (satang: bigint): string => {
  const baht = (satang / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${baht}.${(satang % 100n).toString().padStart(2, '0')}`;
};

/** A bill placed as the site does (with an Idempotency-Key); its number. */
const placeBill = async (
  baseUrl: string,
  token: string,
  roundCode: string,
  lines: Array<{ betType: string; number: string; amount: string }>,
) =>
  (
    await call<{ billNo: string }>(baseUrl, 'POST', lotteryPaths.placeBill, {
      token,
      idempotencyKey: randomUUID(),
      body: { roundCode, lines },
    })
  ).billNo;

describe('statement, bill detail and results on a phone', () => {
  const browser = useBrowser();

  it('a funded member’s bill wins on one line and a cancelled bill is refunded: the bill shows which line won, the statement every move with its balance', async () => {
    const baseUrl = browser.baseUrl;
    const page = browser.page;
    const site = new MemberSite(page);
    const product = pickOpenProduct(await apiLottoList(baseUrl));
    const roundCode = product.currentRound.roundCode;

    const member = await apiRegister(baseUrl, { fullName: 'ทดสอบ รายการเงิน' });
    const token = await apiLogin(baseUrl, member);
    expect(
      await apiFundFromOwnAccount(baseUrl, token, member, { amount: '500.00', fromName: 'ทดสอบ รายการเงิน' }),
    ).toBe('CREDITED');
    // 3 ตัวบน 123 wins (the result below), 2 ตัวล่าง 45 loses; the second bill is cancelled at once.
    const won = await placeBill(baseUrl, token, roundCode, [
      { betType: 'THREE_TOP', number: TOP3, amount: '10' },
      { betType: 'TWO_BOTTOM', number: '45', amount: '10' },
    ]);
    const cancelled = await placeBill(baseUrl, token, roundCode, [
      { betType: 'TWO_TOP', number: '11', amount: '30' },
    ]);
    await call(baseUrl, 'POST', lotteryHref.cancelBill(cancelled), {
      token,
      idempotencyKey: randomUUID(),
      body: {},
    });

    const ownerToken = await apiStaffLogin(baseUrl, E2E_OWNER);
    const clerk = await apiStaffMember(baseUrl, ownerToken, 'lottery');
    await apiRoundAction(baseUrl, clerk.token, 'close', roundCode);
    await apiRoundAction(baseUrl, clerk.token, 'result', roundCode, rawResults[product.resultFormat]);
    expect((await apiRoundAction(baseUrl, ownerToken, 'resultConfirm', roundCode)).status).toBe('SETTLED');
    const settled = await apiBill(baseUrl, token, won);
    const win = satangOf(settled.totalWinAmount ?? '0');
    expect(win).toBeGreaterThan(0n);

    await site.signInWithToken(token);
    const total = 500_00n - 20_00n - 30_00n + 30_00n + win;
    await site.open('/');
    await site.memberBar.waitFor();
    await waitForText(site.balance, `฿${grouped(total)}`);
    await site.open('/?modal=order-history');
    await site.dialog.getByRole('heading', { name: 'โพยหวย' }).waitFor({ timeout: 30_000 });

    // The settled bill: the winning line stands out in colour with ถูกรางวัล and its win; the losing one is plain.
    await site.dialog.getByRole('tab', { name: 'ออกผลแล้ว' }).click();
    const card = site.orderCard(won);
    await card.getByRole('button', { name: 'ดูโพย' }).click();
    const row = (number: string) =>
      card.getByRole('row').filter({ has: page.getByRole('cell', { name: number, exact: true }) });
    await waitForText(row(TOP3), 'ถูกรางวัล');
    await waitForText(row(TOP3), `฿${grouped(win)}`);
    expect(await row(TOP3).getAttribute('data-outcome')).toBe('won');
    await waitForText(row('45'), 'ไม่ถูก');
    expect(await row('45').innerText()).not.toContain('ถูกรางวัล');
    const background = (number: string) => row(number).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background('45')).toBe('rgba(0, 0, 0, 0)');
    expect(await background(TOP3)).not.toBe(await background('45'));

    // The cancelled bill: its line is marked refunded with its stake.
    await site.dialog.getByRole('tab', { name: 'ยกเลิกแล้ว' }).click();
    const cancelledCard = site.orderCard(cancelled);
    await cancelledCard.getByRole('button', { name: 'ดูโพย' }).click();
    const refunded = cancelledCard
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: '11', exact: true }) });
    await waitForText(refunded, 'คืนเงิน');
    expect(await refunded.getAttribute('data-outcome')).toBe('refunded');
    expect(await refunded.locator('td').last().innerText()).toContain('฿30.00');

    // ประวัติการเงิน: every move, newest first, signed, with the balance after it; the newest is the header's.
    await page.keyboard.press('Escape');
    await site.openStatement();
    const lines = site.statementLines;
    await waitForText(lines.first(), 'ถูกรางวัล');
    const expected = [
      ['ถูกรางวัล', won, `+฿${grouped(win)}`, grouped(total)],
      ['ยกเลิกโพย คืนเงิน', cancelled, '+฿30.00', '480.00'],
      ['แทงหวย', cancelled, '-฿30.00', '450.00'],
      ['แทงหวย', won, '-฿20.00', '480.00'],
      ['ฝากเงิน', '', '+฿500.00', '500.00'],
    ];
    expect(await lines.count()).toBe(expected.length);
    const buddhistYear = String(new Date().getFullYear() + 543);
    for (const [index, [label, billNo, amount, balance]] of expected.entries()) {
      const text = await lines.nth(index).innerText();
      expect(text).toContain(label);
      expect(text).toContain(billNo);
      expect(text).toContain(amount);
      expect(text).toContain(`คงเหลือ ฿${balance}`);
      expect(text).toContain(buddhistYear);
    }
    expect(await site.balance.innerText()).toContain(`฿${grouped(total)}`);

    // Filtered to the lottery, the deposit drops out and the rest keep their balances.
    await site.dialog
      .getByRole('group', { name: 'ประเภทรายการ' })
      .getByRole('button', { name: 'หวย' })
      .click();
    await waitForText(lines.nth(3), 'คงเหลือ ฿480.00');
    expect(await lines.count()).toBe(4);
    expect(await apiLedgerCheck(baseUrl, ownerToken)).toMatchObject({ ok: true, sumOfBalances: '0.00' });
  });

  it('the results list headlines a Yeekee round by the same number its round page shows', async () => {
    const baseUrl = browser.baseUrl;
    const page = browser.page;
    const ownerToken = await apiStaffLogin(baseUrl, E2E_OWNER);
    // A one-minute CLASSIC market: its R is the shots' sum less one, usually more than 5 digits.
    const marketCode = `R${randomInt(100_000, 999_999)}`;
    await call(baseUrl, 'POST', yeekeeAdminPaths.markets, {
      token: ownerToken,
      body: {
        code: marketCode,
        name: `ยี่กีผลรางวัล ${marketCode}`,
        roundsPerDay: 1440,
        roundMinutes: 1,
        firstCloseTime: '06:00',
        shootWindowSeconds: 10,
        minShots: 16,
        maxShotsPerMember: 100,
        shotCooldownSeconds: 0,
        formula: 'CLASSIC',
      },
    });
    const member = await apiRegister(baseUrl, { fullName: 'ทดสอบ ผลยี่กี' });
    const token = await apiLogin(baseUrl, member);
    await apiFundFromOwnAccount(baseUrl, token, member, { amount: '10.00', fromName: 'ทดสอบ ผลยี่กี' });

    // The next round still taking bills: a bill on it, then 20 shots.
    let roundCode = '';
    const deadline = Date.now() + 150_000;
    while (!roundCode && Date.now() < deadline) {
      const list = await call<YeekeeRoundList>(baseUrl, 'GET', yeekeeHref.marketRounds(marketCode));
      const now = new Date(list.serverTime).getTime();
      roundCode =
        list.rounds.find((r) => r.phase === 'BETTING' && new Date(r.closeAt).getTime() - now >= 20_000)
          ?.roundCode ?? '';
      if (!roundCode) await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    expect(roundCode).not.toBe('');
    await placeBill(baseUrl, token, roundCode, [{ betType: 'TWO_TOP', number: '12', amount: '1' }]);
    for (let shot = 0; shot < 20; shot += 1)
      await call(baseUrl, 'POST', yeekeeHref.shots(roundCode), {
        token,
        body: { number: String(randomInt(50_000, 100_000)) },
      });

    // Resolved and settled by itself; the API's R is what the round page shows.
    const settledBy = Date.now() + 150_000;
    let listed: LottoResultsPage['data'][number] | undefined;
    while (!listed && Date.now() < settledBy) {
      const results = await call<LottoResultsPage>(
        baseUrl,
        'GET',
        `${lotteryPaths.results}?productCode=${marketCode}`,
      );
      listed = results.data.find((result) => result.roundCode === roundCode);
      if (!listed) await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    expect(listed).toBeDefined();
    const round = await call<YeekeeRoundDetail>(baseUrl, 'GET', yeekeeHref.round(roundCode), { token });
    const r = round.result?.r ?? '';
    expect(r).toMatch(/^\d{5,}$/);

    const site = new MemberSite(page);
    await site.signInWithToken(token);
    await site.open(`/lottery/yk/round/${roundCode}`);
    await waitForText(page.getByTestId('yeekee-result'), r, 20_000);

    await site.open(`/lottery/results?product=${marketCode}`);
    const card = page.getByTestId('lotto-result').filter({ hasText: round.roundName });
    await card.first().waitFor();
    // The headline is R whole; its parts stand under it.
    await card.first().getByText(r, { exact: true }).waitFor();
    await card.first().getByText(r.slice(-3), { exact: true }).waitFor();
    await card.first().getByText(r.slice(-5, -3), { exact: true }).waitFor();
  }, 400_000);
});
