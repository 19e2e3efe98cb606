import { createHmac, randomUUID } from 'node:crypto';
import {
  apiPaths,
  FEED_SIGNATURE_HEADER,
  FEED_TIMESTAMP_HEADER,
  OPERATOR_HEADER,
  otpLimitsPaths,
  paymentPaths,
} from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { apiStaffLogin, E2E_FEED_SECRET, E2E_OTP_LIMITS, E2E_OWNER, uniquePhone } from '../fixtures/api';
import { DESKTOP, useBrowser, waitForText } from '../fixtures/browser';
import { AdminSite } from '../page-models/admin-site';

const headers = { [OPERATOR_HEADER]: 'demo', 'content-type': 'application/json' };

/** A signed feed call with these lines, as the bank would send it; each line's answer. */
const sendLines = async (baseUrl: string, lines: unknown[]) => {
  const rawBody = JSON.stringify({ lines });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', E2E_FEED_SECRET).update(`${timestamp}.${rawBody}`).digest('hex');
  const res = await fetch(`${baseUrl}${paymentPaths.bankStatementFeed}`, {
    method: 'POST',
    headers: { ...headers, [FEED_TIMESTAMP_HEADER]: timestamp, [FEED_SIGNATURE_HEADER]: signature },
    body: rawBody,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { lines: Array<{ result: string }> } }).data.lines;
};

const line = (overrides: Record<string, unknown>) => ({
  externalId: `e2e-${randomUUID()}`,
  toAccountNumber: '1234567890',
  amount: '100.00',
  fromBankCode: 'KBANK',
  fromAccountNumber: 'xxx-x-x0000-x',
  fromName: 'นาย ทดสอบ',
  transferredAt: new Date().toISOString(),
  ...overrides,
});

describe('back office: bank-feed rejections and OTP limits on a desktop', () => {
  const browser = useBrowser(DESKTOP);

  it('staff see a rejected feed line with its reason in its own tab, and the owner sets the per-line ceiling', async () => {
    const { baseUrl, page } = browser;
    const site = new AdminSite(page);
    const bad = line({ fromName: 'นาย\u0000แฝง' });
    const answers = await sendLines(baseUrl, [bad, line({})]);
    expect(answers.map((answer) => answer.result)).toEqual(['REJECTED', 'UNMATCHED']);

    await site.open('/admin');
    await site.logIn(E2E_OWNER.username, E2E_OWNER.password);
    await site.goTo('รายการฝากที่ยังไม่จับคู่');
    await site.selectTab('ถูกปฏิเสธ');
    const row = page.getByRole('row').filter({ hasText: bad.externalId });
    await waitForText(row, 'อักขระควบคุม');
    expect(await row.innerText()).toContain('นาย\\u0000แฝง');

    await site.goTo('รหัสลับ Bank feed');
    const ceiling = page.getByLabel('ยอดสูงสุดต่อรายการ (บาท)');
    await ceiling.waitFor();
    expect(await ceiling.inputValue()).toBe('10000000.00');
    await ceiling.fill('2000000');
    await page
      .getByRole('form', { name: 'เพดานยอดต่อรายการเดินบัญชี' })
      .getByRole('button', { name: 'บันทึก' })
      .click();
    await site.toast('บันทึกแล้ว').waitFor();
    const [above] = await sendLines(baseUrl, [line({ amount: '2000000.01' })]);
    expect(above?.result).toBe('REJECTED');
    await ceiling.fill('10000000');
    await page
      .getByRole('form', { name: 'เพดานยอดต่อรายการเดินบัญชี' })
      .getByRole('button', { name: 'บันทึก' })
      .click();
  });

  it('the owner lowers the OTP budget; once spent, members get 429 and the dashboard shows the alert live', async () => {
    const { baseUrl, page } = browser;
    const site = new AdminSite(page);
    await site.open('/admin');
    await site.logIn(E2E_OWNER.username, E2E_OWNER.password);
    await page.getByRole('heading', { level: 1, name: 'แดชบอร์ด' }).waitFor();

    // The budget is the whole site's: whatever fails below, later specs must still register members.
    try {
      await site.goTo('จำกัดการส่ง OTP');
      const budget = page.getByLabel('งบ SMS ของทั้งเว็บไซต์ต่อชั่วโมง');
      await budget.waitFor();
      await budget.fill('1');
      await page.getByRole('button', { name: 'บันทึก' }).click();
      await site.toast('บันทึกแล้ว').waitFor();

      await site.goTo('แดชบอร์ด');
      const codes: number[] = [];
      for (let i = 0; i < 2; i += 1) {
        const res = await fetch(`${baseUrl}${apiPaths.verifyUser}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ userName: uniquePhone() }),
        });
        codes.push(res.status);
      }
      expect(codes.at(-1)).toBe(429);
      // The `staff.alert` push refetches the alerts without a reload.
      await waitForText(page.getByTestId('staff-alert-OTP_BUDGET_EXHAUSTED'), 'งบ SMS รหัส OTP');
    } finally {
      const owner = await apiStaffLogin(baseUrl, E2E_OWNER);
      const restored = await fetch(`${baseUrl}${otpLimitsPaths.otpLimits}`, {
        method: 'PUT',
        headers: { ...headers, authorization: `Bearer ${owner}` },
        body: JSON.stringify(E2E_OTP_LIMITS),
      });
      expect(restored.status).toBe(200);
    }
  });
});
