import type { GameCategory, GameTxnKind } from '@chokdee/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { arrayLiteral, rowsOf } from '#platform/db/rows';
import { gameRounds, gameSessions, gameTransactions } from '../games.tables';

export type GameRoundRow = typeof gameRounds.$inferSelect;
export type GameTxnRow = typeof gameTransactions.$inferSelect;

/** What a wallet call needs to know before it locks: its provider and the member behind the username. */
export type CallContext = {
  providerCode: string;
  firstCategory: GameCategory;
  memberId: string | null;
  locked: boolean;
};

export const createGameWalletRepo = () => ({
  /** The provider (code, first category) and the member of `username` with their status, in one read. */
  async context(
    db: DbOrTx,
    operatorId: string,
    providerId: string,
    username: string,
  ): Promise<CallContext | undefined> {
    const [row] = rowsOf<{
      provider_code: string;
      first_category: GameCategory;
      member_id: string | null;
      status: string | null;
    }>(
      await db.execute(sql`
        select p.code as provider_code, p.categories[1] as first_category, gp.member_id, m.status
        from game_providers p
        left join game_players gp on gp.operator_id = p.operator_id and gp.username = ${username}
        left join members m on m.id = gp.member_id
        where p.id = ${providerId} and p.operator_id = ${operatorId}`),
    );
    if (!row) return undefined;
    return {
      providerCode: row.provider_code,
      firstCategory: row.first_category ?? 'SLOT',
      memberId: row.member_id,
      locked: row.status === 'LOCKED',
    };
  },

  /** Whether `token` is the member's live (not superseded) session with this provider. */
  async sessionLive(
    tx: Tx,
    operatorId: string,
    providerId: string,
    memberId: string,
    token: string,
  ): Promise<boolean> {
    const [row] = await tx
      .select({ id: gameSessions.id })
      .from(gameSessions)
      .where(
        and(
          eq(gameSessions.token, token),
          eq(gameSessions.operatorId, operatorId),
          eq(gameSessions.providerId, providerId),
          eq(gameSessions.memberId, memberId),
          sql`${gameSessions.supersededAt} is null`,
        ),
      );
    return row !== undefined;
  },

  /** The provider's transactions with these ids (any kind) and their rounds' provider ids: the caller picks by kind. */
  async findTxns(
    tx: Tx,
    providerId: string,
    txnIds: string[],
  ): Promise<Array<GameTxnRow & { providerRoundId: string | null }>> {
    if (txnIds.length === 0) return [];
    const rows = await tx
      .select({ txn: gameTransactions, providerRoundId: gameRounds.providerRoundId })
      .from(gameTransactions)
      .leftJoin(gameRounds, eq(gameRounds.id, gameTransactions.roundId))
      .where(
        and(
          eq(gameTransactions.providerId, providerId),
          sql`${gameTransactions.providerTxnId} = any(${arrayLiteral(txnIds)}::text[])`,
        ),
      );
    return rows.map((row) => ({ ...row.txn, providerRoundId: row.providerRoundId }));
  },

  async findRound(
    tx: Tx,
    providerId: string,
    memberId: string,
    providerRoundId: string,
  ): Promise<GameRoundRow | undefined> {
    const [row] = await tx
      .select()
      .from(gameRounds)
      .where(
        and(
          eq(gameRounds.providerId, providerId),
          eq(gameRounds.memberId, memberId),
          eq(gameRounds.providerRoundId, providerRoundId),
        ),
      );
    return row;
  },

  /**
   * Opens a round; its game and category come from the catalogue (provider, game code), else the
   * provider's first category, in the same statement.
   */
  async insertRound(
    tx: Tx,
    row: {
      id: string;
      operatorId: string;
      providerId: string;
      memberId: string;
      gameCode: string;
      providerRoundId: string;
      fallbackCategory: GameCategory;
      now: Date;
    },
  ): Promise<GameRoundRow> {
    const result = await tx.execute(sql`
      insert into game_rounds (id, operator_id, provider_id, member_id, game_id, game_code, provider_round_id,
                               category, status, opened_at, updated_at)
      select ${row.id}, ${row.operatorId}, ${row.providerId}, ${row.memberId}, g.id, ${row.gameCode},
             ${row.providerRoundId}, coalesce(g.category, ${row.fallbackCategory}), 'OPEN', ${row.now}, ${row.now}
      from (select 1) one
      left join games g on g.provider_id = ${row.providerId} and g.game_code = ${row.gameCode}
      returning game_id, category`);
    const [inserted] = rowsOf<{ game_id: string | null; category: GameCategory }>(result);
    if (!inserted) throw new Error('game round missing after insert');
    // The row as inserted, built here rather than read back (one round trip fewer).
    return {
      id: row.id,
      operatorId: row.operatorId,
      providerId: row.providerId,
      memberId: row.memberId,
      gameId: inserted.game_id,
      gameCode: row.gameCode,
      providerRoundId: row.providerRoundId,
      category: inserted.category,
      status: 'OPEN',
      stakeSatang: 0n,
      bonusStakeSatang: 0n,
      winSatang: 0n,
      bonusWinSatang: 0n,
      settleCount: 0,
      openedAt: row.now,
      settledAt: null,
      updatedAt: row.now,
    };
  },

  async roundTxns(tx: Tx, roundId: string): Promise<GameTxnRow[]> {
    return tx.select().from(gameTransactions).where(eq(gameTransactions.roundId, roundId));
  },

  async insertTxn(tx: Tx, row: typeof gameTransactions.$inferInsert): Promise<void> {
    await tx.insert(gameTransactions).values(row);
  },

  async updateRound(
    tx: Tx,
    id: string,
    set: Partial<
      Pick<
        GameRoundRow,
        | 'status'
        | 'stakeSatang'
        | 'bonusStakeSatang'
        | 'winSatang'
        | 'bonusWinSatang'
        | 'settleCount'
        | 'settledAt'
        | 'updatedAt'
      >
    >,
  ): Promise<void> {
    await tx.update(gameRounds).set(set).where(eq(gameRounds.id, id));
  },

  async markCancelled(tx: Tx, ids: string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await tx.update(gameTransactions).set({ cancelledAt: at }).where(inArray(gameTransactions.id, ids));
  },

  /**
   * Retires a round's transactions of `kind` from the idempotency key (their provider id gets a
   * suffix): after an unsettle the provider settles the round again under the same ids (AMB), and
   * that settlement must pay.
   */
  async retireTxnIds(tx: Tx, roundId: string, kind: GameTxnKind, suffix: string): Promise<void> {
    await tx
      .update(gameTransactions)
      .set({ providerTxnId: sql`${gameTransactions.providerTxnId} || ${suffix}` })
      .where(and(eq(gameTransactions.roundId, roundId), eq(gameTransactions.kind, kind)));
  },
});
export type GameWalletRepo = ReturnType<typeof createGameWalletRepo>;
