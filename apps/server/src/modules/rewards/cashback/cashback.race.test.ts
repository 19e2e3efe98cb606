import { randomUUID } from 'node:crypto';
import { cashbackPaths, errorCatalogue, IDEMPOTENCY_HEADER, wageringCategories } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  call,
  checkLedger,
  drainEvents,
  loginToken,
  ownerToken,
  publishBillSettled,
  registerMember,
  type TestApp,
  testDatabaseUrl,
} from '#testing/index';

// Only PostgreSQL can show this race: PGlite runs one session behind a mutex, so its transactions
// never overlap.
describe.runIf(testDatabaseUrl())('cashback claim race (postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', modules: ['rewards', 'payments'] });
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t?.close();
  });

  it('20 concurrent claims of one cashback pay it once', { timeout: 60_000 }, async () => {
    const owner = await ownerToken(t);
    const saved = await call(t, {
      method: 'PUT',
      url: cashbackPaths.adminSettings,
      token: owner,
      body: {
        enabled: true,
        period: 'WEEKLY',
        percents: Object.fromEntries(wageringCategories.map((category) => [category, '10'])),
        minimumLoss: '100.00',
        cap: '5000.00',
        turnoverMultiplier: '0',
        claimDays: 7,
      },
    });
    expect(saved.statusCode).toBe(200);
    const member = await registerMember(t);
    // 1,000 lost in 2026-W47 (ended: the test clock is Monday 2026-11-23) → 100.00 back.
    await publishBillSettled(t, {
      memberId: member.memberId,
      at: new Date('2026-11-20T12:00:00+07:00'),
      lines: [{ stakeSatang: 100_000n }],
    });
    await drainEvents(t);
    const run = await call(t, {
      url: '/api/admin/jobs/cashback/run',
      token: owner,
      body: { period: '2026-W47' },
    });
    expect(run.json().data.result).toMatchObject({ claimable: 1, amountSatang: '100.00' });

    const token = await loginToken(t, member);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t, {
          url: cashbackPaths.claim,
          token,
          body: {},
          headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
        }),
      ),
    );
    const paid = results.filter((res) => res.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.json().data).toEqual({ amount: '100.00', count: 1, paidAs: 'CASH' });
    for (const res of results.filter((r) => r.statusCode !== 200))
      expect(res.json().status.code).toBe(errorCatalogue.CASHBACK_NOTHING_TO_CLAIM.code);
    const transfers = await t.database.db
      .select()
      .from(schema.ledgerTransfers)
      .where(eq(schema.ledgerTransfers.kind, 'CASHBACK_CLAIMED'));
    expect(transfers.map((row) => row.amountSatang)).toEqual([10_000n]);
    const wallet = (await call(t, { method: 'GET', url: '/api/v2/user/balance', token })).json().data;
    expect(wallet.cash).toBe('100.00');
  });
});
