import { randomUUID } from 'node:crypto';
import { realtimeEvents } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import { createRecordingPublisher } from '#platform/realtime/publisher';
import {
  applyCall,
  type GamePlayer,
  insertPlayer,
  insertProvider,
  moneyOf,
  roundRow,
  txn,
  type WalletFixture,
  withdrawAllCash,
} from '#testing/game-wallet';
import { buildTestApp, checkLedger, grantBonus, grantCondition, type TestApp } from '#testing/index';

/**
 * ADJUST, UNSETTLE, VOID, PROMO and TIP, and the limits inside the debit (maximum stake while
 * wagering, an open receivable), against the real ledger on PGlite.
 */
describe('seamless wallet: adjustments, reversals, promos, tips, limits', () => {
  let t: TestApp;
  let game: WalletFixture;
  const publisher = createRecordingPublisher();
  beforeAll(async () => {
    t = await buildTestApp({
      deps: { publisher },
      modules: ['games', 'promotions', 'payments', 'receivables'],
    });
    game = await insertProvider(t);
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const player = (fund = 100_000n) => insertPlayer(t, fund);
  const settledRound = async (p: GamePlayer, stake: bigint, win: bigint) => {
    const roundId = randomUUID();
    const bet = txn('BET', { providerRoundId: roundId, amountSatang: stake });
    const payout = txn('WIN', { providerRoundId: roundId, amountSatang: win });
    expect((await applyCall(t, game, p, [bet])).outcome).toBe('OK');
    expect((await applyCall(t, game, p, [payout])).outcome).toBe('OK');
    return { roundId, bet, payout };
  };
  const reversedEvents = async (roundId: string) =>
    t.database.db
      .select()
      .from(schema.domainEvents)
      .where(
        and(eq(schema.domainEvents.type, 'game.round_reversed'), eq(schema.domainEvents.subjectId, roundId)),
      );

  it('adjusts an open bet up (debited like a bet) and down (refunded); a refund after uses the adjusted stake', async () => {
    const p = await player(10_000n);
    const roundId = randomUUID();
    const bet = txn('BET', { providerRoundId: roundId, amountSatang: 2_000n });
    await applyCall(t, game, p, [bet]);
    const up = await applyCall(t, game, p, [
      txn('ADJUST', { providerRoundId: roundId, refTxnId: bet.txnId, amountSatang: 5_000n }),
    ]);
    expect(up).toMatchObject({ outcome: 'OK', balanceAfterSatang: 5_000n });
    const down = await applyCall(t, game, p, [
      txn('ADJUST', { providerRoundId: roundId, refTxnId: bet.txnId, amountSatang: 1_000n }),
    ]);
    expect(down).toMatchObject({ outcome: 'OK', balanceAfterSatang: 9_000n });
    expect((await roundRow(t, p.memberId, roundId)).stakeSatang).toBe(1_000n);
    const tooMuch = await applyCall(t, game, p, [
      txn('ADJUST', { providerRoundId: roundId, refTxnId: bet.txnId, amountSatang: 50_000n }),
    ]);
    expect(tooMuch).toMatchObject({ outcome: 'INSUFFICIENT_BALANCE', balanceBeforeSatang: 9_000n });
    expect(
      (
        await applyCall(t, game, p, [
          txn('ADJUST', { providerRoundId: roundId, refTxnId: 'x', amountSatang: 1n }),
        ])
      ).outcome,
    ).toBe('TXN_NOT_FOUND');
    await applyCall(t, game, p, [txn('CANCEL', { providerRoundId: roundId, refTxnId: bet.txnId })]);
    expect(await moneyOf(t, p.memberId)).toMatchObject({ cash: 10_000n });
    expect(await roundRow(t, p.memberId, roundId)).toMatchObject({ status: 'CANCELLED', stakeSatang: 0n });
  });

  it('unsettles a settled round: takes the win back, reopens the round, and pays its new settlement under the same ids', async () => {
    const p = await player(10_000n);
    const { roundId, payout } = await settledRound(p, 1_000n, 4_000n);
    expect(await moneyOf(t, p.memberId)).toMatchObject({ cash: 13_000n });
    const unsettle = txn('UNSETTLE', { txnId: payout.txnId, providerRoundId: roundId });
    const answer = await applyCall(t, game, p, [unsettle]);
    expect(answer).toMatchObject({ outcome: 'OK', balanceBeforeSatang: 13_000n, balanceAfterSatang: 9_000n });
    expect(await roundRow(t, p.memberId, roundId)).toMatchObject({
      status: 'OPEN',
      winSatang: 0n,
      settleCount: 1,
    });
    const [reversed] = await reversedEvents((await roundRow(t, p.memberId, roundId)).id);
    expect(reversed?.payload).toMatchObject({
      winSatang: '4000',
      stakeSatang: '1000',
      settle: 1,
      reopened: true,
    });
    expect((await applyCall(t, game, p, [unsettle])).txns[0]?.applied).toBe('REPLAYED');
    // Nothing settled now: another unsettle finds nothing.
    expect((await applyCall(t, game, p, [txn('UNSETTLE', { providerRoundId: roundId })])).outcome).toBe(
      'TXN_NOT_FOUND',
    );
    const resettle = await applyCall(t, game, p, [{ ...payout, amountSatang: 2_500n }]);
    expect(resettle.txns[0]?.applied).toBe('APPLIED');
    expect(await roundRow(t, p.memberId, roundId)).toMatchObject({
      status: 'SETTLED',
      winSatang: 2_500n,
      settleCount: 2,
    });
    expect(await moneyOf(t, p.memberId)).toMatchObject({ cash: 11_500n });
    // The second settlement can be unsettled under the first unsettle's id again.
    expect((await applyCall(t, game, p, [unsettle])).txns[0]?.applied).toBe('APPLIED');
    expect(await moneyOf(t, p.memberId)).toMatchObject({ cash: 9_000n });
  });

  it('takes what cash allows after a withdrawal and posts the rest to the receivable; bets wait until it is paid', async () => {
    const p = await player(10_000n);
    const { roundId } = await settledRound(p, 10_000n, 30_000n);
    expect(await withdrawAllCash(t, p.memberId)).toBe(30_000n);
    await applyCall(t, game, p, [txn('PROMO', { amountSatang: 1_000n })]);
    const answer = await applyCall(t, game, p, [txn('UNSETTLE', { providerRoundId: roundId })]);
    expect(answer).toMatchObject({ outcome: 'OK', balanceBeforeSatang: 1_000n, balanceAfterSatang: 0n });
    expect(await moneyOf(t, p.memberId)).toEqual({ cash: 0n, bonus: 0n, owed: 29_000n });
    const [row] = await t.database.db
      .select()
      .from(schema.gameTransactions)
      .where(
        and(eq(schema.gameTransactions.memberId, p.memberId), eq(schema.gameTransactions.kind, 'UNSETTLE')),
      );
    expect(row).toMatchObject({ amountSatang: -1_000n, receivableSatang: 29_000n });
    // A bet while the member owes: refused; a win pays the receivable first.
    expect(
      (await applyCall(t, game, p, [txn('BET', { providerRoundId: randomUUID(), amountSatang: 1n })]))
        .outcome,
    ).toBe('STAKE_LIMIT');
    await applyCall(t, game, p, [txn('WIN', { providerRoundId: roundId, amountSatang: 35_000n })]);
    expect(await moneyOf(t, p.memberId)).toEqual({ cash: 6_000n, bonus: 0n, owed: 0n });
    expect(
      (await applyCall(t, game, p, [txn('BET', { providerRoundId: randomUUID(), amountSatang: 1n })]))
        .outcome,
    ).toBe('OK');
  });

  it('voids a settled round: refunds the stakes net of the wins and cancels it; a bonus share comes back from bonus', async () => {
    const p = await player(5_000n);
    await grantBonus(t, p.memberId, 5_000n);
    const lost = await settledRound(p, 10_000n, 0n);
    expect(await moneyOf(t, p.memberId)).toMatchObject({ cash: 0n, bonus: 0n });
    const answer = await applyCall(t, game, p, [txn('VOID', { providerRoundId: lost.roundId })]);
    expect(answer).toMatchObject({ outcome: 'OK', balanceAfterSatang: 10_000n });
    expect(await moneyOf(t, p.memberId)).toMatchObject({ cash: 5_000n, bonus: 5_000n });
    expect(await roundRow(t, p.memberId, lost.roundId)).toMatchObject({
      status: 'CANCELLED',
      stakeSatang: 0n,
      winSatang: 0n,
    });
    const [reversed] = await reversedEvents((await roundRow(t, p.memberId, lost.roundId)).id);
    expect(reversed?.payload).toMatchObject({ stakeSatang: '10000', reopened: false });
    expect((await applyCall(t, game, p, [txn('VOID', { providerRoundId: lost.roundId })])).outcome).toBe(
      'ALREADY_CANCELLED',
    );
    // A round won above its stake: the void takes back win − stake, half of it from bonus.
    const won = await settledRound(p, 10_000n, 30_000n);
    expect(await moneyOf(t, p.memberId)).toMatchObject({ cash: 15_000n, bonus: 15_000n });
    await applyCall(t, game, p, [txn('VOID', { providerRoundId: won.roundId })]);
    expect(await moneyOf(t, p.memberId)).toMatchObject({ cash: 5_000n, bonus: 5_000n, owed: 0n });
  });

  it('pays a promo to cash and takes a tip from cash, with no round', async () => {
    const p = await player(1_000n);
    const promo = txn('PROMO', { amountSatang: 2_500n });
    expect(await applyCall(t, game, p, [promo])).toMatchObject({ outcome: 'OK', balanceAfterSatang: 3_500n });
    // After commit the member's balances are pushed (the site header follows a spin).
    expect(publisher.events.filter((e) => e.room === `member:${p.memberId}`).at(-1)).toMatchObject({
      event: realtimeEvents.walletUpdated,
      payload: { balance: '35.00', cash: '35.00' },
    });
    expect((await applyCall(t, game, p, [promo])).txns[0]?.applied).toBe('REPLAYED');
    expect(await applyCall(t, game, p, [txn('TIP', { amountSatang: 500n })])).toMatchObject({
      outcome: 'OK',
      balanceAfterSatang: 3_000n,
    });
    expect((await applyCall(t, game, p, [txn('TIP', { amountSatang: 5_000n })])).outcome).toBe(
      'INSUFFICIENT_BALANCE',
    );
    expect((await applyCall(t, game, p, [txn('TIP', { amountSatang: 0n })])).outcome).toBe('INVALID');
    const rounds = await t.database.db
      .select()
      .from(schema.gameRounds)
      .where(eq(schema.gameRounds.memberId, p.memberId));
    expect(rounds).toHaveLength(0);
  });

  it('refuses a round stake above the maximum while wagering (STAKE_LIMIT, inside the debit)', async () => {
    const p = await player(100_000n);
    await grantCondition(t, p.memberId, { maxStakeSatang: 5_000n });
    const roundId = randomUUID();
    expect(
      (await applyCall(t, game, p, [txn('BET', { providerRoundId: roundId, amountSatang: 4_000n })])).outcome,
    ).toBe('OK');
    // The round is the line: its total after this bet (4,000 + 2,000) is above 5,000.
    const answer = await applyCall(t, game, p, [
      txn('BET', { providerRoundId: roundId, amountSatang: 2_000n }),
    ]);
    expect(answer).toMatchObject({ outcome: 'STAKE_LIMIT', failedIndex: 0 });
    expect(
      (await applyCall(t, game, p, [txn('BET', { providerRoundId: randomUUID(), amountSatang: 5_000n })]))
        .outcome,
    ).toBe('OK');
  });
});
