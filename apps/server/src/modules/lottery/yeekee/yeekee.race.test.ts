import { yeekeeSocketEvents } from '@chokdee/contracts';
import { yeekeeOutcome } from '@chokdee/lottery';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import { createRecordingPublisher } from '#platform/realtime/publisher';
import {
  balanceOf,
  buildSecondNode,
  buildTestApp,
  checkLedger,
  fundedMember,
  insertIntakeHeartbeats,
  insertShots,
  placeBill,
  type RegisteredMember,
  registerMember,
  runYeekeeRoundJob,
  runYeekeeTick,
  type TestApp,
  type TestNode,
  testDatabaseUrl,
  yeekeeRoundOf,
} from '#testing/index';
import { moduleApi } from '#testing/module-api';

const at = (iso: string) => new Date(iso);

const shotsFrom = (members: RegisteredMember[], count: number, from: Date, seed: number) =>
  Array.from({ length: count }, (_, index) => ({
    memberId: (members[index % members.length] as RegisteredMember).memberId,
    number: String((seed * 7919 + index * 104_729) % 100_000).padStart(5, '0'),
    at: new Date(from.getTime() + index * 1000),
  }));

/** Transfers of one kind per bill of a round: how many times each bill was paid or refunded. */
const paymentsPerBill = async (t: TestApp, roundId: string, kind: 'LOTTERY_WIN' | 'BET_REFUNDED') => {
  const bills = await t.database.db
    .select({ id: schema.lotteryBills.id })
    .from(schema.lotteryBills)
    .where(eq(schema.lotteryBills.roundId, roundId));
  if (bills.length === 0) return [];
  const transfers = await t.database.db
    .select({ causeId: schema.ledgerTransfers.causeId })
    .from(schema.ledgerTransfers)
    .where(
      and(
        eq(schema.ledgerTransfers.kind, kind),
        inArray(
          schema.ledgerTransfers.causeId,
          bills.map((bill) => bill.id),
        ),
      ),
    );
  const counts = new Map<string, number>();
  for (const transfer of transfers) counts.set(transfer.causeId, (counts.get(transfer.causeId) ?? 0) + 1);
  return [...counts.values()];
};

/**
 * A SEEDED round with `shots` shots and, when it will have a result, `winners` bills on its 3 top and
 * one losing bill. Answers the winners' tokens and the top 3.
 */
const playRound = async (
  t: TestApp,
  code: string,
  options: { shooters: RegisteredMember[]; shots: number; winners: number; seed: number },
) => {
  const shots = shotsFrom(options.shooters, options.shots, t.clock.now(), options.seed);
  await insertShots(t, code, shots);
  await insertIntakeHeartbeats(t, code);
  const { yeekee } = await yeekeeRoundOf(t, code);
  const outcome = yeekeeOutcome({
    formula: 'SEEDED',
    shots: shots.map((shot, index) => ({ seq: index + 1, number: shot.number })),
    minShots: 20,
    seed: yeekee.seed ?? '',
  });
  const top3 = outcome.kind === 'RESULT' ? outcome.top3 : '123';
  const winners = await Promise.all(
    Array.from({ length: options.winners }, async () => fundedMember(t, await registerMember(t), '100.00')),
  );
  for (const token of winners)
    expect(
      (await placeBill(t, token, code, [{ betType: 'THREE_TOP', number: top3, amount: '10' }])).statusCode,
    ).toBe(200);
  const loser = await fundedMember(t, await registerMember(t), '100.00');
  const other = top3 === '000' ? '001' : '000';
  expect(
    (await placeBill(t, loser, code, [{ betType: 'THREE_TOP', number: other, amount: '10' }])).statusCode,
  ).toBe(200);
  return { winners, loser, top3 };
};

// Only PostgreSQL can show these: PGlite runs one transaction at a time, so two nodes never overlap.
describe.runIf(testDatabaseUrl())('Yeekee steps under crashes and two nodes (postgres)', () => {
  let t: TestApp;
  let second: TestNode;
  const first = createRecordingPublisher();
  const other = createRecordingPublisher();
  let shooters: RegisteredMember[];
  beforeAll(async () => {
    t = await buildTestApp({
      kind: 'postgres',
      deps: { publisher: first },
      modules: ['lottery', 'payments'],
    });
    second = await buildSecondNode(t, other);
    shooters = await Promise.all(Array.from({ length: 4 }, () => registerMember(t)));
    t.clock.set(at('2026-11-23T03:00:00.000Z'));
    // Both nodes run the round job at once: every round exists once.
    await Promise.all([runYeekeeRoundJob(t), runYeekeeRoundJob(t)]);
    await runYeekeeTick(t);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('a crash between the freeze and the settlement (and inside it) resumes and pays nobody twice', async () => {
    const code = 'YK2026112318';
    t.clock.set(at('2026-11-23T03:01:00.000Z'));
    const { winners, loser } = await playRound(t, code, { shooters, shots: 40, winners: 3, seed: 11 });
    t.clock.set(at('2026-11-23T03:17:01.000Z'));
    const { round } = await yeekeeRoundOf(t, code);
    // The node froze and decided the round, then died before settling it…
    expect(await moduleApi(t, 'lottery').yeekeeJobs.steps.freeze(round.id)).toMatchObject({ kind: 'RESULT' });
    expect((await yeekeeRoundOf(t, code)).round.status).toBe('RESULTED');
    // …or died after paying the first winner of a chunk.
    const settlement = moduleApi(t, 'lottery').settlement;
    await t.database.db.transaction(async (tx) => {
      const due = await settlement.dueRound(tx, round.id);
      if (!due) throw new Error('round not due');
      await settlement.steps.judge(tx, round.id, due.result_derived as never);
      const paid = await settlement.steps.payWinners(tx, { id: round.id, operatorId: t.operatorId }, 1);
      expect(paid.bills).toHaveLength(1);
    });
    // The next ticks (on either node) finish the work.
    await Promise.all([
      runYeekeeTick(t),
      moduleApi(second, 'lottery').yeekeeJobs.tick.tick(t.database.db, t.clock),
    ]);
    await runYeekeeTick(t);
    expect((await yeekeeRoundOf(t, code)).round.status).toBe('SETTLED');
    expect(await paymentsPerBill(t, round.id, 'LOTTERY_WIN')).toEqual([1, 1, 1]);
    for (const token of winners)
      expect(await balanceOf(t, token)).toEqual({ balance: '8090.00', lockedBalance: '0.00' });
    expect(await balanceOf(t, loser)).toEqual({ balance: '90.00', lockedBalance: '0.00' });
    expect((await checkLedger(t)).ok).toBe(true);
  });

  it('two nodes ticking together freeze, settle, void and refund each round once', async () => {
    const resulted = 'YK2026112319';
    const voided = 'YK2026112320';
    t.clock.set(at('2026-11-23T03:20:00.000Z'));
    const win = await playRound(t, resulted, { shooters, shots: 60, winners: 6, seed: 12 });
    t.clock.set(at('2026-11-23T03:35:00.000Z'));
    const lost = await playRound(t, voided, { shooters, shots: 10, winners: 4, seed: 13 });
    t.clock.set(at('2026-11-23T03:47:01.000Z'));
    const nodeTick = (node: TestNode) =>
      moduleApi(node, 'lottery').yeekeeJobs.tick.tick(t.database.db, t.clock);
    await Promise.all(Array.from({ length: 8 }, (_, index) => nodeTick(index % 2 === 0 ? t : second)));
    await Promise.all([nodeTick(t), nodeTick(second)]);

    const paid = await yeekeeRoundOf(t, resulted);
    expect(paid.round.status).toBe('SETTLED');
    expect(await paymentsPerBill(t, paid.round.id, 'LOTTERY_WIN')).toEqual([1, 1, 1, 1, 1, 1]);
    for (const token of win.winners)
      expect(await balanceOf(t, token)).toEqual({ balance: '8090.00', lockedBalance: '0.00' });
    const refunded = await yeekeeRoundOf(t, voided);
    expect(refunded.yeekee.voidReason).toBe('TOO_FEW_SHOTS');
    expect(await paymentsPerBill(t, refunded.round.id, 'BET_REFUNDED')).toEqual([1, 1, 1, 1, 1]);
    for (const token of [...lost.winners, lost.loser])
      expect(await balanceOf(t, token)).toEqual({ balance: '100.00', lockedBalance: '0.00' });
    // One decision per round, announced once by whichever node made it.
    const announced = [...first.events, ...other.events].filter(
      (event) => event.event === yeekeeSocketEvents.round && /:(YK2026112319|YK2026112320)$/.test(event.room),
    );
    expect(announced.map((event) => (event.payload as { phase: string }).phase).sort()).toEqual([
      'RESULTED',
      'VOID',
    ]);
    expect((await checkLedger(t)).ok).toBe(true);
  });
});
