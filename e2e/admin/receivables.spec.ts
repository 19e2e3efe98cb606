import { randomUUID } from 'node:crypto';
import {
  adminHref,
  type Bill,
  IDEMPOTENCY_HEADER,
  type LottoProduct,
  lotteryPaths,
  OPERATOR_HEADER,
  type ResultFormatCode,
} from '@chokdee/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiDepositAccounts,
  apiLedgerCheck,
  apiLogin,
  apiLottoList,
  apiRegister,
  apiRoundAction,
  apiStaffLogin,
  apiStaffMember,
  apiWallet,
  E2E_OWNER,
  sendStatementLine,
} from '../fixtures/api';
import { DESKTOP, PHONE, useBrowser, waitForText } from '../fixtures/browser';
import { AdminSite } from '../page-models/admin-site';
import { MemberSite } from '../page-models/member-site';

/** The first result (API, raw): 3 ตัวบน 123 — the member's line wins. */
const firstResult: Partial<Record<ResultFormatCode, Record<string, string>>> = {
  HANOI: { special: '45123', first: '00099' },
  STOCK: { close: '21791.23', change: '-412.99' },
  TOP_BOTTOM: { top3: '123', bottom2: '99' },
};
/** The owner's correction, by the back office's labels: 3 ตัวบน 456 — the line loses. */
const correctedByLabel: Partial<Record<ResultFormatCode, Record<string, string>>> = {
  HANOI: { รางวัลพิเศษ: '45456', 'รางวัลที่ 1': '00099' },
  STOCK: { ราคาปิด: '21794.56', ค่าเปลี่ยนแปลง: '-412.99' },
  TOP_BOTTOM: { '3 ตัวบน': '456', '2 ตัวล่าง': '99' },
};

/** An open round with 15 minutes left (the server runs on the real clock) whose results we can write. */
const openProduct = (products: LottoProduct[]) => {
  const found = products.find(
    (product) =>
      product.currentRound?.status === 'OPEN' &&
      new Date(product.currentRound.closeAt).getTime() - Date.now() >= 15 * 60_000 &&
      firstResult[product.resultFormat] !== undefined &&
      product.options.some((option) => option.betType === 'THREE_TOP'),
  );
  if (!found?.currentRound) throw new Error('no open round with a result format we can write');
  return { ...found, roundCode: found.currentRound.roundCode };
};

const satang = (amount: string) => {
  const [baht = '0', fraction = ''] = amount.split('.');
  return BigInt(baht) * 100n + BigInt(fraction.padEnd(2, '0'));
};
const plain = (value: bigint) => `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;
/** "6510.00" → "฿6,510.00", as both sites write baht. */
const baht = (value: bigint) => `฿${plain(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

const post = async <T>(baseUrl: string, token: string, path: string, body: unknown) => {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      [OPERATOR_HEADER]: 'demo',
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      [IDEMPOTENCY_HEADER]: randomUUID(),
    },
    body: JSON.stringify(body),
  });
  return { httpStatus: res.status, body: (await res.json()) as { status: { code: number }; data: T } };
};

/** A desktop back-office page of its own (its own session), logged in as `who`. */
const backOffice = async (
  browser: ReturnType<typeof useBrowser>,
  path: string,
  who: { username: string; password: string },
): Promise<{ page: Page; site: AdminSite; close: () => Promise<void> }> => {
  const context = await browser.browser.newContext({
    baseURL: browser.baseUrl,
    viewport: DESKTOP.viewport,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const site = new AdminSite(page);
  await site.open(path);
  await site.logIn(who.username, who.password);
  return { page, site, close: () => context.close() };
};

const fill = async (form: Locator, fields: Record<string, string>) => {
  for (const [label, value] of Object.entries(fields))
    await form.getByLabel(label, { exact: true }).fill(value);
};

describe('a correction the winner cannot repay: phone and back office', () => {
  const browser = useBrowser(PHONE);

  it('the member wins and withdraws on the phone; the owner corrects; finance sees the hold and the receivable and cannot pay', async () => {
    const { baseUrl, page } = browser;
    const product = openProduct(await apiLottoList(baseUrl));

    // A member funded with 500.00 bets 10.00 on 3 ตัวบน 123 (through the API).
    const member = await apiRegister(baseUrl, { fullName: 'ทดสอบ ค้างชำระ' });
    const token = await apiLogin(baseUrl, member);
    const account = (await apiDepositAccounts(baseUrl, token)).find((a) => a.type === 'BANK');
    expect(
      await sendStatementLine(baseUrl, {
        toAccountNumber: account?.accountNumber ?? '',
        amount: '500.00',
        fromBankCode: member.bankCode,
        fromAccountNumber: member.accountNumber,
        fromName: 'ทดสอบ ค้างชำระ',
      }),
    ).toBe('CREDITED');
    const placed = await post<Bill>(baseUrl, token, lotteryPaths.placeBill, {
      roundCode: product.roundCode,
      lines: [{ betType: 'THREE_TOP', number: '123', amount: '10' }],
    });
    expect(placed.body.status.code).toBe(0);
    const win = (satang('10.00') * satang(placed.body.data.lines[0]?.rewardPrice ?? '0')) / 100n;

    // Staff (API): a clerk enters the result, the owner confirms: the member wins.
    const ownerToken = await apiStaffLogin(baseUrl, E2E_OWNER);
    const clerk = await apiStaffMember(baseUrl, ownerToken, 'lottery');
    await apiRoundAction(baseUrl, clerk.token, 'close', product.roundCode);
    await apiRoundAction(
      baseUrl,
      clerk.token,
      'result',
      product.roundCode,
      firstResult[product.resultFormat],
    );
    expect((await apiRoundAction(baseUrl, ownerToken, 'resultConfirm', product.roundCode)).status).toBe(
      'SETTLED',
    );
    const afterWin = satang('490.00') + win;

    // The member, on the phone: sees the win and withdraws all but 500.00.
    const withdrawn = win - satang('10.00');
    const site = new MemberSite(page);
    await site.signInWithToken(token);
    await site.open('/');
    await site.memberBar.waitFor();
    await waitForText(site.balance, baht(afterWin));
    await site.openWithdraw();
    await site.requestWithdrawal(plain(withdrawn));
    await site.toast('สร้างรายการถอนสำเร็จ, โปรดรอการตรวจสอบ').waitFor();
    await waitForText(site.modalLockedBalance, baht(withdrawn));
    await waitForText(site.modalBalance, '฿500.00');

    // The owner, on a desktop, corrects the result on the round page.
    const owed = win - satang('500.00');
    const owner = await backOffice(browser, `/admin/lottery/rounds/${product.roundCode}`, E2E_OWNER);
    try {
      const form = owner.page.getByRole('form', { name: 'แก้ไขผลรางวัล (เจ้าของระบบ)' });
      await fill(form, correctedByLabel[product.resultFormat] ?? {});
      await form.getByLabel('เหตุผลที่แก้ไขผล').fill('กรอกผลผิดงวด');
      await form.getByRole('button', { name: 'แก้ไขผลและปรับยอดสมาชิก' }).click();
      await owner.site.dialog.getByRole('button', { name: 'แก้ไขผลและปรับยอดสมาชิก' }).click();
      await owner.site.toast('แก้ไขผลแล้ว').waitFor();
      // The shortfall stays on the round page after a reload.
      await owner.page.reload();
      await waitForText(owner.page.getByTestId('correction-shortfall').first(), baht(owed));
    } finally {
      await owner.close();
    }
    expect(await apiWallet(baseUrl, token)).toEqual({
      balance: '0.00',
      lockedBalance: plain(withdrawn),
      receivable: plain(owed),
      cash: '0.00',
      bonus: '0.00',
    });

    // The member's phone: the notice of what is owed.
    await site.open('/');
    await site.memberBar.waitFor();
    await site.openWithdraw();
    await waitForText(site.dialog.getByTestId('receivable-notice'), baht(owed));

    // Finance, on a desktop: the withdrawal is held (only reject offered), the receivable shows on
    // the member page and in the list.
    const financeAccount = await apiStaffMember(baseUrl, ownerToken, 'finance');
    const finance = await backOffice(browser, '/admin', {
      username: financeAccount.username,
      password: 'e2e-staff-password',
    });
    try {
      await finance.site.menu.waitFor();
      await finance.site.goTo('รายการถอนเงิน');
      await finance.site.selectTab('ระงับ (ค้างชำระ)');
      const held = finance.page.locator('tr', { hasText: member.phone });
      await waitForText(held, baht(withdrawn));
      await waitForText(held, 'ยอดค้างชำระ');
      expect(await held.getByRole('button', { name: 'ปฏิเสธ' }).count()).toBe(1);
      expect(await held.getByRole('button', { name: 'โอนแล้ว' }).count()).toBe(0);
      expect(await held.getByRole('button', { name: 'อนุมัติ' }).count()).toBe(0);

      await finance.site.goTo('ยอดค้างชำระของสมาชิก');
      const row = finance.page.getByTestId('receivable-row').filter({ hasText: member.phone });
      await waitForText(row, baht(owed));
      await waitForText(row, product.roundCode);
      await row.getByRole('link').click();
      await finance.page.getByRole('heading', { level: 1, name: 'ข้อมูลสมาชิก' }).waitFor();
      await waitForText(finance.page.getByTestId('member-receivable-owed'), baht(owed));
      // Finance does not write off (the owner does).
      expect(await finance.page.getByRole('button', { name: 'ตัดหนี้สูญ' }).count()).toBe(0);
    } finally {
      await finance.close();
    }

    // And the server refuses to pay it, whoever asks.
    const [withdrawal] = (
      await (
        await fetch(`${baseUrl}/api/admin/withdrawals?status=ON_HOLD&pageSize=100`, {
          headers: { [OPERATOR_HEADER]: 'demo', authorization: `Bearer ${ownerToken}` },
        })
      ).json()
    ).data.data.filter((w: { member: { phone: string } }) => w.member.phone === member.phone);
    const paid = await post(baseUrl, ownerToken, adminHref.withdrawalAction(withdrawal.id, 'paid'), {
      bankRef: 'KB-E2E',
    });
    expect(paid.httpStatus).toBe(422);
    expect((await apiLedgerCheck(baseUrl, ownerToken)).ok).toBe(true);
  });
});
