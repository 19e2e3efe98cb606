import type { Bill } from '@chokdee/contracts';
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
  E2E_OWNER,
} from '../fixtures/api';
import { useBrowser, waitForText } from '../fixtures/browser';
import { BOTTOM2, pickOpenProduct, rawResults, TOP3 } from '../fixtures/lottery';
import { MemberSite } from '../page-models/member-site';

const satangOf = (amount: string): bigint => {
  const [baht = '0', fraction = ''] = amount.split('.');
  return BigInt(baht) * 100n + BigInt(fraction.padEnd(2, '0'));
};

/** stake × rate rounded half up to the satang, by hand (the rate is a decimal string, up to 4 places). */
const winSatangByHand = (amount: string, rate: string): bigint => {
  const [whole = '0', fraction = ''] = rate.split('.');
  const rateTenThousandths = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0'));
  return (satangOf(amount) * rateTenThousandths + 5_000n) / 10_000n;
};

/** docs/domain/lottery.md §2, by hand, for the slip's bet types. */
const wins = (line: Bill['lines'][number], derived: { top3: string; top2: string; bottom2: string }) =>
  (line.betType === 'THREE_TOP' && line.number === derived.top3) ||
  (line.betType === 'TWO_TOP' && line.number === derived.top2) ||
  (line.betType === 'TWO_BOTTOM' && line.number === derived.bottom2);

/** "9800.00" → "9,800.00" (what the site shows after ฿ or before บาท). */
const grouped = (satang: bigint): string => {
  const baht = (satang / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${baht}.${(satang % 100n).toString().padStart(2, '0')}`;
};

describe('member lottery on a phone', () => {
  const browser = useBrowser();

  it('a funded member bets three bet types with กลับเลข, staff result the round, and the win is paid live', async () => {
    const baseUrl = browser.baseUrl;
    const site = new MemberSite(browser.page);
    const product = pickOpenProduct(await apiLottoList(baseUrl));
    const roundCode = product.currentRound.roundCode;

    // Funded as money.spec does: a signed bank-statement line from the member's own account.
    const member = await apiRegister(baseUrl, { fullName: 'ทดสอบ แทงหวย' });
    const token = await apiLogin(baseUrl, member);
    const credited = await apiFundFromOwnAccount(baseUrl, token, member, {
      amount: '500.00',
      fromName: 'ทดสอบ แทงหวย',
    });
    expect(credited).toBe('CREDITED');

    await site.signInWithToken(token);
    const connected = site.waitForRealtime();
    await site.open('/lottery');
    await site.memberBar.waitFor();
    await waitForText(site.balance, '฿500.00');
    await connected;

    // The slip: 3 ตัวบน 123 with กลับเลข (6 numbers) at 10, 2 ตัวบน 23 at 20, 2 ตัวล่าง 45 at 10.
    await site.openLotteryProduct(product.productName);
    expect(new URL(browser.page.url()).searchParams.get('round')).toBe(roundCode);
    await site.setDefaultAmount('10');
    await site.chooseBetType('3 ตัวบน');
    await site.setReverse(true);
    await site.tapNumber(TOP3);
    expect(await site.slipLines.count()).toBe(6);
    await site.setReverse(false);
    await site.chooseBetType('2 ตัวบน');
    await site.tapNumber('23');
    await site.chooseBetType('2 ตัวล่าง');
    await site.tapNumber('45');
    await site.setLineAmount('2 ตัวบน', '23', '20');
    expect(await site.slipLines.count()).toBe(8);
    for (const number of ['123', '132', '213', '231', '312', '321']) {
      expect(await browser.page.getByLabel(`ราคา 3 ตัวบน ${number}`, { exact: true }).inputValue()).toBe(
        '10.00',
      );
    }
    await waitForText(site.slipLines.filter({ hasText: '2 ตัวบน' }), '฿1,800.00');
    await waitForText(browser.page.getByTestId('slip-total'), '฿90.00');

    await site.checkoutAndConfirm();
    const placed = site.toast('แทงหวยสำเร็จ โพยเลขที่');
    const billNo = (await waitForText(placed, 'โพยเลขที่')).match(/โพยเลขที่ (\S+)/)?.[1] ?? '';
    expect(billNo).toMatch(/^B\w{9}$/);

    // Checkout resets the slip and opens order history: the bill is pending, the stake taken.
    await site.dialog.getByRole('heading', { name: 'โพยหวย' }).waitFor();
    const pendingCard = site.orderCard(billNo);
    await waitForText(pendingCard, 'รอผล');
    await waitForText(pendingCard, '฿90.00');
    await waitForText(site.balance, '฿410.00');

    // The expected win, by hand from the bill's own snapshotted rates.
    const bill = await apiBill(baseUrl, token, billNo);
    expect(bill).toMatchObject({ status: 0, totalOrderAmount: '90.00', totalWinAmount: null });
    expect(bill.lines).toHaveLength(8);
    const derived = { top3: TOP3, top2: TOP3.slice(1), bottom2: BOTTOM2 };
    const expectedWin = bill.lines
      .filter((line) => wins(line, derived))
      .reduce((sum, line) => sum + winSatangByHand(line.amount, line.rewardPrice), 0n);
    expect(bill.lines.filter((line) => wins(line, derived)).map((line) => line.number)).toEqual([
      '123',
      '23',
    ]);
    expect(expectedWin).toBeGreaterThan(0n);

    // Staff, through the API: a lottery clerk closes the round and enters the result; the owner confirms.
    const ownerToken = await apiStaffLogin(baseUrl, E2E_OWNER);
    const clerk = await apiStaffMember(baseUrl, ownerToken, 'lottery');
    expect((await apiRoundAction(baseUrl, clerk.token, 'close', roundCode)).status).toBe('CLOSED');
    const resulted = await apiRoundAction(
      baseUrl,
      clerk.token,
      'result',
      roundCode,
      rawResults[product.resultFormat],
    );
    expect(resulted).toMatchObject({ status: 'RESULTED', derived });
    const wonToast = site.toast(`โพย ${billNo} ถูกรางวัล ${grouped(expectedWin)} บาท`);
    const toastShown = wonToast.waitFor();
    const confirmed = await apiRoundAction(baseUrl, ownerToken, 'resultConfirm', roundCode);
    expect(confirmed).toMatchObject({
      status: 'SETTLED',
      settlement: { billsSettled: 1, winningBills: 1, totalWin: grouped(expectedWin).replace(/,/g, '') },
    });

    // The member, live: the toast, the balance (wallet.updated) and the settled tab.
    await toastShown;
    const expectedBalance = satangOf('500.00') - satangOf(bill.totalOrderAmount) + expectedWin;
    await waitForText(site.balance, `฿${grouped(expectedBalance)}`);
    await waitForText(site.dialog, 'ยังไม่มีโพย');
    await site.dialog.getByRole('tab', { name: 'ออกผลแล้ว' }).click();
    const settledCard = site.orderCard(billNo);
    await waitForText(settledCard, 'ออกผลแล้ว');
    await waitForText(settledCard, `฿${grouped(expectedWin)}`);
    await settledCard.getByRole('button', { name: 'ดูโพย' }).click();
    const row = (betName: string, number: string) =>
      settledCard
        .getByRole('row')
        .filter({ has: browser.page.getByRole('cell', { name: betName, exact: true }) })
        .filter({ has: browser.page.getByRole('cell', { name: number, exact: true }) });
    const threeTop = bill.lines.find((line) => line.betType === 'THREE_TOP' && line.number === TOP3);
    await waitForText(
      row('3 ตัวบน', TOP3),
      `฿${grouped(winSatangByHand(threeTop?.amount ?? '0', threeTop?.rewardPrice ?? '0'))}`,
    );
    await waitForText(row('3 ตัวบน', '321'), 'ไม่ถูก');
    await waitForText(row('2 ตัวล่าง', '45'), 'ไม่ถูก');

    const settled = await apiBill(baseUrl, token, billNo);
    expect(settled).toMatchObject({ status: 1, totalWinAmount: grouped(expectedWin).replace(/,/g, '') });
    expect(await apiLedgerCheck(baseUrl, ownerToken)).toMatchObject({ ok: true, sumOfBalances: '0.00' });
  });
});
