import {
  betTypeDigits,
  betTypes,
  type DerivedResult,
  deriveResult,
  judgeLine,
  winSatang,
} from '@chokdee/lottery';
import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import { runJob } from '#platform/scheduler/scheduler';
import {
  buildTestApp,
  checkLedger,
  confirmedRoundFixture,
  type FixtureLine,
  registerMember,
  type TestApp,
  testDbKinds,
} from '#testing/index';
import { moduleApi } from '#testing/module-api';
import { createSettlementJob } from './settlement';

const digitsArb = (length: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: length, maxLength: length }).map((d) => d.join(''));

const gloRaw = fc.record({
  first: digitsArb(6),
  front3: fc.oneof(
    fc.tuple(digitsArb(3), digitsArb(3)),
    digitsArb(3).map((n) => [n, n] as [string, string]),
  ),
  back3: fc.oneof(
    fc.tuple(digitsArb(3), digitsArb(3)),
    digitsArb(3).map((n) => [n, n] as [string, string]),
  ),
  back2: digitsArb(2),
});
const hanoiRaw = fc.record({ special: digitsArb(5), first: digitsArb(5) });

/** Numbers near the result, so random lines win often (and tod permutations, double prizes, runs). */
const candidates = (derived: DerivedResult, length: number): string[] => {
  const top3 = derived.top3;
  const three = [top3, [...top3].reverse().join(''), `${top3[1]}${top3[0]}${top3[2]}`];
  three.push(...(derived.front3 ?? []), ...(derived.back3 ?? []));
  if (length === 3) return three;
  if (length === 2) return [derived.top2, derived.bottom2];
  return [...top3, ...derived.bottom2];
};

const lineArb = (derived: DerivedResult): fc.Arbitrary<FixtureLine> =>
  fc.constantFrom(...betTypes).chain((betType) =>
    fc.record({
      betType: fc.constant(betType),
      number: fc.oneof(
        digitsArb(betTypeDigits[betType]),
        fc.constantFrom(...candidates(derived, betTypeDigits[betType])),
      ),
      stakeSatang: fc.bigInt(1n, 200_000n),
      rate: fc.constantFrom('800', '3.2', '4.2', '0.5', '130.5', '1.0005', '2.25', '90', '0.0001'),
    }),
  );

describe.each(testDbKinds())('lottery settlement (%s)', (kind) => {
  let t: TestApp;
  let members: string[];
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['lottery', 'payments'] });
    members = [];
    for (let i = 0; i < 3; i += 1) members.push((await registerMember(t)).memberId);
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const mainBalance = async (memberId: string): Promise<bigint> => {
    const [row] = await t.database.db
      .select()
      .from(schema.ledgerAccounts)
      .where(
        and(eq(schema.ledgerAccounts.memberId, memberId), eq(schema.ledgerAccounts.kind, 'MEMBER_WALLET')),
      );
    return row?.balanceSatang ?? 0n;
  };
  const balances = async () => Promise.all(members.map(mainBalance));
  const settleTransfersOf = (billIds: string[]) =>
    t.database.db
      .select()
      .from(schema.ledgerTransfers)
      .where(
        inArray(
          schema.ledgerTransfers.idempotencyKey,
          billIds.map((id) => `settle:${id}`),
        ),
      );

  /** Checks every line, bill, transfer and balance of a settled fixture against the pure rules. */
  const expectSettledExactly = async (
    roundId: string,
    billIds: string[],
    derived: DerivedResult,
    before: bigint[],
  ) => {
    const lines = await t.database.db
      .select({ ...getTableColumns(schema.lotteryBillLines), winSatang: schema.lotteryLineWins.winSatang })
      .from(schema.lotteryBillLines)
      .leftJoin(schema.lotteryLineWins, eq(schema.lotteryLineWins.lineId, schema.lotteryBillLines.id))
      .where(eq(schema.lotteryBillLines.roundId, roundId));
    const expectedBill = new Map<string, bigint>();
    const expectedMember = new Map<string, bigint>();
    for (const line of lines) {
      const hits = judgeLine(line.betType, line.number, derived);
      const win = hits > 0 ? winSatang(line.stakeSatang, line.rate, hits) : null;
      expect({ id: line.id, win: line.winSatang }).toEqual({ id: line.id, win });
      expectedBill.set(line.billId, (expectedBill.get(line.billId) ?? 0n) + (win ?? 0n));
      expectedMember.set(line.memberId, (expectedMember.get(line.memberId) ?? 0n) + (win ?? 0n));
    }
    const bills = await t.database.db
      .select()
      .from(schema.lotteryBills)
      .where(eq(schema.lotteryBills.roundId, roundId));
    for (const bill of bills)
      expect({ status: bill.status, total: bill.totalWinSatang }).toEqual({
        status: 1,
        total: expectedBill.get(bill.id) ?? 0n,
      });
    const transfers = await settleTransfersOf(billIds);
    const winners = [...expectedBill].filter(([, win]) => win > 0n);
    expect(transfers).toHaveLength(winners.length);
    for (const [billId, win] of winners) {
      const paid = transfers.filter((transfer) => transfer.causeId === billId);
      expect(paid.map((transfer) => transfer.amountSatang)).toEqual([win]);
    }
    const after = await balances();
    members.forEach((memberId, i) => {
      expect(after[i]).toBe((before[i] ?? 0n) + (expectedMember.get(memberId) ?? 0n));
    });
    const [round] = await t.database.db
      .select()
      .from(schema.lotteryRounds)
      .where(eq(schema.lotteryRounds.id, roundId));
    expect(round?.status).toBe('SETTLED');
  };

  const fixtureArb = fc
    .oneof(
      gloRaw.map((raw) => ({ productCode: 'GLO', raw, derived: deriveResult('GLO', raw) })),
      hanoiRaw.map((raw) => ({ productCode: 'HANOI', raw, derived: deriveResult('HANOI', raw) })),
    )
    .chain((result) =>
      fc.record({
        result: fc.constant(result),
        bills: fc.array(
          fc.record({
            member: fc.integer({ min: 0, max: 2 }),
            lines: fc.array(lineArb(result.derived), { minLength: 1, maxLength: 6 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
      }),
    );

  type FixtureInput = {
    result: { productCode: string; raw: unknown; derived: DerivedResult };
    bills: Array<{ member: number; lines: FixtureLine[] }>;
  };
  const makeFixture = (input: FixtureInput) =>
    confirmedRoundFixture(t, {
      productCode: input.result.productCode,
      raw: input.result.raw,
      derived: input.result.derived,
      bills: input.bills.map((bill) => ({ memberId: members[bill.member] ?? '', lines: bill.lines })),
    });

  it('pays exactly what judgeLine and winSatang say on random rounds, every winner once', async () => {
    await fc.assert(
      fc.asyncProperty(fixtureArb, async (input) => {
        const before = await balances();
        const fixture = await makeFixture(input);
        await moduleApi(t, 'lottery').settlement.settleRound(fixture.roundId);
        await expectSettledExactly(fixture.roundId, fixture.billIds, input.result.derived, before);
        // Running it again pays nobody twice.
        expect(await moduleApi(t, 'lottery').settlement.settleRound(fixture.roundId)).toMatchObject({
          settled: false,
        });
        await expectSettledExactly(fixture.roundId, fixture.billIds, input.result.derived, before);
      }),
      { numRuns: 8 },
    );
  });

  it('resumes after a crash between steps: judged only, then half paid, then the whole again', async () => {
    await fc.assert(
      fc.asyncProperty(fixtureArb, async (input) => {
        const before = await balances();
        const fixture = await makeFixture(input);
        const { steps } = moduleApi(t, 'lottery').settlement;
        // "Crash" after step 1 (judging committed, nothing paid) ...
        await t.database.db.transaction((tx) => steps.judge(tx, fixture.roundId, input.result.derived));
        // ... and again after one bill of step 2 (that bill paid and settled, the rest pending).
        await t.database.db.transaction((tx) =>
          steps.payWinners(tx, { id: fixture.roundId, operatorId: t.operatorId }, 1),
        );
        // Judging again writes nothing new.
        expect(
          await t.database.db.transaction((tx) => steps.judge(tx, fixture.roundId, input.result.derived)),
        ).toBe(0);
        await moduleApi(t, 'lottery').settlement.settleRound(fixture.roundId);
        await expectSettledExactly(fixture.roundId, fixture.billIds, input.result.derived, before);
      }),
      { numRuns: 5 },
    );
  });

  it('the settlement job settles a confirmed round left behind, once', async () => {
    const raw = { special: '11111', first: '00022' };
    const derived = deriveResult('HANOI', raw);
    const before = await balances();
    const fixture = await confirmedRoundFixture(t, {
      productCode: 'HANOI',
      raw,
      derived,
      bills: [
        {
          memberId: members[0] ?? '',
          lines: [{ betType: 'RUN_TOP', number: '1', stakeSatang: 1000n, rate: '3.2' }],
        },
        {
          memberId: members[1] ?? '',
          lines: [{ betType: 'TWO_TOP', number: '12', stakeSatang: 1000n, rate: '90' }],
        },
      ],
    });
    const job = createSettlementJob(moduleApi(t, 'lottery').settlement);
    expect(await runJob(t.database.db, t.clock, job)).toMatchObject({ settled: 1 });
    await runJob(t.database.db, t.clock, job);
    await expectSettledExactly(fixture.roundId, fixture.billIds, derived, before);
    expect((await balances())[0]).toBe((before[0] ?? 0n) + 3200n);
  });
});
