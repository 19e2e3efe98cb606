import type { GameCategory, GameRoundStatus, GameTxnKind } from '@chokdee/contracts';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { bangkokDaySql, type InstantRange } from '#platform/db/bangkok-day';
import type { DbOrTx } from '#platform/db/client';
import { gameProviders, gameRounds, games, gameTransactions } from '../games.tables';

/** A round as staff read it, before the member's phone and name are added. */
export type RoundRow = {
  id: string;
  memberId: string;
  provider: string;
  game: string;
  providerRoundId: string;
  category: GameCategory;
  status: GameRoundStatus;
  stakeSatang: bigint;
  bonusStakeSatang: bigint;
  winSatang: bigint;
  openedAt: Date;
  settledAt: Date | null;
};

export type TxnRow = {
  id: string;
  roundId: string | null;
  providerRoundId: string | null;
  provider: string;
  memberId: string;
  providerTxnId: string;
  kind: GameTxnKind;
  amountSatang: bigint;
  receivableSatang: bigint;
  createdAt: Date;
};

export type RoundFilter = {
  memberId?: string | undefined;
  providerId?: string | undefined;
  providerTxnId?: string | undefined;
  status?: GameRoundStatus | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};
export type Paging = { pageNo: number; pageSize: number };

/** Settled rounds of one provider and category: their count, stakes and wins. */
export type GgrRow = {
  provider: string;
  providerName: string;
  category: GameCategory;
  rounds: number;
  stakeSatang: bigint;
  winSatang: bigint;
};

const roundColumns = {
  id: gameRounds.id,
  memberId: gameRounds.memberId,
  provider: gameProviders.code,
  // A round of a game code missing from the catalogue still shows what the provider called it.
  game: sql<string>`coalesce(${games.name}, ${gameRounds.gameCode})`,
  providerRoundId: gameRounds.providerRoundId,
  category: gameRounds.category,
  status: gameRounds.status,
  stakeSatang: gameRounds.stakeSatang,
  bonusStakeSatang: gameRounds.bonusStakeSatang,
  winSatang: gameRounds.winSatang,
  openedAt: gameRounds.openedAt,
  settledAt: gameRounds.settledAt,
};

const txnColumns = {
  id: gameTransactions.id,
  roundId: gameTransactions.roundId,
  providerRoundId: gameRounds.providerRoundId,
  provider: gameProviders.code,
  memberId: gameTransactions.memberId,
  providerTxnId: gameTransactions.providerTxnId,
  kind: gameTransactions.kind,
  amountSatang: gameTransactions.amountSatang,
  receivableSatang: gameTransactions.receivableSatang,
  createdAt: gameTransactions.createdAt,
};

/** The rounds holding a provider transaction id (of one provider when given). */
const roundsWithTxn = (db: DbOrTx, operatorId: string, providerTxnId: string, providerId?: string) =>
  db
    .select({ id: gameTransactions.roundId })
    .from(gameTransactions)
    .where(
      and(
        eq(gameTransactions.operatorId, operatorId),
        eq(gameTransactions.providerTxnId, providerTxnId),
        providerId ? eq(gameTransactions.providerId, providerId) : undefined,
      ),
    );

const roundWhere = (db: DbOrTx, operatorId: string, filter: RoundFilter): SQL | undefined =>
  and(
    eq(gameRounds.operatorId, operatorId),
    filter.memberId ? eq(gameRounds.memberId, filter.memberId) : undefined,
    filter.providerId ? eq(gameRounds.providerId, filter.providerId) : undefined,
    filter.status ? eq(gameRounds.status, filter.status) : undefined,
    filter.from ? gte(gameRounds.openedAt, filter.from) : undefined,
    filter.to ? lt(gameRounds.openedAt, filter.to) : undefined,
    filter.providerTxnId
      ? inArray(gameRounds.id, roundsWithTxn(db, operatorId, filter.providerTxnId, filter.providerId))
      : undefined,
  );

/** Rounds with their provider and game, one page in `order`, and how many match `where`. */
const roundPage = async (
  db: DbOrTx,
  where: SQL | undefined,
  order: SQL[],
  paging: Paging,
): Promise<{ rows: RoundRow[]; total: number }> => {
  const rows = await db
    .select(roundColumns)
    .from(gameRounds)
    .innerJoin(gameProviders, eq(gameProviders.id, gameRounds.providerId))
    .leftJoin(games, eq(games.id, gameRounds.gameId))
    .where(where)
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset((paging.pageNo - 1) * paging.pageSize);
  const [counted] = await db.select({ total: count() }).from(gameRounds).where(where);
  return { rows, total: counted?.total ?? 0 };
};

/** Staff reads of provider rounds and transactions (SQL only; every read scoped to one operator). */
export const createGamesAdminRepo = () => ({
  /** One page of rounds, newest first (by first bet), and how many match. */
  pageRounds: (db: DbOrTx, operatorId: string, filter: RoundFilter, paging: Paging) =>
    roundPage(
      db,
      roundWhere(db, operatorId, filter),
      [desc(gameRounds.openedAt), desc(gameRounds.id)],
      paging,
    ),

  /** Rounds still OPEN that opened before `openedBefore`, oldest first: the provider owes them an end. */
  pageStuckRounds: (db: DbOrTx, operatorId: string, openedBefore: Date, paging: Paging) =>
    // `game_rounds_open` (operator, status, opened_at) serves both the filter and the order.
    roundPage(
      db,
      and(
        eq(gameRounds.operatorId, operatorId),
        eq(gameRounds.status, 'OPEN'),
        lt(gameRounds.openedAt, openedBefore),
      ),
      [asc(gameRounds.openedAt), asc(gameRounds.id)],
      paging,
    ),

  async findRound(db: DbOrTx, operatorId: string, roundId: string): Promise<RoundRow | undefined> {
    const [row] = await db
      .select(roundColumns)
      .from(gameRounds)
      .innerJoin(gameProviders, eq(gameProviders.id, gameRounds.providerId))
      .leftJoin(games, eq(games.id, gameRounds.gameId))
      .where(and(eq(gameRounds.operatorId, operatorId), eq(gameRounds.id, roundId)));
    return row;
  },

  /** A round's transactions in the order they were applied. */
  roundTxns(db: DbOrTx, operatorId: string, roundId: string): Promise<TxnRow[]> {
    return db
      .select(txnColumns)
      .from(gameTransactions)
      .innerJoin(gameProviders, eq(gameProviders.id, gameTransactions.providerId))
      .leftJoin(gameRounds, eq(gameRounds.id, gameTransactions.roundId))
      .where(and(eq(gameTransactions.operatorId, operatorId), eq(gameTransactions.roundId, roundId)))
      .orderBy(asc(gameTransactions.createdAt), asc(gameTransactions.id));
  },

  /** One page of wallet transactions (of a member, or carrying a provider txn id), newest first. */
  async pageTxns(
    db: DbOrTx,
    operatorId: string,
    filter: { memberId?: string | undefined; providerTxnId?: string | undefined },
    paging: Paging,
  ): Promise<{ rows: TxnRow[]; total: number }> {
    const where = and(
      eq(gameTransactions.operatorId, operatorId),
      filter.memberId ? eq(gameTransactions.memberId, filter.memberId) : undefined,
      filter.providerTxnId ? eq(gameTransactions.providerTxnId, filter.providerTxnId) : undefined,
    );
    const rows = await db
      .select(txnColumns)
      .from(gameTransactions)
      .innerJoin(gameProviders, eq(gameProviders.id, gameTransactions.providerId))
      .leftJoin(gameRounds, eq(gameRounds.id, gameTransactions.roundId))
      .where(where)
      .orderBy(desc(gameTransactions.createdAt), desc(gameTransactions.id))
      .limit(paging.pageSize)
      .offset((paging.pageNo - 1) * paging.pageSize);
    const [counted] = await db.select({ total: count() }).from(gameTransactions).where(where);
    return { rows, total: counted?.total ?? 0 };
  },

  /**
   * Settled rounds with `settled_at` in `[from, to)`, per provider and category. A round that was
   * reversed (UNSETTLE) is OPEN again and drops out until it settles anew, at its new `settled_at`.
   */
  async ggr(db: DbOrTx, operatorId: string, range: InstantRange): Promise<GgrRow[]> {
    const rows = await db
      .select({
        provider: gameProviders.code,
        providerName: gameProviders.name,
        sortOrder: gameProviders.sortOrder,
        category: gameRounds.category,
        rounds: sql<number>`count(*)::int`,
        stake: sql<string>`coalesce(sum(${gameRounds.stakeSatang}), 0)::text`,
        win: sql<string>`coalesce(sum(${gameRounds.winSatang}), 0)::text`,
      })
      .from(gameRounds)
      .innerJoin(gameProviders, eq(gameProviders.id, gameRounds.providerId))
      .where(
        and(
          eq(gameRounds.operatorId, operatorId),
          eq(gameRounds.status, 'SETTLED'),
          gte(gameRounds.settledAt, range.from),
          lt(gameRounds.settledAt, range.to),
        ),
      )
      .groupBy(gameProviders.code, gameProviders.name, gameProviders.sortOrder, gameRounds.category)
      .orderBy(asc(gameProviders.sortOrder), asc(gameProviders.code), asc(gameRounds.category));
    return rows.map((row) => ({
      provider: row.provider,
      providerName: row.providerName,
      category: row.category,
      rounds: Number(row.rounds),
      stakeSatang: BigInt(row.stake),
      winSatang: BigInt(row.win),
    }));
  },

  /** GGR of settled rounds per Bangkok day of `settled_at` in `[from, to)`. */
  async ggrByDay(db: DbOrTx, operatorId: string, range: InstantRange): Promise<Map<string, bigint>> {
    const day = bangkokDaySql(gameRounds.settledAt);
    const rows = await db
      .select({
        day,
        ggr: sql<string>`coalesce(sum(${gameRounds.stakeSatang} - ${gameRounds.winSatang}), 0)::text`,
      })
      .from(gameRounds)
      .where(
        and(
          eq(gameRounds.operatorId, operatorId),
          eq(gameRounds.status, 'SETTLED'),
          gte(gameRounds.settledAt, range.from),
          lt(gameRounds.settledAt, range.to),
        ),
      )
      .groupBy(day);
    return new Map(rows.map((row) => [row.day, BigInt(row.ggr)] as const));
  },

  /** Reversals whose take-back left a receivable, of these members, oldest first. */
  async receivableCauses(db: DbOrTx, operatorId: string, memberIds: string[]) {
    if (memberIds.length === 0) return [];
    return db
      .select({
        memberId: gameTransactions.memberId,
        provider: gameProviders.code,
        providerName: gameProviders.name,
        roundId: gameTransactions.roundId,
        providerRoundId: gameRounds.providerRoundId,
        providerTxnId: gameTransactions.providerTxnId,
        kind: gameTransactions.kind,
        receivableSatang: gameTransactions.receivableSatang,
        createdAt: gameTransactions.createdAt,
      })
      .from(gameTransactions)
      .innerJoin(gameProviders, eq(gameProviders.id, gameTransactions.providerId))
      .leftJoin(gameRounds, eq(gameRounds.id, gameTransactions.roundId))
      .where(
        and(
          eq(gameTransactions.operatorId, operatorId),
          inArray(gameTransactions.memberId, memberIds),
          sql`${gameTransactions.receivableSatang} > 0`,
        ),
      )
      .orderBy(asc(gameTransactions.createdAt), asc(gameTransactions.id));
  },
});
export type GamesAdminRepo = ReturnType<typeof createGamesAdminRepo>;
