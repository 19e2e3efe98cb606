import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#platform/db/rows';
import {
  buildTestApp,
  drainEvents,
  fundedMember,
  manualFixture,
  placeTicket,
  registerMember,
  resultFixture,
  type TestApp,
} from '#testing/index';

/**
 * A settled sports ticket is a SPORTS round of the house for the rewards (docs/modules/sportsbook.md,
 * "Settlement"): its stake and return reach the daily turnover cashback, referral, VIP and missions read,
 * and a revision takes back what it settled before counting the new figures.
 */
describe('sports play in the rewards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ modules: ['sports', 'payments', 'rewards'], seedDemo: ['payments'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const turnover = async (memberId: string) =>
    rowsOf<{ stake: string; win: string }>(
      await t.database.db.execute(sql`
        select coalesce(sum(stake_satang), 0)::text as stake, coalesce(sum(win_satang), 0)::text as win
        from reward_daily_turnover where member_id = ${memberId} and category = 'SPORTS'`),
    )[0];

  it('counts a settled ticket under SPORTS, and a revision replaces its figures', async () => {
    const { id } = await manualFixture(t, { kickoffInMs: 60_000 });
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '100.00');
    await placeTicket(t, token, {
      stake: '40',
      legs: [{ fixtureId: id, market: 'FT.1X2', outcome: 'HOME', odds: '2.10' }],
    });
    t.clock.advance(3 * 3_600_000);
    await resultFixture(t, id, { ft: { home: 1, away: 0 }, ht: { home: 0, away: 0 } });
    await drainEvents(t);
    expect(await turnover(member.memberId)).toEqual({ stake: '4000', win: '8400' });
    await resultFixture(t, id, { ft: { home: 1, away: 1 }, ht: { home: 0, away: 0 } });
    await drainEvents(t);
    expect(await turnover(member.memberId)).toEqual({ stake: '4000', win: '0' });
  });
});
