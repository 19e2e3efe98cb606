import { randomInt } from 'node:crypto';
import { AUTO_WITHDRAW_PROMISE_SECONDS, paymentPaths } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import {
  apiFundFromOwnAccount,
  apiLedgerCheck,
  apiStaffLogin,
  apiWallet,
  apiWithdrawalDetail,
  E2E_OWNER,
  readOtp,
  uniquePhone,
} from '../fixtures/api';
import { useBrowser, waitForText } from '../fixtures/browser';
import { MemberSite } from '../page-models/member-site';

/**
 * From the tap on "withdraw" to the paid toast: the delay of the simulated bank `npm start` mounts
 * (its `transferDelayMs`, 1 s) plus a margin for the request, the
 * transfer call, the bank's webhook and the push (and, at worst, the new member's recipient still
 * waiting for the bank's verification, 0.5 s after registration). The machine is shared: spec files
 * run side by side (fixtures/workers.ts), each with its server and pages, on 2 cores, so the bound is
 * half of what the member is promised (`AUTO_WITHDRAW_PROMISE_SECONDS`, 30 s). That the approving
 * node sends at once, not at the sender job's next sweep, is the payouts flow tests' to show.
 */
const PAID_WITHIN_MS = (AUTO_WITHDRAW_PROMISE_SECONDS * 1_000) / 2;

const satang = (amount: string) => BigInt(amount.replace('.', ''));

describe('automatic withdrawal on a phone (docs/modules/payouts.md)', () => {
  const browser = useBrowser();

  it('a new member withdraws ฿300 within the auto-approve rule and sees it paid, with no staff action', async () => {
    const { page, baseUrl } = browser;
    const site = new MemberSite(page);
    const phone = uniquePhone();
    const accountNumber = String(randomInt(1_000_000_000, 9_999_999_999));

    // A guest registers through the UI (a new member: registered seconds ago, as the demo rule allows).
    const connected = site.waitForRealtime();
    await site.open('/');
    await site.guestBar.waitFor();
    await site.startRegistration();
    await site.requestOtp(phone);
    await site.enterOtp(await readOtp(baseUrl, phone));
    await site.fillMemberInfo({
      password: 'lucky123',
      bankName: 'ธนาคารกสิกรไทย',
      accountNumber,
      fullName: 'ทดสอบ ถอนอัตโนมัติ',
    });
    await site.toast('สมัครสมาชิกสำเร็จ').waitFor();
    await site.memberBar.waitFor();
    await site.dialog.waitFor({ state: 'detached' });
    await connected;
    let reloads = 0;
    page.on('load', () => {
      reloads += 1;
    });

    // Money in from the member's own account, as the bank feed reports it.
    const token = await site.accessToken();
    const member = { phone, password: 'lucky123', accountNumber, bankCode: 'KBANK' };
    expect(
      await apiFundFromOwnAccount(baseUrl, token, member, { amount: '500.00', fromName: 'ทดสอบ ถอนอัตโนมัติ' }),
    ).toBe('CREDITED');
    await waitForText(site.balance, '฿500.00');
    const before = await apiWallet(baseUrl, token);
    expect(before).toMatchObject({ balance: '500.00', lockedBalance: '0.00' });

    // ฿300 through the withdraw tab; nobody in the back office does anything from here on.
    await site.openWithdraw();
    await waitForText(site.modalBalance, '฿500.00');
    const answered = page.waitForResponse(
      (res) => new URL(res.url()).pathname === paymentPaths.withdraw && res.request().method() === 'POST',
    );
    // The paid toast, wherever the member is, within the bank's 1 s and the margin from the tap —
    // waited on the screen (its outcome kept, so a timeout fails the test at the await below).
    const paidToast = site
      .toast('ถอนเงินสำเร็จ ฿300.00 โอนเข้าบัญชีของคุณแล้ว')
      .waitFor({ timeout: PAID_WITHIN_MS })
      .then(
        () => 'shown',
        (error: Error) => error.message,
      );
    await site.requestWithdrawal('300');
    const { data: request } = (await (await answered).json()) as {
      data: { withdrawalId: string; paymentRef: string };
    };
    expect(request.paymentRef).toBeTruthy();
    // Approved by the rule at once: the member is told it is being transferred, not reviewed.
    await site.toast('อนุมัติรายการถอนแล้ว กำลังโอนเข้าบัญชีของคุณ').waitFor();
    expect(await paidToast).toBe('shown');
    await waitForText(site.modalLockedBalance, '฿0.00');
    await waitForText(site.modalBalance, '฿200.00');
    await waitForText(site.balance, '฿200.00');

    // Fund history, withdraw tab: the withdrawal is PAID ("สำเร็จ"), ฿500.00 → ฿200.00.
    await page.keyboard.press('Escape');
    await site.dialog.waitFor({ state: 'detached' });
    await site.openFundHistory('ประวัติถอน');
    const row = site.historyItem(request.paymentRef);
    await row.getByText('สำเร็จ', { exact: true }).waitFor();
    expect(await row.innerText()).toMatch(/฿300\.00[\s\S]*฿500\.00[\s\S]*฿200\.00/);
    expect(reloads).toBe(0);

    // The balance dropped by exactly 300.00, and nothing is left on hold.
    const after = await apiWallet(baseUrl, token);
    expect(satang(before.balance) - satang(after.balance)).toBe(30_000n);
    expect(after.lockedBalance).toBe('0.00');

    // The back office (the owner, reading only): one transfer, paid by the bank, sent without staff.
    const ownerToken = await apiStaffLogin(baseUrl, E2E_OWNER);
    const detail = await apiWithdrawalDetail(baseUrl, ownerToken, request.withdrawalId);
    expect(detail.withdrawal).toMatchObject({
      paymentRef: request.paymentRef,
      status: 'PAID',
      amount: '300.00',
    });
    expect(detail.transfers).toHaveLength(1);
    expect(detail.transfers[0]).toMatchObject({
      state: 'PAID',
      amount: '300.00',
      automatic: true,
      requestedBy: null,
    });
    expect(detail.transfers[0]?.providerTransferId).toMatch(/^trsf_test_/);
    expect(detail.timeline.filter((entry) => entry.staffName !== null)).toEqual([]);
    expect((await apiLedgerCheck(baseUrl, ownerToken)).ok).toBe(true);
  });
});
