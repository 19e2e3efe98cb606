import type { Locator, Page } from 'playwright-core';

/** The back office at /admin as staff see it: locators by role and label, methods named for intents. */
export class AdminSite {
  readonly menu: Locator;
  /** Below the desktop width (a tablet) the menu is a drawer behind this header button. */
  readonly menuToggle: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: 'เมนูหลัก' });
    this.menuToggle = page.getByRole('button', { name: 'เมนู', exact: true });
    this.dialog = page.getByRole('dialog');
  }

  /** Logged in and the app drawn: the menu, or on a tablet its drawer's button. */
  async ready() {
    await this.menu.or(this.menuToggle).first().waitFor();
  }

  toast(text: string) {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  }

  async open(path = '/admin') {
    await this.page.goto(path);
  }

  async logIn(username: string, password: string) {
    await this.page.getByLabel('ชื่อผู้ใช้').fill(username);
    await this.page.getByLabel('รหัสผ่าน').fill(password);
    await this.page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  }

  async enterTotp(code: string) {
    await this.page.getByLabel('รหัสยืนยันตัวตน 6 หลัก').fill(code);
    await this.page.getByRole('button', { name: 'ยืนยันรหัส' }).click();
  }

  async logOut() {
    await this.page.getByRole('button', { name: 'ออกจากระบบ' }).click();
    await this.page.getByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน' }).waitFor();
  }

  /** The menu entry named exactly `menuItem` ("รายงาน", not "รายงานต้นทุนโปรโมชั่น"), and its page. */
  async goTo(menuItem: string) {
    await this.ready();
    if (!(await this.menu.isVisible())) await this.menuToggle.click();
    await this.menu.getByRole('link', { name: menuItem, exact: true }).click();
    await this.page.getByRole('heading', { level: 1, name: menuItem }).waitFor();
  }

  /** Starts TOTP setup on "my account"; the secret as shown once (spaces removed), acknowledged. */
  async startTotpSetup(): Promise<string> {
    await this.page.getByRole('button', { name: 'เริ่มตั้งค่า' }).click();
    await this.page.getByRole('img', { name: 'QR สำหรับตั้งค่าแอป Authenticator' }).waitFor();
    const secret = (await this.page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
    await this.acknowledgeShownOnce();
    return secret;
  }

  /** Closes a secret shown once: only its "I have copied it" button does. */
  async acknowledgeShownOnce() {
    await this.dialog.getByRole('button', { name: 'คัดลอกเก็บไว้แล้ว' }).click();
    await this.dialog.waitFor({ state: 'detached' });
  }

  async confirmTotp(code: string, button: 'เปิดใช้งาน' | 'ปิดการยืนยันตัวตนสองขั้นตอน') {
    await this.page.getByLabel('รหัสยืนยันตัวตน 6 หลัก').fill(code);
    await this.page.getByRole('button', { name: button }).click();
  }

  async selectTab(name: string) {
    await this.page.getByRole('tab', { name }).click();
  }

  /** Opens a row's action, fills the dialog's one field (if any) and confirms with the same label. */
  async act(row: Locator, action: string, field?: { label: string; value: string }) {
    await row.getByRole('button', { name: action }).click();
    await this.dialog.waitFor();
    if (field) await this.dialog.getByLabel(field.label).fill(field.value);
    await this.dialog.getByRole('button', { name: action }).click();
    await this.dialog.waitFor({ state: 'detached' });
  }
}
