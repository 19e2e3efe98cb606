import { randomInt } from 'node:crypto';
import { defaultCategoryWeights, type PromotionAdmin, promotionPaths } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import {
  apiFundFromOwnAccount,
  apiLedgerCheck,
  apiLogin,
  apiLottoList,
  apiRegister,
  apiRoundAction,
  apiStaffLogin,
  apiStaffMember,
  apiWallet,
  call,
  E2E_OWNER,
} from '../fixtures/api';
import { useBrowser, waitForText } from '../fixtures/browser';
import { pickOpenProduct, rawResults, TOP3 } from '../fixtures/lottery';
import { useStaffReviewedWithdrawals } from '../fixtures/withdrawals';
import { MemberSite } from '../page-models/member-site';

/** 2 ตัวบน on a number the entered result (top2 = "23") does not hit: the stake is lost, all of it counts. */
const LOSING_TWO_TOP = '45';

/**
 * The promotions walk (docs/modules/promotions.md) at 390×844: a member picks a promotion, deposits through the bank feed, is refused a
 * withdrawal with the progress card, plays to the target, sees the bonus convert, and withdraws.
 * The promotion is the test's own (owner, through the admin API): 10% of the deposit, ×1 of the bonus,
 * so a 500-baht deposit gets 50 baht of bonus and 50 baht of settled stakes meet the target.
 */
describe('promotions on a phone', () => {
  const browser = useBrowser();
  // The withdrawal at the end is shown on hold (the automatic payout has its own spec).
  useStaffReviewedWithdrawals();

  it('pick, deposit, refused with the progress card, play to the target, converted, withdraw', async () => {
    const baseUrl = browser.baseUrl;
    const site = new MemberSite(browser.page);
    const ownerToken = await apiStaffLogin(baseUrl, E2E_OWNER);
    const name = `โปรทดสอบ e2e ${randomInt(1_000_000)}`;
    const promotion = await call<PromotionAdmin>(baseUrl, 'POST', promotionPaths.adminList, {
      token: ownerToken,
      body: {
        name,
        description: 'โปรสำหรับทดสอบ',
        bannerUrl: null,
        kind: 'EVERY_DEPOSIT',
        periodDays: null,
        bonusPercent: 10,
        bonusCap: null,
        fixedBonus: null,
        minDeposit: '100.00',
        multiplier: '1',
        base: 'BONUS',
        categoryWeights: defaultCategoryWeights,
        maxStake: '500.00',
        validFrom: null,
        validTo: null,
        enabled: true,
        sortOrder: 9999,
      },
    });
    expect(promotion).toMatchObject({ name, multiplier: '1', enabled: true });
    const product = pickOpenProduct(await apiLottoList(baseUrl), ['TWO_TOP']);
    const roundCode = product.currentRound.roundCode;

    const member = await apiRegister(baseUrl, { fullName: 'ทดสอบ โปรโมชั่น' });
    const token = await apiLogin(baseUrl, member);
    await site.signInWithToken(token);
    const connected = site.waitForRealtime();
    await site.open('/');
    await site.memberBar.waitFor();
    await connected;

    // 1. Pick the promotion on /promotions: its plain-Thai terms are there; the deposit tab says it.
    await site.open('/promotions');
    const card = browser.page.getByTestId('promotion-card').filter({ hasText: name });
    await waitForText(card, 'เงื่อนไข');
    await site.takePromotion(name);
    await waitForText(site.dialog.getByTestId('next-deposit-promotion'), name);

    // 2. Deposit through the bank feed: the deposit is credited, the bonus granted on it (outbox consumer).
    const credited = await apiFundFromOwnAccount(baseUrl, token, member, {
      amount: '500.00',
      fromName: 'ทดสอบ โปรโมชั่น',
    });
    expect(credited).toBe('CREDITED');
    await waitForText(site.balance, '฿550.00', 15_000);
    expect(await apiWallet(baseUrl, token)).toMatchObject({
      balance: '550.00',
      cash: '500.00',
      bonus: '50.00',
    });
    await site.balanceProgress.waitFor();
    expect(await site.balanceProgress.getAttribute('aria-valuenow')).toBe('0');

    // 3. A withdrawal is refused: the notice with the progress card; the form is cleared, the modal closed.
    await browser.page.keyboard.press('Escape');
    await site.dialog.waitFor({ state: 'detached' });
    await site.openWithdraw();
    await waitForText(site.turnoverCard(site.dialog), '฿0.00 / ฿50.00');
    await site.requestWithdrawal('100');
    await site.promotionNotice.waitFor();
    await waitForText(site.turnoverCard(site.promotionNotice), name);
    await waitForText(site.turnoverCard(site.promotionNotice), '฿0.00 / ฿50.00');
    expect(new URL(browser.page.url()).searchParams.get('modal')).toBeNull();
    await site.promotionNotice.getByRole('button', { name: 'รับทราบ' }).click();
    await site.promotionNotice.waitFor({ state: 'detached' });
    expect((await apiWallet(baseUrl, token)).lockedBalance).toBe('0.00');

    // 4. Play to the target: one 2 ตัวบน line of 50 baht (cash first), then staff result the round.
    await site.open('/lottery');
    await site.openLotteryProduct(product.productName);
    await site.chooseBetType('2 ตัวบน');
    await site.tapNumber(LOSING_TWO_TOP);
    await site.setLineAmount('2 ตัวบน', LOSING_TWO_TOP, '50');
    await waitForText(browser.page.getByTestId('slip-total'), '฿50.00');
    await site.checkoutAndConfirm();
    await waitForText(site.toast('แทงหวยสำเร็จ โพยเลขที่'), 'โพยเลขที่');
    await waitForText(site.balance, '฿500.00');
    expect(await apiWallet(baseUrl, token)).toMatchObject({ cash: '450.00', bonus: '50.00' });
    // Placed is not settled: nothing counts yet.
    expect(await site.balanceProgress.getAttribute('aria-valuenow')).toBe('0');

    const clerk = await apiStaffMember(baseUrl, ownerToken, 'lottery');
    expect((await apiRoundAction(baseUrl, clerk.token, 'close', roundCode)).status).toBe('CLOSED');
    await apiRoundAction(baseUrl, clerk.token, 'result', roundCode, rawResults[product.resultFormat]);
    const converted = site.toast('ทำเทิร์นโอเวอร์ครบแล้ว โบนัสเปลี่ยนเป็นเงินสด').waitFor({ timeout: 20_000 });
    expect((await apiRoundAction(baseUrl, ownerToken, 'resultConfirm', roundCode)).status).toBe('SETTLED');
    expect(TOP3.slice(1)).not.toBe(LOSING_TWO_TOP);

    // 5. The stake met the target on the exact satang: the bonus became cash, live.
    await converted;
    await site.balanceProgress.waitFor({ state: 'detached' });
    await waitForText(site.balance, '฿500.00');
    expect(await apiWallet(baseUrl, token)).toMatchObject({
      balance: '500.00',
      cash: '500.00',
      bonus: '0.00',
    });
    await site.open('/promotions');
    const history = browser.page.getByTestId('bonus-history-item');
    await waitForText(history.first(), 'เปลี่ยนเป็นเงินสด');
    await waitForText(history.first(), '฿50.00');
    await waitForText(history.nth(1), 'ได้รับโบนัส');

    // 6. Now the withdrawal goes through, all of it cash.
    await site.openWithdraw();
    expect(await site.turnoverCard(site.dialog).count()).toBe(0);
    await site.requestWithdrawal('500');
    await site.toast('สร้างรายการถอนสำเร็จ, โปรดรอการตรวจสอบ').waitFor();
    await waitForText(site.modalLockedBalance, '฿500.00');
    expect((await apiLedgerCheck(baseUrl, ownerToken)).ok).toBe(true);
  });
});
