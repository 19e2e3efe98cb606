import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { E2E_OWNER } from '../fixtures/api';
import { TABLET, useBrowser, WIDE_DESKTOP } from '../fixtures/browser';
import { AdminSite } from '../page-models/admin-site';

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const boxOf = async (page: Page, selector: string): Promise<Box> => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return box;
};

/** Logs the owner in; the login's toast is then on screen beside the header's logout button. */
const logInAsOwner = async (site: AdminSite) => {
  await site.open('/admin');
  await site.logIn(E2E_OWNER.username, E2E_OWNER.password);
  await site.page.getByRole('heading', { level: 1, name: 'แดชบอร์ด' }).waitFor();
  await site.toast('เข้าสู่ระบบสำเร็จ').waitFor();
};

/** Neither the toaster nor its toast covers the logout button. */
const expectToastClearOfLogout = async (site: AdminSite) => {
  const logout = await site.page.getByRole('button', { name: 'ออกจากระบบ' }).boundingBox();
  if (!logout) throw new Error('no logout button on screen');
  expect(intersects(await boxOf(site.page, '[data-sonner-toast]'), logout)).toBe(false);
  expect(intersects(await boxOf(site.page, '[data-sonner-toaster]'), logout)).toBe(false);
};

describe('back office layout on a tablet (820×1180)', () => {
  const browser = useBrowser(TABLET);

  it('the menu is a drawer behind a menu button, the page starts at the top, and a toast leaves logout free', async () => {
    const { page } = browser;
    const site = new AdminSite(page);
    await logInAsOwner(site);
    await expectToastClearOfLogout(site);

    const toggle = page.getByRole('button', { name: 'เมนู', exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await site.menu.isVisible()).toBe(false);
    // The page's title sits right under the header, not under a block of menu links.
    const heading = await page.getByRole('heading', { level: 1, name: 'แดชบอร์ด' }).boundingBox();
    expect(heading?.y).toBeLessThan(160);

    await toggle.click();
    await site.menu.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await site.menu.getByRole('link', { name: 'บัญชีของฉัน', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'บัญชีของฉัน' }).waitFor();
    await site.menu.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('back office layout on a desktop (1440×900)', () => {
  const browser = useBrowser(WIDE_DESKTOP);

  it('the menu is always beside the page with no menu button, and a toast leaves logout free', async () => {
    const { page } = browser;
    const site = new AdminSite(page);
    await logInAsOwner(site);
    await expectToastClearOfLogout(site);
    expect(await site.menu.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'เมนู', exact: true }).isVisible()).toBe(false);
  });
});
