import type { LottoProduct } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import {
  apiDepositAccounts,
  apiLogin,
  apiLottoList,
  apiMe,
  apiRegister,
  readOtp,
  sendStatementLine,
  smsCount,
  uniquePhone,
} from '../fixtures/api';
import { useBrowser, waitForText } from '../fixtures/browser';
import { MemberSite } from '../page-models/member-site';

/** A product whose open round takes bills for 15 more minutes and sells 2 ตัวบน. */
const openProduct = (products: LottoProduct[]) => {
  const product = products.find((p) => {
    const round = p.currentRound;
    return (
      round?.status === 'OPEN' &&
      new Date(round.closeAt).getTime() - Date.now() > 15 * 60_000 &&
      p.options.some((option) => option.betType === 'TWO_TOP')
    );
  });
  if (!product?.currentRound) throw new Error('no open round sells 2 ตัวบน');
  return product;
};

describe('the slip, the bill and the account on a phone', () => {
  const browser = useBrowser();

  it('registration: the resend waits, going back keeps the code, an unknown referral code is named, the profile shows the own code', async () => {
    const { page, baseUrl } = browser;
    const site = new MemberSite(page);
    const referrer = await apiMe(baseUrl, await apiLogin(baseUrl, await apiRegister(baseUrl)));
    const phone = uniquePhone();

    // A friend's link: /register?ref=… keeps the code and opens the register modal.
    await site.open(`/register?ref=${referrer.referralCode}`);
    await site.dialog.getByRole('heading', { name: 'สมัครสมาชิก' }).waitFor();
    await site.requestOtp(phone);
    const code = await readOtp(baseUrl, phone);
    const resend = site.dialog.getByRole('button', { name: 'ขอรหัสใหม่' });
    expect(await resend.isDisabled()).toBe(true);

    // Back to the phone and on again: the same code, no second SMS.
    await site.dialog.getByRole('button', { name: 'แก้ไขเบอร์โทรศัพท์' }).click();
    expect(await site.dialog.getByLabel('หมายเลขโทรศัพท์').inputValue()).toBe(phone);
    await site.dialog.getByRole('button', { name: 'ขอรหัส OTP' }).click();
    await site.dialog.getByLabel('OTP หลักที่ 1').waitFor();
    expect(await smsCount(baseUrl, phone)).toBe(1);
    await site.enterOtp(code);

    // The link's code picked "เพื่อนแนะนำ"; a mistyped code is refused on its field.
    const source = site.dialog.getByLabel('รู้จักเราจากช่องทางใด');
    await source.waitFor();
    expect(await source.inputValue()).toBe('REFERRAL');
    const referral = site.dialog.getByLabel('รหัสแนะนำ (ถ้ามี)');
    expect(await referral.inputValue()).toBe(referrer.referralCode);
    await referral.fill('ZZZZ2222');
    await site.fillMemberInfo({
      password: 'lucky123',
      bankName: 'ธนาคารกสิกรไทย',
      accountNumber: phone.slice(1),
      fullName: 'ทดสอบ แนะนำ',
    });
    await waitForText(site.dialog, 'ไม่พบรหัสแนะนำนี้ กรุณาตรวจสอบหรือเว้นว่างไว้');
    expect(await referral.getAttribute('aria-invalid')).toBe('true');
    await referral.fill(referrer.referralCode);
    await site.dialog.getByRole('button', { name: 'สมัครสมาชิก' }).click();
    await site.toast('สมัครสมาชิกสำเร็จ').waitFor();
    await site.memberBar.waitFor();

    // The new member's own code, shown and copied in the profile.
    await site.open('/?modal=profile');
    const own = site.dialog.getByTestId('my-referral-code');
    const ownCode = (await waitForText(own, '')).trim();
    expect(ownCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(ownCode).not.toBe(referrer.referralCode);
    await site.dialog.getByRole('button', { name: 'คัดลอกรหัสแนะนำ' }).click();
    await site.toast('คัดลอกเรียบร้อย').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ownCode);
  });

  it('slip: quick amount, not enough money offers the deposit, the bill is cancelled only when confirmed and stays visible, โพยเก่า reuses it', async () => {
    const { page, baseUrl } = browser;
    const site = new MemberSite(page);
    const product = openProduct(await apiLottoList(baseUrl));
    const member = await apiRegister(baseUrl, { fullName: 'ทดสอบ โพยเก่า' });
    const token = await apiLogin(baseUrl, member);
    await site.signInWithToken(token);
    await site.open('/lottery');
    await site.memberBar.waitFor();

    await site.openLotteryProduct(product.productName);
    await page
      .getByRole('group', { name: 'ราคาด่วน' })
      .getByRole('button', { name: '20', exact: true })
      .click();
    expect(await page.getByLabel('ราคาเริ่มต้น', { exact: true }).inputValue()).toBe('20.00');
    await site.chooseBetType('2 ตัวบน');
    await site.tapNumber('47');
    await site.tapNumber('74');
    expect(await site.slipLines.count()).toBe(2);
    await waitForText(page.getByTestId('slip-total'), '฿40.00');

    // The payout rates open on this product.
    await page.getByRole('link', { name: 'อัตราจ่าย' }).click();
    const firstCard = site.dialog.getByRole('listitem').first();
    await waitForText(firstCard, product.productName);
    expect(await firstCard.getAttribute('aria-current')).toBe('true');
    await page.keyboard.press('Escape');
    await site.dialog.waitFor({ state: 'detached' });

    // From the bottom of the buy page, checkout opens at its top.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await site.checkoutAndConfirm();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // ฿0.00: the refusal offers the deposit modal and the slip stays.
    const refusal = site.toast('ยอดเงินคงเหลือไม่เพียงพอ');
    await refusal.getByRole('button', { name: 'ฝากเงิน' }).click();
    await site.dialog.getByRole('tab', { name: 'ฝากเงิน', selected: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('modal')).toBe('deposit');
    await page.keyboard.press('Escape');
    await site.dialog.waitFor({ state: 'detached' });
    expect(await site.slipLines.count()).toBe(2);

    const bankAccount = (await apiDepositAccounts(baseUrl, token)).find((a) => a.type === 'BANK');
    expect(
      await sendStatementLine(baseUrl, {
        toAccountNumber: bankAccount?.accountNumber ?? '',
        amount: '100.00',
        fromBankCode: member.bankCode,
        fromAccountNumber: member.accountNumber,
        fromName: 'ทดสอบ โพยเก่า',
      }),
    ).toBe('CREDITED');
    await page.getByRole('button', { name: 'ยืนยันแทงหวย' }).click();
    await page
      .getByRole('alertdialog', { name: 'ยืนยันการแทง' })
      .getByRole('button', { name: 'ยืนยันแทงหวย' })
      .click();
    const placed = await waitForText(site.toast('แทงหวยสำเร็จ โพยเลขที่'), 'โพยเลขที่');
    const billNo = placed.match(/โพยเลขที่ (\S+)/)?.[1] ?? '';

    // Cancelling asks first; "ไม่ยกเลิก" leaves the bill pending.
    await site.dialog.getByRole('heading', { name: 'โพยหวย' }).waitFor();
    const card = site.orderCard(billNo);
    await card.getByRole('button', { name: 'ดูโพย' }).click();
    await card.getByRole('button', { name: 'ยกเลิกโพย' }).click();
    const ask = page.getByRole('alertdialog', { name: 'ยกเลิกโพยนี้?' });
    await waitForText(ask, billNo);
    await ask.getByRole('button', { name: 'ไม่ยกเลิก' }).click();
    await ask.waitFor({ state: 'detached' });
    await waitForText(card, 'รอผล');
    await card.getByRole('button', { name: 'ยกเลิกโพย' }).click();
    await ask.getByRole('button', { name: 'ยืนยันยกเลิกโพย' }).click();
    await site.toast('ยกเลิกโพยแล้ว คืนเงิน ฿40.00').waitFor();
    await site.dialog.getByRole('tab', { name: 'ยกเลิกแล้ว' }).click();
    await waitForText(site.orderCard(billNo), 'ยกเลิก');

    // โพยเก่า: the cancelled bill is not offered; a new one is, and its numbers come back.
    await page.keyboard.press('Escape');
    await site.open('/lottery');
    await site.openLotteryProduct(product.productName);
    await site.chooseBetType('2 ตัวบน');
    await site.tapNumber('19');
    await site.checkoutAndConfirm();
    const second = (await waitForText(site.toast('โพยเลขที่'), 'โพยเลขที่')).match(/โพยเลขที่ (\S+)/)?.[1] ?? '';
    await page.keyboard.press('Escape');
    await site.open('/lottery');
    await site.openLotteryProduct(product.productName);
    await page.getByRole('button', { name: 'โพยเก่า' }).click();
    const oldBills = page.getByRole('dialog', { name: 'โพยเก่า' });
    await oldBills.getByRole('button', { name: `ใช้เลขจากโพย ${second}` }).click();
    await site.toast(`จากโพย ${second}`).waitFor();
    expect(await site.slipLines.count()).toBe(1);
    await waitForText(site.slipLines.first(), '19');
  });

  it('Thai in the number face, fonts kept for an offline reload, assets sent compressed', async () => {
    const { page, baseUrl, context } = browser;
    const encodings = new Map<string, string>();
    page.on('response', (res) => {
      if (/\/assets\/index-[\w-]+\.js$/.test(res.url()))
        encodings.set('entry', res.headers()['content-encoding'] ?? 'identity');
    });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'เมนูผู้เยี่ยมชม' }).waitFor();
    expect(encodings.get('entry')).toBe('br');

    // Numbers: the Thai face with tabular figures, never a Latin-only monospace.
    const face = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.className = 'font-num';
      probe.textContent = '฿1,234 งวด';
      document.body.append(probe);
      const style = getComputedStyle(probe);
      return { family: style.fontFamily, numeric: style.fontVariantNumeric };
    });
    expect(face.family.startsWith('Sarabun')).toBe(true);
    expect(face.numeric).toBe('tabular-nums');

    // Once the service worker controls the page, an offline reload still draws Thai in Sarabun.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('navigation', { name: 'เมนูผู้เยี่ยมชม' }).waitFor();
    const fonts = await page.evaluate(async () => {
      const faces = await document.fonts.load('400 16px Sarabun', 'กขค');
      return faces.map((f) => f.status);
    });
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((status) => status === 'loaded')).toBe(true);
    await context.setOffline(false);

    // Over plain HTTP: brotli for br, gzip for gzip, the file itself otherwise.
    const entry = (await (await fetch(`${baseUrl}/`)).text()).match(/\/assets\/index-[\w-]+\.js/)?.[0] ?? '';
    const raw = await fetch(`${baseUrl}${entry}`, { headers: { 'accept-encoding': 'identity' } });
    expect(raw.headers.get('content-encoding')).toBeNull();
    const plain = await raw.text();
    const br = await fetch(`${baseUrl}${entry}`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await br.text()).toBe(plain);
    const gz = await fetch(`${baseUrl}${entry}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
  });
});
