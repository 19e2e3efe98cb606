import { devClockPath } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { apiStaffLogin, call, E2E_OWNER, readOtp, uniquePhone } from '../fixtures/api';
import { PHONE, useBrowser, useOwnServer } from '../fixtures/browser';
import { MemberSite } from '../page-models/member-site';

/**
 * The member's own "forgot password" at 390×844, on a server of its own whose clock the owner can
 * move (DEV_CLOCK): every code sent to a phone counts against its 60-second rule, the registration's
 * too, so the clock passes that minute instead of the test waiting for it.
 */
describe('forgot password on a phone', () => {
  const server = useOwnServer({ DEV_CLOCK: 'true' });
  const browser = useBrowser(PHONE, { baseUrl: () => server.baseUrl });

  it('a member registered through the UI logs out, sets a new password with ลืมรหัสผ่าน and the SMS code, and logs in with it; the old one is refused', async () => {
    const baseUrl = server.baseUrl;
    const site = new MemberSite(browser.page);
    const phone = uniquePhone();
    const oldPassword = 'lucky123';
    const newPassword = 'fresh456';

    await site.open('/');
    await site.startRegistration();
    await site.requestOtp(phone);
    await site.enterOtp(await readOtp(baseUrl, phone));
    await site.fillMemberInfo({
      password: oldPassword,
      bankName: 'ธนาคารกสิกรไทย',
      accountNumber: phone.slice(1),
      fullName: 'ทดสอบ ลืมรหัส',
    });
    await site.toast('สมัครสมาชิกสำเร็จ').waitFor();
    await site.memberBar.waitFor();
    await site.logOut();
    await site.guestBar.waitFor();

    const owner = await apiStaffLogin(baseUrl, E2E_OWNER);
    await call(baseUrl, 'POST', devClockPath, { token: owner, body: { advanceMs: 61_000 } });

    await site.openForgotPassword();
    expect(new URL(browser.page.url()).searchParams.get('modal')).toBe('forgot-password');
    await site.requestOtp(phone);
    await site.dialog.getByText('หากไม่ได้รับรหัสภายใน 1 นาที สามารถขอรหัสใหม่ได้').waitFor();
    await site.enterOtp(await readOtp(baseUrl, phone, 'ตั้งรหัสผ่านใหม่'));
    await site.setNewPassword(newPassword);
    await site.toast('ตั้งรหัสผ่านใหม่เรียบร้อย กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่').waitFor();
    await site.dialog.getByRole('heading', { name: 'เข้าสู่ระบบ' }).waitFor();

    await site.logInHere(phone, oldPassword);
    await site.toast('หมายเลขโทรศัพท์หรือรหัสผ่านไม่ถูกต้อง').waitFor();
    expect(await site.memberBar.count()).toBe(0);
    await site.logInHere(phone, newPassword);
    await site.memberBar.waitFor();
  });
});
