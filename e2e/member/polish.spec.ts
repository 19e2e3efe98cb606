import {
  gameHref,
  memberAppRoutes,
  type SportsFixture,
  sportsPaths,
  type YeekeeRoundList,
  yeekeeHref,
} from '@chokdee/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin, apiLottoList, apiMe, apiRegister, call } from '../fixtures/api';
import { useBrowser, waitForText } from '../fixtures/browser';
import { pickOpenProduct } from '../fixtures/lottery';
import { MemberSite } from '../page-models/member-site';

/** A box as Playwright measures it (CSS pixels from the viewport's top left). */
type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not laid out`);
  return box;
};

/**
 * How many lines the element's text lays out on: the line boxes of its text (a Range over its
 * contents), counted by their tops. Thai marks above and below a line give boxes a few pixels apart,
 * so a new line starts only half a line height below the last.
 */
const textLines = (locator: Locator): Promise<number> =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const lineHeight = Number.parseFloat(getComputedStyle(element).fontSize) * 1.2;
    const tops = [...range.getClientRects()]
      .filter((rect) => rect.width > 0 && rect.height > 0)
      .map((rect) => rect.top)
      .sort((a, b) => a - b);
    let lines = 0;
    let lineTop = Number.NEGATIVE_INFINITY;
    for (const top of tops) {
      if (top > lineTop + lineHeight / 2) {
        lines += 1;
        lineTop = top;
      }
    }
    return lines;
  });

/** Characters an emoji font draws (Unicode's Extended_Pictographic), as a tester would grep for them. */
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

/** The demo operator's site name (apps/server demo seed): every document title ends with it. */
const SITE = 'โชคดี ลอตเตอรี่';
/** index.html's title, before the app names the page. */
const STATIC_HTML_TITLE = 'โชคดี หวยออนไลน์ แทงหวยออนไลน์ จ่ายจริง ฝาก-ถอนออโต้ 30 วินาที';

/** Polls the document title until it is `expected` (the app names the page after its data arrives). */
const waitForTitle = async (page: Page, expected: string, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    last = await page.title();
    if (last === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${page.url()}: expected the title "${expected}", saw "${last}"`);
};

/**
 * Every static route of the member site's route table (contracts `memberAppRoutes`) and the title a
 * guest's tab shows there. Redirects land on what they open (`/login` → the login modal).
 */
const STATIC_TITLES: Record<string, string> = {
  '/': `${SITE} หวยออนไลน์ ฝาก-ถอนออโต้ 30 วินาที`,
  '/blog': 'บทความ',
  '/buy': 'ซื้อหวย',
  '/fish-hunter': 'เกมยิงปลา',
  '/invite-friend': 'ชวนเพื่อน',
  '/live-casino': 'คาสิโนสด',
  '/login': 'เข้าสู่ระบบ',
  '/lottery': 'หวยออนไลน์',
  '/lotto': 'หวย',
  '/member': 'ข้อมูลสมาชิก',
  '/profile': 'โปรไฟล์',
  '/promotions': 'โปรโมชั่น',
  '/vip': 'VIP',
  '/missions': 'ภารกิจ',
  '/referral-friend': 'แนะนำเพื่อน',
  '/referral-friend/history': 'ประวัติรายได้แนะนำเพื่อน',
  '/referral-friend/member': 'เพื่อนที่แนะนำ',
  '/referral-friend/summary': 'สรุปรายได้แนะนำเพื่อน',
  '/register': 'สมัครสมาชิก',
  '/slot-game': 'สล็อต',
  '/sports': 'กีฬา',
  '/sports/rules': 'กติกาการแทงบอล',
  '/auth/token': 'เข้าสู่ระบบ',
  '/lottery/buy': 'แทงหวย',
  '/lottery/checkout': 'ยืนยันโพย',
  '/lottery/yk': 'หวยยี่กี',
  '/lottery/results': 'ผลหวย',
  '/lotto/buy': 'แทงหวย',
  '/lotto/checkout': 'ยืนยันโพย',
  '/crypto-lottery': 'หวยคริปโต',
  '/fishing-hunter': 'เกมยิงปลา',
};

/** The route table's dynamic paths; the titles test visits each with real data. */
const DYNAMIC_PATHS = [
  '/blog/:slug',
  '/invite-friend/:slug?',
  '/slot-game/:slug',
  '/lottery/yk/round/:roundCode',
  '/lottery/yk/round/:roundCode/proof',
  '/lottery/yk/rules/:marketCode',
  '/game/launcher/:slug',
  '/game-entry/:slug',
  '/sports/:fixtureId',
  '/sports/tickets/:ticketId',
];

const MEMBER_NAME = 'ทดสอบ ขัดเกลา';

describe('small things a tester found on a 390 px phone', () => {
  const browser = useBrowser();

  const signedInMember = async () => {
    const { page, baseUrl } = browser;
    const member = await apiRegister(baseUrl, { fullName: MEMBER_NAME });
    const token = await apiLogin(baseUrl, member);
    const site = new MemberSite(page);
    await site.signInWithToken(token);
    return { site, token, member };
  };

  it('a game that cannot open offers the way back to the home page without a doubled word', async () => {
    const { page } = browser;
    await signedInMember();
    await page.goto('/game/launcher/no-such-game');
    const alert = page.getByRole('alert').filter({ hasText: 'เปิดเกมไม่สำเร็จ' });
    await alert.waitFor();
    const back = alert.getByRole('link', { name: 'กลับไปหน้าแรก', exact: true });
    expect(await back.getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'กลับไปหน้าแรก', exact: true }).count()).toBe(2);
    expect(await page.locator('body').innerText()).not.toContain('หน้าหน้า');
  });

  it('the order history’s tabs sit on one line, every tab in view', async () => {
    const { page } = browser;
    const { site } = await signedInMember();
    await site.open('/?modal=order-history');
    const tabs = site.dialog.getByRole('tablist', { name: 'โพยหวย' }).getByRole('tab');
    await tabs.first().waitFor();
    // Thai, foreign, stock and Yeekee lottery bills, and sports tickets.
    expect(await tabs.count()).toBe(5);
    const boxes: Box[] = [];
    for (const tab of await tabs.all()) {
      expect(await textLines(tab), `"${await tab.innerText()}" wraps`).toBe(1);
      boxes.push(await boxOf(tab));
    }
    const viewport = page.viewportSize()?.width ?? 0;
    for (const box of boxes) {
      expect(box.y).toBe(boxes[0]?.y);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport);
    }
  });

  it('the number-set sheet’s save button keeps its label on one line', async () => {
    const { page, baseUrl } = browser;
    const { site } = await signedInMember();
    const product = pickOpenProduct(await apiLottoList(baseUrl));
    await site.open(`/lotto/buy?round=${product.currentRound.roundCode}`);
    await page.getByRole('button', { name: 'ชุดเลข', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'ชุดเลข' });
    const save = sheet.getByRole('button', { name: /^บันทึกชุดเลข/ });
    await save.waitFor();
    expect(await textLines(save)).toBe(1);
    // The label fits its button (nothing clipped) and the name field beside it keeps room to type.
    expect(await save.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect((await boxOf(sheet.getByLabel('ชื่อชุดเลข'))).width).toBeGreaterThanOrEqual(120);
  });

  it('offline, the banner covers neither the page heading nor the header', async () => {
    const { page, context } = browser;
    const site = new MemberSite(page);
    await site.open('/lottery');
    const heading = page.getByRole('heading', { level: 1, name: 'หวยออนไลน์' });
    await heading.waitFor();
    // The bottom bar arrives once the page is idle: going offline before would fail its code's download.
    await page.getByRole('navigation', { name: 'เมนูผู้เยี่ยมชมบนมือถือ' }).waitFor();
    await context.setOffline(true);
    const banner = page.getByRole('alert').filter({ hasText: 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต' });
    await banner.waitFor();
    const bannerBox = await boxOf(banner);
    expect(overlaps(bannerBox, await boxOf(heading))).toBe(false);
    expect(overlaps(bannerBox, await boxOf(page.getByRole('banner')))).toBe(false);
    // The banner ends above the heading: the page starts below it, not under it.
    expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual((await boxOf(heading)).y);
    await context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
  });

  it('every route of the member site names the page in the browser tab', { timeout: 300_000 }, async () => {
    const { page, baseUrl } = browser;
    const covered = new Set([...Object.keys(STATIC_TITLES), ...DYNAMIC_PATHS]);
    expect(Object.values(memberAppRoutes).filter((route) => !covered.has(route))).toEqual([]);

    // A guest walks every static route.
    for (const [route, title] of Object.entries(STATIC_TITLES)) {
      await page.goto(route);
      await waitForTitle(page, route === '/' ? title : `${title} | ${SITE}`);
    }
    await page.goto('/no-such-page');
    await waitForTitle(page, `ไม่พบหน้าที่คุณต้องการ | ${SITE}`);
    await page.goto('/blog/how-turnover-works');
    await waitForTitle(page, `บทความ: โบนัสและเทิร์นโอเวอร์ อธิบายแบบเข้าใจง่าย | ${SITE}`);
    await page.goto('/slot-game/chokdee-originals');
    await waitForTitle(page, `เกมของค่าย Chokdee Originals | ${SITE}`);
    await page.goto('/lottery/yk/rules/YK');
    await waitForTitle(page, `กติกาจับยี่กี | ${SITE}`);
    // A guest's game entry opens the login modal over the game's page; closed, the game names the tab.
    await page.goto('/game-entry/chokdee-lucky-slot');
    await waitForTitle(page, `เข้าสู่ระบบ | ${SITE}`);
    await page.getByRole('dialog', { name: 'เข้าสู่ระบบ' }).waitFor();
    await page.keyboard.press('Escape');
    await waitForTitle(page, `สล็อตโชคดี | ${SITE}`);

    // A member: a game, a lottery product, a Yeekee round and its proof, their own invitation.
    const { token } = await signedInMember();
    await page.goto('/game/launcher/chokdee-lucky-slot');
    await waitForTitle(page, `สล็อตโชคดี | ${SITE}`);
    const product = pickOpenProduct(await apiLottoList(baseUrl));
    await page.goto(`/lotto/buy?round=${product.currentRound.roundCode}`);
    await waitForTitle(page, `แทงหวย: ${product.productName} | ${SITE}`);
    const yeekee = await call<YeekeeRoundList>(baseUrl, 'GET', yeekeeHref.marketRounds('YK'));
    const round = yeekee.rounds[0];
    if (!round) throw new Error('the demo Yeekee market has no round today');
    await page.goto(`/lottery/yk/round/${round.roundCode}`);
    await waitForTitle(page, `จับยี่กี ${round.roundName} | ${SITE}`);
    await page.goto(`/lottery/yk/round/${round.roundCode}/proof`);
    await waitForTitle(page, `ตรวจสอบผลยี่กี | ${SITE}`);
    // A football fixture of the simulated feed, and a sports ticket's page (its title before any data).
    const fixtures = await call<SportsFixture[]>(baseUrl, 'GET', `${sportsPaths.fixtures}?day=tomorrow`);
    const fixture = fixtures[0];
    if (!fixture) throw new Error('the simulated feed has no fixture tomorrow');
    await page.goto(`/sports/${fixture.id}`);
    await waitForTitle(page, `${fixture.home} - ${fixture.away} | ${SITE}`);
    await page.goto('/sports/tickets/00000000-0000-4000-8000-000000000000');
    await waitForTitle(page, `บิลกีฬา | ${SITE}`);
    const me = await apiMe(baseUrl, token);
    await page.goto(`/invite-friend/${me.referralCode}`);
    await waitForTitle(page, `ชวนเพื่อน | ${SITE}`);
    // A modal named in the URL names the tab too.
    await page.goto('/?modal=order-history');
    await waitForTitle(page, `โพยหวย | ${SITE}`);
    expect(await page.title()).not.toBe(STATIC_HTML_TITLE);
  });

  it('the profile shows name and phone as text, not as boxes to type in, and says how to change them', async () => {
    const { page } = browser;
    const { site, member } = await signedInMember();
    await site.open('/?modal=profile');
    const dialog = page.getByRole('dialog', { name: 'ข้อมูลส่วนตัว' });
    // Loaded: the editable email is there.
    await dialog.getByRole('textbox', { name: 'อีเมล' }).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'ชื่อ-นามสกุล' }).count()).toBe(0);
    expect(await dialog.getByRole('textbox', { name: 'หมายเลขโทรศัพท์' }).count()).toBe(0);
    expect(await dialog.locator('input[readonly]').count()).toBe(0);
    const facts = dialog.getByRole('region', { name: 'ข้อมูลที่แก้ไขเองไม่ได้' });
    await waitForText(facts, MEMBER_NAME);
    expect(await facts.innerText()).toContain(member.phone);
    // The way to change them: staff, through the contact modal.
    await facts.getByRole('button', { name: 'ติดต่อเจ้าหน้าที่' }).click();
    await page.getByRole('dialog', { name: 'ติดต่อเรา' }).waitFor();
  });

  it('the house slot draws its symbols and the fairness lock as SVG, with no emoji text', async () => {
    const { page, baseUrl } = browser;
    const { token } = await signedInMember();
    const { url } = await call<{ url: string }>(baseUrl, 'POST', gameHref.launch('chokdee-lucky-slot'), {
      token,
      body: {},
    });
    await page.goto(url);
    await page.locator('output.balance', { hasText: '0.00' }).waitFor();
    const reels = page.getByRole('img', { name: 'วงล้อสล็อต 5 รูล' });
    await reels.waitFor();
    expect(await reels.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    // 5 reels × 3 rows, each a drawn symbol.
    expect(await reels.locator('[data-symbol]').count()).toBeGreaterThanOrEqual(15);
    expect(await reels.locator('[data-symbol] use, [data-symbol] path').count()).toBeGreaterThanOrEqual(15);
    expect(PICTOGRAPH.test(await reels.evaluate((el) => el.textContent ?? ''))).toBe(false);

    const fair = page.getByRole('button', { name: 'ตรวจสอบความยุติธรรม' });
    expect(await fair.locator('svg').count()).toBe(1);
    expect(PICTOGRAPH.test(await fair.innerText())).toBe(false);

    // The rules' paytable draws each symbol too.
    await page.getByRole('button', { name: 'กติกา' }).click();
    const rules = page.getByRole('dialog', { name: 'กติกา' });
    await rules.getByTestId('slot-rtp').waitFor();
    expect(await rules.locator('table svg').count()).toBeGreaterThanOrEqual(7);
    expect(PICTOGRAPH.test(await page.locator('body').innerText())).toBe(false);
  });
});
