import { randomUUID } from 'node:crypto';
import { gameHref, gamePaths, receivableHref } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyCall,
  type GamePlayer,
  insertPlayers,
  insertProvider,
  txn,
  type WalletFixture,
  withdrawAllCash,
} from '#testing/game-wallet';
import { buildTestApp, call, checkLedger, staffTokens, type TestApp, testDbKinds } from '#testing/index';

/**
 * The staff reads over rounds the real seamless wallet wrote (the games module's `wallet.apply`): a round
 * settles and counts in GGR, a reversal after a withdrawal leaves a receivable whose cause staff
 * see, a round the provider never ends shows as stuck.
 */
describe.each(testDbKinds())('games back office over the seamless wallet (%s)', (kind) => {
  let t: TestApp;
  let game: WalletFixture;
  let player: GamePlayer;
  let tokens: Awaited<ReturnType<typeof staffTokens>>;
  const roundId = `R-${randomUUID().slice(0, 8)}`;
  const get = async (url: string, token = tokens.owner) => {
    const res = await call(t, { method: 'GET', url, token });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const day = () => {
    const from = new Date(t.clock.now().getTime() - 3_600_000).toISOString();
    const to = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    return `?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  };

  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['games', 'payments', 'receivables'] });
    tokens = await staffTokens(t);
    game = await insertProvider(t);
    const [one] = await insertPlayers(t, 1, 10_000n);
    if (!one) throw new Error('no player');
    player = one;
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  it('follows a round from bet to win to a reversal the member cannot cover', async () => {
    const bet = txn('BET', { providerRoundId: roundId, gameCode: game.gameCode, amountSatang: 2_000n });
    expect((await applyCall(t, game, player, [bet])).outcome).toBe('OK');
    const win = txn('WIN', { txnId: bet.txnId, providerRoundId: roundId, amountSatang: 7_000n });
    expect((await applyCall(t, game, player, [win])).outcome).toBe('OK');

    const [round] = (await get(`${gamePaths.adminRounds}?providerTxnId=${bet.txnId}`, tokens.support)).data;
    expect(round).toMatchObject({
      member: { id: player.memberId },
      provider: game.providerCode,
      game: 'เกมทดสอบ',
      providerRoundId: roundId,
      status: 'SETTLED',
      stake: '20.00',
      win: '70.00',
    });
    expect((await get(`${gamePaths.adminGgr}${day()}`)).total).toEqual({
      rounds: 1,
      stake: '20.00',
      win: '70.00',
      ggr: '-50.00',
    });

    // The member withdraws everything, then the provider unsettles: 70.00 owed, none of it in cash.
    await withdrawAllCash(t, player.memberId);
    expect(
      (await applyCall(t, game, player, [txn('UNSETTLE', { txnId: win.txnId, providerRoundId: roundId })]))
        .outcome,
    ).toBe('OK');

    const detail = await get(gameHref.adminRound(round.id), tokens.support);
    expect(detail.status).toBe('OPEN');
    expect(detail.transactions.map((row: { kind: string }) => row.kind)).toEqual(['BET', 'WIN', 'UNSETTLE']);
    expect(detail.transactions[2]).toMatchObject({ receivable: '70.00' });
    // Reopened: no longer revenue.
    expect((await get(`${gamePaths.adminGgr}${day()}`)).total.rounds).toBe(0);

    const owed = await get(receivableHref.memberReceivable(player.memberId), tokens.finance);
    expect(owed.owed).toBe('70.00');
    expect(owed.gameCauses).toEqual([
      expect.objectContaining({
        provider: game.providerCode,
        roundId: round.id,
        providerRoundId: roundId,
        kind: 'UNSETTLE',
        amount: '70.00',
      }),
    ]);
  });

  it('shows the reopened round as stuck once it has been open more than 30 minutes', async () => {
    expect((await get(gamePaths.adminStuckRounds, tokens.support)).total).toBe(0);
    t.clock.advance(31 * 60_000);
    const stuck = await get(gamePaths.adminStuckRounds, tokens.support);
    expect(stuck.data.map((row: { providerRoundId: string }) => row.providerRoundId)).toEqual([roundId]);
  });
});
