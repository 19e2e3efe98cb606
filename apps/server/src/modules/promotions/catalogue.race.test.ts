import { errorCatalogue } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  checkLedger,
  conditionsOf,
  createPromotion,
  loginToken,
  ownerToken,
  publishDeposit,
  registerMember,
  selectPromotion,
  type TestApp,
  testDatabaseUrl,
  waitForOutboxHorizon,
  walletPartsOf,
} from '#testing/index';

// Only PostgreSQL can show these races: PGlite runs one session behind a mutex, so its transactions
// never overlap and these tests would pass there without the selection's row lock or the engine's
// unique claim.
describe.runIf(testDatabaseUrl())('promotions catalogue races (postgres)', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', modules: ['promotions', 'payments'] });
    owner = await ownerToken(t);
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const drainOnNodes = (nodes: number) =>
    Promise.all(
      Array.from({ length: nodes }, () =>
        Promise.all(t.eventTasks.map((task) => task.drain(t.database.db, t.clock))),
      ),
    );

  it('20 concurrent takes of one promotion grant it once: picks, deposits and consumers on several nodes racing', async () => {
    const member = await registerMember(t);
    const token = await loginToken(t, member);
    const promotion = await createPromotion(t, owner, { name: 'แข่งกันรับ', kind: 'EVERY_DEPOSIT' });
    const picks = await Promise.all(Array.from({ length: 20 }, () => selectPromotion(t, token, promotion)));
    expect(picks.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const rows = await t.database.db
      .select()
      .from(schema.promotionSelections)
      .where(eq(schema.promotionSelections.memberId, member.memberId));
    expect(rows).toHaveLength(1);

    // 20 deposits credited at once, consumed by 4 nodes while the member keeps picking the promotion again.
    await Promise.all(Array.from({ length: 20 }, () => publishDeposit(t, member.memberId, '1000.00')));
    const [, repicks] = await Promise.all([
      drainOnNodes(4),
      Promise.all(Array.from({ length: 20 }, () => selectPromotion(t, token, promotion))),
    ]);
    // The racing consumers may stop short of events whose transactions were still open (any
    // database's, on a shared server); the last drain runs once those have committed.
    await waitForOutboxHorizon(t.database.db);
    await drainOnNodes(2);
    // A pick either came before the grant (accepted, and used up by a later deposit that the engine
    // refuses: one active bonus) or after it (refused the same way): never a second bonus.
    for (const res of repicks)
      expect([0, errorCatalogue.PROMOTION_ONE_ACTIVE.code]).toContain(res.json().status.code);
    const conditions = await conditionsOf(t, member.memberId);
    expect(conditions).toHaveLength(1);
    expect(conditions[0]).toMatchObject({ bonusSatang: 10_000n, status: 'OPEN' });
    expect(await walletPartsOf(t, token)).toMatchObject({ bonus: '100.00' });
    const results = await t.database.db
      .select()
      .from(schema.promotionDepositResults)
      .where(eq(schema.promotionDepositResults.memberId, member.memberId));
    expect(results.filter((row) => row.granted)).toHaveLength(1);
  });

  it('one Idempotency-Key sent 20 times at once picks once and answers the same', async () => {
    const member = await registerMember(t);
    const token = await loginToken(t, member);
    const promotion = await createPromotion(t, owner, { name: 'คีย์เดียว' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => selectPromotion(t, token, promotion, 'one-key-20-times')),
    );
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(answers[0]?.json().data).toEqual({
      selected: { promotionId: promotion, promotionName: 'คีย์เดียว' },
    });
    const stored = await t.database.db
      .select()
      .from(schema.idempotencyKeys)
      .where(eq(schema.idempotencyKeys.key, 'one-key-20-times'));
    expect(stored).toHaveLength(1);
  });
});
