import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiFundedMember, apiWallet } from '../fixtures/api';
import { useBrowser, waitForText } from '../fixtures/browser';
import { MemberSite } from '../page-models/member-site';

const textOf = async (locator: Locator) => {
  await locator.waitFor({ state: 'visible' });
  return (await locator.innerText()).trim();
};

/**
 * The money screens' edges on a phone: the withdraw form says the limits that bind this member (the
 * demo's VIP level 1 "สมาชิก": ฿20,000 a request, ฿50,000 a day; the auto-approve rule up to ฿5,000)
 * and "ถอนทั้งหมด" fills what the server will take; offline, the balance is the last one known, marked
 * so; a guest on a member page is asked to log in.
 */
describe('money edges on a phone', () => {
  const browser = useBrowser();

  const fundedMember = (amount: string) => apiFundedMember(browser.baseUrl, amount, 'ทดสอบ ขอบเงิน');

  it('the withdraw form shows the binding limits, the bank account and the review rule; "all" fills what passes', async () => {
    const { member, token } = await fundedMember('25285.00');
    const site = new MemberSite(browser.page);
    await site.signInWithToken(token);
    await site.open('/');
    await waitForText(site.balance, '฿25,285.00');
    await site.openWithdraw();

    const limits = site.dialog.getByTestId('withdraw-limits');
    // The level's ฿20,000 binds, not the site's ฿100,000.
    await waitForText(limits, 'สูงสุด ฿20,000.00 ต่อรายการ');
    expect(await textOf(limits)).not.toContain('100,000');
    expect(await textOf(limits)).toContain('ถอนขั้นต่ำ ฿100.00');
    expect(await textOf(limits)).toMatch(/ระดับ สมาชิก[\s\S]*฿50,000\.00 ต่อวัน/);
    expect(await textOf(limits)).toMatch(/วันนี้ถอนได้อีก[\s\S]*฿50,000\.00/);
    const account = site.dialog.getByTestId('withdraw-account');
    expect(await textOf(account)).toContain('กสิกรไทย');
    expect(await textOf(account)).toContain(`xxxxxx${member.accountNumber.slice(-4)}`);
    expect(await textOf(account)).not.toContain(member.accountNumber);
    expect(await textOf(site.dialog.getByTestId('withdraw-review'))).toContain(
      'ถอนไม่เกิน ฿5,000.00 อนุมัติอัตโนมัติ',
    );

    const amount = site.dialog.getByLabel('ยอดเงินที่ต้องการถอน (บาท)');
    await site.dialog.getByRole('button', { name: 'ถอนทั้งหมด' }).click();
    expect(await amount.inputValue()).toBe('20000.00');
    await site.dialog.getByRole('button', { name: 'ยืนยันการถอนเงิน' }).click();
    await site.toast('สร้างรายการถอนสำเร็จ, โปรดรอการตรวจสอบ').waitFor();
    await waitForText(site.modalBalance, '฿5,285.00');

    // After ฿20,000 today: ฿30,000 left today, and "all" is now the cash (฿5,285 < ฿20,000).
    await waitForText(limits, '฿30,000.00');
    await site.dialog.getByRole('button', { name: 'ถอนทั้งหมด' }).click();
    expect(await amount.inputValue()).toBe('5285.00');
    expect((await apiWallet(browser.baseUrl, token)).cash).toBe('5285.00');
  });

  it('offline, the header and the deposit modal keep the last known balance, marked as not current', async () => {
    const { token } = await fundedMember('285.00');
    const { page, context } = browser;
    const site = new MemberSite(page);
    await site.signInWithToken(token);
    await site.open('/');
    await waitForText(site.balance, '฿285.00');
    // The service worker serves the shell offline once it controls the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await waitForText(site.balance, '฿285.00');

    await context.setOffline(true);
    const stale = page.getByTestId('wallet-balance-stale');
    await waitForText(stale, 'ยอดล่าสุด');
    expect(await textOf(site.balance)).toBe('฿285.00');
    await site.openWithdraw();
    await waitForText(site.modalBalance, '฿285.00');
    expect(await textOf(site.dialog.getByTestId('modal-balance-stale'))).toContain('ยอดล่าสุด');
    await page.keyboard.press('Escape');
    await site.dialog.waitFor({ state: 'detached' });

    // A reload while offline: the shell comes from the service worker, the balance from the last read.
    await page.reload();
    await site.memberBar.waitFor();
    await waitForText(stale, 'ยอดล่าสุด');
    expect(await textOf(site.balance)).toBe('฿285.00');
    await site.openWithdraw();
    await waitForText(site.modalBalance, '฿285.00');
    expect(await textOf(site.modalBalance)).not.toContain('฿0.00');
    await page.keyboard.press('Escape');
    await site.dialog.waitFor({ state: 'detached' });

    // Back online: the note goes, the balance is read again.
    await context.setOffline(false);
    await stale.waitFor({ state: 'detached' });
    await waitForText(site.balance, '฿285.00');
  });

  it('a guest on /vip and /missions is asked to log in, like on the other member pages', async () => {
    const { page } = browser;
    const site = new MemberSite(page);
    for (const path of ['/vip', '/missions']) {
      await site.open(path);
      await site.guestBar.waitFor();
      const main = page.getByRole('main');
      await main.getByText('กรุณาเข้าสู่ระบบเพื่อใช้งานส่วนนี้').waitFor();
      expect(await main.getByText('กำลังโหลด').count()).toBe(0);
      await main.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
      await site.dialog.getByRole('heading', { name: 'เข้าสู่ระบบ' }).waitFor();
      await page.keyboard.press('Escape');
      await site.dialog.waitFor({ state: 'detached' });
    }
  });
});
