import { randomUUID } from 'node:crypto';
import { errorCatalogue, lotteryHref, paymentPaths, promotionPaths } from '@chokdee/contracts';
import { and, eq, inArray, or } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletRepo, createWalletService } from '#modules/wallet/index';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  checkLedger,
  drainEvents,
  grantCondition,
  loginToken,
  moneyPost,
  placeBill,
  registerMember,
  runRoundJob,
  settleByStaff,
  staffMember,
  statusOf,
  type TestApp,
  testDbKinds,
  walletPartsOf,
} from '#testing/index';
import { moduleApi } from '#testing/module-api';

const DAY_MS = 86_400_000;
const PRODUCTS = ['HANOI', 'HANOI_VIP'] as const;
const baht = (satang: bigint) => (Number(satang) / 100).toFixed(2);

type Step =
  | { kind: 'deposit'; satang: bigint }
  | { kind: 'grant'; bonus: bigint; target: bigint; maxStake: bigint }
  | { kind: 'bet'; round: 0 | 1; number: string; satang: bigint }
  | { kind: 'cancel' }
  | { kind: 'settle'; round: 0 | 1 }
  | { kind: 'forfeit' }
  | { kind: 'withdraw'; satang: bigint }
  | { kind: 'drain' };

const round = fc.constantFrom<0 | 1>(0, 1);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      satang: fc.bigInt({ min: 1_000n, max: 50_000n }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('grant' as const),
      bonus: fc.bigInt({ min: 0n, max: 20_000n }),
      target: fc.bigInt({ min: 100n, max: 30_000n }),
      maxStake: fc.bigInt({ min: 1_000n, max: 50_000n }),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      round,
      // A few numbers, so some bills win (2 ตัวบน pays about ×90).
      number: fc.constantFrom('45', '46', '47'),
      satang: fc.bigInt({ min: 100n, max: 8_000n }).map((s) => (s / 100n) * 100n),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'cancel' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('settle' as const), round }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'forfeit' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      satang: fc.bigInt({ min: 10_000n, max: 40_000n }),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'drain' as const }) },
);

/**
 * The wagering engine's property test (docs/domain/rewards.md §3): random deposits, grants, bills (staked through the wallet, settled by
 * staff), member cancellations, forfeits and withdrawals, each run a new member on a new day's rounds.
 * After every run: the ledger's invariants hold; no bonus money ever left as a withdrawal (withdrawals
 * are refused exactly while a condition is open; bonus leaves the bonus account only as a stake, a
 * conversion of a completed condition or a forfeit); each settled stake counted at most once in all,
 * and every condition's turnover is the sum of what was counted toward it.
 */
describe.each(testDbKinds())('promotions property (%s)', (kind) => {
  let t: TestApp;
  let maker: { id: string; token: string };
  let checker: { id: string; token: string };
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['promotions', 'lottery', 'payments'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const wallet = () => createWalletService({ db: t.database.db, repo: createWalletRepo(), clock: t.clock });
  const deposit = (memberId: string, satang: bigint) =>
    t.database.db.transaction((tx) =>
      wallet().postTransfers(tx, [
        {
          operatorId: t.operatorId,
          kind: 'DEPOSIT',
          debit: { house: 'DEPOSITS_CLEARING' },
          credit: { memberId, kind: 'MEMBER_WALLET' },
          amountSatang: satang,
          causeType: 'test_deposit',
          causeId: randomUUID(),
          idempotencyKey: `test-deposit:${randomUUID()}`,
        },
      ]),
    );
  const settle = async (roundCode: string, result: { special: string; first: string }) => {
    const confirmed = await settleByStaff(t, roundCode, result, { maker, checker });
    // A round no bill was placed on, or settled by an earlier step, has nothing to confirm.
    if (confirmed.statusCode === 200) expect(confirmed.json().data.status).toBe('SETTLED');
  };

  it('keeps the ledger whole, never pays bonus out as a withdrawal, and counts each settled stake once', {
    timeout: 90_000,
  }, async () => {
    let day = 0;
    const stats = { runs: 0, bills: 0, counted: 0, conditions: 0, statuses: {} as Record<string, number> };
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 8, maxLength: 20 }),
        fc.tuple(fc.stringMatching(/^\d{5}$/), fc.stringMatching(/^\d{5}$/)),
        async (steps, [special, first]) => {
          day += 1;
          t.clock.set(new Date(Date.parse('2026-11-23T03:00:00.000Z') + day * DAY_MS));
          await runRoundJob(t);
          // Staff sessions do not outlive a day of the test clock: new ones each run.
          maker = await staffMember(t, 'lottery');
          checker = await staffMember(t, 'lottery');
          const date = new Date(t.clock.now().getTime() + 7 * 3_600_000)
            .toISOString()
            .slice(0, 10)
            .replaceAll('-', '');
          const rounds = PRODUCTS.map((code) => `${code}${date}`);
          const member = await registerMember(t);
          const token = await loginToken(t, member);
          const { memberId } = member;
          const billNos: string[] = [];
          const conditions = moduleApi(t, 'promotions').conditions;

          for (const action of steps) {
            t.clock.advance(1000);
            if (action.kind === 'deposit') await deposit(memberId, action.satang);
            else if (action.kind === 'grant')
              await grantCondition(t, memberId, {
                bonusSatang: action.bonus,
                targetSatang: action.target,
                maxStakeSatang: action.maxStake,
              }).catch((error: { errorName?: string }) => {
                expect(error.errorName).toBe('PROMOTION_ONE_ACTIVE');
              });
            else if (action.kind === 'bet') {
              const res = await placeBill(t, token, rounds[action.round] as string, [
                { betType: 'TWO_TOP', number: action.number, amount: baht(action.satang) },
              ]);
              if (statusOf(res).code === 0) billNos.push(res.json().data.billNo);
            } else if (action.kind === 'cancel') {
              const billNo = billNos.at(-1);
              if (billNo) await moneyPost(t, token, lotteryHref.cancelBill(billNo), undefined);
            } else if (action.kind === 'settle')
              await settle(rounds[action.round] as string, { special, first });
            else if (action.kind === 'forfeit') await moneyPost(t, token, promotionPaths.forfeit, {});
            else if (action.kind === 'drain') await drainEvents(t);
            else {
              const open = await conditions.openConditionsOf(t.database.db, t.operatorId, memberId);
              const before = await walletPartsOf(t, token);
              const res = await moneyPost(t, token, paymentPaths.withdraw, { amount: baht(action.satang) });
              const after = await walletPartsOf(t, token);
              if (open.length > 0)
                expect(statusOf(res).code).toBe(errorCatalogue.WITHDRAW_PROMOTION_ACTIVE.code);
              else expect(statusOf(res).code).not.toBe(errorCatalogue.WITHDRAW_PROMOTION_ACTIVE.code);
              // A withdrawal takes cash only: the bonus part never moves.
              expect(after.bonus).toBe(before.bonus);
            }
          }
          for (const code of rounds) await settle(code, { special, first });
          await drainEvents(t);

          expect((await checkLedger(t)).ok).toBe(true);
          const db = t.database.db;
          const rows = await db
            .select()
            .from(schema.wageringConditions)
            .where(eq(schema.wageringConditions.memberId, memberId));
          const counted = await db
            .select()
            .from(schema.wageringContributions)
            .where(eq(schema.wageringContributions.memberId, memberId));
          for (const row of rows) {
            const sum = counted
              .filter((c) => c.conditionId === row.id)
              .reduce((total, c) => total + c.countedSatang, 0n);
            expect(row.turnoverSatang).toBe(sum);
            expect(row.turnoverSatang <= row.targetSatang).toBe(true);
            if (row.status === 'OPEN') expect(row.turnoverSatang < row.targetSatang).toBe(true);
          }
          const bills = await db
            .select()
            .from(schema.lotteryBills)
            .where(eq(schema.lotteryBills.memberId, memberId));
          for (const bill of bills) {
            const forBill = counted.filter((c) => c.sourceKey === `lottery_bill:${bill.id}`);
            expect(forBill.reduce((total, c) => total + c.stakeSatang, 0n) <= bill.totalSatang).toBe(true);
            expect(new Set(forBill.map((c) => c.conditionId)).size).toBe(forBill.length);
          }

          // Bonus money leaves the bonus account only as a stake, a conversion or a forfeit; a
          // conversion only from a completed condition.
          const accounts = await db
            .select()
            .from(schema.ledgerAccounts)
            .where(eq(schema.ledgerAccounts.memberId, memberId));
          const bonusAccount = accounts.find((a) => a.kind === 'BONUS');
          if (bonusAccount) {
            const out = await db
              .select()
              .from(schema.ledgerTransfers)
              .where(eq(schema.ledgerTransfers.debitAccountId, bonusAccount.id));
            for (const transfer of out)
              expect(['BET', 'BONUS_CONVERTED', 'BONUS_FORFEITED', 'LOTTERY_WIN_CORRECTION']).toContain(
                transfer.kind,
              );
            const converted = out.filter((transfer) => transfer.kind === 'BONUS_CONVERTED');
            const sources = converted.map((transfer) => transfer.causeId);
            if (sources.length > 0) {
              const completed = await db
                .select()
                .from(schema.wageringConditions)
                .where(inArray(schema.wageringConditions.id, sources));
              for (const condition of completed) expect(condition.status).toBe('COMPLETED');
            }
            // With nothing pending and no open bonus condition, no bonus money is left behind.
            const pending = bills.filter((bill) => bill.status === 0).length;
            if (pending === 0 && !(await conditions.hasOpenBonus(db, t.operatorId, memberId)))
              expect((await walletPartsOf(t, token)).bonus).toBe('0.00');
          }
          const withdrawalsFromBonus = await db
            .select()
            .from(schema.ledgerTransfers)
            .where(
              and(
                eq(schema.ledgerTransfers.kind, 'WITHDRAW_HOLD'),
                or(
                  ...accounts
                    .filter((a) => a.kind === 'BONUS')
                    .map((a) => eq(schema.ledgerTransfers.debitAccountId, a.id)),
                ),
              ),
            );
          expect(bonusAccount ? withdrawalsFromBonus : []).toEqual([]);
          stats.runs += 1;
          stats.bills += bills.length;
          stats.counted += counted.length;
          stats.conditions += rows.length;
          for (const row of rows) stats.statuses[row.status] = (stats.statuses[row.status] ?? 0) + 1;
        },
      ),
      { numRuns: kind === 'postgres' ? 6 : 12, endOnFailure: true },
    );
    // The runs did place, settle and count bills (a property over nothing proves nothing).
    expect(stats.bills).toBeGreaterThan(0);
    expect(stats.conditions).toBeGreaterThan(0);
  });
});
