import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin, apiRegister, E2E_OWNER } from '../fixtures/api';
import { DESKTOP, useBrowser } from '../fixtures/browser';
import { AdminSite } from '../page-models/admin-site';
import { MemberSite } from '../page-models/member-site';

/**
 * Collects every Content-Security-Policy violation the page sees: the `securitypolicyviolation` event
 * (reported from inside the page) and Chromium's own "Refused to …" console messages.
 */
const watchViolations = async (context: BrowserContext, page: Page): Promise<string[]> => {
  const violations: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Refused to|CSP violation|Content Security Policy/i.test(text)) violations.push(text);
  });
  return violations;
};

const expectPolicy = (headers: Record<string, string>) => {
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
};

describe('the member app under its CSP on a phone', () => {
  const browser = useBrowser();

  it('home, the live socket and the deposit modal with its QR code log no violation', async () => {
    const { context, page, baseUrl } = browser;
    const violations = await watchViolations(context, page);
    const site = new MemberSite(page);
    const member = await apiRegister(baseUrl);
    await site.signInWithToken(await apiLogin(baseUrl, member));
    const connected = site.waitForRealtime();

    const response = await page.goto('/');
    expectPolicy(response?.headers() ?? {});
    await site.memberBar.waitFor();
    await connected;

    await site.memberBar.getByRole('button', { name: 'ฝากเงิน' }).click();
    await site.dialog.getByLabel('ยอดเงินฝาก (บาท)').fill('100');
    await site.dialog.getByRole('button', { name: 'สร้าง QR สำหรับฝากเงิน' }).click();
    await page.getByTestId('promptpay-qr').locator('svg').waitFor();
    // Let late work (fonts, the service worker's registration, toasts) report too.
    await page.waitForLoadState('networkidle');

    expect(violations).toEqual([]);
  });
});

describe('the back office under its CSP on a desktop', () => {
  const browser = useBrowser(DESKTOP);

  it('login, the dashboard and the TOTP QR code log no violation', async () => {
    const { context, page } = browser;
    const violations = await watchViolations(context, page);
    const site = new AdminSite(page);

    const response = await page.goto('/admin');
    expectPolicy(response?.headers() ?? {});
    await site.logIn(E2E_OWNER.username, E2E_OWNER.password);
    await site.menu.waitFor();
    await page.waitForLoadState('networkidle');
    await site.goTo('บัญชีของฉัน');
    await page.getByRole('button', { name: 'เริ่มตั้งค่า' }).click();
    await page.getByRole('img', { name: 'QR สำหรับตั้งค่าแอป Authenticator' }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(violations).toEqual([]);
  });
});

describe('Swagger UI under its own policy', () => {
  const browser = useBrowser(DESKTOP);

  it('renders the API document and logs no violation', async () => {
    const { context, page } = browser;
    const violations = await watchViolations(context, page);
    const response = await page.goto('/api/docs');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.getByText('Chokdee API').first().waitFor();
    await page.waitForLoadState('networkidle');

    expect(violations).toEqual([]);
  });
});
