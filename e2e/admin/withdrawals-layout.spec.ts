import { adminHref, OPERATOR_HEADER } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { apiFundedMember, apiStaffLogin, apiWithdraw, E2E_OWNER } from '../fixtures/api';
import { TABLET, useBrowser, WIDE_DESKTOP } from '../fixtures/browser';
import { useStaffReviewedWithdrawals } from '../fixtures/withdrawals';
import { AdminSite } from '../page-models/admin-site';

const headers = (token: string) => ({
  [OPERATOR_HEADER]: 'demo',
  'content-type': 'application/json',
  authorization: `Bearer ${token}`,
});

/**
 * The withdrawal queue's "all" tab at the back office's two widths: every row's amount and action
 * buttons lie wholly inside the viewport (nothing needs sideways scrolling to be read or pressed).
 */
describe.each([
  ['1440×900', WIDE_DESKTOP],
  ['820×1180', TABLET],
] as const)('back office: the withdrawal queue fits the screen at %s', (_name, device) => {
  const browser = useBrowser(device);
  useStaffReviewedWithdrawals();

  it('shows every amount and action button of the "all" tab inside the viewport', async () => {
    const { baseUrl, page } = browser;
    // A pending one (approve, paid, reject) and an approved one waiting for staff with its reason.
    const { token } = await apiFundedMember(baseUrl, '20000.00');
    await apiWithdraw(baseUrl, token, '1234.56');
    const approvedId = (await apiWithdraw(baseUrl, token, '12345.67')).withdrawalId;
    const ownerToken = await apiStaffLogin(baseUrl, E2E_OWNER);
    const approved = await fetch(`${baseUrl}${adminHref.withdrawalAction(approvedId, 'approve')}`, {
      method: 'POST',
      headers: headers(ownerToken),
      body: '{}',
    });
    expect(approved.status).toBe(200);

    const site = new AdminSite(page);
    await site.open('/admin');
    await site.logIn(E2E_OWNER.username, E2E_OWNER.password);
    await site.goTo('รายการถอนเงิน');
    await site.selectTab('ทั้งหมด');
    await page.getByText('฿12,345.67').first().waitFor();

    const width = device.viewport.width;
    const rows = page.locator('tbody tr[data-testid^="withdrawal-"]');
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(2);
    const outside: string[] = [];
    let buttons = 0;
    for (let i = 0; i < count; i += 1) {
      const row = rows.nth(i);
      const name = (await row.getAttribute('data-testid')) ?? String(i);
      const targets = [
        row.getByTestId('withdrawal-amount'),
        ...(await row.getByTestId('withdrawal-actions').getByRole('button').all()),
      ];
      buttons += targets.length - 1;
      for (const target of targets) {
        const box = await target.boundingBox();
        if (!box || box.x < 0 || box.x + box.width > width)
          outside.push(`${name} ${await target.innerText()} x=${box?.x}..${box && box.x + box.width}`);
      }
    }
    expect(buttons).toBeGreaterThanOrEqual(6);
    expect(outside).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
});
