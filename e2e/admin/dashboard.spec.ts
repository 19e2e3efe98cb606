import { text } from 'node:stream/consumers';
import { formatAmount, parseAmount } from '@chokdee/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiDepositAccounts,
  apiLogin,
  apiRegister,
  apiStaffLogin,
  apiStaffMember,
  E2E_OWNER,
  sendStatementLine,
} from '../fixtures/api';
import { DESKTOP, useBrowser, waitForText } from '../fixtures/browser';
import { AdminSite } from '../page-models/admin-site';

/** "฿12,345.50" as shown on a card → satang. */
const bahtOn = async (card: Locator): Promise<bigint> => {
  await card.waitFor();
  const shown = /฿([\d,]+\.\d{2})/.exec(await card.innerText())?.[1];
  const satang = shown === undefined ? undefined : parseAmount(shown.replaceAll(',', ''));
  if (satang === undefined) throw new Error(`no baht amount in "${await card.innerText()}"`);
  return satang;
};

/** Satang as the dashboard writes it: "฿12,345.50". */
const baht = (satang: bigint) => {
  const [whole = '0', fraction = '00'] = formatAmount(satang).split('.');
  return `฿${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
};

/**
 * The staff socket of the page: resolves once Socket.IO has accepted it (the `40` connect packet),
 * and counts the `dashboard.changed` hints it hears.
 */
const watchStaffSocket = (page: Page) => {
  const hints = { count: 0 };
  const connected = page
    .waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'))
    .then((ws) => {
      ws.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes('"dashboard.changed"'))
          hints.count += 1;
      });
      return ws.waitForEvent(
        'framereceived',
        (frame) => typeof frame.payload === 'string' && frame.payload.startsWith('40'),
      );
    });
  return { connected, hints };
};

describe('back office: dashboard and reports on a desktop', () => {
  const browser = useBrowser(DESKTOP);

  it("the owner's dashboard shows today's deposits, rises live with a bank-feed deposit, and the reports page downloads a daily CSV", async () => {
    const { baseUrl, page } = browser;
    const site = new AdminSite(page);
    const member = await apiRegister(baseUrl);
    const memberToken = await apiLogin(baseUrl, member);
    const bankAccount = (await apiDepositAccounts(baseUrl, memberToken)).find((a) => a.type === 'BANK');
    expect(bankAccount).toBeDefined();

    const socket = watchStaffSocket(page);
    await site.open('/admin');
    await site.logIn(E2E_OWNER.username, E2E_OWNER.password);
    await page.getByRole('heading', { level: 1, name: 'แดชบอร์ด' }).waitFor();
    const deposits = page.getByTestId('dashboard-deposits');
    expect(await deposits.innerText()).toContain('ยอดฝาก');
    const before = await bahtOn(deposits);
    // The 14-day chart comes in its own lazily loaded chunk and draws as SVG.
    await page
      .getByRole('figure', { name: 'กราฟยอดฝาก ยอดถอน และกำไรขั้นต้น 14 วันล่าสุด' })
      .locator('svg.recharts-surface')
      .first()
      .waitFor();
    await socket.connected;

    // A deposit the feed matches to the member: the figure moves without a reload (the socket hint).
    let reloads = 0;
    page.on('load', () => {
      reloads += 1;
    });
    const result = await sendStatementLine(baseUrl, {
      toAccountNumber: bankAccount?.accountNumber ?? '',
      amount: '321.00',
      fromBankCode: member.bankCode,
      fromAccountNumber: `xxx-x-x${member.accountNumber.slice(-5, -1)}-x`,
      fromName: 'ทดสอบ ฝากถอน',
    });
    expect(result).toBe('CREDITED');
    await waitForText(deposits, baht(before + 32_100n), 5_000);
    expect(socket.hints.count).toBeGreaterThan(0);
    expect(reloads).toBe(0);

    // The daily report of this month as a CSV file, fetched with the staff token.
    await site.goTo('รายงาน');
    await page.getByRole('table', { name: 'รายวัน' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'ดาวน์โหลด CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^daily-\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/);
    // Read as a stream: the suite's browser is connected to, not launched, so no local path exists.
    const csv = (await text(await download.createReadStream())).replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[0]).toBe(
      'วันที่,รหัสหวย,ชื่อหวย,จำนวนบิล,ยอดแทง,ยอดจ่ายรางวัล,ยอดคืนเงิน,ยอดแทงที่ออกผลแล้ว,กำไร',
    );
    await site.toast('ดาวน์โหลด daily-').waitFor();
  });

  it("support's home page is a work queue without house money; the owner's summary report switches period", async () => {
    const { baseUrl, page } = browser;
    const site = new AdminSite(page);
    const ownerToken = await apiStaffLogin(baseUrl, E2E_OWNER);
    const support = await apiStaffMember(baseUrl, ownerToken, 'support');

    await site.open('/admin');
    await site.logIn(support.username, 'e2e-staff-password');
    await page.getByRole('heading', { level: 1, name: 'แดชบอร์ด' }).waitFor();
    await page.getByRole('heading', { name: 'งานที่รอดำเนินการ' }).waitFor();
    // The queues support works, each a link to its page; no GGR, takings or programme costs.
    const receivables = page.getByTestId('dashboard-queue-receivables');
    await receivables.waitFor();
    expect(await receivables.getByRole('link', { name: 'สมาชิกค้างชำระ' }).getAttribute('href')).toBe(
      '/admin/finance/receivables',
    );
    expect(await page.getByTestId('dashboard-queue-pendingWithdrawals').count()).toBe(0);
    for (const hidden of [
      'dashboard-ggr',
      'dashboard-deposits',
      'dashboard-games-ggr',
      'dashboard-reward-net',
    ])
      expect(await page.getByTestId(hidden).count()).toBe(0);
    expect(await page.getByText('กำไรขั้นต้น (GGR)').count()).toBe(0);
    expect(await site.menu.getByRole('link', { name: 'สรุปตามช่วงเวลา', exact: true }).count()).toBe(0);
    await site.logOut();

    await site.logIn(E2E_OWNER.username, E2E_OWNER.password);
    await page.getByRole('heading', { level: 1, name: 'แดชบอร์ด' }).waitFor();
    await site.goTo('สรุปตามช่วงเวลา');
    const covers = page.getByTestId('summary-covers');
    await page.getByTestId('summary-LOTTERY').waitFor();
    const day = await covers.innerText();
    expect(await page.getByTestId('summary-cash-net').innerText()).toMatch(/฿/);
    await page.getByRole('tab', { name: 'รายเดือน' }).click();
    await page.waitForFunction(
      ([testId, before]) => document.querySelector(`[data-testid="${testId}"]`)?.textContent !== before,
      ['summary-covers', day] as const,
    );
    // A month opens on its first business day, 11:00 Bangkok time.
    expect(await covers.innerText()).toMatch(/ 1 .*11:00/);
  });
});
