import { errorCatalogue, type MissionView, missionHref, missionPaths } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  call,
  checkLedger,
  drainEvents,
  fundedMember,
  fundMember,
  moneyPost,
  ownerToken,
  registerMember,
  type TestApp,
  testDatabaseUrl,
  walletPartsOf,
} from '#testing/index';

// Only PostgreSQL can show this race: PGlite runs one session behind a mutex, so its transactions
// never overlap and 20 claims would pay once there even without the member's advisory lock and the
// conditional COMPLETED → CLAIMED update.
describe.runIf(testDatabaseUrl())('mission claim races (postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', modules: ['rewards', 'payments'] });
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const completedDeposit = async (rewardKind: 'CASH' | 'BONUS') => {
    const owner = await ownerToken(t);
    const created = await call(t, {
      url: missionPaths.adminTemplates,
      token: owner,
      body: {
        name: `ฝากครบ 100 (${rewardKind})`,
        description: '',
        kind: 'DEPOSIT',
        window: 'DAILY',
        category: null,
        targetAmount: '100.00',
        targetCount: null,
        rewardAmount: '25.00',
        rewardKind,
        bonusMultiplier: rewardKind === 'BONUS' ? '3' : null,
        claimHours: 24,
        enabled: true,
        sortOrder: 0,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const templateId: string = created.json().data.id;
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '10.00');
    await drainEvents(t);
    await fundMember(t, member, '90.00');
    await drainEvents(t);
    const list = await call(t, { method: 'GET', url: missionPaths.list, token });
    const mission = (list.json().data.items as MissionView[]).find((item) => item.templateId === templateId);
    expect(mission?.state).toBe('CLAIMABLE');
    return { token, claimId: mission?.claimId as string };
  };

  const claimTwenty = async (token: string, claimId: string) => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        moneyPost(t, token, missionHref.claim(claimId), {}, `race-${claimId}-${n}`),
      ),
    );
    const codes = results.map((res) => res.json().status.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(
      codes
        .filter((code) => code !== 0)
        .every((code) => code === errorCatalogue.MISSION_ALREADY_CLAIMED.code),
    ).toBe(true);
  };

  it('20 concurrent claims of one cash mission pay once', async () => {
    const { token, claimId } = await completedDeposit('CASH');
    await claimTwenty(token, claimId);
    expect((await walletPartsOf(t, token)).cash).toBe('125.00');
    const paid = await t.database.db
      .select()
      .from(schema.ledgerTransfers)
      .where(
        and(eq(schema.ledgerTransfers.kind, 'MISSION_CLAIMED'), eq(schema.ledgerTransfers.causeId, claimId)),
      );
    expect(paid).toHaveLength(1);
  });

  it('20 concurrent claims of one bonus mission grant one condition', async () => {
    const { token, claimId } = await completedDeposit('BONUS');
    await claimTwenty(token, claimId);
    expect(await walletPartsOf(t, token)).toMatchObject({ cash: '100.00', bonus: '25.00' });
    const conditions = await t.database.db
      .select()
      .from(schema.wageringConditions)
      .where(
        and(
          eq(schema.wageringConditions.source, 'MISSION'),
          eq(schema.wageringConditions.sourceRef, claimId),
        ),
      );
    expect(conditions).toHaveLength(1);
    expect(conditions[0]?.targetSatang).toBe(7_500n);
  });
});
