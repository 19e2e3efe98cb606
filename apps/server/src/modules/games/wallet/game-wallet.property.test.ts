import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameTxn } from '#modules/games/wallet/game-wallet.types';
import { rowsOf } from '#platform/db/rows';
import {
  applyCall,
  depositDirect,
  type GamePlayer,
  insertPlayers,
  insertProvider,
  moneyOf,
  txn,
  type WalletFixture,
  withdrawAllCash,
} from '#testing/game-wallet';
import { buildTestApp, checkLedger, grantBonus, type TestApp } from '#testing/index';

/** A step of a random session: a provider call (or a duplicate of an earlier one), or money moving outside games. */
type Step =
  | { op: 'bet'; round: number; amount: bigint }
  | { op: 'win'; round: number; amount: bigint; endRound: boolean }
  | { op: 'play'; round: number; amount: bigint; win: bigint }
  | { op: 'cancel'; round: number; bet: number | null }
  | { op: 'adjust'; round: number; bet: number; amount: bigint }
  | { op: 'reverse'; round: number; kind: 'UNSETTLE' | 'VOID' }
  | { op: 'promo' | 'tip'; amount: bigint }
  | { op: 'again'; which: number; amount: bigint | null; multi: boolean }
  | { op: 'withdraw' | 'deposit' | 'bonus' };

const amount = fc.bigInt({ min: 0n, max: 6_000n });
const round = fc.integer({ min: 0, max: 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('bet' as const), round, amount }) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('win' as const),
      round,
      amount: fc.bigInt({ min: 0n, max: 20_000n }),
      endRound: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('play' as const),
      round,
      amount,
      win: fc.bigInt({ min: 0n, max: 30_000n }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('cancel' as const),
      round,
      bet: fc.option(fc.nat({ max: 5 }), { nil: null }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('adjust' as const), round, bet: fc.nat({ max: 5 }), amount }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('reverse' as const),
      round,
      kind: fc.constantFrom('UNSETTLE' as const, 'VOID' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constantFrom('promo' as const, 'tip' as const), amount }) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('again' as const),
      which: fc.nat({ max: 30 }),
      amount: fc.option(amount, { nil: null }),
      multi: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constantFrom('withdraw' as const, 'deposit' as const, 'bonus' as const) }),
  },
);

/**
 * Random provider sessions (bets, wins in and out of order, cancels after wins, adjustments,
 * reversals after the cash was withdrawn, duplicates exact and altered, multi-transaction calls)
 * keep the ledger's invariants, cash never below zero, every answer's balances true, and each
 * round's totals equal to its transactions.
 */
describe('seamless wallet: random sessions keep the invariants', () => {
  let t: TestApp;
  let game: WalletFixture;
  beforeAll(async () => {
    t = await buildTestApp({ modules: ['games', 'payments', 'receivables'] });
    game = await insertProvider(t);
  });
  afterAll(async () => {
    await t.close();
  });

  // One member per run, from batches (fast-check's shrinking runs many).
  let pool: GamePlayer[] = [];
  const nextPlayer = async (): Promise<GamePlayer> => {
    if (pool.length === 0) pool = await insertPlayers(t, 100);
    const p = pool.pop() as GamePlayer;
    await depositDirect(t, p.memberId, 20_000n);
    return p;
  };

  it('holds for any sequence of calls', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
        const p = await nextPlayer();
        const sent: GameTxn[] = [];
        const bets: GameTxn[][] = [[], [], []];
        const roundIds = [0, 1, 2].map(() => `r-${p.username}-${Math.random().toString(36).slice(2)}`);
        const providerRound = (index: number) => roundIds[index] as string;
        let known: Awaited<ReturnType<typeof moneyOf>> | undefined;
        for (const s of steps) {
          let txns: GameTxn[] = [];
          switch (s.op) {
            case 'withdraw':
              await withdrawAllCash(t, p.memberId);
              known = undefined;
              continue;
            case 'deposit':
              await depositDirect(t, p.memberId, 5_000n);
              known = undefined;
              continue;
            case 'bonus':
              await grantBonus(t, p.memberId, 3_000n);
              known = undefined;
              continue;
            case 'bet': {
              const bet = txn('BET', { providerRoundId: providerRound(s.round), amountSatang: s.amount });
              bets[s.round]?.push(bet);
              txns = [bet];
              break;
            }
            case 'play': {
              // A bet and its settlement in one call (a slot spin).
              const bet = txn('BET', { providerRoundId: providerRound(s.round), amountSatang: s.amount });
              bets[s.round]?.push(bet);
              txns = [bet, txn('WIN', { providerRoundId: providerRound(s.round), amountSatang: s.win })];
              break;
            }
            case 'win':
              txns = [
                txn('WIN', {
                  providerRoundId: providerRound(s.round),
                  amountSatang: s.amount,
                  endRound: s.endRound,
                }),
              ];
              break;
            case 'cancel': {
              const bet = s.bet === null ? undefined : bets[s.round]?.[s.bet];
              txns = [txn('CANCEL', { providerRoundId: providerRound(s.round), refTxnId: bet?.txnId })];
              break;
            }
            case 'adjust': {
              const bet = bets[s.round]?.[s.bet];
              txns = [
                txn('ADJUST', {
                  providerRoundId: providerRound(s.round),
                  refTxnId: bet?.txnId ?? 'none',
                  amountSatang: s.amount,
                }),
              ];
              break;
            }
            case 'reverse':
              txns = [txn(s.kind, { providerRoundId: providerRound(s.round) })];
              break;
            case 'promo':
              txns = [txn('PROMO', { amountSatang: s.amount })];
              break;
            case 'tip':
              txns = [txn('TIP', { amountSatang: s.amount + 1n })];
              break;
            case 'again': {
              const earlier = sent[s.which % Math.max(sent.length, 1)];
              if (!earlier) continue;
              const repeated = s.amount === null ? earlier : { ...earlier, amountSatang: s.amount };
              // A duplicate alone, or inside a multi-transaction call with a fresh bet after it.
              txns = s.multi
                ? [repeated, txn('BET', { providerRoundId: providerRound(0), amountSatang: 100n })]
                : [repeated];
              break;
            }
          }
          const before = known ?? (await moneyOf(t, p.memberId));
          const answer = await applyCall(t, game, p, txns);
          const after = await moneyOf(t, p.memberId);
          expect(answer.balanceBeforeSatang).toBe(before.cash + before.bonus);
          expect(answer.balanceAfterSatang).toBe(after.cash + after.bonus);
          if (answer.outcome === 'OK') sent.push(...txns);
          else expect(after).toEqual(before);
          expect(after.cash >= 0n && after.bonus >= 0n).toBe(true);
          known = after;
        }
        // Each round: what moved on the member's side (and their receivable) = win − stake.
        const rounds = rowsOf<{ id: string; stake: string; win: string; moved: string; status: string }>(
          await t.database.db.execute(sql`
            select r.id, r.stake_satang::text as stake, r.win_satang::text as win, r.status,
                   coalesce(sum(x.amount_satang - x.receivable_satang), 0)::text as moved
            from game_rounds r left join game_transactions x on x.round_id = r.id
            where r.member_id = ${p.memberId}
            group by r.id`),
        );
        for (const r of rounds) {
          expect(BigInt(r.moved)).toBe(BigInt(r.win) - BigInt(r.stake));
          expect(BigInt(r.stake) >= 0n && BigInt(r.win) >= 0n).toBe(true);
          if (r.status === 'CANCELLED') expect([r.stake, r.win]).toEqual(['0', '0']);
        }
        const ledger = await checkLedger(t);
        expect(ledger).toMatchObject({ ok: true, negativeMemberAccounts: 0 });
      }),
      { numRuns: 20 },
    );
    // The house's GAMES account is the mirror of every game transaction (and receivable) of the members.
    const [games] = rowsOf<{ house: string; moved: string }>(
      await t.database.db.execute(sql`
        select (select coalesce(sum(balance_satang), 0) from ledger_accounts where kind = 'GAMES' and member_id is null and operator_id = ${t.operatorId})::text as house,
               (select coalesce(sum(amount_satang - receivable_satang), 0) from game_transactions)::text as moved`),
    );
    expect(BigInt(games?.house ?? '0')).toBe(-BigInt(games?.moved ?? '0'));
  });
});
