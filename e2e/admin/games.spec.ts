import { randomInt } from 'node:crypto';
import { gameHref, parseAmount } from '@chokdee/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiFundFromOwnAccount, apiLogin, apiRegister, call, E2E_OWNER } from '../fixtures/api';
import { DESKTOP, useBrowser, waitForText } from '../fixtures/browser';
import { AdminSite } from '../page-models/admin-site';

/** The first "฿1,234.50" a cell or card shows → satang. */
const bahtOn = async (locator: Locator): Promise<bigint> => {
  const text = await locator.innerText();
  const shown = /฿([\d,]+\.\d{2})/.exec(text)?.[1];
  const satang = shown === undefined ? undefined : parseAmount(shown.replaceAll(',', ''));
  if (satang === undefined) throw new Error(`no baht amount in "${text}"`);
  return satang;
};

/** The text of every form field on the page (a secret in an input is not in the page's text). */
const fieldValues = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('input, textarea')].map(
      (field) => (field as HTMLInputElement | HTMLTextAreaElement).value,
    ),
  );

/** Today in Bangkok as a date field writes it ("2026-11-24"). */
const bangkokToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

describe('back office: provider games on a desktop', () => {
  const browser = useBrowser(DESKTOP);

  it('a member plays the house slot; the owner adds a provider (its secret shown once, then rotated), edits the catalogue, finds the round by phone and by transaction id, and sees it in GGR and on the dashboard', async () => {
    const { baseUrl, page } = browser;
    const site = new AdminSite(page);

    // 1. A member with 500 baht spins the house slot once (1 baht) on the game's own page.
    const member = await apiRegister(baseUrl, { fullName: 'สมาชิก เกมค่าย' });
    const token = await apiLogin(baseUrl, member);
    expect(
      await apiFundFromOwnAccount(baseUrl, token, member, { amount: '500.00', fromName: 'สมาชิก เกมค่าย' }),
    ).toBe('CREDITED');
    const { url } = await call<{ url: string }>(baseUrl, 'POST', gameHref.launch('chokdee-lucky-slot'), {
      token,
      body: {},
    });
    await page.goto(url);
    await page.locator('output.balance', { hasText: '500.00' }).waitFor();
    const spun = page.waitForResponse((res) => res.url().endsWith('/originals/api/slot/spin'));
    await page.getByTestId('spin').click();
    const answer = (await (await spun).json()) as { win: number; balance: number };
    expect(answer.balance).toBe(500 - 1 + answer.win);
    const win = `฿${answer.win.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

    // 2. The owner opens the providers page: the house provider is there.
    await site.open('/admin');
    await site.logIn(E2E_OWNER.username, E2E_OWNER.password);
    await site.menu.waitFor();
    await site.goTo('ค่ายเกม');
    await waitForText(page.getByTestId('provider-chokdee-originals'), 'Chokdee Originals');

    // A new provider (switched off, so members never see it); its secret is shown once.
    const code = `e2e-${randomInt(1_000_000_000)}`;
    const name = `ค่ายทดสอบ ${code}`;
    await page.getByRole('button', { name: 'เพิ่มค่ายเกม' }).click();
    const form = page.getByRole('dialog', { name: 'เพิ่มค่ายเกม' });
    await form.getByLabel('รหัสค่าย (a-z, 0-9, -)').fill(code);
    await form.getByLabel('ชื่อค่าย').fill(name);
    await form.getByLabel('รูปแบบ API').selectOption('AMB');
    await form.getByLabel('URL ของ API ค่าย (สำหรับเปิดเกม)').fill('http://127.0.0.1:9/x');
    await form.getByLabel('สล็อต').check();
    await form.getByLabel('คาสิโนสด').check();
    await form.getByLabel('เปิดใช้งาน').uncheck();
    await form.getByRole('button', { name: 'บันทึก' }).click();

    const shown = page.getByRole('dialog', { name: `รหัสลับของค่าย ${name}` });
    await shown.getByText('รหัสลับนี้แสดงเพียงครั้งเดียว').waitFor();
    const secret = await shown.getByTestId('provider-secret').inputValue();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const walletKey = await shown.getByLabel('คีย์ (x-api-key)').inputValue();
    expect(walletKey).not.toBe('');
    await shown.getByRole('button', { name: 'คัดลอกรหัสลับ' }).click();
    await site.toast('คัดลอกแล้ว').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    // Esc would lose the secret for good: only "I have copied it" closes the dialog.
    await page.keyboard.press('Escape');
    expect(await shown.getByTestId('provider-secret').inputValue()).toBe(secret);
    await site.acknowledgeShownOnce();

    const row = page.getByTestId(`provider-${code}`);
    const rowText = await waitForText(row, name);
    expect(rowText).toContain('AMB');
    expect(rowText).toContain('สล็อต');
    expect(rowText).toContain(walletKey);
    expect(rowText).toContain('ปิด');
    expect(await page.content()).not.toContain(secret);
    expect(await fieldValues(page)).not.toContain(secret);

    // Rotating asks first, then shows a new secret, once.
    await row.getByRole('button', { name: 'เปลี่ยนรหัสลับ' }).click();
    const confirm = page.getByRole('dialog', { name: `เปลี่ยนรหัสลับของค่าย ${name}` });
    await confirm.getByText('รหัสลับเดิมจะใช้ไม่ได้ทันที').waitFor();
    await confirm.getByRole('button', { name: 'เปลี่ยนรหัสลับ' }).click();
    await shown.getByText('รหัสลับนี้แสดงเพียงครั้งเดียว').waitFor();
    const rotated = await shown.getByTestId('provider-secret').inputValue();
    expect(rotated.length).toBeGreaterThanOrEqual(32);
    expect(rotated).not.toBe(secret);
    await site.acknowledgeShownOnce();
    expect(await page.content()).not.toContain(rotated);
    expect(await fieldValues(page)).not.toContain(rotated);

    // 3. The catalogue lists the three house games; the fish game's order is changed, then put back.
    await site.goTo('รายการเกม');
    const houseGames = {
      'chokdee-lucky-slot': 'สล็อตโชคดี',
      'chokdee-baccarat': 'บาคาร่าโชคดี',
      'chokdee-fish-hunter': 'ยิงปลาโชคดี',
    };
    for (const [slug, title] of Object.entries(houseGames)) {
      const text = await waitForText(page.getByTestId(`game-${slug}`), title);
      expect(text).toContain('chokdee-originals');
    }
    const fish = page.getByTestId('game-chokdee-fish-hunter');
    const orderCell = fish.locator('td').nth(7);
    const order = (await orderCell.innerText()).trim();
    expect(order).toMatch(/^\d+$/);
    const changed = String(Number(order) + 7);
    const setOrder = async (value: string) => {
      await fish.getByRole('button', { name: 'แก้ไข' }).click();
      const edit = page.getByRole('dialog', { name: 'แก้ไขเกม ยิงปลาโชคดี' });
      await edit.getByLabel('ลำดับการแสดง').fill(value);
      await edit.getByRole('button', { name: 'บันทึก' }).click();
      await edit.waitFor({ state: 'detached' });
      await site.toast('บันทึกเกมแล้ว').waitFor();
      await expect.poll(async () => (await orderCell.innerText()).trim(), { timeout: 10_000 }).toBe(value);
    };
    await setOrder(changed);
    await page.reload();
    await expect.poll(async () => (await orderCell.innerText()).trim(), { timeout: 10_000 }).toBe(changed);
    await setOrder(order);

    // 4. Game rounds by the member's phone: one settled round of the slot, 1 baht staked.
    await site.goTo('รอบเกม');
    const search = page.getByRole('form', { name: 'ค้นหารอบเกม' });
    await search.getByLabel('สมาชิก (เบอร์โทรหรือ ID)').fill(member.phone);
    await search.getByRole('button', { name: 'ค้นหา' }).click();
    const round = page.locator('tr[data-testid^="round-"]').filter({ hasText: member.phone });
    await waitForText(round, 'จบแล้ว');
    expect(await round.count()).toBe(1);
    const cells = round.locator('td');
    expect(await cells.nth(2).innerText()).toBe('chokdee-originals');
    expect(await cells.nth(3).innerText()).toContain('สล็อตโชคดี');
    expect(await cells.nth(6).innerText()).toBe('฿1.00');
    expect(await cells.nth(7).innerText()).toBe(win);
    const roundTestId = (await round.getAttribute('data-testid')) ?? '';

    // The round page: its facts and its BET and WIN transactions.
    await round.getByRole('link', { name: 'ดูรายละเอียด' }).click();
    await page.getByRole('heading', { level: 1, name: 'รายละเอียดรอบเกม' }).waitFor();
    const facts = page.locator('dl[aria-label="ข้อมูลรอบ"]');
    const factsText = await waitForText(facts, member.phone);
    expect(factsText).toContain('สมาชิก เกมค่าย');
    expect(factsText).toContain('สล็อตโชคดี (สล็อต)');
    const txns = page.locator('tr[data-testid^="txn-"]');
    await expect.poll(() => txns.count(), { timeout: 10_000 }).toBe(2);
    const bet = txns.filter({ hasText: 'แทง' }).filter({ hasNotText: 'ยกเลิก' });
    const paid = txns.filter({ hasText: 'จ่ายรางวัล' });
    expect(await bet.locator('td').nth(3).innerText()).toBe('-฿1.00');
    expect(await paid.locator('td').nth(3).innerText()).toBe(win);
    const betTxnId = (await bet.locator('td').nth(2).innerText()).trim();
    expect(betTxnId).not.toBe('');

    // The same round by the provider's transaction id.
    await page.getByRole('link', { name: 'กลับไปหน้ารอบเกม' }).click();
    await page.getByRole('heading', { level: 1, name: 'รอบเกม' }).waitFor();
    await search.getByLabel('เลขรายการของค่าย').fill(betTxnId);
    await search.getByRole('button', { name: 'ค้นหา' }).click();
    const found = page.locator('tr[data-testid^="round-"]');
    await waitForText(found.first(), member.phone);
    expect(await found.count()).toBe(1);
    expect(await found.getAttribute('data-testid')).toBe(roundTestId);

    // 5. Today's GGR: the house slot row counts at least this round's baht.
    await site.goTo('รายงาน GGR เกมค่าย');
    await page.getByLabel('ตั้งแต่วันที่').fill(bangkokToday());
    await page.getByLabel('ถึงวันที่').fill(bangkokToday());
    await page.getByRole('button', { name: 'แสดง' }).click();
    const ggr = page.getByTestId('ggr-chokdee-originals-SLOT');
    const ggrText = await waitForText(ggr, 'Chokdee Originals');
    expect(ggrText).toContain('สล็อต');
    expect(Number((await ggr.locator('td').nth(2).innerText()).replaceAll(',', ''))).toBeGreaterThanOrEqual(
      1,
    );
    expect(await bahtOn(ggr.locator('td').nth(3))).toBeGreaterThanOrEqual(100n);
    expect(await bahtOn(page.getByTestId('ggr-total').locator('td').nth(3))).toBeGreaterThanOrEqual(100n);

    // The dashboard's games figure of today: at least this 1 baht staked, in at least one round.
    await site.goTo('แดชบอร์ด');
    const today = page.getByTestId('dashboard-games-ggr');
    const note = await waitForText(today, 'แทง ฿');
    const staked = /แทง ฿([\d,]+\.\d{2})/.exec(note)?.[1] ?? '';
    expect(parseAmount(staked.replaceAll(',', '')) ?? -1n).toBeGreaterThanOrEqual(100n);
    expect(Number(/([\d,]+) รอบ/.exec(note)?.[1]?.replaceAll(',', ''))).toBeGreaterThanOrEqual(1);
    await waitForText(page.getByTestId('dashboard-games-ggr-SLOT'), 'สล็อต');
  });
});
