import { describe, expect, it } from 'vitest';
import { apiLogin, apiRegister, apiWallet } from '../fixtures/api';
import { useBrowser, waitForText } from '../fixtures/browser';
import { MemberSite } from '../page-models/member-site';

describe('coupons and articles on a phone', () => {
  const browser = useBrowser();

  it('a new member redeems the demo coupon in ?modal=coupon and holds it as bonus', async () => {
    const { page, baseUrl } = browser;
    const site = new MemberSite(page);
    const member = await apiRegister(baseUrl);
    const token = await apiLogin(baseUrl, member);
    await site.signInWithToken(token);
    // The documented demo code (README "Try a coupon"); typed loosely, as on a phone keyboard.
    await site.open('/?modal=coupon');
    const dialog = page.getByRole('dialog', { name: 'คูปอง' });
    await dialog.getByLabel('โค้ดคูปอง').fill('sawasdee 2569');
    await dialog.getByRole('button', { name: 'ใช้คูปอง' }).click();
    await waitForText(dialog, 'รับโบนัสสำเร็จ');
    expect(await dialog.innerText()).toContain('ได้รับโบนัส 50.00 บาท');
    expect(await dialog.innerText()).toContain('250.00 บาท');
    // The wallet call answers the parts too (cash + bonus = balance).
    expect(await apiWallet(baseUrl, token)).toMatchObject({ balance: '50.00', bonus: '50.00', cash: '0.00' });
  });

  it('a guest reads the articles: list with covers, then one article', async () => {
    const { page } = browser;
    const site = new MemberSite(page);
    await site.open('/blog');
    const first = page.getByRole('link', { name: /โบนัสและเทิร์นโอเวอร์/ });
    await first.waitFor();
    expect(await page.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    const cover = page.locator('img[src="/blog-covers/how-turnover-works.svg"]').first();
    await cover.waitFor();
    await page.waitForFunction(
      (src) =>
        [...document.images].some((img) => img.src.endsWith(src) && img.complete && img.naturalWidth > 0),
      '/blog-covers/how-turnover-works.svg',
    );
    await first.click();
    await page.getByRole('heading', { level: 1, name: 'โบนัสและเทิร์นโอเวอร์ อธิบายแบบเข้าใจง่าย' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'เทิร์นโอเวอร์คืออะไร' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/blog/how-turnover-works');
    // A link inside the body stays in the app.
    const bodyLink = page.getByRole('article').getByRole('link', { name: 'โปรโมชั่น', exact: true });
    expect(await bodyLink.getAttribute('href')).toBe('/promotions');
  });
});
