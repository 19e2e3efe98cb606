import { errorCatalogue } from '@chokdee/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import { buildSecondNode, buildTestApp, type TestApp, type TestNode, testDatabaseUrl } from '#testing/index';
import {
  type Shooter,
  shoot,
  shooter,
  type YeekeeMarketFixture,
  yeekeeMarketFixture,
  yeekeeRoundFixture,
} from '#testing/yeekee-intake-fixture';

const codeOf = (res: { json(): { status: { code: number } } }) => res.json().status.code;

// Only PostgreSQL can show these races: PGlite runs one transaction at a time, so batches never
// interleave. Here every request is its own connection's work, two app instances stand for two nodes
// on one database, and the `yeekee_rounds` row lock is all that keeps their seqs gapless.
describe.runIf(testDatabaseUrl())('yeekee shot intake races (postgres)', () => {
  let t: TestApp;
  /** A second node: its own intake queues and caches, the same database. */
  let nodeB: TestNode;
  let shooters: Shooter[];
  let roundNo = 0;
  const roundOf = (market: YeekeeMarketFixture) => {
    roundNo += 1;
    return yeekeeRoundFixture(t, market, { roundNo });
  };
  /** Alternates the two nodes. */
  const shootOn = (i: number, who: Shooter, roundCode: string, number: string) =>
    i % 2 === 0 ? shoot(t, who, roundCode, number) : shoot({ ...t, ...nodeB }, who, roundCode, number);

  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', modules: ['lottery', 'payments'] });
    nodeB = await buildSecondNode(t);
    shooters = [];
    for (let i = 0; i < 50; i += 1) shooters.push(await shooter(t));
  }, 120_000);
  afterAll(async () => {
    await nodeB?.close();
    await t.close();
  });

  /** One member's `count` shots fired at once, alternating the nodes: their status codes. */
  const fireTogether = async (who: Shooter, roundCode: string, count: number) =>
    (
      await Promise.all(
        Array.from({ length: count }, (_, i) => shootOn(i, who, roundCode, String(i).padStart(5, '0'))),
      )
    ).map((res) => ({ code: codeOf(res), data: res.json().data }));

  const shotsOf = (roundId: string) =>
    t.database.db
      .select()
      .from(schema.yeekeeShots)
      .where(eq(schema.yeekeeShots.roundId, roundId))
      .orderBy(asc(schema.yeekeeShots.seq));
  const tallyOf = async (roundId: string) => {
    const [row] = await t.database.db
      .select()
      .from(schema.yeekeeRounds)
      .where(eq(schema.yeekeeRounds.roundId, roundId));
    return row;
  };

  it('50 members shooting at once on two nodes get the seqs 1..50, each once, and the tally adds up', async () => {
    const market = await yeekeeMarketFixture(t);
    const round = await roundOf(market);
    const numbers = shooters.map((_, i) => String(i * 1_999).padStart(5, '0'));
    const results = await Promise.all(
      shooters.map((who, i) => shootOn(i, who, round.roundCode, numbers[i] ?? '')),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(50).fill(200));
    const seqs = results.map((res) => res.json().data.seq as number).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));

    const shots = await shotsOf(round.roundId);
    expect(shots.map((shot) => shot.seq)).toEqual(seqs);
    // Each answer names its own shot.
    for (const [i, res] of results.entries()) {
      const shot = shots.find((row) => row.seq === res.json().data.seq);
      expect(shot?.memberId).toBe(shooters[i]?.memberId);
      expect(shot?.number).toBe(numbers[i]);
    }
    const tally = await tallyOf(round.roundId);
    expect(tally?.lastSeq).toBe(50);
    expect(tally?.shotCount).toBe(50);
    expect(tally?.shotSum).toBe(numbers.reduce((sum, n) => sum + BigInt(Number(n)), 0n));
  });

  it('the per-member limit holds when one member fires many shots at once on two nodes', async () => {
    const market = await yeekeeMarketFixture(t, { maxShotsPerMember: 3, shotCooldownSeconds: 0 });
    const round = await roundOf(market);
    const who = shooters[0] as Shooter;
    const codes = (await fireTogether(who, round.roundCode, 12)).map((result) => result.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(3);
    expect(codes.filter((code) => code === errorCatalogue.YEEKEE_SHOT_LIMIT.code)).toHaveLength(9);
    expect((await shotsOf(round.roundId)).map((shot) => shot.seq)).toEqual([1, 2, 3]);
    const [state] = await t.database.db
      .select()
      .from(schema.yeekeeRoundShooters)
      .where(eq(schema.yeekeeRoundShooters.roundId, round.roundId));
    expect(state?.shotCount).toBe(3);
  });

  it('the cooldown holds when one member fires many shots at the same instant on two nodes', async () => {
    const market = await yeekeeMarketFixture(t, { maxShotsPerMember: 100, shotCooldownSeconds: 3 });
    const round = await roundOf(market);
    const who = shooters[1] as Shooter;
    const results = await fireTogether(who, round.roundCode, 12);
    expect(results.filter((result) => result.code === 0)).toHaveLength(1);
    const refused = results.filter((result) => result.code !== 0);
    expect(refused.map((result) => result.code)).toEqual(
      Array(11).fill(errorCatalogue.YEEKEE_SHOT_COOLDOWN.code),
    );
    for (const result of refused) expect(result.data).toEqual({ retryAfterMs: 3_000 });
    expect((await shotsOf(round.roundId)).map((shot) => shot.seq)).toEqual([1]);
  });

  it('members racing their limits and cooldowns together still leave a gapless sequence', async () => {
    const market = await yeekeeMarketFixture(t, { maxShotsPerMember: 2, shotCooldownSeconds: 0 });
    const round = await roundOf(market);
    const group = shooters.slice(0, 20);
    // Each of 20 members fires 4 shots at once: 2 each are taken, 40 in all, in any order.
    const results = await Promise.all(
      group.flatMap((who, m) =>
        Array.from({ length: 4 }, (_, k) =>
          shootOn(m + k, who, round.roundCode, String(m * 10 + k).padStart(5, '0')),
        ),
      ),
    );
    expect(results.filter((res) => codeOf(res) === 0)).toHaveLength(40);
    const shots = await shotsOf(round.roundId);
    expect(shots.map((shot) => shot.seq)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (const who of group) expect(shots.filter((shot) => shot.memberId === who.memberId)).toHaveLength(2);
    expect((await tallyOf(round.roundId))?.lastSeq).toBe(40);
  });
});
