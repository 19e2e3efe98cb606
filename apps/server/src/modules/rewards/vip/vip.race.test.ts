import { errorCatalogue, vipPaths } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  checkLedger,
  drainEvents,
  loginToken,
  moneyPost,
  publishBillSettled,
  registerMember,
  statusOf,
  type TestApp,
  testDatabaseUrl,
  walletPartsOf,
} from '#testing/index';
import { createVipRepo } from './vip.repo';
import { seedDemoVip } from './vip.seed';

// Only PostgreSQL can show this race: PGlite runs one session behind a mutex, so concurrent claims
// never overlap there and the test would pass even without the member's VIP lock and the
// conditional `claimed_at is null` update.
describe.runIf(testDatabaseUrl())('VIP upgrade-bonus claim race (postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', modules: ['rewards', 'payments'] });
    await seedDemoVip({
      db: t.database.db,
      repo: createVipRepo(),
      operatorId: t.operatorId,
      now: t.clock.now(),
    });
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  it('20 concurrent claims of one upgrade bonus (each its own Idempotency-Key) pay it once', async () => {
    const member = await registerMember(t);
    const token = await loginToken(t, member);
    // 10,000 baht of counted play: บรอนซ์, whose upgrade bonus is 50 baht.
    await publishBillSettled(t, { memberId: member.memberId, lines: [{ stakeSatang: 1_000_000n }] });
    await drainEvents(t);

    const results = await Promise.all(
      Array.from({ length: 20 }, () => moneyPost(t, token, vipPaths.claimBonus, { level: 2 })),
    );
    const codes = results.map((res) => statusOf(res).code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(
      codes.every(
        (code) =>
          code === 0 ||
          code === errorCatalogue.VIP_BONUS_ALREADY_CLAIMED.code ||
          code === errorCatalogue.VIP_BONUS_ONE_ACTIVE.code,
      ),
    ).toBe(true);
    const conditions = await t.database.db
      .select()
      .from(schema.wageringConditions)
      .where(
        and(
          eq(schema.wageringConditions.memberId, member.memberId),
          eq(schema.wageringConditions.source, 'VIP'),
        ),
      );
    expect(conditions).toHaveLength(1);
    expect(conditions[0]).toMatchObject({ bonusSatang: 5_000n, targetSatang: 50_000n });
    expect((await walletPartsOf(t, token)).bonus).toBe('50.00');
  });
});
