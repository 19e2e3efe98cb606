import { randomUUID } from 'node:crypto';
import { errorCatalogue } from '@chokdee/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletRepo, createWalletService } from '#modules/wallet/index';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  call,
  checkLedger,
  fundedMember,
  placeBill,
  registerMember,
  type TestApp,
  testDatabaseUrl,
} from '#testing/index';
import { openRound } from '#testing/rounds';

let ROUND: string;

// Only PostgreSQL can show these races: PGlite runs one transaction at a time, so nothing ever interleaves.
describe.runIf(testDatabaseUrl())('bills with bonus money, racing (postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', modules: ['lottery', 'payments'] });
    ({ roundCode: ROUND } = await openRound(t));
  });
  afterAll(async () => {
    await t.close();
  });

  const wallet = () => createWalletService({ db: t.database.db, repo: createWalletRepo(), clock: t.clock });
  const move = (memberId: string, kind: 'BONUS_GRANTED' | 'BONUS_FORFEITED', amountSatang: bigint) =>
    t.database.db.transaction((tx) =>
      wallet().postTransfers(tx, [
        {
          operatorId: t.operatorId,
          kind,
          debit: kind === 'BONUS_GRANTED' ? { house: 'BONUSES' } : { memberId, kind: 'BONUS' },
          credit: kind === 'BONUS_GRANTED' ? { memberId, kind: 'BONUS' } : { house: 'BONUSES' },
          amountSatang,
          causeType: 'test_bonus',
          causeId: randomUUID(),
          idempotencyKey: `test-bonus:${randomUUID()}`,
        },
      ]),
    );
  /** The engine's forfeit: the whole bonus balance, read under the account's lock, goes out. */
  const forfeitAll = (memberId: string) =>
    t.database.db.transaction(async (tx) => {
      const service = wallet();
      const [held = 0n] = await service.lockAccounts(tx, t.operatorId, [{ memberId, kind: 'BONUS' }]);
      if (held > 0n)
        await service.postTransfers(tx, [
          {
            operatorId: t.operatorId,
            kind: 'BONUS_FORFEITED',
            debit: { memberId, kind: 'BONUS' },
            credit: { house: 'BONUSES' },
            amountSatang: held,
            causeType: 'test_bonus',
            causeId: randomUUID(),
            idempotencyKey: `test-forfeit:${randomUUID()}`,
          },
        ]);
      return held;
    });
  const parts = async (token: string) => {
    const { cash, bonus } = (await call(t, { method: 'GET', url: '/api/v2/user/balance', token })).json()
      .data;
    return { cash, bonus };
  };
  const billsOf = (memberId: string) =>
    t.database.db.select().from(schema.lotteryBills).where(eq(schema.lotteryBills.memberId, memberId));

  it('20 racing bills over cash 10 + bonus 90: three succeed, cash is spent once and first', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '10.00');
    await move(member.memberId, 'BONUS_GRANTED', 9000n);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placeBill(t, token, ROUND, [
          { betType: 'TWO_TOP', number: String(i).padStart(2, '0'), amount: '30' },
        ]),
      ),
    );
    const codes = results.map((res) => res.json().status.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(3);
    expect(codes.filter((code) => code === errorCatalogue.INSUFFICIENT_BALANCE.code)).toHaveLength(17);
    expect(await parts(token)).toEqual({ cash: '0.00', bonus: '10.00' });
    const bills = await billsOf(member.memberId);
    // Whichever bill came first took the 10 baht of cash; the others are all bonus.
    expect(bills.map((bill) => bill.bonusStakeSatang).sort()).toEqual([2000n, 3000n, 3000n]);
    const events = await t.database.db
      .select()
      .from(schema.domainEvents)
      .where(
        and(
          eq(schema.domainEvents.type, 'bill.placed'),
          inArray(
            schema.domainEvents.subjectId,
            bills.map((bill) => bill.id),
          ),
        ),
      );
    expect(events).toHaveLength(3);
    expect((await checkLedger(t)).ok).toBe(true);
  });

  it('the same Idempotency-Key 10 times at once with bonus money: one bill, each part debited once', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '5.00');
    await move(member.memberId, 'BONUS_GRANTED', 2000n);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        placeBill(
          t,
          token,
          ROUND,
          [{ betType: 'RUN_TOP', number: '8', amount: '12' }],
          `bonus-same-key-${member.memberId}`,
        ),
      ),
    );
    expect(new Set(results.map((res) => res.json().data.billNo)).size).toBe(1);
    expect(await parts(token)).toEqual({ cash: '0.00', bonus: '13.00' });
    const [bill, ...others] = await billsOf(member.memberId);
    expect(others).toEqual([]);
    const stakes = await t.database.db
      .select()
      .from(schema.ledgerTransfers)
      .where(and(eq(schema.ledgerTransfers.kind, 'BET'), eq(schema.ledgerTransfers.causeId, bill?.id ?? '')));
    expect(stakes.map((row) => row.amountSatang).sort()).toEqual([500n, 700n]);
  });

  it('bills racing a forfeit of the whole bonus: every satang of bonus is either staked or forfeited, once', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '1.00');
    await move(member.memberId, 'BONUS_GRANTED', 10_000n);
    const [forfeited, ...results] = await Promise.all([
      forfeitAll(member.memberId),
      ...Array.from({ length: 10 }, (_, i) =>
        placeBill(t, token, ROUND, [{ betType: 'TWO_TOP', number: String(50 + i), amount: '15' }]),
      ),
    ]);
    const placed = results.filter(
      (res) => (res as { json(): { status: { code: number } } }).json().status.code === 0,
    );
    const bills = await billsOf(member.memberId);
    expect(bills).toHaveLength(placed.length);
    const stakedFromBonus = bills.reduce((sum, bill) => sum + bill.bonusStakeSatang, 0n);
    // Whatever the order, nothing of the bonus is left: bills after the forfeit find 1 baht of cash at most.
    expect((await parts(token)).bonus).toBe('0.00');
    expect(stakedFromBonus + (forfeited as bigint)).toBe(10_000n);
    const [negative] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.ledgerAccounts)
      .where(and(eq(schema.ledgerAccounts.memberId, member.memberId), sql`balance_satang < 0`));
    expect(negative?.n).toBe(0);
    expect((await checkLedger(t)).ok).toBe(true);
  });
});
