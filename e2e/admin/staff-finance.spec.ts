import { randomInt } from 'node:crypto';
import { OPERATOR_HEADER } from '@chokdee/contracts';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  apiBalance,
  apiDepositAccounts,
  apiLogin,
  apiRegister,
  apiStaffLogin,
  apiWithdraw,
  E2E_OWNER,
  sendStatementLine,
} from '../fixtures/api';
import { DESKTOP, useBrowser } from '../fixtures/browser';
import { useStaffReviewedWithdrawals } from '../fixtures/withdrawals';
import { AdminSite } from '../page-models/admin-site';

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
const totpCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

const memberHeaders = (token: string) => ({
  [OPERATOR_HEADER]: 'demo',
  'content-type': 'application/json',
  authorization: `Bearer ${token}`,
});

/** A new owner account for this run, so the seeded owner that other specs use keeps TOTP off. */
const freshOwner = async (baseUrl: string) => {
  const ownerToken = await apiStaffLogin(baseUrl, E2E_OWNER);
  const account = {
    username: `owner-${randomInt(1_000_000)}`,
    password: 'e2e-owner-2-password',
    role: 'owner',
  };
  const res = await fetch(`${baseUrl}/api/admin/staff`, {
    method: 'POST',
    headers: memberHeaders(ownerToken),
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`create owner failed: ${await res.text()}`);
  return account;
};

describe('back office: staff and finance on a desktop', () => {
  const browser = useBrowser(DESKTOP);
  // Staff approve and mark paid by hand here: the withdrawal must wait for them.
  useStaffReviewedWithdrawals();

  it('an owner turns TOTP on and logs in with it; credits an unmatched deposit; approves and pays a withdrawal', async () => {
    const { baseUrl, page } = browser;
    const site = new AdminSite(page);
    const owner = await freshOwner(baseUrl);

    // Log in with the password, turn TOTP on from "my account", log out.
    await site.open('/admin');
    await site.logIn(owner.username, owner.password);
    await site.menu.waitFor();
    await site.goTo('บัญชีของฉัน');
    const secret = await site.startTotpSetup();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await site.confirmTotp(totpCode(secret), 'เปิดใช้งาน');
    await site.toast('เปิดใช้งานการยืนยันตัวตนสองขั้นตอนแล้ว').waitFor();
    await page.getByText('เปิดใช้งานแล้ว', { exact: true }).waitFor();
    await site.logOut();

    // The password alone is not enough any more; the next step's code (each code counts once) is.
    await site.logIn(owner.username, owner.password);
    await site.enterTotp(totpCode(secret, 1));
    await site.menu.waitFor();
    expect(await page.getByTestId('staff-name').innerText()).toBe(owner.username);

    // A deposit the bank feed cannot match to anyone waits for staff, who assign it by phone.
    const member = await apiRegister(baseUrl);
    const memberToken = await apiLogin(baseUrl, member);
    const sender = `ผู้โอน ทดสอบ${randomInt(1_000_000)}`;
    const bankAccount = (await apiDepositAccounts(baseUrl, memberToken)).find((a) => a.type === 'BANK');
    const result = await sendStatementLine(baseUrl, {
      toAccountNumber: bankAccount?.accountNumber ?? '',
      amount: '750.00',
      fromBankCode: 'SCB',
      fromAccountNumber: 'xxx-x-xxxxx-x',
      fromName: sender,
    });
    expect(result).toBe('UNMATCHED');
    expect(await apiBalance(baseUrl, memberToken)).toEqual({ balance: '0.00', lockedBalance: '0.00' });

    await site.goTo('รายการฝากที่ยังไม่จับคู่');
    const line = page.getByRole('row').filter({ hasText: sender });
    // Staff see who the phone names before anything is credited.
    await line.getByRole('button', { name: 'จับคู่สมาชิก' }).click();
    await site.dialog.getByLabel('เบอร์โทรศัพท์หรือรหัสสมาชิก').fill(member.phone);
    await site.dialog.getByRole('button', { name: 'ค้นหาสมาชิก' }).click();
    await site.dialog.getByTestId('assign-member').getByText(member.phone).waitFor();
    await site.dialog.getByRole('button', { name: 'เติมเงินให้สมาชิกคนนี้' }).click();
    await site.toast('เติมเงินเข้ากระเป๋าสมาชิกแล้ว').waitFor();
    await line.waitFor({ state: 'detached' });
    expect(await apiBalance(baseUrl, memberToken)).toEqual({ balance: '750.00', lockedBalance: '0.00' });

    // The member withdraws; staff approve, then mark it paid with the transfer's reference.
    const paymentRef = (await apiWithdraw(baseUrl, memberToken, '300.00')).paymentRef;
    expect(await apiBalance(baseUrl, memberToken)).toEqual({ balance: '450.00', lockedBalance: '300.00' });

    await site.goTo('รายการถอนเงิน');
    const pending = page.getByTestId(`withdrawal-${paymentRef}`);
    expect(await pending.innerText()).toContain('฿300.00');
    await site.act(pending, 'อนุมัติ');
    await site.toast('อนุมัติรายการถอนแล้ว').waitFor();
    await pending.waitFor({ state: 'detached' });
    expect(await apiBalance(baseUrl, memberToken)).toEqual({ balance: '450.00', lockedBalance: '300.00' });

    await site.selectTab('อนุมัติแล้ว รอโอน');
    const approved = page.getByTestId(`withdrawal-${paymentRef}`);
    await site.act(approved, 'โอนแล้ว', { label: 'เลขอ้างอิงการโอน', value: `KB${randomInt(1_000_000)}` });
    await site.toast('บันทึกการโอนเงินแล้ว').waitFor();
    expect(await apiBalance(baseUrl, memberToken)).toEqual({ balance: '450.00', lockedBalance: '0.00' });

    await site.selectTab('โอนแล้ว');
    await page.getByTestId(`withdrawal-${paymentRef}`).getByText('โอนแล้ว', { exact: true }).waitFor();
  });
});
