import { randomInt } from 'node:crypto';
import { errorCatalogue, formatBaht, sportsHref, sportsTh } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { apiBalance, apiFundedMember, apiStaffLogin, apiStaffMember, call, E2E_OWNER } from '../fixtures/api';
import { DESKTOP, useBrowser, waitForText } from '../fixtures/browser';
import {
  apiManualFixture,
  apiPlaceSportsTicket,
  apiSportsFixture,
  apiSportsTicket,
  bangkokDay,
  pollUntil,
  sleep,
} from '../fixtures/sports';
import { AdminSite } from '../page-models/admin-site';

/** apiStaffMember's password: the trader logs in through the page with it. */
const STAFF_PASSWORD = 'e2e-staff-password';
/**
 * The hand-entered fixture kicks off this long after it is created: time for the member's pre-match
 * bet and the trader's suspension before it, a short wait after (the spec then waits for the kick-off
 * it set itself, on the real clock the server and the browser share).
 */
const KICKOFF_IN_MS = 30_000;
const SUSPEND_REASON = 'รอข่าวนักเตะบาดเจ็บ';

/**
 * The trader's desk (docs/modules/sports-desk.md) on the shared server: the owner creates a trader; the
 * trader enters a local-league fixture by hand (`POST …/fixtures`, `PUT …/markets`) kicking off in
 * KICKOFF_IN_MS, a member bets on it; in the back office the trader opens the board and the fixture,
 * suspends a market with a reason; after kick-off the trader enters the result and the owner, in a
 * browser of their own, confirms it (maker-checker); settlement pays the member's ticket.
 */
describe('back office: the sportsbook trader’s desk', () => {
  const browser = useBrowser(DESKTOP);

  it('a trader suspends a market and enters a hand-entered fixture’s result, the owner confirms it, the member’s ticket is settled', async () => {
    const { baseUrl, page } = browser;
    const ownerToken = await apiStaffLogin(baseUrl, E2E_OWNER);
    const trader = await apiStaffMember(baseUrl, ownerToken, 'trader');
    const { token: memberToken } = await apiFundedMember(baseUrl, '500.00', 'ทดสอบ โต๊ะบอล');

    // The trader's fixture (a local league, by hand) with three markets, kicking off soon.
    const tag = randomInt(100_000, 1_000_000);
    const teams = { home: `ช้างเผือกลำปาง ${tag}`, away: `กระทิงแดงแพร่ ${tag}` };
    const match = `${teams.home} พบ ${teams.away}`;
    const kickoffAt = new Date(Math.ceil((Date.now() + KICKOFF_IN_MS) / 1000) * 1000);
    const fixture = await apiManualFixture(
      baseUrl,
      trader.token,
      { competition: `ลีกภูมิภาค e2e ${tag}`, ...teams, kickoffAt },
      [
        {
          key: 'FT.1X2',
          prices: [
            { outcome: 'HOME', odds: '2.10' },
            { outcome: 'DRAW', odds: '3.30' },
            { outcome: 'AWAY', odds: '3.40' },
          ],
        },
        {
          key: 'FT.AH:-0.5',
          prices: [
            { outcome: 'HOME', odds: '1.95' },
            { outcome: 'AWAY', odds: '1.95' },
          ],
        },
        {
          key: 'FT.OU:2.5',
          prices: [
            { outcome: 'OVER', odds: '1.90' },
            { outcome: 'UNDER', odds: '1.90' },
          ],
        },
      ],
    );
    expect(fixture).toMatchObject({ source: 'manual', status: 'SCHEDULED', marketCount: 3 });

    // A member's pre-match single on it: 100 on the home side at 2.10.
    const ticket = await apiPlaceSportsTicket(baseUrl, memberToken, {
      stake: '100.00',
      legs: [{ fixtureId: fixture.id, market: 'FT.1X2', outcome: 'HOME', odds: '2.10' }],
    });
    expect(ticket).toMatchObject({ kind: 'SINGLE', status: 'OPEN', stake: '100.00', maxPayout: '210.00' });
    expect((await apiBalance(baseUrl, memberToken)).balance).toBe('400.00');

    // Before kick-off the server refuses a result (docs/modules/sportsbook.md: "After kick-off only").
    const result = { ft: { home: 2, away: 1 }, ht: { home: 1, away: 0 } };
    await expect(
      call(baseUrl, 'POST', sportsHref.adminResult(fixture.id), { token: trader.token, body: result }),
    ).rejects.toThrow(`"code":${errorCatalogue.SPORTS_STATE_INVALID.code}`);

    // The trader: the board lists the fixture (entered by hand), its page has the markets.
    const site = new AdminSite(page);
    await site.open('/admin');
    await site.logIn(trader.username, STAFF_PASSWORD);
    await site.menu.waitFor();
    await site.goTo('กระดานคู่บอล');
    if (bangkokDay(kickoffAt) !== bangkokDay(Date.now())) await site.selectTab('พรุ่งนี้');
    const row = page.getByTestId(`board-row-${fixture.id}`);
    await waitForText(row, 'กรอกเอง');
    await waitForText(row, formatBaht('100.00'));
    await row.getByRole('link', { name: match }).click();
    await page.getByRole('heading', { level: 1, name: match }).waitFor();
    const ouRow = page.getByTestId('market-row-FT.OU:2.5');
    await waitForText(ouRow, 'เปิดรับ');

    // Suspends the total with a reason: SUSPENDED on the desk and for members.
    await page.getByTestId('market-suspend-FT.OU:2.5').click();
    await site.dialog.getByTestId('market-control-reason').fill(SUSPEND_REASON);
    await site.dialog.getByTestId('market-control-submit').click();
    await site.toast('ระงับตลาดแล้ว').waitFor();
    await waitForText(ouRow, 'ระงับชั่วคราว');
    await waitForText(ouRow, `เจ้าหน้าที่: ${SUSPEND_REASON}`);
    await page.getByTestId('market-reopen-FT.OU:2.5').waitFor();
    const seen = await apiSportsFixture(baseUrl, fixture.id);
    expect(seen.markets.find((market) => market.key === 'FT.OU:2.5')?.status).toBe('SUSPENDED');
    expect(seen.markets.find((market) => market.key === 'FT.1X2')?.status).toBe('OPEN');

    // After kick-off (the time the spec set) the desk takes the result: FT 2-1, HT 1-0.
    await sleep(Math.max(0, kickoffAt.getTime() + 1_000 - Date.now()));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: match }).waitFor();
    const desk = page.getByTestId('result-desk');
    await desk
      .getByTestId('result-ft-home')
      .waitFor()
      .catch((error: unknown) => {
        throw new Error(`after kick-off the result desk offers no result entry: ${String(error)}`);
      });
    await desk.getByTestId('result-ft-home').fill('2');
    await desk.getByTestId('result-ft-away').fill('1');
    await desk.getByTestId('result-ht-home').fill('1');
    await desk.getByTestId('result-ht-away').fill('0');
    await desk.getByTestId('result-submit').click();
    await site.toast('บันทึกผลแล้ว รอเจ้าหน้าที่อีกคนยืนยัน').waitFor();
    const pending = desk.getByTestId('result-pending');
    await waitForText(pending, trader.username);
    await waitForText(pending, 'ต้องให้เจ้าหน้าที่อีกคนยืนยัน');
    expect(await desk.getByTestId('result-confirm').count()).toBe(0);
    // The preview: the member's ticket goes from nothing to 210.
    await waitForText(desk.getByTestId(`preview-${ticket.ticketNo}`), formatBaht('210.00'));

    // The owner, in a browser of their own, confirms it; settlement follows by itself.
    const ownerContext = await browser.browser.newContext({
      baseURL: baseUrl,
      viewport: DESKTOP.viewport,
      locale: 'th-TH',
      timezoneId: 'Asia/Bangkok',
      reducedMotion: 'reduce',
    });
    try {
      const ownerPage = await ownerContext.newPage();
      ownerPage.setDefaultTimeout(10_000);
      const owner = new AdminSite(ownerPage);
      await owner.open(`/admin/sports/fixtures/${fixture.id}`);
      await owner.logIn(E2E_OWNER.username, E2E_OWNER.password);
      await ownerPage.getByRole('heading', { level: 1, name: match }).waitFor();
      const ownerDesk = ownerPage.getByTestId('result-desk');
      await waitForText(ownerDesk.getByTestId('result-pending'), '2 - 1');
      await ownerDesk.getByTestId('result-confirm').click();
      await owner.dialog.getByTestId('result-confirm-submit').click();
      await owner.toast('ยืนยันผลแล้ว ระบบกำลังคิดผลบิล').waitFor();
      await waitForText(ownerDesk.getByTestId('result-confirmed'), '2 - 1', 15_000);
      expect(await ownerDesk.getByTestId('result-pending').count()).toBe(0);
    } finally {
      await ownerContext.close();
    }

    // The member's ticket is settled: won at 2.10, 210 back, the balance 400 + 210.
    const settled = await pollUntil(
      'the ticket is settled',
      () => apiSportsTicket(baseUrl, memberToken, ticket.id),
      (current) => current.status === 'SETTLED',
    );
    expect(settled).toMatchObject({ payout: '210.00' });
    expect(settled.legs[0]).toMatchObject({ result: 'WIN' });
    expect((await apiBalance(baseUrl, memberToken)).balance).toBe('610.00');
    // The trader's desk shows the confirmed result, and the fixture's ticker the ticket settled.
    await waitForText(desk.getByTestId('result-confirmed'), '2 - 1', 15_000);
    await page.getByRole('link', { name: 'ดูบิลของคู่นี้' }).click();
    await waitForText(page.getByTestId(`ticket-row-${ticket.ticketNo}`), sportsTh.ticketStatuses.SETTLED);
  }, 90_000);
});
