import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameWallet } from '#modules/games/wallet/game-wallet.types';
import * as schema from '#platform/db/schema';
import {
  applyCall,
  insertPlayer,
  insertPlayers,
  insertProvider,
  moneyOf,
  roundRow,
  secondNodeWallet,
  txn,
  type WalletFixture,
} from '#testing/game-wallet';
import { buildTestApp, checkLedger, type TestApp, testDatabaseUrl } from '#testing/index';
import { moduleApi } from '#testing/module-api';

// Only PostgreSQL can show these races: PGlite runs one session behind a mutex, so its transactions
// never overlap. Half the calls go through a second node's wallet (its own in-process queue), so
// the database's locks alone must hold.
describe.runIf(testDatabaseUrl())('seamless wallet races (postgres)', () => {
  let t: TestApp;
  let game: WalletFixture;
  let nodes: GameWallet[];
  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', modules: ['games'], seedDemo: false });
    game = await insertProvider(t);
    nodes = [moduleApi(t, 'games').wallet, secondNodeWallet(t)];
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const player = (fund: bigint) => insertPlayer(t, fund);
  const on = (i: number) => ({ wallet: nodes[i % 2] as GameWallet });

  it('debits the same bet sent twice at once (two nodes, new request ids) once', async () => {
    const p = await player(100_000n);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const bet = txn('BET', { providerRoundId: randomUUID(), amountSatang: 1_000n });
      const answers = await Promise.all([0, 1, 2, 3].map((i) => applyCall(t, game, p, [bet], on(i))));
      expect(answers.every((answer) => answer.outcome === 'OK')).toBe(true);
      expect(answers.filter((answer) => answer.txns[0]?.applied === 'APPLIED')).toHaveLength(1);
    }
    expect(await moneyOf(t, p.memberId)).toMatchObject({ cash: 90_000n });
  });

  it('answers one request id sent twice at once with one answer, money moved once', async () => {
    const p = await player(10_000n);
    const requestId = randomUUID();
    const bet = txn('BET', { providerRoundId: randomUUID(), amountSatang: 1_000n });
    const answers = await Promise.all(
      [0, 1, 2, 3].map((i) => applyCall(t, game, p, [bet], { requestId, ...on(i) })),
    );
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    for (const answer of answers)
      expect({ ...answer, replayed: false }).toEqual(answers.find((a) => !a.replayed));
    expect(await moneyOf(t, p.memberId)).toMatchObject({ cash: 9_000n });
  });

  it('never takes a balance below zero under many bets at once', async () => {
    const p = await player(10_000n);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        applyCall(t, game, p, [txn('BET', { providerRoundId: randomUUID(), amountSatang: 1_000n })], on(i)),
      ),
    );
    expect(answers.filter((answer) => answer.outcome === 'OK')).toHaveLength(10);
    expect(answers.filter((answer) => answer.outcome === 'INSUFFICIENT_BALANCE')).toHaveLength(30);
    expect(await moneyOf(t, p.memberId)).toMatchObject({ cash: 0n, bonus: 0n });
  });

  it('lets either a win or a cancel of the same round through, never both', async () => {
    const p = await player(100_000n);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const roundId = randomUUID();
      const bet = txn('BET', { providerRoundId: roundId, amountSatang: 1_000n });
      await applyCall(t, game, p, [bet]);
      const before = (await moneyOf(t, p.memberId)).cash;
      const [win, cancel] = await Promise.all([
        applyCall(t, game, p, [txn('WIN', { providerRoundId: roundId, amountSatang: 5_000n })], on(attempt)),
        applyCall(
          t,
          game,
          p,
          [txn('CANCEL', { providerRoundId: roundId, refTxnId: bet.txnId })],
          on(attempt + 1),
        ),
      ]);
      const outcomes = [win?.outcome, cancel?.outcome].sort();
      expect([
        ['ALREADY_CANCELLED', 'OK'],
        ['ALREADY_SETTLED', 'OK'],
      ]).toContainEqual(outcomes);
      const after = (await moneyOf(t, p.memberId)).cash;
      expect(after - before).toBe(win?.outcome === 'OK' ? 5_000n : 1_000n);
      expect((await roundRow(t, p.memberId, roundId)).status).toBe(
        win?.outcome === 'OK' ? 'SETTLED' : 'CANCELLED',
      );
    }
  });

  it('gives a txn id sent by two members at once to one of them (the other: DUPLICATE)', async () => {
    const [a, b] = await insertPlayers(t, 2, 10_000n);
    if (!a || !b) throw new Error('no players');
    const txnId = randomUUID();
    const answers = await Promise.all(
      [a, b].map((p, i) =>
        applyCall(t, game, p, [txn('BET', { txnId, providerRoundId: 'r1', amountSatang: 1_000n })], on(i)),
      ),
    );
    expect(answers.map((answer) => answer.outcome).sort()).toEqual(['DUPLICATE', 'OK']);
    const rows = await t.database.db
      .select()
      .from(schema.gameTransactions)
      .where(eq(schema.gameTransactions.providerTxnId, txnId));
    expect(rows).toHaveLength(1);
  });

  it('keeps many members betting and winning at once apart (rounds and balances add up)', async () => {
    const players = await insertPlayers(t, 20, 50_000n);
    await Promise.all(
      players.flatMap((p, i) =>
        Array.from({ length: 5 }, async (_, n) => {
          const roundId = `${i}-${n}`;
          await applyCall(
            t,
            game,
            p,
            [txn('BET', { providerRoundId: roundId, amountSatang: 1_000n })],
            on(n),
          );
          await applyCall(
            t,
            game,
            p,
            [txn('WIN', { providerRoundId: roundId, amountSatang: 1_500n })],
            on(n + 1),
          );
        }),
      ),
    );
    for (const p of players) expect(await moneyOf(t, p.memberId)).toMatchObject({ cash: 52_500n });
  });
});
