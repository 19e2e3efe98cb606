import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { type LottoProduct, lotteryPaths, OPERATOR_HEADER } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import {
  apiDepositAccounts,
  apiLogin,
  apiLottoList,
  apiRegister,
  apiRoundAction,
  apiStaffLogin,
  apiStaffMember,
  E2E_OWNER,
  sendStatementLine,
} from '../fixtures/api';
import { useBrowser, waitForText } from '../fixtures/browser';
import { MemberSite } from '../page-models/member-site';

/**
 * A stock product whose round is open and not the one the slip spec prefers: we close it and publish
 * its result as the exchange prints it, with a thousands separator.
 */
const pickStockRound = (products: LottoProduct[]) => {
  const open = products.filter(
    (product) =>
      product.resultFormat === 'STOCK' &&
      product.currentRound?.status === 'OPEN' &&
      new Date(product.currentRound.closeAt).getTime() - Date.now() > 5 * 60_000,
  );
  const product = open.at(-1);
  if (!product?.currentRound)
    throw new Error(`no open stock round: ${JSON.stringify(products.map((p) => p.code))}`);
  return { product, round: product.currentRound };
};

/** A bill placed through the API, as the slip would (Idempotency-Key, one line). */
const apiPlaceBill = async (baseUrl: string, token: string, roundCode: string) => {
  const res = await fetch(`${baseUrl}${lotteryPaths.placeBill}`, {
    method: 'POST',
    headers: {
      [OPERATOR_HEADER]: 'demo',
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ roundCode, lines: [{ betType: 'TWO_TOP', number: '27', amount: '15' }] }),
  });
  const body = (await res.json()) as { data: { billNo: string } };
  if (!res.ok) throw new Error(`bill refused: ${JSON.stringify(body)}`);
  return body.data.billNo;
};

/** Screenshots of the pages at 390×844, kept beside the failure artifacts. */
const shot = (name: string) => path.resolve(import.meta.dirname, `../../test-results/${name}.png`);

describe('the lottery lobby on a phone', () => {
  const browser = useBrowser();

  it('home shows open rounds by name with their close time, the latest results, and the way to results by product', async () => {
    const baseUrl = browser.baseUrl;
    const site = new MemberSite(browser.page);
    const { product, round } = pickStockRound(await apiLottoList(baseUrl));

    // Staff publish the close as printed ("21,792.10"); the owner confirms: the round is settled.
    const ownerToken = await apiStaffLogin(baseUrl, E2E_OWNER);
    const clerk = await apiStaffMember(baseUrl, ownerToken, 'lottery');
    await apiRoundAction(baseUrl, clerk.token, 'close', round.roundCode);
    const resulted = await apiRoundAction(baseUrl, clerk.token, 'result', round.roundCode, {
      close: '21,792.10',
      change: '-412.27',
    });
    expect(resulted).toMatchObject({
      result: { close: '21792.10' },
      derived: { top3: '210', bottom2: '27' },
    });
    expect(await apiRoundAction(baseUrl, ownerToken, 'resultConfirm', round.roundCode)).toMatchObject({
      status: 'SETTLED',
    });

    await site.open('/');
    const open = browser.page.getByRole('region', { name: 'หวยที่เปิดรับตอนนี้' });
    const firstOpen = open.getByTestId('lotto-product').first();
    await waitForText(firstOpen, 'ปิดรับใน');
    // The absolute close time beside the countdown: "(ปิด 24 พ.ย. 09:20)".
    expect(await firstOpen.textContent()).toMatch(/\(ปิด \d{1,2} \S+ \d{2}:\d{2}\)/);
    expect(await firstOpen.textContent()).toMatch(/\d{2}\/\d{2}\/\d{2}|งวด \d{1,2} /);

    const results = browser.page.getByRole('region', { name: 'ผลหวย' });
    const card = results.getByTestId('lotto-result').filter({ hasText: round.roundName });
    await waitForText(card, '21,792.10');
    await waitForText(card, '210');
    await browser.page.screenshot({ path: shot('lobby-home'), fullPage: true });

    // Results by product: the category link, then the product's chip.
    await browser.page
      .getByRole('navigation', { name: 'เลือกเล่น' })
      .getByRole('link', { name: 'ผลหวย' })
      .click();
    await browser.page.getByRole('heading', { name: 'ผลหวย', level: 1 }).waitFor();
    await browser.page
      .getByRole('navigation', { name: 'เลือกหวย' })
      .getByRole('link', { name: product.productName, exact: true })
      .click();
    const only = browser.page.getByTestId('lotto-result');
    await waitForText(only.first(), round.roundName);
    // Polled: the list of every product's results may still be on screen while the product's loads.
    await expect.poll(() => only.count(), { timeout: 10_000 }).toBe(1);
    expect(new URL(browser.page.url()).searchParams.get('product')).toBe(product.code);

    // The product's card on the list carries its latest result.
    await site.open('/lottery?group=STOCK');
    const productCard = browser.page
      .getByTestId('lotto-product')
      .filter({ has: browser.page.getByText(product.productName, { exact: true }) });
    await waitForText(productCard.getByTestId('latest-result'), '21,792.10');
  });

  it("/member is the member's own page and /buy leads into buying", async () => {
    const baseUrl = browser.baseUrl;
    const site = new MemberSite(browser.page);
    const member = await apiRegister(baseUrl, { fullName: 'ทดสอบ หน้าสมาชิก' });
    const token = await apiLogin(baseUrl, member);
    const bankAccount = (await apiDepositAccounts(baseUrl, token)).find((a) => a.type === 'BANK');
    expect(
      await sendStatementLine(baseUrl, {
        toAccountNumber: bankAccount?.accountNumber ?? '',
        amount: '200.00',
        fromBankCode: member.bankCode,
        fromAccountNumber: member.accountNumber,
        fromName: 'ทดสอบ หน้าสมาชิก',
      }),
    ).toBe('CREDITED');
    const open = (await apiLottoList(baseUrl)).find(
      (product) =>
        product.currentRound?.status === 'OPEN' &&
        product.options.some((option) => option.betType === 'TWO_TOP') &&
        new Date(product.currentRound.closeAt).getTime() - Date.now() > 5 * 60_000,
    );
    if (!open?.currentRound) throw new Error('no open round');
    const billNo = await apiPlaceBill(baseUrl, token, open.currentRound.roundCode);

    await site.signInWithToken(token);
    await site.open('/member');
    await waitForText(browser.page.getByTestId('member-balance'), '฿185.00');
    const bill = browser.page.getByTestId('member-bill').filter({ hasText: billNo });
    await waitForText(bill, open.currentRound.roundName);
    await waitForText(bill, '฿15.00');
    const account = browser.page.getByRole('navigation', { name: 'บัญชีของฉัน' });
    await account.getByRole('button', { name: 'รหัสแนะนำเพื่อนของฉัน' }).click();
    await site.dialog.waitFor();
    expect(new URL(browser.page.url()).searchParams.get('modal')).toBe('profile');
    await browser.page.keyboard.press('Escape');
    await browser.page.screenshot({ path: shot('lobby-member'), fullPage: true });

    await browser.page.getByRole('link', { name: 'แทงหวย', exact: true }).first().click();
    await browser.page.waitForURL('**/buy');
    await browser.page.getByRole('heading', { name: 'ซื้อหวย', level: 1 }).waitFor();
    await site.openLotteryProduct(open.productName);
    expect(new URL(browser.page.url()).searchParams.get('round')).toBe(open.currentRound.roundCode);
  });
});
