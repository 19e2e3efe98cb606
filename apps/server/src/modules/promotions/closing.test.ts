import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletRepo, createWalletService } from '#modules/wallet/index';
import * as schema from '#platform/db/schema';
import { applyCall, insertPlayer, insertProvider, moneyOf, txn } from '#testing/game-wallet';
import {
  buildTestApp,
  call,
  checkLedger,
  conditionRow,
  drainEvents,
  grantCondition,
  loginToken,
  moneyPost,
  placeBill,
  publishBillSettled,
  registerMember,
  type TestApp,
  testDbKinds,
  transfersOf,
  walletPartsOf,
} from '#testing/index';
import { openRound } from '#testing/rounds';

let ROUND: string;
/** `lottery_bills.status` of a settled bill. */
const BILL_SETTLED = 1;

/**
 * How conditions close besides completing: the small-balance close (blocked while a bill waits for
 * its result) and leftovers — bonus money of a bill placed under a condition that reaches the bonus
 * account after that condition closed.
 */
describe.each(testDbKinds())('closing conditions (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['promotions', 'lottery', 'payments', 'games'] });
    ({ roundCode: ROUND } = await openRound(t, 'HANOI'));
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  /** Pays a bill's bonus win into the member's bonus account as settlement does (the house's PAYOUTS). */
  const payBonusWin = (memberId: string, billId: string, amountSatang: bigint) =>
    t.database.db.transaction((tx) =>
      createWalletService({ db: t.database.db, repo: createWalletRepo(), clock: t.clock }).postTransfers(tx, [
        {
          operatorId: t.operatorId,
          kind: 'LOTTERY_WIN',
          debit: { house: 'PAYOUTS' },
          credit: { memberId, kind: 'BONUS' },
          amountSatang,
          causeType: 'lottery_bill',
          causeId: billId,
          idempotencyKey: `test-win:${billId}:bonus`,
        },
      ]),
    );

  it('small balance closes the condition only once no bill waits for its result', async () => {
    const member = await registerMember(t);
    const token = await loginToken(t, member);
    const { conditionId } = await grantCondition(t, member.memberId, { bonusSatang: 10_000n });
    t.clock.advance(1000);
    // 96 baht of the 100 baht bonus on one bill: 4 baht left, the bill pending.
    const placed = await placeBill(t, token, ROUND, [{ betType: 'TWO_TOP', number: '55', amount: '96' }]);
    expect(placed.statusCode).toBe(200);
    expect(await walletPartsOf(t, token)).toMatchObject({ cash: '0.00', bonus: '4.00' });

    // Another of the member's bills settles (a loss): the balance is small but a bill is pending.
    await publishBillSettled(t, { memberId: member.memberId, lines: [{ stakeSatang: 100n }] });
    await drainEvents(t);
    expect((await conditionRow(t, conditionId)).status).toBe('OPEN');

    // The pending bill settles as a loss: nothing waits any more, so the condition closes.
    const [bill] = await t.database.db
      .select()
      .from(schema.lotteryBills)
      .where(eq(schema.lotteryBills.memberId, member.memberId));
    if (!bill) throw new Error('bill missing');
    await t.database.db
      .update(schema.lotteryBills)
      .set({ status: BILL_SETTLED, totalWinSatang: 0n })
      .where(eq(schema.lotteryBills.id, bill.id));
    await publishBillSettled(t, {
      memberId: member.memberId,
      billId: bill.id,
      lines: [{ stakeSatang: 9_600n }],
      bonusStakeSatang: 9_600n,
    });
    await drainEvents(t);
    expect(await conditionRow(t, conditionId)).toMatchObject({
      status: 'CLOSED_SMALL_BALANCE',
      turnoverSatang: 9_700n,
      forfeitedSatang: 400n,
    });
    expect(await walletPartsOf(t, token)).toMatchObject({ balance: '0.00', bonus: '0.00' });
    const me = await call(t, { method: 'GET', url: '/api/v2/promotions/me', token });
    expect(me.json().data.active).toBeNull();
    expect(me.json().data.history[0]).toMatchObject({ kind: 'CLOSED_SMALL_BALANCE', amount: '4.00' });
  });

  it('small balance waits for an open provider game round too, and closes once it settles', async () => {
    const game = await insertProvider(t);
    const player = await insertPlayer(t, 0n);
    const { conditionId } = await grantCondition(t, player.memberId, { bonusSatang: 1_000n });
    t.clock.advance(1000);
    // 9 of the 10 baht bonus staked on a slot round that has not settled: 1 baht left, the round open.
    const bet = await applyCall(t, game, player, [
      txn('BET', { providerRoundId: 'r-open', gameCode: game.gameCode, amountSatang: 900n }),
    ]);
    expect(bet.outcome).toBe('OK');
    expect(await moneyOf(t, player.memberId)).toMatchObject({ cash: 0n, bonus: 100n });

    // A bill of the member settles: the balance is small, but the game round may still pay.
    await publishBillSettled(t, { memberId: player.memberId, lines: [{ stakeSatang: 100n }] });
    await drainEvents(t);
    expect((await conditionRow(t, conditionId)).status).toBe('OPEN');

    // The round settles as a loss: nothing waits any more, so the condition closes.
    const win = await applyCall(t, game, player, [
      txn('WIN', { providerRoundId: 'r-open', gameCode: game.gameCode, amountSatang: 0n }),
    ]);
    expect(win.outcome).toBe('OK');
    await drainEvents(t);
    expect(await conditionRow(t, conditionId)).toMatchObject({
      status: 'CLOSED_SMALL_BALANCE',
      forfeitedSatang: 100n,
    });
  });

  it('a balance of 5 baht or more keeps the condition open', async () => {
    const member = await registerMember(t);
    const { conditionId } = await grantCondition(t, member.memberId, { bonusSatang: 500n });
    t.clock.advance(1000);
    await publishBillSettled(t, { memberId: member.memberId, lines: [{ stakeSatang: 100n }] });
    await drainEvents(t);
    expect((await conditionRow(t, conditionId)).status).toBe('OPEN');
  });

  it('a bonus win arriving after a forfeit is forfeited too; after a completion it converts', async () => {
    const member = await registerMember(t);
    const token = await loginToken(t, member);
    const first = await grantCondition(t, member.memberId, { bonusSatang: 2_000n });
    const placedAt = t.clock.now();
    const billId = uuidv7();
    t.clock.advance(1000);
    expect((await moneyPost(t, token, '/api/v2/promotions/forfeit', {})).statusCode).toBe(200);
    t.clock.advance(1000);
    await payBonusWin(member.memberId, billId, 3_000n);
    await publishBillSettled(t, {
      memberId: member.memberId,
      billId,
      placedAt,
      lines: [{ stakeSatang: 2_000n, winSatang: 3_000n }],
      bonusStakeSatang: 2_000n,
      bonusWinSatang: 3_000n,
    });
    await drainEvents(t);
    expect(await conditionRow(t, first.conditionId)).toMatchObject({
      status: 'FORFEITED',
      forfeitedSatang: 5_000n,
    });
    expect(await walletPartsOf(t, token)).toMatchObject({ cash: '0.00', bonus: '0.00' });

    // A second condition completes; a win of a bill placed under it arrives later and becomes cash.
    t.clock.advance(1000);
    const second = await grantCondition(t, member.memberId, { bonusSatang: 1_000n, targetSatang: 1_000n });
    const placedUnderSecond = t.clock.now();
    t.clock.advance(1000);
    const pending = uuidv7();
    await publishBillSettled(t, { memberId: member.memberId, lines: [{ stakeSatang: 1_000n }] });
    await drainEvents(t);
    expect(await conditionRow(t, second.conditionId)).toMatchObject({
      status: 'COMPLETED',
      convertedSatang: 1_000n,
    });
    t.clock.advance(1000);
    await payBonusWin(member.memberId, pending, 700n);
    await publishBillSettled(t, {
      memberId: member.memberId,
      billId: pending,
      placedAt: placedUnderSecond,
      lines: [{ stakeSatang: 500n, winSatang: 700n }],
      bonusStakeSatang: 500n,
      bonusWinSatang: 700n,
    });
    await drainEvents(t);
    expect(await conditionRow(t, second.conditionId)).toMatchObject({ convertedSatang: 1_700n });
    expect(await walletPartsOf(t, token)).toMatchObject({ cash: '17.00', bonus: '0.00' });
    const moves = await transfersOf(t, 'wagering_condition', second.conditionId);
    expect(moves.map((move) => [move.kind, move.amountSatang, move.idempotencyKey])).toEqual([
      ['BONUS_GRANTED', 1_000n, `bonus-grant:${second.conditionId}`],
      ['BONUS_CONVERTED', 1_000n, `bonus-convert:${second.conditionId}`],
      ['BONUS_CONVERTED', 700n, `bonus-leftover:${pending}:win`],
    ]);
  });
});
