import { describe, expect, it } from 'vitest';
import { apiDepositAccounts, apiLogin, apiRegister, sendStatementLine } from '../fixtures/api';
import { useBrowser, waitForText } from '../fixtures/browser';
import { useStaffReviewedWithdrawals } from '../fixtures/withdrawals';
import { MemberSite } from '../page-models/member-site';

const textOf = async (locator: import('playwright-core').Locator) => {
  await locator.waitFor({ state: 'visible' });
  return (await locator.innerText()).trim();
};

describe('member money on a phone', () => {
  const browser = useBrowser();
  // The hold on the member's screen is this spec's subject: the withdrawal waits for staff.
  useStaffReviewedWithdrawals();

  it('a member funded by the bank feed sees the balance change live, withdraws, and finds it in history', async () => {
    const site = new MemberSite(browser.page);
    const member = await apiRegister(browser.baseUrl);
    const token = await apiLogin(browser.baseUrl, member);
    const bankAccount = (await apiDepositAccounts(browser.baseUrl, token)).find((a) => a.type === 'BANK');
    expect(bankAccount).toBeDefined();

    await site.signInWithToken(token);
    const connected = site.waitForRealtime();
    await site.open('/');
    await site.memberBar.waitFor();
    expect(await textOf(site.balance)).toContain('฿0.00');
    await connected;

    let reloads = 0;
    // A full page load (not the ?modal= history changes): the balance must change without one.
    browser.page.on('load', () => {
      reloads += 1;
    });
    const result = await sendStatementLine(browser.baseUrl, {
      toAccountNumber: bankAccount?.accountNumber ?? '',
      amount: '500.00',
      fromBankCode: member.bankCode,
      fromAccountNumber: `xxx-x-x${member.accountNumber.slice(-5, -1)}-x`,
      fromName: 'ทดสอบ ฝากถอน',
    });
    expect(result).toBe('CREDITED');
    await waitForText(site.balance, '฿500.00', 5_000);
    await site.toast('ฝากเงินสำเร็จ ฿500.00').waitFor();
    expect(reloads).toBe(0);

    await site.openWithdraw();
    await waitForText(site.modalBalance, '฿500.00');
    await site.requestWithdrawal('200');
    await site.toast('สร้างรายการถอนสำเร็จ, โปรดรอการตรวจสอบ').waitFor();
    expect(await site.dialog.getByLabel('ยอดเงินที่ต้องการถอน (บาท)').inputValue()).toBe('');
    await waitForText(site.modalBalance, '฿300.00');
    await waitForText(site.modalLockedBalance, '฿200.00');
    await waitForText(site.balance, '฿300.00');

    await browser.page.keyboard.press('Escape');
    await site.dialog.waitFor({ state: 'detached' });
    await site.openFundHistory('ประวัติถอน');
    const withdrawal = site.historyItems.first();
    await waitForText(withdrawal, '฿200.00');
    expect(await withdrawal.innerText()).toMatch(/฿500\.00[\s\S]*฿300\.00/);
    await site.dialog.getByRole('tab', { name: 'ประวัติฝาก' }).click();
    await waitForText(site.historyItems.first(), '฿500.00');
    expect(reloads).toBe(0);
  });
});
