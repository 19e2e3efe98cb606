import type { Locator, Page } from 'playwright-core';

/** The member site as a person sees it: locators by role and label, methods named for intents. */
export class MemberSite {
  readonly guestBar: Locator;
  readonly memberBar: Locator;
  readonly balance: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.guestBar = page.getByRole('navigation', { name: 'เมนูผู้เยี่ยมชม' });
    this.memberBar = page.getByRole('navigation', { name: 'เมนูสมาชิก' });
    this.balance = page.getByTestId('wallet-balance');
    this.dialog = page.getByRole('dialog');
  }

  async open(path = '/') {
    await this.page.goto(path);
  }

  async startRegistration() {
    await this.page.getByRole('banner').getByRole('button', { name: 'สมัครสมาชิก' }).click();
    await this.dialog.getByRole('heading', { name: 'สมัครสมาชิก' }).waitFor();
  }

  async requestOtp(phone: string) {
    await this.dialog.getByLabel('หมายเลขโทรศัพท์').fill(phone);
    await this.dialog.getByRole('button', { name: 'ขอรหัส OTP' }).click();
  }

  async enterOtp(code: string) {
    for (const [index, digit] of [...code].entries()) {
      await this.dialog.getByLabel(`OTP หลักที่ ${index + 1}`).fill(digit);
    }
    await this.dialog.getByRole('button', { name: 'ยืนยัน OTP' }).click();
  }

  async fillMemberInfo(info: {
    password: string;
    bankName: string;
    accountNumber: string;
    fullName: string;
  }) {
    await this.dialog.getByLabel('รหัสผ่าน', { exact: true }).fill(info.password);
    await this.dialog.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill(info.password);
    await this.dialog.getByRole('radio', { name: info.bankName }).check();
    await this.dialog.getByLabel('เลขบัญชีธนาคาร').fill(info.accountNumber);
    await this.dialog.getByLabel('ชื่อ-นามสกุล').fill(info.fullName);
    await this.dialog.getByRole('button', { name: 'สมัครสมาชิก' }).click();
  }

  async logIn(phone: string, password: string) {
    await this.page.getByRole('banner').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await this.dialog.getByLabel('หมายเลขโทรศัพท์').fill(phone);
    await this.dialog.getByLabel('รหัสผ่าน').fill(password);
    await this.dialog.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  }

  async logOut() {
    await this.page.getByRole('button', { name: 'เมนูผู้ใช้' }).click();
    await this.page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
  }

  async changePassword(current: string, next: string) {
    await this.page.goto('/?modal=change-password');
    await this.dialog.getByLabel('รหัสผ่านเดิม').fill(current);
    await this.dialog.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(next);
    await this.dialog.getByLabel('ยืนยันรหัสผ่านใหม่').fill(next);
    await this.dialog.getByRole('button', { name: 'บันทึก' }).click();
  }

  toast(text: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }
}
