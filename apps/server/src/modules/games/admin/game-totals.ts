import {
  type DashboardGames,
  formatAmount,
  GAME_STUCK_ROUND_MINUTES,
  type GameCategory,
  type GameReceivableCause,
  gameCategories,
} from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import type { CauseCategorySql } from '#modules/wallet/index';
import type { InstantRange } from '#platform/db/bangkok-day';
import type { DbOrTx } from '#platform/db/client';
import { gameProviders, gameRounds, gameTransactions } from '../games.tables';
import { createGamesAdminRepo } from './games-admin.repo';

const repo = createGamesAdminRepo();

type Sums = { rounds: number; stakeSatang: bigint; winSatang: bigint };
const figures = (sums: Sums) => ({
  rounds: sums.rounds,
  stake: formatAmount(sums.stakeSatang),
  win: formatAmount(sums.winSatang),
  ggr: formatAmount(sums.stakeSatang - sums.winSatang),
});

/**
 * Provider games' figures for the other back-office modules (the dashboard, the programme-cost
 * report, receivables), read-only like the lottery's `lotteryTotals`: a round counts on the Bangkok
 * day it settled, stakes and wins of SETTLED rounds only (docs/domain/games.md; GGR = stakes − wins).
 */
export const gameTotals = {
  /** Settled rounds of `range`, overall and per category (every category, zeros included). */
  async dashboard(db: DbOrTx, operatorId: string, range: InstantRange): Promise<DashboardGames> {
    const rows = await repo.ggr(db, operatorId, range);
    const zero = (): Sums => ({ rounds: 0, stakeSatang: 0n, winSatang: 0n });
    const total = zero();
    const byCategory = new Map<GameCategory, Sums>(gameCategories.map((category) => [category, zero()]));
    for (const row of rows) {
      for (const sums of [total, byCategory.get(row.category)]) {
        if (!sums) continue;
        sums.rounds += row.rounds;
        sums.stakeSatang += row.stakeSatang;
        sums.winSatang += row.winSatang;
      }
    }
    return {
      ...figures(total),
      byCategory: gameCategories.map((category) => ({
        category,
        ...figures(byCategory.get(category) ?? zero()),
      })),
    };
  },

  /**
   * The game category of a ledger transfer's cause, for the ledger's reports: a round's stake, win or
   * reversal (cause `game_round`) counts as its round's category; a provider's promotion or tip
   * (cause `game_txn`, no round) as the provider's first category. Null for any other cause.
   */
  categoryOfCause: ((cause) =>
    sql<string | null>`case
      when ${cause.type} = 'game_round' then
        (select ${gameRounds.category} from ${gameRounds} where ${gameRounds.id} = ${cause.id}::uuid)
      when ${cause.type} = 'game_txn' then
        (select (${gameProviders.categories})[1] from ${gameTransactions}
          join ${gameProviders} on ${gameProviders.id} = ${gameTransactions.providerId}
          where ${gameTransactions.id} = ${cause.id}::uuid)
    end`) satisfies CauseCategorySql,

  /** Rounds OPEN longer than GAME_STUCK_ROUND_MINUTES at `now`: the stuck rounds page's total. */
  async stuckRounds(db: DbOrTx, operatorId: string, now: Date) {
    const openedBefore = new Date(now.getTime() - GAME_STUCK_ROUND_MINUTES * 60_000);
    const { total } = await repo.pageStuckRounds(db, operatorId, openedBefore, { pageNo: 1, pageSize: 1 });
    return { count: total, satang: 0n };
  },

  /** GGR per Bangkok day of `range` (days with no settled round absent). */
  ggrByDay: (db: DbOrTx, operatorId: string, range: InstantRange) => repo.ggrByDay(db, operatorId, range),

  /** The game reversals that left each member a receivable, oldest first, with when they happened. */
  async receivableCauses(
    db: DbOrTx,
    operatorId: string,
    memberIds: string[],
  ): Promise<Array<{ memberId: string; at: Date; cause: GameReceivableCause }>> {
    const rows = await repo.receivableCauses(db, operatorId, memberIds);
    return rows.map((row) => ({
      memberId: row.memberId,
      at: row.createdAt,
      cause: {
        provider: row.provider,
        providerName: row.providerName,
        roundId: row.roundId,
        providerRoundId: row.providerRoundId,
        providerTxnId: row.providerTxnId,
        kind: row.kind,
        amount: formatAmount(row.receivableSatang),
        at: row.createdAt.toISOString(),
      },
    }));
  },
};
