import { randomUUID } from 'node:crypto';
import { adminMemberHref, adminMemberPaths, OPERATOR_HEADER, paymentPaths } from '@chokdee/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type ApiMember,
  apiBalance,
  apiDepositAccounts,
  apiLogin,
  apiRegister,
  apiStaffLogin,
  apiStaffMember,
  E2E_OWNER,
  sendStatementLine,
} from '../fixtures/api';
import { DESKTOP, useBrowser, waitForText } from '../fixtures/browser';
import { useStaffReviewedWithdrawals } from '../fixtures/withdrawals';
import { AdminSite } from '../page-models/admin-site';

const jsonHeaders = (token: string) => ({
  [OPERATOR_HEADER]: 'demo',
  'content-type': 'application/json',
  authorization: `Bearer ${token}`,
});

/** A member with `amount` deposited through the bank feed (matched by their bank account). */
const fundedMember = async (baseUrl: string, amount: string) => {
  const member = await apiRegister(baseUrl);
  const token = await apiLogin(baseUrl, member);
  const bankAccount = (await apiDepositAccounts(baseUrl, token)).find((a) => a.type === 'BANK');
  const result = await sendStatementLine(baseUrl, {
    toAccountNumber: bankAccount?.accountNumber ?? '',
    amount,
    fromBankCode: member.bankCode,
    fromAccountNumber: `xxx-x-x${member.accountNumber.slice(-5, -1)}-x`,
    fromName: 'ทดสอบ ปรับยอด',
  });
  expect(result).toBe('CREDITED');
  return { member, token };
};

const memberIdOf = async (baseUrl: string, staffToken: string, member: ApiMember) => {
  const res = await fetch(`${baseUrl}${adminMemberPaths.members}?q=${member.phone}`, {
    headers: jsonHeaders(staffToken),
  });
  const body = (await res.json()) as { data: { data: Array<{ id: string }> } };
  const id = body.data.data[0]?.id;
  if (!id) throw new Error('member not found');
  return id;
};

/**
 * Watches the page's staff sockets (each page opens its own); `acceptedSince(n)` resolves once a
 * socket opened after the first `n` is accepted (Socket.IO's `40` connect packet) and still open.
 */
const watchStaffSockets = (page: Page) => {
  const sockets: Array<{ accepted: boolean; closed: boolean }> = [];
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/socket.io/')) return;
    const state = { accepted: false, closed: false };
    sockets.push(state);
    ws.on('framereceived', (frame) => {
      if (typeof frame.payload === 'string' && frame.payload.startsWith('40')) state.accepted = true;
    });
    ws.on('close', () => {
      state.closed = true;
    });
  });
  return {
    count: () => sockets.length,
    async acceptedSince(n: number, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (sockets.slice(n).some((socket) => socket.accepted && !socket.closed)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the withdrawals page opened no staff socket');
    },
  };
};

describe('back office: staff money powers on a desktop', () => {
  const browser = useBrowser(DESKTOP);
  // A withdrawal must reach the open queue (not be approved and paid by the rule).
  useStaffReviewedWithdrawals();

  it('a second staff member approves an adjustment above the threshold; only then does the money move', async () => {
    const { baseUrl, page } = browser;
    const site = new AdminSite(page);
    const { member, token } = await fundedMember(baseUrl, '100.00');
    const maker = await apiStaffMember(baseUrl, await apiStaffLogin(baseUrl, E2E_OWNER), 'finance');
    const memberId = await memberIdOf(baseUrl, maker.token, member);
    const made = await fetch(`${baseUrl}${adminMemberHref.adjustments(memberId)}`, {
      method: 'POST',
      headers: { ...jsonHeaders(maker.token), 'idempotency-key': randomUUID() },
      body: JSON.stringify({ amount: '6000.00', direction: 'CREDIT', reason: 'ชดเชยระบบขัดข้อง e2e' }),
    });
    const { data } = (await made.json()) as { data: { requestId: string; status: string } };
    expect(data.status).toBe('PENDING');
    expect(await apiBalance(baseUrl, token)).toEqual({ balance: '100.00', lockedBalance: '0.00' });

    await site.open('/admin');
    await site.logIn(E2E_OWNER.username, E2E_OWNER.password);
    await site.menu.waitFor();
    await site.goTo('อนุมัติการปรับยอด');
    const row = page.getByTestId(`adjustment-${data.requestId}`);
    expect(await row.innerText()).toContain('฿6,000.00');
    expect(await row.innerText()).toContain(maker.username);
    await site.act(row, 'อนุมัติ');
    await site.toast('อนุมัติแล้ว').waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await apiBalance(baseUrl, token)).toEqual({ balance: '6100.00', lockedBalance: '0.00' });
  });

  it('a withdrawal appears in the open queue without a reload, with the member’s money and flags', async () => {
    const { baseUrl, page } = browser;
    const site = new AdminSite(page);
    const { member, token } = await fundedMember(baseUrl, '100.00');
    const owner = await apiStaffLogin(baseUrl, E2E_OWNER);
    const memberId = await memberIdOf(baseUrl, owner, member);
    // ฿400 credited by hand (at or below the threshold: posted at once) makes a ฿400 withdrawal > 3× deposits.
    const credited = await fetch(`${baseUrl}${adminMemberHref.adjustments(memberId)}`, {
      method: 'POST',
      headers: { ...jsonHeaders(owner), 'idempotency-key': randomUUID() },
      body: JSON.stringify({ amount: '400.00', direction: 'CREDIT', reason: 'โบนัส e2e' }),
    });
    expect(credited.status).toBe(200);

    const sockets = watchStaffSockets(page);
    await site.open('/admin');
    await site.logIn(E2E_OWNER.username, E2E_OWNER.password);
    await site.menu.waitFor();
    const before = sockets.count();
    await site.goTo('รายการถอนเงิน');
    await sockets.acceptedSince(before);
    let reloads = 0;
    page.on('load', () => {
      reloads += 1;
    });

    const res = await fetch(`${baseUrl}${paymentPaths.withdraw}`, {
      method: 'POST',
      headers: { ...jsonHeaders(token), 'idempotency-key': randomUUID() },
      body: JSON.stringify({ amount: '400.00' }),
    });
    const { data } = (await res.json()) as { data: { paymentRef: string } };
    const row = page.getByTestId(`withdrawal-${data.paymentRef}`);
    await row.waitFor({ timeout: 10_000 });
    const context = page.getByTestId(`withdrawal-context-${data.paymentRef}`);
    await waitForText(context, 'ถอนเกิน 3 เท่าของยอดฝากทั้งหมด');
    expect(await context.innerText()).toContain('฿100.00 (1)');
    expect(reloads).toBe(0);
  });

  it('the owner changes a role and resets a password, shown once', async () => {
    const { baseUrl, page } = browser;
    const site = new AdminSite(page);
    const support = await apiStaffMember(baseUrl, await apiStaffLogin(baseUrl, E2E_OWNER), 'support');

    await site.open('/admin');
    await site.logIn(E2E_OWNER.username, E2E_OWNER.password);
    await site.menu.waitFor();
    await site.goTo('พนักงานและสิทธิ์');
    const row = page.getByTestId(`staff-${support.username}`);
    await row.getByRole('button', { name: 'เปลี่ยนสิทธิ์' }).click();
    await site.dialog.getByLabel('สิทธิ์ใหม่').selectOption({ label: 'ฝ่ายการเงิน' });
    await site.dialog.getByRole('button', { name: 'เปลี่ยนสิทธิ์' }).click();
    await site.toast('เปลี่ยนสิทธิ์แล้ว').waitFor();
    await waitForText(row, 'ฝ่ายการเงิน');

    await row.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).click();
    await site.dialog.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).click();
    const shown = page.getByTestId('staff-new-password');
    await shown.waitFor();
    const password = (await shown.innerText()).trim();
    expect(password).toMatch(/^[A-Za-z2-9]{16}$/);
    await page.keyboard.press('Escape');
    expect((await shown.innerText()).trim()).toBe(password);
    await site.acknowledgeShownOnce();
    // The old password no longer works; the shown one does.
    await expect(
      apiStaffLogin(baseUrl, { username: support.username, password: 'e2e-staff-password' }),
    ).rejects.toThrow();
    expect(await apiStaffLogin(baseUrl, { username: support.username, password })).toEqual(
      expect.any(String),
    );
  });
});
