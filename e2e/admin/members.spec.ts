import { randomInt } from 'node:crypto';
import { adminPaths, apiPaths, errorCatalogue, OPERATOR_HEADER } from '@chokdee/contracts';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiBalance,
  apiDepositAccounts,
  apiLogin,
  apiRegister,
  apiStaffLogin,
  E2E_OWNER,
  sendStatementLine,
} from '../fixtures/api';
import { DESKTOP, useBrowser } from '../fixtures/browser';
import { AdminSite } from '../page-models/admin-site';

const jsonHeaders = (token?: string) => ({
  [OPERATOR_HEADER]: 'demo',
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** The member's login through the member API: the HTTP status and the envelope's code. */
const tryLogin = async (baseUrl: string, member: { phone: string; password: string }) => {
  const res = await fetch(`${baseUrl}${apiPaths.login}`, {
    method: 'POST',
    headers: jsonHeaders(),
    body: JSON.stringify({ userName: member.phone, password: member.password }),
  });
  return { http: res.status, code: ((await res.json()) as { status: { code: number } }).status.code };
};

/** A finance account for this run (the owner creates it), with the password to type at /admin. */
const financeStaff = async (baseUrl: string) => {
  const ownerToken = await apiStaffLogin(baseUrl, E2E_OWNER);
  const account = {
    username: `finance-${randomInt(1_000_000)}`,
    password: 'e2e-finance-password',
    role: 'finance',
  };
  const res = await fetch(`${baseUrl}${adminPaths.staff}`, {
    method: 'POST',
    headers: jsonHeaders(ownerToken),
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`create finance failed: ${await res.text()}`);
  return account;
};

/** Waits until the locator shows `text` (Playwright-core has no auto-retrying expect); its text then. */
const showing = async (locator: Locator, text: string) => {
  const match = locator.filter({ hasText: text });
  await match.waitFor();
  return match.innerText();
};

describe('back office: members on a desktop', () => {
  const browser = useBrowser(DESKTOP);

  it('finance finds a funded member by phone, credits 100.00, then locks and unlocks their login', async () => {
    const { baseUrl, page } = browser;
    const site = new AdminSite(page);

    // A registered member funded with 500.00 through the signed bank feed.
    const member = await apiRegister(baseUrl, { fullName: 'สมาชิก ปรับยอด' });
    const memberToken = await apiLogin(baseUrl, member);
    const bankAccount = (await apiDepositAccounts(baseUrl, memberToken)).find((a) => a.type === 'BANK');
    const fed = await sendStatementLine(baseUrl, {
      toAccountNumber: bankAccount?.accountNumber ?? '',
      amount: '500.00',
      fromBankCode: member.bankCode,
      fromAccountNumber: `xxx-x-x${member.accountNumber.slice(-5, -1)}-x`,
      fromName: 'สมาชิก ปรับยอด',
    });
    expect(fed).toBe('CREDITED');
    expect(await apiBalance(baseUrl, memberToken)).toEqual({ balance: '500.00', lockedBalance: '0.00' });

    // Finance logs in, searches the member by phone and opens them.
    const finance = await financeStaff(baseUrl);
    await site.open('/admin');
    await site.logIn(finance.username, finance.password);
    await site.menu.waitFor();
    await site.goTo('รายชื่อสมาชิก');
    await page.getByRole('searchbox', { name: 'ค้นหาสมาชิก' }).fill(member.phone);
    await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
    const row = page.getByTestId(`member-${member.phone}`);
    expect(await showing(row, '฿500.00')).toContain('สมาชิก ปรับยอด');
    await row.getByRole('link', { name: member.phone }).click();
    await page.getByRole('heading', { level: 1, name: 'ข้อมูลสมาชิก' }).waitFor();
    await showing(page.getByTestId('member-balance'), '฿500.00');

    // A manual credit of 100.00 with a reason.
    const creditReason = `ชดเชยระบบขัดข้อง ${randomInt(1_000_000)}`;
    await page.getByRole('button', { name: 'ปรับยอดเงิน' }).click();
    await site.dialog.getByRole('radio', { name: 'เพิ่มเงิน (เครดิต)' }).check();
    await site.dialog.getByLabel('จำนวนเงิน (บาท)').fill('100.00');
    await site.dialog.getByLabel('เหตุผล').fill(creditReason);
    await site.dialog.getByRole('button', { name: 'ปรับยอดเงิน' }).click();
    await site.toast('ปรับยอดเงินเรียบร้อย ยอดคงเหลือใหม่ ฿600.00').waitFor();
    await site.dialog.waitFor({ state: 'detached' });
    expect(await apiBalance(baseUrl, memberToken)).toEqual({ balance: '600.00', lockedBalance: '0.00' });
    await showing(page.getByTestId('member-balance'), '฿600.00');
    const adjustment = page.getByTestId('ledger-entry').filter({ hasText: creditReason });
    const entry = await showing(adjustment, '+฿100.00');
    expect(entry).toContain('ปรับยอดโดยพนักงาน');
    expect(entry).toContain('฿600.00');

    // Locked with a reason: the member's login is refused, their session is over.
    const lockReason = `แจ้งบัญชีถูกขโมย ${randomInt(1_000_000)}`;
    await site.act(page.getByRole('main'), 'ระงับบัญชี', { label: 'เหตุผล', value: lockReason });
    await site.toast('ระงับการใช้งานบัญชีเรียบร้อย').waitFor();
    await showing(page.getByTestId('member-lock-reason'), lockReason);
    expect(await tryLogin(baseUrl, member)).toEqual({
      http: 403,
      code: errorCatalogue.MEMBER_SUSPENDED.code,
    });
    const revoked = await fetch(`${baseUrl}${apiPaths.balance}`, { headers: jsonHeaders(memberToken) });
    expect(revoked.status).toBe(401);

    // Unlocked: the member logs in again, the credit still there.
    await site.act(page.getByRole('main'), 'ยกเลิกการระงับ', { label: 'เหตุผล', value: 'ยืนยันตัวตนแล้ว' });
    await site.toast('ยกเลิกการระงับบัญชีเรียบร้อย').waitFor();
    await showing(page.getByTestId('member-status'), 'ใช้งานปกติ');
    const again = await apiLogin(baseUrl, member);
    expect(await apiBalance(baseUrl, again)).toEqual({ balance: '600.00', lockedBalance: '0.00' });
  });
});
