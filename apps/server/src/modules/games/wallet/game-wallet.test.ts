import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  applyCall,
  insertPlayer,
  insertProvider,
  insertSession,
  moneyOf,
  roundRow,
  supersedeSession,
  txn,
  type WalletFixture,
} from '#testing/game-wallet';
import { buildTestApp, checkLedger, grantBonus, type TestApp } from '#testing/index';

/**
 * The seamless wallet's fixed outcomes (docs/domain/games.md §1 and §2) for bets, wins, cancels and balance
 * reads, against the real ledger on PGlite.
 */
describe('seamless wallet: bets, wins, cancels', () => {
  let t: TestApp;
  let game: WalletFixture;
  beforeAll(async () => {
    t = await buildTestApp({ modules: ['games'], seedDemo: false });
    game = await insertProvider(t, { categories: ['SLOT', 'FISH'] });
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const player = (fund = 100_000n) => insertPlayer(t, fund);
  const gameTxns = (memberId: string) =>
    t.database.db
      .select()
      .from(schema.gameTransactions)
      .where(eq(schema.gameTransactions.memberId, memberId));

  it('reads the balance (cash + bonus) with no transactions, and answers MEMBER_NOT_FOUND for an unknown name', async () => {
    const p = await player(12_345n);
    await grantBonus(t, p.memberId, 655n);
    const answer = await applyCall(t, game, p, []);
    expect(answer).toMatchObject({
      outcome: 'OK',
      balanceBeforeSatang: 13_000n,
      balanceAfterSatang: 13_000n,
    });
    expect(answer.txns).toEqual([]);
    const unknown = await applyCall(t, game, { username: 'nobody' }, [txn('BET', { amountSatang: 100n })]);
    expect(unknown).toMatchObject({ outcome: 'MEMBER_NOT_FOUND', failedIndex: 0, balanceBeforeSatang: 0n });
  });

  it('takes a bet (cash first, then bonus), pays a win with its bonus share, and settles the round once', async () => {
    const p = await player(6_000n);
    await grantBonus(t, p.memberId, 4_000n);
    const roundId = randomUUID();
    const bet = await applyCall(t, game, p, [
      txn('BET', { providerRoundId: roundId, gameCode: game.gameCode, amountSatang: 10_000n }),
    ]);
    expect(bet).toMatchObject({ outcome: 'OK', balanceBeforeSatang: 10_000n, balanceAfterSatang: 0n });
    expect(bet.txns[0]?.applied).toBe('APPLIED');
    expect(await moneyOf(t, p.memberId)).toMatchObject({ cash: 0n, bonus: 0n });
    const win = await applyCall(t, game, p, [
      txn('WIN', { providerRoundId: roundId, amountSatang: 25_000n }),
    ]);
    expect(win).toMatchObject({ outcome: 'OK', balanceBeforeSatang: 0n, balanceAfterSatang: 25_000n });
    // 40% of the stake was bonus: 40% of the win goes back to bonus.
    expect(await moneyOf(t, p.memberId)).toMatchObject({ cash: 15_000n, bonus: 10_000n });
    const round = await roundRow(t, p.memberId, roundId);
    expect(round).toMatchObject({
      status: 'SETTLED',
      category: 'SLOT',
      gameId: game.gameId,
      stakeSatang: 10_000n,
      bonusStakeSatang: 4_000n,
      winSatang: 25_000n,
      bonusWinSatang: 10_000n,
      settleCount: 1,
    });
    const events = await t.database.db
      .select()
      .from(schema.domainEvents)
      .where(
        and(eq(schema.domainEvents.type, 'game.round_settled'), eq(schema.domainEvents.subjectId, round.id)),
      );
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({
      providerCode: game.providerCode,
      category: 'SLOT',
      stakeSatang: '10000',
      bonusStakeSatang: '4000',
      winSatang: '25000',
      bonusWinSatang: '10000',
      settle: 1,
    });
    // A later win on the settled round, and a cancel of it: already settled.
    const late = await applyCall(t, game, p, [txn('WIN', { providerRoundId: roundId, amountSatang: 1n })]);
    expect(late).toMatchObject({ outcome: 'ALREADY_SETTLED', failedIndex: 0, balanceBeforeSatang: 25_000n });
    const cancel = await applyCall(t, game, p, [txn('CANCEL', { providerRoundId: roundId })]);
    expect(cancel.outcome).toBe('ALREADY_SETTLED');
    expect(await moneyOf(t, p.memberId)).toMatchObject({ cash: 15_000n, bonus: 10_000n });
  });

  it('keeps a round open through wins with endRound=false; a zero win settles it', async () => {
    const p = await player();
    const roundId = randomUUID();
    await applyCall(t, game, p, [txn('BET', { providerRoundId: roundId, amountSatang: 1_000n })]);
    const partial = await applyCall(t, game, p, [
      txn('WIN', { providerRoundId: roundId, amountSatang: 500n, endRound: false }),
    ]);
    expect(partial.outcome).toBe('OK');
    expect((await roundRow(t, p.memberId, roundId)).status).toBe('OPEN');
    const more = await applyCall(t, game, p, [
      txn('BET', { providerRoundId: roundId, amountSatang: 1_000n }),
    ]);
    expect(more.outcome).toBe('OK');
    const zero = await applyCall(t, game, p, [txn('WIN', { providerRoundId: roundId, amountSatang: 0n })]);
    expect(zero).toMatchObject({ outcome: 'OK', balanceAfterSatang: 98_500n });
    expect(await roundRow(t, p.memberId, roundId)).toMatchObject({
      status: 'SETTLED',
      stakeSatang: 2_000n,
      winSatang: 500n,
    });
  });

  it('answers REPLAYED for the same txn again (nothing moves) and DUPLICATE for the same id with other figures', async () => {
    const p = await player();
    const other = await player();
    const roundId = randomUUID();
    const bet = txn('BET', { providerRoundId: roundId, amountSatang: 2_000n });
    expect((await applyCall(t, game, p, [bet])).outcome).toBe('OK');
    const again = await applyCall(t, game, p, [bet]);
    expect(again).toMatchObject({ outcome: 'OK', balanceBeforeSatang: 98_000n, balanceAfterSatang: 98_000n });
    expect(again.txns[0]?.applied).toBe('REPLAYED');
    expect(again.replayed).toBe(false);
    for (const changed of [
      { ...bet, amountSatang: 2_001n },
      { ...bet, providerRoundId: randomUUID() },
    ]) {
      const answer = await applyCall(t, game, p, [changed]);
      expect(answer).toMatchObject({ outcome: 'DUPLICATE', failedIndex: 0, balanceBeforeSatang: 98_000n });
    }
    expect((await applyCall(t, game, other, [bet])).outcome).toBe('DUPLICATE');
    const win = txn('WIN', { providerRoundId: roundId, amountSatang: 3_000n });
    expect((await applyCall(t, game, p, [win])).outcome).toBe('OK');
    const winAgain = await applyCall(t, game, p, [win]);
    expect(winAgain).toMatchObject({ outcome: 'OK', balanceAfterSatang: 101_000n });
    expect(winAgain.txns[0]?.applied).toBe('REPLAYED');
    expect(await moneyOf(t, p.memberId)).toMatchObject({ cash: 101_000n });
    expect(await gameTxns(p.memberId)).toHaveLength(2);
  });

  it('answers a retried request id with the stored reply, even after the balance changed', async () => {
    const p = await player();
    const requestId = randomUUID();
    const roundId = randomUUID();
    const first = await applyCall(
      t,
      game,
      p,
      [txn('BET', { providerRoundId: roundId, amountSatang: 1_000n })],
      {
        requestId,
      },
    );
    await applyCall(t, game, p, [txn('BET', { providerRoundId: roundId, amountSatang: 500n })]);
    const retry = await applyCall(
      t,
      game,
      p,
      [txn('BET', { providerRoundId: roundId, amountSatang: 1_000n })],
      {
        requestId,
      },
    );
    expect(retry).toEqual({ ...first, replayed: true });
    expect(await moneyOf(t, p.memberId)).toMatchObject({ cash: 98_500n });
    // A refusal is stored too: its retry answers the same, though the money would now allow it.
    const refusedId = randomUUID();
    const huge = [txn('BET', { providerRoundId: randomUUID(), amountSatang: 100_000n })];
    const refused = await applyCall(t, game, p, huge, { requestId: refusedId });
    expect(refused).toMatchObject({
      outcome: 'INSUFFICIENT_BALANCE',
      balanceBeforeSatang: 98_500n,
      balanceAfterSatang: 98_500n,
    });
    await applyCall(t, game, p, [txn('WIN', { providerRoundId: roundId, amountSatang: 10_000n })]);
    expect(await applyCall(t, game, p, huge, { requestId: refusedId })).toEqual({
      ...refused,
      replayed: true,
    });
    // The same id on another endpoint is another request.
    expect((await applyCall(t, game, p, [], { requestId, endpoint: 'getBalance' })).balanceAfterSatang).toBe(
      108_500n,
    );
  });

  it('answers a retry of a request answered before the replies moved into idempotency_keys (migration 0014)', async () => {
    const p = await player();
    const requestId = randomUUID();
    // A reply as the wallet stored it in game_wallet_replies (0008), with money the call had moved.
    const stored = {
      outcome: 'OK',
      balanceBeforeSatang: '100000',
      balanceAfterSatang: '99500',
      txns: [{ txnId: 'old-bet', kind: 'BET', applied: 'APPLIED' }],
      replayed: false,
    };
    await t.database.db.execute(sql`
      create table game_wallet_replies (
        provider_id uuid not null, request_id text not null, endpoint text not null,
        reply jsonb not null, created_at timestamptz not null)`);
    await t.database.db.execute(sql`
      insert into game_wallet_replies values
        (${game.providerId}, ${requestId}, 'test', ${JSON.stringify(stored)}::jsonb, now())`);
    const migration = readFileSync(
      new URL('../../../platform/db/migrations/0014_game_replies_in_idempotency_keys.sql', import.meta.url),
      'utf8',
    );
    const copy = migration.split('--> statement-breakpoint').find((part) => part.includes('INSERT'));
    await t.database.db.execute(sql.raw(copy ?? 'select 1'));
    await t.database.db.execute(sql`drop table game_wallet_replies`);

    const retry = await applyCall(
      t,
      game,
      p,
      [txn('BET', { providerRoundId: randomUUID(), amountSatang: 500n })],
      {
        requestId,
      },
    );
    expect(retry).toEqual({
      outcome: 'OK',
      balanceBeforeSatang: 100_000n,
      balanceAfterSatang: 99_500n,
      txns: [{ txnId: 'old-bet', kind: 'BET', applied: 'APPLIED' }],
      replayed: true,
    });
    // Answered from the store: the retry moved nothing.
    expect(await moneyOf(t, p.memberId)).toMatchObject({ cash: 100_000n });
  });

  it('applies a multi-transaction call all or nothing: a refused third leaves nothing of the first two', async () => {
    const p = await player(10_000n);
    const roundId = randomUUID();
    const answer = await applyCall(t, game, p, [
      txn('BET', { providerRoundId: roundId, amountSatang: 3_000n }),
      txn('BET', { providerRoundId: roundId, amountSatang: 3_000n }),
      txn('BET', { providerRoundId: roundId, amountSatang: 5_000n }),
    ]);
    expect(answer).toMatchObject({
      outcome: 'INSUFFICIENT_BALANCE',
      failedIndex: 2,
      balanceBeforeSatang: 10_000n,
      balanceAfterSatang: 10_000n,
      txns: [],
    });
    expect(await moneyOf(t, p.memberId)).toMatchObject({ cash: 10_000n });
    expect(await gameTxns(p.memberId)).toHaveLength(0);
    const rounds = await t.database.db
      .select()
      .from(schema.gameRounds)
      .where(eq(schema.gameRounds.memberId, p.memberId));
    expect(rounds).toHaveLength(0);
  });

  it('takes 1 to 101 bets in one round and parallel rounds of one member', async () => {
    const p = await player(1_000_000n);
    const roundId = randomUUID();
    const bets = Array.from({ length: 101 }, () =>
      txn('BET', { providerRoundId: roundId, amountSatang: 100n }),
    );
    const answer = await applyCall(t, game, p, bets);
    expect(answer).toMatchObject({ outcome: 'OK', balanceAfterSatang: 989_900n });
    expect(answer.txns).toHaveLength(101);
    const other = randomUUID();
    await applyCall(t, game, p, [txn('BET', { providerRoundId: other, amountSatang: 700n })]);
    await applyCall(t, game, p, [txn('WIN', { providerRoundId: roundId, amountSatang: 20_000n })]);
    expect((await roundRow(t, p.memberId, other)).status).toBe('OPEN');
    await applyCall(t, game, p, [txn('WIN', { providerRoundId: other, amountSatang: 0n })]);
    expect(await roundRow(t, p.memberId, roundId)).toMatchObject({
      stakeSatang: 10_100n,
      winSatang: 20_000n,
    });
    expect(await moneyOf(t, p.memberId)).toMatchObject({ cash: 1_009_200n });
  });

  it('refuses wins with no bet (TXN_NOT_FOUND), negative amounts (INVALID) and a huge bet (unchanged balance)', async () => {
    const p = await player(5_000n);
    expect(
      await applyCall(t, game, p, [txn('WIN', { providerRoundId: randomUUID(), amountSatang: 100n })]),
    ).toMatchObject({ outcome: 'TXN_NOT_FOUND', failedIndex: 0, balanceBeforeSatang: 5_000n });
    for (const kind of ['BET', 'WIN', 'PROMO'] as const)
      expect(
        (await applyCall(t, game, p, [txn(kind, { providerRoundId: randomUUID(), amountSatang: -1n })]))
          .outcome,
      ).toBe('INVALID');
    expect(await applyCall(t, game, p, [txn('BET', { amountSatang: 100n })])).toMatchObject({
      outcome: 'INVALID',
    });
    expect(
      await applyCall(t, game, p, [
        txn('BET', { providerRoundId: randomUUID(), amountSatang: 9_000_000_000_000n }),
      ]),
    ).toMatchObject({
      outcome: 'INSUFFICIENT_BALANCE',
      balanceBeforeSatang: 5_000n,
      balanceAfterSatang: 5_000n,
    });
    // Beyond any bigint column: a stake is still just insufficient, a payout is malformed.
    const roundId = randomUUID();
    await applyCall(t, game, p, [txn('BET', { providerRoundId: roundId, amountSatang: 100n })]);
    expect(
      (await applyCall(t, game, p, [txn('BET', { providerRoundId: roundId, amountSatang: 2n ** 70n })]))
        .outcome,
    ).toBe('INSUFFICIENT_BALANCE');
    expect(
      (await applyCall(t, game, p, [txn('WIN', { providerRoundId: roundId, amountSatang: 2n ** 70n })]))
        .outcome,
    ).toBe('INVALID');
    expect(await moneyOf(t, p.memberId)).toMatchObject({ cash: 4_900n });
  });

  it('cancels a bet with its original stake, the cash and bonus parts as taken; a second cancel is refused', async () => {
    const p = await player(1_000n);
    await grantBonus(t, p.memberId, 2_000n);
    const roundId = randomUUID();
    const first = txn('BET', { providerRoundId: roundId, amountSatang: 1_500n });
    const second = txn('BET', { providerRoundId: roundId, amountSatang: 500n });
    await applyCall(t, game, p, [first, second]);
    expect(await moneyOf(t, p.memberId)).toMatchObject({ cash: 0n, bonus: 1_000n });
    // The request's amount is ignored: the refund is the bet's stake (1,000 cash + 500 bonus).
    const cancel = await applyCall(t, game, p, [
      txn('CANCEL', {
        txnId: first.txnId,
        providerRoundId: roundId,
        refTxnId: first.txnId,
        amountSatang: 99_999n,
      }),
    ]);
    expect(cancel).toMatchObject({ outcome: 'OK', balanceAfterSatang: 2_500n });
    expect(await moneyOf(t, p.memberId)).toMatchObject({ cash: 1_000n, bonus: 1_500n });
    expect((await roundRow(t, p.memberId, roundId)).status).toBe('OPEN');
    const again = await applyCall(t, game, p, [
      txn('CANCEL', { providerRoundId: roundId, refTxnId: first.txnId }),
    ]);
    expect(again).toMatchObject({ outcome: 'ALREADY_CANCELLED', failedIndex: 0 });
    // The same cancel again is a replay (nothing moves).
    const replay = await applyCall(t, game, p, [
      txn('CANCEL', { txnId: first.txnId, providerRoundId: roundId, refTxnId: first.txnId }),
    ]);
    expect(replay.txns[0]?.applied).toBe('REPLAYED');
    // Cancelling the round's last open bet cancels the round; nothing of it counts.
    await applyCall(t, game, p, [txn('CANCEL', { providerRoundId: roundId })]);
    expect(await roundRow(t, p.memberId, roundId)).toMatchObject({ status: 'CANCELLED', stakeSatang: 0n });
    expect(await moneyOf(t, p.memberId)).toMatchObject({ cash: 1_000n, bonus: 2_000n });
    const win = await applyCall(t, game, p, [txn('WIN', { providerRoundId: roundId, amountSatang: 10n })]);
    expect(win.outcome).toBe('ALREADY_CANCELLED');
    expect(
      (await applyCall(t, game, p, [txn('CANCEL', { providerRoundId: randomUUID(), refTxnId: 'none' })]))
        .outcome,
    ).toBe('TXN_NOT_FOUND');
    expect(
      (await applyCall(t, game, p, [txn('CANCEL', { providerRoundId: roundId, refTxnId: 'none' })])).outcome,
    ).toBe('TXN_NOT_FOUND');
  });

  it('refuses bets of a locked member but accepts their wins and cancels', async () => {
    const p = await player();
    const roundId = randomUUID();
    const bet = txn('BET', { providerRoundId: roundId, amountSatang: 1_000n });
    const other = txn('BET', { providerRoundId: roundId, amountSatang: 1_000n });
    await applyCall(t, game, p, [bet, other]);
    await t.database.db
      .update(schema.members)
      .set({ status: 'LOCKED', lockedAt: t.clock.now(), lockReason: 'test', lockedBy: randomUUID() })
      .where(eq(schema.members.id, p.memberId));
    expect(
      await applyCall(t, game, p, [txn('BET', { providerRoundId: roundId, amountSatang: 1n })]),
    ).toMatchObject({ outcome: 'MEMBER_LOCKED', balanceBeforeSatang: 98_000n });
    expect(
      (await applyCall(t, game, p, [txn('CANCEL', { providerRoundId: roundId, refTxnId: other.txnId })]))
        .outcome,
    ).toBe('OK');
    expect(
      (await applyCall(t, game, p, [txn('WIN', { providerRoundId: roundId, amountSatang: 5_000n })])).outcome,
    ).toBe('OK');
    expect(await moneyOf(t, p.memberId)).toMatchObject({ cash: 104_000n });
  });

  it('refuses bets on a superseded, unknown or absent session and accepts wins without one', async () => {
    const p = await player();
    const token = await insertSession(t, game, p.memberId);
    const roundId = randomUUID();
    expect(
      (
        await applyCall(t, game, p, [txn('BET', { providerRoundId: roundId, amountSatang: 1_000n })], {
          sessionToken: token,
        })
      ).outcome,
    ).toBe('OK');
    await supersedeSession(t, token);
    const stale = await applyCall(
      t,
      game,
      p,
      [txn('BET', { providerRoundId: roundId, amountSatang: 1_000n })],
      {
        sessionToken: token,
      },
    );
    expect(stale).toMatchObject({
      outcome: 'SESSION_MISMATCH',
      failedIndex: 0,
      balanceBeforeSatang: 99_000n,
    });
    expect(
      (
        await applyCall(t, game, p, [txn('BET', { providerRoundId: roundId, amountSatang: 1n })], {
          sessionToken: 'unknown-token',
        })
      ).outcome,
    ).toBe('SESSION_MISMATCH');
    expect(
      (
        await applyCall(t, game, p, [txn('BET', { providerRoundId: roundId, amountSatang: 1n })], {
          sessionToken: null,
        })
      ).outcome,
    ).toBe('SESSION_MISMATCH');
    expect(
      (
        await applyCall(t, game, p, [txn('WIN', { providerRoundId: roundId, amountSatang: 3_000n })], {
          sessionToken: null,
        })
      ).outcome,
    ).toBe('OK');
    expect(
      (
        await applyCall(t, game, p, [txn('BET', { providerRoundId: randomUUID(), amountSatang: 1_000n })], {
          sessionToken: await insertSession(t, game, p.memberId),
        })
      ).outcome,
    ).toBe('OK');
  });

  it('counts a round under its game category, else the provider first category', async () => {
    const p = await player();
    const unknown = randomUUID();
    await applyCall(t, game, p, [
      txn('BET', { providerRoundId: unknown, gameCode: 'not-in-catalogue', amountSatang: 100n }),
    ]);
    expect(await roundRow(t, p.memberId, unknown)).toMatchObject({ category: 'SLOT', gameId: null });
    const fish = await insertProvider(t, { categories: ['LIVE_CASINO'], gameCategory: 'FISH' });
    const roundId = randomUUID();
    await applyCall(t, fish, p, [
      txn('BET', { providerRoundId: roundId, gameCode: fish.gameCode, amountSatang: 100n }),
    ]);
    expect(await roundRow(t, p.memberId, roundId)).toMatchObject({ category: 'FISH', gameId: fish.gameId });
  });
});
