import { randomInt } from 'node:crypto';
import { promotionPaths } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import {
  apiFundFromOwnAccount,
  apiLogin,
  apiMe,
  apiRegister,
  apiWallet,
  call,
  E2E_OWNER,
} from '../fixtures/api';
import { DESKTOP, useBrowser, waitForText } from '../fixtures/browser';
import { AdminSite } from '../page-models/admin-site';

describe('back office: promotions on a desktop', () => {
  const browser = useBrowser(DESKTOP);

  it('the owner creates a promotion with the server’s preview, a member takes it, staff cancel the condition with a reason, and the cost report counts it', async () => {
    const { baseUrl, page } = browser;
    const site = new AdminSite(page);
    const name = `โบนัสคงที่ e2e ${randomInt(1_000_000)}`;

    await site.open('/admin');
    await site.logIn(E2E_OWNER.username, E2E_OWNER.password);
    await site.menu.waitFor();
    await site.goTo('โปรโมชั่น');
    await page.getByRole('link', { name: 'สร้างโปรโมชั่น' }).click();
    const form = page.getByRole('form', { name: 'สร้างโปรโมชั่น' });
    await form.getByLabel('ชื่อโปรโมชั่น').fill(name);
    await form.getByLabel('ประเภท', { exact: true }).selectOption('EVERY_DEPOSIT');
    await form.getByRole('radio', { name: 'จำนวนคงที่' }).check();
    await form.getByLabel('โบนัส (บาท)').fill('30.00');
    await form.getByLabel('ตัวคูณเทิร์นโอเวอร์ (1–10)').fill('2');
    await form.getByLabel('คิดเทิร์นโอเวอร์จาก').selectOption('BONUS');

    // The preview is the server's quote of what the form says now.
    const preview = page.getByTestId('promotion-preview');
    await waitForText(preview.getByTestId('preview-bonus'), '฿30.00');
    await waitForText(preview.getByTestId('preview-target'), '฿60.00');
    await waitForText(preview.getByTestId('preview-terms'), 'รับโบนัส 30 บาท');

    await form.getByRole('button', { name: 'บันทึก' }).click();
    await site.toast(`บันทึกโปรโมชั่น ${name} แล้ว`).waitFor();
    await page.getByRole('form', { name: 'แก้ไขโปรโมชั่น' }).waitFor();
    const promotionId = page.url().match(/promotions\/([^/]+)\/edit/)?.[1] ?? '';
    expect(promotionId).not.toBe('');

    // A member takes it and deposits 200: 30 baht of bonus, 60 baht to wager.
    const member = await apiRegister(baseUrl, { fullName: 'สมาชิก โบนัส' });
    const token = await apiLogin(baseUrl, member);
    await call(baseUrl, 'POST', promotionPaths.select, {
      token,
      body: { promotionId },
      idempotencyKey: `e2e-${randomInt(1e9)}`,
    });
    expect(
      await apiFundFromOwnAccount(baseUrl, token, member, { amount: '200.00', fromName: 'สมาชิก โบนัส' }),
    ).toBe('CREDITED');
    const deadline = Date.now() + 15_000;
    while ((await apiWallet(baseUrl, token)).bonus !== '30.00' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await apiWallet(baseUrl, token)).toMatchObject({ cash: '200.00', bonus: '30.00' });

    // Staff see the member's condition and cancel it with a reason; the bonus leaves, the cash stays.
    const { id: memberId } = await apiMe(baseUrl, token);
    await site.open(`/admin/promotions/conditions?memberId=${memberId}`);
    const row = page.getByTestId('condition-row').filter({ hasText: name });
    await waitForText(row, '฿0.00 / ฿60.00');
    const reason = `ทดสอบยกเลิก ${randomInt(1_000_000)}`;
    await site.act(row, 'ยกเลิกเงื่อนไข', { label: 'เหตุผล (สมาชิกเห็นข้อความนี้ในประวัติโบนัส)', value: reason });
    await site.toast('ยกเลิกเงื่อนไขแล้ว').waitFor();
    expect(await apiWallet(baseUrl, token)).toMatchObject({ cash: '200.00', bonus: '0.00' });
    await site.selectTab('ยกเลิกโดยพนักงาน');
    await waitForText(page.getByTestId('condition-row').filter({ hasText: name }), reason);

    // The cost report counts one grant of 30 baht, forfeited.
    await site.goTo('รายงานต้นทุนโปรโมชั่น');
    const cost = page.getByTestId('cost-row').filter({ hasText: name });
    const text = await waitForText(cost, '฿30.00');
    expect(text.replace(/\s+/g, ' ')).toContain('1 ฿30.00 ฿0.00 ฿30.00 0');
  });
});
