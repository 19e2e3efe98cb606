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
    await this.logInHere(phone, password);
  }

  /** Logs in through the login modal that is already open. */
  async logInHere(phone: string, password: string) {
    await this.dialog.getByLabel('หมายเลขโทรศัพท์').fill(phone);
    await this.dialog.getByLabel('รหัสผ่าน').fill(password);
    await this.dialog.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  }

  /** The login modal's "ลืมรหัสผ่าน?", from the header. */
  async openForgotPassword() {
    await this.page.getByRole('banner').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await this.dialog.getByRole('link', { name: 'ลืมรหัสผ่าน?' }).click();
    await this.dialog.getByRole('heading', { name: 'ลืมรหัสผ่าน' }).waitFor();
  }

  /** Forgot password's last step: the new password twice. */
  async setNewPassword(password: string) {
    await this.dialog.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(password);
    await this.dialog.getByLabel('ยืนยันรหัสผ่านใหม่').fill(password);
    await this.dialog.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).click();
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

  /**
   * Signs in the way the site remembers a login: the token in localStorage as lib/auth-store
   * persists it (zustand `persist`, key `chokdee-auth`), set before the page's scripts run.
   */
  async signInWithToken(accessToken: string) {
    await this.page.context().addInitScript((token) => {
      if (!localStorage.getItem('chokdee-auth')) {
        localStorage.setItem('chokdee-auth', JSON.stringify({ state: { accessToken: token }, version: 0 }));
      }
    }, accessToken);
  }

  /**
   * Resolves once the page's Socket.IO connection was accepted (the server's CONNECT packet). Called
   * before the steps that connect (so the event cannot pass unseen), it waits through them: a
   * registration on a busy machine takes longer than one step's 10 s.
   */
  waitForRealtime(timeout = 45_000): Promise<unknown> {
    return this.page
      .waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/socket.io/'), timeout })
      .then((ws) =>
        ws.waitForEvent('framereceived', {
          predicate: (frame) => typeof frame.payload === 'string' && frame.payload.startsWith('40'),
          timeout,
        }),
      );
  }

  /** The deposit / withdraw modal, opened from the member bar on its withdraw tab. */
  async openWithdraw() {
    await this.memberBar.getByRole('button', { name: 'ถอนเงิน' }).click();
    await this.dialog.getByRole('tab', { name: 'ถอนเงิน', selected: true }).waitFor();
  }

  async requestWithdrawal(amount: string) {
    await this.dialog.getByLabel('ยอดเงินที่ต้องการถอน (บาท)').fill(amount);
    await this.dialog.getByRole('button', { name: 'ยืนยันการถอนเงิน' }).click();
  }

  get modalBalance(): Locator {
    return this.dialog.getByTestId('modal-balance');
  }

  get modalLockedBalance(): Locator {
    return this.dialog.getByTestId('modal-locked-balance');
  }

  /** The statement from the user menu's "payment history" item (ประวัติการเงิน). */
  async openStatement() {
    await this.page.getByRole('button', { name: 'เมนูผู้ใช้' }).click();
    await this.page.getByRole('menuitem', { name: 'ประวัติการเงิน' }).click();
    await this.dialog.getByRole('heading', { name: 'ประวัติการเงิน' }).waitFor();
  }

  get statementLines(): Locator {
    return this.dialog.getByTestId('statement-line');
  }

  /** Fund history, from the statement's way to it, on the given tab. */
  async openFundHistory(tab: 'ประวัติฝาก' | 'ประวัติถอน') {
    await this.openStatement();
    await this.dialog.getByRole('button', { name: 'ประวัติฝาก-ถอน' }).click();
    await this.dialog.getByRole('heading', { name: 'ประวัติฝาก-ถอน' }).waitFor();
    await this.dialog.getByRole('tab', { name: tab }).click();
  }

  get historyItems(): Locator {
    return this.dialog.getByTestId('payment-history-item');
  }

  /** One fund-history row (the modal is open), by its payment reference. */
  historyItem(paymentRef: string): Locator {
    return this.historyItems.filter({ hasText: paymentRef });
  }

  /** The access token the site holds after a login or a registration (lib/auth-store's `persist`). */
  accessToken(): Promise<string> {
    return this.page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('chokdee-auth') ?? '{}') as {
        state?: { accessToken?: string };
      };
      return stored.state?.accessToken ?? '';
    });
  }

  /** On the lottery list: the product's card (by its exact name) → its open round's buy page. */
  async openLotteryProduct(productName: string) {
    const card = this.page
      .getByTestId('lotto-product')
      .filter({ has: this.page.getByText(productName, { exact: true }) });
    await card.getByRole('link', { name: 'แทงหวย' }).click();
    await this.page.getByRole('tablist', { name: 'ประเภทการแทง' }).waitFor();
  }

  /** The buy page's bet-type tab whose name starts with `betName` ("2 ตัวบน" → "2 ตัวบน บาทละ 90"). */
  async chooseBetType(betName: string) {
    const tab = this.page
      .getByRole('tablist', { name: 'ประเภทการแทง' })
      .getByRole('tab', { name: new RegExp(`^${betName} `) });
    await tab.click();
    await this.page
      .getByRole('tablist', { name: 'ประเภทการแทง' })
      .getByRole('tab', { name: new RegExp(`^${betName} `), selected: true })
      .waitFor();
  }

  async setReverse(on: boolean) {
    await this.page.getByRole('checkbox', { name: 'กลับเลข' }).setChecked(on);
  }

  async setDefaultAmount(amount: string) {
    const input = this.page.getByLabel('ราคาเริ่มต้น', { exact: true });
    await input.fill(amount);
    await input.press('Enter');
  }

  /** Taps the number's digits on the number pad (a complete number goes into the slip). */
  async tapNumber(number: string) {
    const pad = this.page.getByRole('group', { name: 'แป้นตัวเลข' });
    for (const digit of number) await pad.getByRole('button', { name: digit, exact: true }).click();
  }

  /** Sets one slip line's amount, found by bet type and number ("ราคา 2 ตัวบน 23"). */
  async setLineAmount(betName: string, number: string, amount: string) {
    const input = this.page.getByLabel(`ราคา ${betName} ${number}`, { exact: true });
    await input.fill(amount);
    await input.press('Enter');
  }

  get slipLines(): Locator {
    return this.page.getByTestId('slip-line');
  }

  /** From the buy page's footer to checkout, then confirm the bill in the confirm step. */
  async checkoutAndConfirm() {
    await this.page.getByRole('link', { name: 'ตรวจสอบโพย' }).click();
    await this.page.getByRole('heading', { name: 'ตรวจสอบโพย' }).waitFor();
    await this.page.getByRole('button', { name: 'ยืนยันแทงหวย' }).click();
    await this.page
      .getByRole('alertdialog', { name: 'ยืนยันการแทง' })
      .getByRole('button', { name: 'ยืนยันแทงหวย' })
      .click();
  }

  /** An order-history card (the modal is open), by its bill number. */
  orderCard(billNo: string): Locator {
    return this.dialog.getByTestId('order-card').filter({ hasText: billNo });
  }

  toast(text: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }

  /** `/promotions`: take the promotion named `name` (the site then opens the deposit tab). */
  async takePromotion(name: string) {
    await this.page.goto('/promotions');
    await this.page.getByRole('button', { name: `รับโปรโมชั่น ${name}` }).click();
    await this.dialog.getByRole('tab', { name: 'ฝากเงิน', selected: true }).waitFor();
  }

  /** The header's small turnover bar under the balance (present while a condition is open). */
  get balanceProgress(): Locator {
    return this.page.getByTestId('balance-progress');
  }

  /** The turnover progress card (withdraw tab, the refusal notice, `/promotions`). */
  turnoverCard(scope: Locator = this.page.locator('body')): Locator {
    return scope.getByTestId('turnover-card');
  }

  /** The active-promotion notice a refused withdrawal shows (docs/domain/member-site.md §8). */
  get promotionNotice(): Locator {
    return this.page.getByRole('alertdialog', { name: 'คุณกำลังใช้งานโปรโมชั่น' });
  }
}
