import { formatAmount, formatBaht, parseAmount, type SportsTicket } from '@chokdee/contracts';
import type { Locator, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiBalance, apiFundedMember } from '../fixtures/api';
import { PHONE, useBrowser, useOwnServer, waitForText } from '../fixtures/browser';
import {
  apiLiveFixtures,
  apiSportsTicket,
  bangkokDay,
  devClock,
  pollUntil,
  type QuietStretch,
  quietStretchBeforeGoal,
  type SimulatedFeedScript,
  SLOT_MS,
  simulatedScript,
} from '../fixtures/sports';
import { MemberSite } from '../page-models/member-site';

/** The spec's server runs the simulated feed with this seed and in-play speed; the spec reads the same scripts. */
const SEED = 'e2e-sports';
/**
 * Five match seconds a real second: a match lasts about 23 real minutes, PRICES come every 2 real seconds
 * in play, and a goal's bet stop (a few seconds before it to 30 after) holds the market about 7 real
 * seconds, long enough to be seen on the page.
 */
const SPEED = 5;
/** The live bet, the parlay and the price move all happen in this much real time without a bet stop. */
const QUIET_MS = 120_000;
/** Before the clock is moved the member registers and opens กีฬา: a stretch starting sooner is not used. */
const SETUP_MS = 90_000;

type Plan = {
  stretch: QuietStretch;
  /** Where the server's clock is moved: just inside the quiet stretch of the live match. */
  at: Date;
  /** The script's full-time score, and the FT.1X2 outcome it makes a winner. */
  ft: { home: number; away: number };
  winner: 'HOME' | 'DRAW' | 'AWAY';
  /** Three later fixtures (no scenario) of one Bangkok day, and the tab that lists that day. */
  parlay: Array<{ home: string; away: string }>;
  parlayTab: 'วันนี้' | 'พรุ่งนี้';
};

/**
 * Picks, from the feed's own scripts, the first match after `now` that has no scenario and a quiet
 * stretch of QUIET_MS in one half ended by a goal, and three fixtures after it for the parlay.
 */
const planFrom = (script: SimulatedFeedScript, now: Date): Plan => {
  const first = Math.floor(now.getTime() / SLOT_MS);
  for (let slot = first; slot < first + 12; slot += 1) {
    const match = script.fixtureAt(new Date(slot * SLOT_MS));
    const ft = match.result.ft;
    if (match.scenario || !ft) continue;
    const stretch = quietStretchBeforeGoal(match, QUIET_MS);
    if (!stretch || stretch.from.getTime() < now.getTime() + SETUP_MS) continue;
    const at = new Date(stretch.from.getTime() + 3_000);
    const byDay = new Map<string, Array<{ home: string; away: string }>>();
    for (let next = slot + 1; next <= slot + 12; next += 1) {
      const later = script.fixtureAt(new Date(next * SLOT_MS));
      if (later.scenario) continue;
      const day = bangkokDay(later.kickoffAt);
      byDay.set(day, [...(byDay.get(day) ?? []), { home: later.fixture.home, away: later.fixture.away }]);
    }
    const [day, fixtures] = [...byDay].find(([, list]) => list.length >= 3) ?? [];
    if (!day || !fixtures) continue;
    return {
      stretch,
      at,
      ft,
      winner: ft.home > ft.away ? 'HOME' : ft.home < ft.away ? 'AWAY' : 'DRAW',
      parlay: fixtures.slice(0, 3),
      parlayTab: day === bangkokDay(at) ? 'วันนี้' : 'พรุ่งนี้',
    };
  }
  throw new Error(`no simulated match after ${now.toISOString()} has a quiet stretch before a goal`);
};

const fixtureCard = (page: Page, fixture: { home: string; away: string }) =>
  page.locator(`[data-testid="sports-fixture"][aria-label="${fixture.home} - ${fixture.away}"]`);

const price = (scope: Locator, market: string, outcome: string) =>
  scope.locator(
    `[data-testid="sports-price"][data-market${market.endsWith(':') ? '^' : ''}="${market}"][data-outcome="${outcome}"]`,
  );

/** Taps with the element in the middle of the screen: the slip's floating button and the member bar cover the bottom. */
const tap = async (locator: Locator) => {
  await locator.waitFor();
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await locator.click();
};

/** The next `POST /api/v2/sports/tickets` answer's ticket. */
const placedTicket = async (page: Page, action: () => Promise<void>): Promise<SportsTicket> => {
  const answer: Promise<Response> = page.waitForResponse(
    (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/v2/sports/tickets',
  );
  await action();
  const body = (await (await answer).json()) as { status: { code: number }; data: SportsTicket };
  expect(body.status.code).toBe(0);
  return body.data;
};

/**
 * The house sportsbook on a phone (docs/modules/sports-web.md), on a server of its own whose simulated
 * feed runs SEED at SPEED and whose clock the owner can move (DEV_CLOCK). The spec reads the same
 * scripts with `createSimulatedFeed` (`fixtureAt`, the match's incidents and events), picks a match
 * with a quiet stretch before a goal, and moves the server's clock into it: the match is live at once,
 * whatever the time of day. Later the clock is moved to a few seconds before the goal's bet stop, then
 * past full time, so nothing waits for the real schedule.
 */
describe('sportsbook on a phone', () => {
  const server = useOwnServer({
    DEV_CLOCK: 'true',
    SPORTS_SIM_SEED: SEED,
    SPORTS_SIM_SPEED: String(SPEED),
  });
  const browser = useBrowser(PHONE, { baseUrl: () => server.baseUrl });

  it('a live single waits รอยืนยัน then is accepted, a 3-leg parlay, prices move, a goal locks the market, the single is paid', async () => {
    const { page } = browser;
    const baseUrl = server.baseUrl;
    const clock = devClock(baseUrl);
    const script = simulatedScript(SEED, SPEED);
    const plan = planFrom(script, await clock.now());
    const live = plan.stretch.match;
    expect(script.liveAt(plan.at).map((match) => match.fixtureRef)).toContain(live.fixtureRef);

    const { token } = await apiFundedMember(baseUrl, '1000.00', 'ทดสอบ แทงบอล');
    const site = new MemberSite(page);
    await site.signInWithToken(token);
    const connected = site.waitForRealtime();
    await site.open('/');
    await waitForText(site.balance, formatBaht('1000.00'));
    await connected;

    // The server's clock into the live match's quiet stretch; the feed's backlog is applied (a few
    // seconds: every PRICES message since the real now).
    await clock.moveTo(plan.at);
    await pollUntil(
      'the match is live and taking bets',
      () => apiLiveFixtures(baseUrl),
      (list) =>
        list.some(
          (fixture) =>
            fixture.home === live.fixture.home &&
            fixture.away === live.fixture.away &&
            fixture.markets.some((market) => market.key === 'FT.1X2' && market.status === 'OPEN'),
        ),
      60_000,
    );

    // กีฬา from the category menu: the simulated board, every match labelled จำลอง.
    await page.getByRole('navigation', { name: 'หมวดเกม' }).getByRole('link', { name: 'กีฬา' }).click();
    await page.waitForURL('**/sports');
    await page.getByTestId('sports-fixture').first().waitFor();
    await page.getByTestId('sports-simulated').first().waitFor();
    const unlabelled = page.locator(
      '[data-testid="sports-fixture"]:not(:has([data-testid="sports-simulated"]))',
    );
    expect(await unlabelled.count()).toBe(0);

    // 1. A live single (บอลเต็ง) from the สด tab: FT 1X2 on the side the script makes win.
    await page.getByRole('tab', { name: 'สด', exact: true }).click();
    const liveCard = fixtureCard(page, live.fixture);
    await liveCard.getByTestId('sports-live').waitFor();
    await liveCard.getByTestId('sports-simulated').waitFor();
    await tap(price(liveCard, 'FT.1X2', plan.winner));
    const slip = page.getByRole('dialog', { name: 'สลิปบอล' });
    await slip.getByTestId('sports-slip-leg').waitFor();
    // In play the price moves every two seconds: the member takes any price (รับทุกราคา).
    await slip.getByTestId('sports-accept-policy').selectOption('ANY');
    await slip.getByTestId('sports-stake-input').fill('100');
    await waitForText(slip.getByTestId('sports-risk'), formatBaht('100.00'));
    const single = await placedTicket(page, () => slip.getByTestId('sports-confirm').click());
    expect(single).toMatchObject({ kind: 'SINGLE', status: 'PENDING', stake: '100.00' });
    const singleState = slip.getByTestId('sports-ticket-state');
    await slip.locator('[data-testid="sports-ticket-state"][data-status="PENDING"]').waitFor();
    await waitForText(singleState, 'รอยืนยัน');
    await slip
      .locator('[data-testid="sports-ticket-state"][data-status="OPEN"]')
      .waitFor({ timeout: 15_000 });
    await waitForText(singleState, `รับบิล ${single.ticketNo} แล้ว`);
    expect((await apiSportsTicket(baseUrl, token, single.id)).status).toBe('OPEN');

    // 2. A parlay (บอลสเต็ป) of three later fixtures: handicap, total and 1X2.
    await slip.getByRole('radio', { name: 'บอลสเต็ป' }).check({ force: true });
    await page.keyboard.press('Escape');
    await slip.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: plan.parlayTab, exact: true }).click();
    const [first, second, third] = plan.parlay.map((fixture) => fixtureCard(page, fixture));
    if (!first || !second || !third) throw new Error('the plan has three parlay fixtures');
    await tap(price(first, 'FT.AH:', 'HOME'));
    await tap(price(second, 'FT.OU:', 'OVER'));
    await tap(price(third, 'FT.1X2', 'DRAW'));
    await waitForText(page.getByTestId('sports-slip-button'), '3');
    await page.getByTestId('sports-slip-button').click();
    expect(await slip.getByTestId('sports-slip-leg').count()).toBe(3);
    await slip.getByTestId('sports-combined-odds').waitFor();
    await slip.getByTestId('sports-stake-input').fill('50');
    await waitForText(slip.getByTestId('sports-risk'), formatBaht('50.00'));
    const parlay = await placedTicket(page, () => slip.getByTestId('sports-confirm').click());
    expect(parlay).toMatchObject({ kind: 'PARLAY', status: 'OPEN', stake: '50.00' });
    expect(parlay.legs).toHaveLength(3);
    await waitForText(slip.getByTestId('sports-ticket-state'), `รับบิล ${parlay.ticketNo} แล้ว`);
    await page.keyboard.press('Escape');
    await slip.waitFor({ state: 'detached' });
    await waitForText(site.balance, formatBaht('850.00'));

    // 3. The live match's prices move with the feed's PRICES pushes: a price flashes.
    await page.getByRole('tab', { name: 'สด', exact: true }).click();
    await liveCard.getByTestId('sports-live').waitFor();
    await liveCard.locator('[data-testid="sports-price"][data-flash]').first().waitFor({ timeout: 30_000 });

    // 4. A goal: the clock a few seconds before its bet stop; the market locks, the score moves.
    const lockedPrice = liveCard.locator(
      `[data-testid="sports-price"][data-market="FT.1X2"][data-outcome="${plan.winner}"][data-suspended="true"]`,
    );
    expect(await lockedPrice.count()).toBe(0);
    const now = await clock.now();
    expect(now.getTime()).toBeLessThan(plan.stretch.stopAt.getTime() - 5_000);
    await clock.moveTo(new Date(plan.stretch.stopAt.getTime() - 6_000));
    await lockedPrice.waitFor({ timeout: 25_000 });
    const { scoreAfter } = plan.stretch;
    await waitForText(liveCard.getByTestId('sports-score'), `${scoreAfter.home}-${scoreAfter.away}`, 40_000);

    // 5. Full time: the feed's result settles the single; its page shows the working and the payout.
    await clock.moveTo(new Date(live.fullTimeAt.getTime() + 2_000));
    const settled = await pollUntil(
      'the single is settled',
      () => apiSportsTicket(baseUrl, token, single.id),
      (ticket) => ticket.status === 'SETTLED',
      60_000,
    );
    expect(settled.legs[0]?.result).toBe('WIN');
    // A single that wins pays the most it could: the stake × the price taken.
    expect(settled.payout).toBe(settled.maxPayout);
    const payout = settled.maxPayout;
    const balance = formatAmount((parseAmount('850.00') ?? 0n) + (parseAmount(payout) ?? 0n));
    expect((await apiBalance(baseUrl, token)).balance).toBe(balance);
    await waitForText(site.balance, formatBaht(balance), 15_000);

    await page.getByRole('link', { name: 'บิลของฉัน' }).click();
    const history = page.getByRole('dialog');
    await history.getByRole('radio', { name: 'ประกาศผลแล้ว' }).check({ force: true });
    const card = history.getByTestId('sports-ticket-card').filter({ hasText: single.ticketNo });
    await card.getByRole('link', { name: 'ดูบิล' }).click();
    await page.waitForURL(`**/sports/tickets/${single.id}`);
    const ticketPage = page.getByTestId('sports-ticket-page');
    await ticketPage.locator('[data-testid="sports-ticket-status"][data-status="SETTLED"]').waitFor();
    const working = ticketPage.getByTestId('sports-leg-working');
    expect(await working.getAttribute('data-result')).toBe('WIN');
    await waitForText(working, 'ชนะ');
    await waitForText(working, `สกอร์ ${plan.ft.home}-${plan.ft.away}`);
    const { scoreBefore } = plan.stretch;
    await waitForText(
      ticketPage.getByTestId('sports-score-at-placement'),
      `สกอร์ขณะแทง ${scoreBefore.home}-${scoreBefore.away}`,
    );
    await waitForText(ticketPage.getByTestId('sports-ticket-payout'), formatBaht(payout));
    await waitForText(site.balance, formatBaht(balance));
  }, 180_000);
});
