import { describe, expect, it } from 'vitest';
import { readOtp, uniquePhone } from '../fixtures/api';
import { PHONE, useBrowser, useOwnServer } from '../fixtures/browser';
import { MemberSite } from '../page-models/member-site';

/** Waits for the locator to be visible (Playwright's own wait), then hands back its text. */
const textOf = async (locator: import('playwright-core').Locator) => {
  await locator.waitFor({ state: 'visible' });
  return (await locator.innerText()).trim();
};

describe('member golden path on a phone', () => {
  // On the embedded PGlite of `npm start`, as a fresh clone runs: the shared servers use PostgreSQL
  // when the run has one (fixtures/server.ts).
  const server = useOwnServer({ DATABASE_URL: '' });
  const browser = useBrowser(PHONE, { baseUrl: () => server.baseUrl });

  it('a guest registers with an OTP, sees ฿0.00, logs out, logs back in and changes the password', async () => {
    const site = new MemberSite(browser.page);
    const phone = uniquePhone();
    const password = 'lucky123';
    const newPassword = 'lucky456';

    await site.open('/');
    await site.guestBar.waitFor();
    expect(await site.memberBar.count()).toBe(0);
    const guestItems = await site.guestBar
      .getByRole('link')
      .or(site.guestBar.getByRole('button'))
      .allInnerTexts();
    expect(guestItems.join('|')).toMatch(/เข้าสู่ระบบ.*สมัครสมาชิก.*หน้าแรก.*โปรโมชั่น.*ติดต่อ/s);

    await site.startRegistration();
    await site.requestOtp(phone);
    const code = await readOtp(browser.baseUrl, phone);
    expect(code).toMatch(/^\d{6}$/);
    await site.enterOtp(code);
    await site.fillMemberInfo({
      password,
      bankName: 'ธนาคารกสิกรไทย',
      accountNumber: phone.slice(1),
      fullName: 'ทดสอบ ระบบ',
    });

    await site.toast('สมัครสมาชิกสำเร็จ').waitFor();
    await site.memberBar.waitFor();
    await site.dialog.waitFor({ state: 'detached' });
    expect(await textOf(site.balance)).toContain('฿0.00');
    expect(await site.guestBar.count()).toBe(0);

    await site.logOut();
    await site.guestBar.waitFor();
    expect(new URL(browser.page.url()).pathname).toBe('/');

    await site.logIn(phone, password);
    await site.memberBar.waitFor();
    expect(await textOf(site.balance)).toContain('฿0.00');

    await site.changePassword(password, newPassword);
    await site.toast('เปลี่ยนรหัสผ่านเรียบร้อย').waitFor();

    await site.logOut();
    await site.logIn(phone, password);
    await site.toast('หมายเลขโทรศัพท์หรือรหัสผ่านไม่ถูกต้อง').waitFor();
    await site.dialog.getByLabel('รหัสผ่าน').fill(newPassword);
    await site.dialog.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await site.memberBar.waitFor();
  });

  it('an unknown route shows the Thai 404 page with a way home', async () => {
    const site = new MemberSite(browser.page);
    await site.open('/no-such-page');
    expect(await textOf(browser.page.getByRole('heading', { level: 1 }))).toContain('404');
    await browser.page.getByText('ไม่พบหน้าที่คุณต้องการ').waitFor();
    await browser.page.getByRole('link', { name: 'กลับไปหน้าแรก' }).click();
    await browser.page.waitForURL((url) => url.pathname === '/');
  });
});
