import { randomInt, randomUUID } from 'node:crypto';
import {
  adminPaths,
  apiPaths,
  type Bill,
  formatAmount,
  IDEMPOTENCY_HEADER,
  type LottoProduct,
  lotteryPaths,
  OPERATOR_HEADER,
  type OrderHistoryItem,
  parseAmount,
  type ResultFormatCode,
} from '@chokdee/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiDepositAccounts,
  apiLogin,
  apiLottoList,
  apiRegister,
  apiStaffLogin,
  E2E_OWNER,
  sendStatementLine,
} from '../fixtures/api';
import { DESKTOP, useBrowser, waitForText } from '../fixtures/browser';
import { AdminSite } from '../page-models/admin-site';

/** The result staff type, by the labels of the back office's result form: it makes 3 ตัวบน 123, 2 ตัวล่าง 99. */
const resultByLabel: Partial<Record<ResultFormatCode, Record<string, string>>> = {
  HANOI: { รางวัลพิเศษ: '45123', 'รางวัลที่ 1': '00099' },
  STOCK: { ราคาปิด: '21791.23', ค่าเปลี่ยนแปลง: '-412.99' },
  TOP_BOTTOM: { '3 ตัวบน': '123', '2 ตัวล่าง': '99' },
};

/** The bill: two winning lines (3 ตัวบน 123, 2 ตัวบน 23) and a losing one (2 ตัวล่าง 45). */
const LINES = [
  { betType: 'THREE_TOP', number: '123', amount: '5' },
  { betType: 'TWO_TOP', number: '23', amount: '10' },
  { betType: 'TWO_BOTTOM', number: '45', amount: '10' },
] as const;
const WINNING = new Set(['THREE_TOP:123', 'TWO_TOP:23']);

type OpenProduct = LottoProduct & { currentRound: NonNullable<LottoProduct['currentRound']> };

/** An open round with 15 minutes left (the server runs on the real clock) whose result we can type. */
const openRoundToBetOn = (products: LottoProduct[]): OpenProduct => {
  const minutesLeft = (product: LottoProduct) =>
    (new Date(product.currentRound?.closeAt ?? 0).getTime() - Date.now()) / 60_000;
  const offers = (product: LottoProduct) =>
    LINES.every((line) => product.options.some((option) => option.betType === line.betType));
  const found = products.find(
    (product) =>
      product.currentRound?.status === 'OPEN' &&
      minutesLeft(product) >= 15 &&
      resultByLabel[product.resultFormat] !== undefined &&
      offers(product),
  );
  if (!found)
    throw new Error(`no open round: ${JSON.stringify(products.map((p) => [p.code, p.currentRound]))}`);
  return found as OpenProduct;
};

const memberCall = async <T>(baseUrl: string, token: string, path: string, init: RequestInit = {}) => {
  const res = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: {
      [OPERATOR_HEADER]: 'demo',
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...init.headers,
    },
  });
  const body = (await res.json()) as { status: { code: number }; data: T };
  if (!res.ok || body.status.code !== 0) throw new Error(`${path} → ${res.status} ${JSON.stringify(body)}`);
  return body.data;
};

/** The owner adds a lottery clerk (a known password, to log in through the page). */
const createLotteryClerk = async (baseUrl: string) => {
  const ownerToken = await apiStaffLogin(baseUrl, E2E_OWNER);
  const clerk = {
    username: `lotto-${randomInt(1_000_000)}`,
    password: 'e2e-lottery-password',
    role: 'lottery',
  };
  await memberCall(baseUrl, ownerToken, adminPaths.staff, { method: 'POST', body: JSON.stringify(clerk) });
  return clerk;
};

/** "4900.00" → "฿4,900.00", as the back office writes baht. */
const baht = (satang: bigint) => `฿${formatAmount(satang).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** stake × rate, by hand: a daily product's rates are whole numbers, so the win is exact. */
const lineWin = (line: Bill['lines'][number]) =>
  ((parseAmount(line.amount) ?? 0n) * (parseAmount(line.rewardPrice) ?? 0n)) / 100n;

/** Polls until the locator's text contains `expected` (playwright-core has no retrying expect). */
const typeResult = async (form: Locator, fields: Record<string, string>) => {
  for (const [label, value] of Object.entries(fields))
    await form.getByLabel(label, { exact: true }).fill(value);
};

const bangkokDate = (iso: string) =>
  new Date(new Date(iso).getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

const roundPage = (page: Page) => ({
  exposureRow: (betType: string, number: string) => page.getByTestId(`exposure-${betType}-${number}`),
  money: page.getByTestId('round-money'),
  settlement: page.getByTestId('round-settlement'),
  form: (name: string) => page.getByRole('form', { name }),
});

describe('back office: a lottery round from bet to payout', () => {
  const browser = useBrowser(DESKTOP);

  it('a clerk sees the bill on the exposure board, closes the round and enters the result; the owner checks and confirms; the member is paid', async () => {
    const { baseUrl, page } = browser;
    const product = openRoundToBetOn(await apiLottoList(baseUrl));
    const roundCode = product.currentRound.roundCode;
    const result = resultByLabel[product.resultFormat] ?? {};

    // A funded member places a bill through the member API.
    const member = await apiRegister(baseUrl, { fullName: 'ทดสอบ หลังบ้านหวย' });
    const token = await apiLogin(baseUrl, member);
    const bankAccount = (await apiDepositAccounts(baseUrl, token)).find((a) => a.type === 'BANK');
    expect(
      await sendStatementLine(baseUrl, {
        toAccountNumber: bankAccount?.accountNumber ?? '',
        amount: '500.00',
        fromBankCode: member.bankCode,
        fromAccountNumber: member.accountNumber,
        fromName: 'ทดสอบ หลังบ้านหวย',
      }),
    ).toBe('CREDITED');
    const bill = await memberCall<Bill>(baseUrl, token, lotteryPaths.placeBill, {
      method: 'POST',
      headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
      body: JSON.stringify({ roundCode, lines: LINES }),
    });
    expect(bill).toMatchObject({ status: 0, totalOrderAmount: '25.00' });
    const expectedWin = bill.lines
      .filter((line) => WINNING.has(`${line.betType}:${line.number}`))
      .reduce((sum, line) => sum + lineWin(line), 0n);
    expect(expectedWin).toBeGreaterThan(0n);
    const balance = () => memberCall<{ balance: string }>(baseUrl, token, apiPaths.balance);
    expect(await balance()).toMatchObject({ balance: '475.00' });

    // Staff A (lottery): the calendar, the round, the bill's numbers on the exposure board.
    const clerk = await createLotteryClerk(baseUrl);
    const site = new AdminSite(page);
    await site.open('/admin');
    await site.logIn(clerk.username, clerk.password);
    await site.menu.waitFor();
    await site.goTo('ปฏิทินงวดหวย');
    await page.getByLabel('หวย', { exact: true }).selectOption(product.code);
    await page.getByLabel('ถึงวันที่').fill(bangkokDate(product.currentRound.closeAt));
    await page.getByRole('link', { name: roundCode }).click();
    await page.getByRole('heading', { level: 1, name: `${product.productName} งวด ${roundCode}` }).waitFor();
    const A = roundPage(page);
    await waitForText(A.exposureRow('TWO_TOP', '23'), '฿10.00');
    await waitForText(A.exposureRow('THREE_TOP', '123'), '฿5.00');
    await waitForText(A.exposureRow('TWO_BOTTOM', '45'), '฿10.00');
    await waitForText(A.money, '฿25.00');

    // Close early (behind a confirmation), then the result in the product's format.
    await page.getByRole('button', { name: 'ปิดรับก่อนเวลา' }).click();
    await site.dialog.getByRole('button', { name: 'ปิดรับก่อนเวลา' }).click();
    await site.toast('ปิดรับงวดแล้ว').waitFor();
    const entry = A.form('บันทึกผลรางวัล');
    await typeResult(entry, result);
    await entry.getByRole('button', { name: 'บันทึกผลรางวัล' }).click();
    await site.toast('บันทึกผลแล้ว รอเจ้าหน้าที่อีกคนยืนยัน').waitFor();
    await page.getByText('ต้องให้เจ้าหน้าที่อีกคนยืนยัน', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'ยืนยันผลและจ่ายรางวัล' }).count()).toBe(0);
    // The maker sees what the result would pay before anyone confirms it.
    await waitForText(page.getByTestId('preview-total'), baht(expectedWin));

    // Staff B (owner), in a browser of their own at 1440×900: finds who is behind a number, opens the
    // bill, types the official result blind (a typo is named by its box), and confirms.
    const ownerContext = await browser.browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1440, height: 900 },
      locale: 'th-TH',
      timezoneId: 'Asia/Bangkok',
      reducedMotion: 'reduce',
    });
    try {
      const ownerPage = await ownerContext.newPage();
      ownerPage.setDefaultTimeout(10_000);
      const owner = new AdminSite(ownerPage);
      await owner.open(`/admin/lottery/rounds/${roundCode}`);
      await owner.logIn(E2E_OWNER.username, E2E_OWNER.password);
      const B = roundPage(ownerPage);
      const checker = B.form('ผลจากแหล่งทางการ');
      const confirm = checker.getByRole('button', { name: 'ยืนยันผลและจ่ายรางวัล' });
      await checker.waitFor();
      // Blind re-type: the maker's numbers are not on the checker's page.
      expect(await ownerPage.getByTestId('entered-result').count()).toBe(0);
      const [firstLabel = '', firstValue = ''] = Object.entries(result)[0] ?? [];
      // The round's bills: who staked on 23, and the bill itself with its lines and rates.
      await ownerPage.getByLabel('ใครแทงเลขนี้').fill('23');
      await ownerPage.getByRole('button', { name: 'ค้นหา', exact: true }).click();
      await ownerPage.getByRole('button', { name: `ดูโพย ${bill.billNo}` }).click();
      const billDialog = ownerPage.getByRole('dialog', { name: `โพย ${bill.billNo}` });
      await waitForText(billDialog.getByTestId('bill-line-1'), '23');
      await waitForText(billDialog.getByTestId('bill-totals'), '฿25.00');
      await waitForText(billDialog, 'ทดสอบ หลังบ้านหวย');
      await billDialog.getByRole('button', { name: 'ปิด', exact: true }).click();
      await billDialog.waitFor({ state: 'detached' });

      // A typo in the first box: after confirming, the page names that box, and nothing is paid.
      await typeResult(checker, {
        ...result,
        [firstLabel]: firstValue.replace(/\d$/, (d) => String((Number(d) + 1) % 10)),
      });
      await confirm.click();
      await waitForText(checker.getByTestId('result-mismatch'), `${firstLabel} ไม่ตรงกับที่ผู้บันทึกกรอก`);
      await typeResult(checker, result);
      // The checker types blind: no preview before confirming (the maker saw it).
      expect(await checker.getByTestId('payout-preview').count()).toBe(0);
      await confirm.click();
      await owner.toast(`ยืนยันผลแล้ว จ่ายรางวัล 1 โพย ถูกรางวัล 1 โพย รวม ${baht(expectedWin)}`).waitFor();

      // The round is settled, the win in its P&L.
      await ownerPage.getByText('จ่ายรางวัลแล้ว', { exact: true }).first().waitFor();
      await waitForText(B.settlement, 'จ่ายรางวัลครบแล้ว');
      await waitForText(B.money, baht(expectedWin));
      await waitForText(B.money, `-${baht(expectedWin - 2_500n)}`);
    } finally {
      await ownerContext.close();
    }

    // The member: paid exactly the win, the bill settled in their order history.
    expect(await balance()).toMatchObject({ balance: formatAmount(47_500n + expectedWin) });
    const settled = await memberCall<{ data: OrderHistoryItem[] }>(
      baseUrl,
      token,
      `${lotteryPaths.orderHistory}?status=1&pageNo=1&pageSize=20`,
    );
    expect(settled.data.find((item) => item.billNo === bill.billNo)).toMatchObject({
      status: 1,
      totalWinAmount: formatAmount(expectedWin),
    });
  });
});
