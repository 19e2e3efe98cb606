import { financeAdminPaths, paymentPaths } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  balanceOf,
  buildTestApp,
  call,
  checkLedger,
  fundedMember,
  moneyPost,
  ownerToken,
  registerMember,
  type TestApp,
  testDatabaseUrl,
} from '#testing/index';

// PostgreSQL only: PGlite runs one transaction at a time, so the count could never be raced there.
describe.runIf(testDatabaseUrl())('withdrawal auto-approve races (postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', modules: ['payments'] });
    const res = await call(t, {
      method: 'PUT',
      url: financeAdminPaths.withdrawAutoApprove,
      token: await ownerToken(t),
      body: { enabled: true, maxAmount: '1000', minMemberAgeDays: 0, maxPerDay: 3 },
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  it('auto-approves at most maxPerDay of 12 withdrawals a member sends at once', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '5000.00');
    const results = await Promise.all(
      Array.from({ length: 12 }, () => moneyPost(t, token, paymentPaths.withdraw, { amount: '100' })),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(12).fill(200));
    const statuses = results.map((res) => res.json().data.status as string);
    expect(statuses.filter((s) => s === 'APPROVED')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'PENDING')).toHaveLength(9);
    const approvedRows = await t.database.db
      .select()
      .from(schema.withdrawals)
      .where(
        and(eq(schema.withdrawals.memberId, member.memberId), eq(schema.withdrawals.autoApproved, true)),
      );
    expect(approvedRows).toHaveLength(3);
    expect(await balanceOf(t, token)).toEqual({ balance: '3800.00', lockedBalance: '1200.00' });
  });
});
