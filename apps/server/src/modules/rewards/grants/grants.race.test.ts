import { randomUUID } from 'node:crypto';
import { rewardGrantHref, rewardGrantPaths } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  call,
  checkLedger,
  loginToken,
  moneyPost,
  ownerToken,
  registerMember,
  staffMember,
  type TestApp,
  testDatabaseUrl,
  walletPartsOf,
} from '#testing/index';

// Only PostgreSQL can show this race: PGlite runs one session behind a mutex, so its transactions
// never overlap and two approvals could never meet.
describe.runIf(testDatabaseUrl())('manual grant races (postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', modules: ['rewards', 'payments'] });
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  it('grants once when two staff members approve the same pending grant together', async () => {
    const owner = await ownerToken(t);
    const maker = await staffMember(t, 'finance');
    const checker = await staffMember(t, 'finance');
    const member = await registerMember(t);
    const token = await loginToken(t, member);
    const made = await moneyPost(t, maker.token, rewardGrantPaths.create, {
      memberId: member.memberId,
      amount: '5000.00',
      multiplier: '2',
      reason: `race ${randomUUID()}`,
    });
    const id = made.json().data.id as string;
    const results = await Promise.all(
      [owner, checker.token].map((token) => call(t, { url: rewardGrantHref.approve(id), token })),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const conditions = await t.database.db
      .select()
      .from(schema.wageringConditions)
      .where(
        and(
          eq(schema.wageringConditions.memberId, member.memberId),
          eq(schema.wageringConditions.source, 'MANUAL'),
        ),
      );
    expect(conditions).toHaveLength(1);
    expect(await walletPartsOf(t, token)).toMatchObject({ bonus: '5000.00' });
  });
});
