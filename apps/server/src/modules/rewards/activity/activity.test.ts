import { periodRange } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  checkLedger,
  drainEvents,
  fundedMember,
  placeBill,
  placeTwoBottomCover,
  registerMember,
  runRoundJob,
  settleByStaff,
  staffMember,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';
import { moduleApi } from '#testing/module-api';

/** The test clock starts Monday 2026-11-23 10:00 Bangkok; HANOI_VIP is open until the evening. */
const HANOI_VIP = 'HANOI_VIP20261123';

describe.each(testDbKinds())('the day totals of settled play (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['rewards', 'lottery', 'payments'] });
    await runRoundJob(t);
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const totalsOf = (memberId: string) =>
    t.database.db
      .select()
      .from(schema.rewardDailyTurnover)
      .where(
        and(
          eq(schema.rewardDailyTurnover.operatorId, t.operatorId),
          eq(schema.rewardDailyTurnover.memberId, memberId),
        ),
      );

  it('adds a settled bill on its Bangkok day, covering lines apart, once however often the consumer runs', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '500.00');
    // 100 × 1 baht over every 2 ตัวล่าง number: a cover (docs/domain/rewards.md §2), and 150 on a losing 2 ตัวบน.
    expect(statusOf(await placeTwoBottomCover(t, token, HANOI_VIP)).code).toBe(0);
    expect(
      statusOf(await placeBill(t, token, HANOI_VIP, [{ betType: 'TWO_TOP', number: '11', amount: '150' }]))
        .code,
    ).toBe(0);
    await drainEvents(t);
    expect(await totalsOf(member.memberId)).toEqual([]);

    const maker = await staffMember(t, 'lottery');
    const checker = await staffMember(t, 'lottery');
    // special 12345 → 2 ตัวบน 45 (the 11 loses); first 67890 → 2 ตัวล่าง 90 (one cover line wins).
    await settleByStaff(t, HANOI_VIP, { special: '12345', first: '67890' }, { maker, checker });
    await drainEvents(t);
    await drainEvents(t);
    const [row, ...rest] = await totalsOf(member.memberId);
    expect(rest).toEqual([]);
    const coverWin = row ? row.winSatang : 0n;
    expect(coverWin).toBeGreaterThan(0n);
    expect(row).toMatchObject({
      day: '2026-11-23',
      category: 'LOTTERY',
      stakeSatang: 25_000n,
      countedStakeSatang: 15_000n,
      countedWinSatang: 0n,
      bills: 2,
    });
    const repo = moduleApi(t, 'rewards').activityRepo;
    const week = periodRange('2026-W48');
    expect(
      await repo.countedTurnover(t.database.db, t.operatorId, member.memberId, {
        fromDay: week.firstDay,
        toDay: week.endDay,
      }),
    ).toBe(15_000n);
    expect(
      await repo.countedTurnover(t.database.db, t.operatorId, member.memberId, {
        fromDay: '2026-11-24',
        toDay: week.endDay,
      }),
    ).toBe(0n);
  });
});
