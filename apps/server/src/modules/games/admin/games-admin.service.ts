import {
  type AdminGameRound,
  type AdminGameRoundsFilter,
  type AdminGameTxn,
  formatAmount,
  GAME_STUCK_ROUND_MINUTES,
  type GameGgr,
} from '@chokdee/contracts';
import type { MemberService } from '#modules/member/index';
import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import type { GamesAdminRepo, Paging, RoundRow, TxnRow } from './games-admin.repo';

type Deps = {
  db: Db;
  clock: Clock;
  repo: GamesAdminRepo;
  /** Phone and name of the rounds' members (read through the member module's door). */
  members: Pick<MemberService, 'summaries'>;
};

const txnView = (row: TxnRow): AdminGameTxn => ({
  id: row.id,
  roundId: row.roundId,
  providerRoundId: row.providerRoundId,
  provider: row.provider,
  memberId: row.memberId,
  providerTxnId: row.providerTxnId,
  kind: row.kind,
  amount: formatAmount(row.amountSatang),
  receivable: formatAmount(row.receivableSatang),
  createdAt: row.createdAt.toISOString(),
});

/**
 * Staff reads of provider games (docs/modules/games.md): rounds and their transactions, stuck rounds, GGR.
 * Nothing here writes: money moves only through the seamless wallet.
 */
export const createGamesAdminService = ({ db, clock, repo, members }: Deps) => {
  const withMembers = async (operatorId: string, rows: RoundRow[]): Promise<AdminGameRound[]> => {
    const summaries = await members.summaries(db, operatorId, [...new Set(rows.map((row) => row.memberId))]);
    return rows.map((row) => {
      const member = summaries.get(row.memberId);
      return {
        id: row.id,
        member: { id: row.memberId, phone: member?.phone ?? '', name: member?.name ?? '' },
        provider: row.provider,
        game: row.game,
        providerRoundId: row.providerRoundId,
        category: row.category,
        status: row.status,
        stake: formatAmount(row.stakeSatang),
        bonusStake: formatAmount(row.bonusStakeSatang),
        win: formatAmount(row.winSatang),
        openedAt: row.openedAt.toISOString(),
        settledAt: row.settledAt?.toISOString() ?? null,
      };
    });
  };
  const paged = <T>(data: T[], total: number, paging: Paging) => ({
    data,
    total,
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
  });

  return {
    /** Rounds matching the filters (a provider txn id finds the round holding it), newest first. */
    async rounds(operatorId: string, query: AdminGameRoundsFilter) {
      const { rows, total } = await repo.pageRounds(
        db,
        operatorId,
        {
          memberId: query.memberId,
          providerId: query.providerId,
          providerTxnId: query.providerTxnId,
          status: query.status,
          from: query.from ? new Date(query.from) : undefined,
          to: query.to ? new Date(query.to) : undefined,
        },
        query,
      );
      return paged(await withMembers(operatorId, rows), total, query);
    },

    /** One round with its transactions, in the order they were applied. */
    async round(operatorId: string, roundId: string) {
      const row = await repo.findRound(db, operatorId, roundId);
      if (!row) throw new AppError('NOT_FOUND');
      const [round] = await withMembers(operatorId, [row]);
      if (!round) throw new Error('round view missing');
      const txns = await repo.roundTxns(db, operatorId, roundId);
      return { ...round, transactions: txns.map(txnView) };
    },

    /**
     * Rounds OPEN for longer than GAME_STUCK_ROUND_MINUTES, oldest first: the provider never ended
     * them (their stakes stay taken), so staff chase the provider with its round id.
     */
    async stuckRounds(operatorId: string, paging: Paging) {
      const openedBefore = new Date(clock.now().getTime() - GAME_STUCK_ROUND_MINUTES * 60_000);
      const { rows, total } = await repo.pageStuckRounds(db, operatorId, openedBefore, paging);
      return paged(await withMembers(operatorId, rows), total, paging);
    },

    /** Wallet transactions of a member or carrying a provider txn id, newest first. */
    async transactions(
      operatorId: string,
      query: Paging & { memberId?: string | undefined; providerTxnId?: string | undefined },
    ) {
      const { rows, total } = await repo.pageTxns(db, operatorId, query, query);
      return paged(rows.map(txnView), total, query);
    },

    /** Stakes, wins and GGR of rounds settled in `[from, to)`, per provider and category, and totals. */
    async ggr(operatorId: string, query: { from: string; to: string }): Promise<GameGgr> {
      const rows = await repo.ggr(db, operatorId, { from: new Date(query.from), to: new Date(query.to) });
      const total = rows.reduce(
        (sum, row) => ({
          rounds: sum.rounds + row.rounds,
          stakeSatang: sum.stakeSatang + row.stakeSatang,
          winSatang: sum.winSatang + row.winSatang,
        }),
        { rounds: 0, stakeSatang: 0n, winSatang: 0n },
      );
      const money = (sums: { stakeSatang: bigint; winSatang: bigint }) => ({
        stake: formatAmount(sums.stakeSatang),
        win: formatAmount(sums.winSatang),
        ggr: formatAmount(sums.stakeSatang - sums.winSatang),
      });
      return {
        rows: rows.map((row) => ({
          provider: row.provider,
          providerName: row.providerName,
          category: row.category,
          rounds: row.rounds,
          ...money(row),
        })),
        total: { rounds: total.rounds, ...money(total) },
      };
    },
  };
};
export type GamesAdminService = ReturnType<typeof createGamesAdminService>;
