import type { GameCategory } from '@chokdee/contracts';
import { and, asc, count, desc, eq, gte, ilike, isNull, lt, max, or, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { gamePlayers, gameProviders, gameRounds, gameSessions, games } from '../games.tables';

export type GameRow = typeof games.$inferSelect;
export type NewGameRow = typeof games.$inferInsert;
export type ProviderRow = typeof gameProviders.$inferSelect;
export type NewProviderRow = typeof gameProviders.$inferInsert;

/** A game with what members see of its provider. */
export type GameWithProvider = GameRow & {
  providerCode: string;
  providerName: string;
  providerEnabled: boolean;
};

/** `text` as a LIKE literal: `%`, `_` and `\` match themselves. */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const gameColumns = {
  game: games,
  providerCode: gameProviders.code,
  providerName: gameProviders.name,
  providerEnabled: gameProviders.enabled,
};
const flatten = (row: {
  game: GameRow;
  providerCode: string;
  providerName: string;
  providerEnabled: boolean;
}): GameWithProvider => ({
  ...row.game,
  providerCode: row.providerCode,
  providerName: row.providerName,
  providerEnabled: row.providerEnabled,
});

/** What members may see: enabled games of enabled providers. */
const playable = (operatorId: string) =>
  and(eq(games.operatorId, operatorId), eq(games.enabled, true), eq(gameProviders.enabled, true));

const searchOf = (q: string | undefined): SQL | undefined => {
  if (!q) return undefined;
  const pattern = `%${likeLiteral(q)}%`;
  return or(ilike(games.name, pattern), ilike(games.slug, pattern));
};

export type MemberGameFilter = {
  category?: GameCategory | undefined;
  providerCode?: string | undefined;
  q?: string | undefined;
};
export type AdminGameFilter = {
  providerId?: string | undefined;
  category?: GameCategory | undefined;
  q?: string | undefined;
};
export type Paging = { pageNo: number; pageSize: number };

/** One page of games (with their provider) matching `where` in `order`, and how many match in all. */
const pageOfGames = async (
  db: DbOrTx,
  where: SQL | undefined,
  order: SQL[],
  { pageNo, pageSize }: Paging,
): Promise<{ rows: GameWithProvider[]; total: number }> => {
  const [rows, [counted]] = await Promise.all([
    db
      .select(gameColumns)
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db
      .select({ total: count() })
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(where),
  ]);
  return { rows: rows.map(flatten), total: counted?.total ?? 0 };
};

/** The game catalogue's SQL: games, the members' game usernames and sessions, their rounds. */
export const createGameCatalogueRepo = () => ({
  /** Enabled games of enabled providers, in the operator's order (sort order, then name). */
  async listPlayable(
    db: DbOrTx,
    operatorId: string,
    filter: MemberGameFilter,
    paging: Paging,
  ): Promise<{ rows: GameWithProvider[]; total: number }> {
    const where = and(
      playable(operatorId),
      filter.category ? eq(games.category, filter.category) : undefined,
      filter.providerCode ? eq(gameProviders.code, filter.providerCode) : undefined,
      searchOf(filter.q),
    );
    return pageOfGames(db, where, [asc(games.sortOrder), asc(games.name), asc(games.id)], paging);
  },

  /** Enabled providers with their count of playable games (of `category`), those with none left out. */
  async playableProviders(
    db: DbOrTx,
    operatorId: string,
    category: GameCategory | undefined,
  ): Promise<Array<{ provider: ProviderRow; gameCount: number }>> {
    const rows = await db
      .select({ provider: gameProviders, gameCount: count(games.id) })
      .from(gameProviders)
      .innerJoin(games, eq(games.providerId, gameProviders.id))
      .where(and(playable(operatorId), category ? eq(games.category, category) : undefined))
      .groupBy(gameProviders.id)
      .orderBy(asc(gameProviders.sortOrder), asc(gameProviders.name));
    return rows;
  },

  /** One game of the operator, by its slug (the member site) or id (the back office). */
  async findGame(
    db: DbOrTx,
    operatorId: string,
    by: { slug: string } | { id: string },
  ): Promise<GameWithProvider | undefined> {
    const [row] = await db
      .select(gameColumns)
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(
        and(eq(games.operatorId, operatorId), 'slug' in by ? eq(games.slug, by.slug) : eq(games.id, by.id)),
      );
    return row && flatten(row);
  },

  /** The game row locked until `tx` ends (staff edits are audited against the row they replace). */
  async lockGame(tx: Tx, operatorId: string, id: string): Promise<GameRow | undefined> {
    const [row] = await tx
      .select()
      .from(games)
      .where(and(eq(games.operatorId, operatorId), eq(games.id, id)))
      .for('update');
    return row;
  },

  /** Every game of the operator, enabled or not (the back office). */
  async listAll(
    db: DbOrTx,
    operatorId: string,
    filter: AdminGameFilter,
    paging: Paging,
  ): Promise<{ rows: GameWithProvider[]; total: number }> {
    const where = and(
      eq(games.operatorId, operatorId),
      filter.providerId ? eq(games.providerId, filter.providerId) : undefined,
      filter.category ? eq(games.category, filter.category) : undefined,
      searchOf(filter.q),
    );
    return pageOfGames(
      db,
      where,
      [asc(gameProviders.sortOrder), asc(games.sortOrder), asc(games.name), asc(games.id)],
      paging,
    );
  },

  async insertGame(tx: Tx, row: NewGameRow): Promise<void> {
    await tx.insert(games).values(row);
  },

  /** Inserts the game unless the operator already lists its slug; whether it was inserted. */
  async insertGameIfAbsent(tx: Tx, row: NewGameRow): Promise<boolean> {
    const inserted = await tx.insert(games).values(row).onConflictDoNothing().returning({ id: games.id });
    return inserted.length > 0;
  },

  async updateGame(
    tx: Tx,
    operatorId: string,
    id: string,
    change: Omit<NewGameRow, 'id' | 'operatorId' | 'createdAt'>,
  ): Promise<void> {
    await tx
      .update(games)
      .set(change)
      .where(and(eq(games.operatorId, operatorId), eq(games.id, id)));
  },

  async findProvider(db: DbOrTx, operatorId: string, id: string): Promise<ProviderRow | undefined> {
    const [row] = await db
      .select()
      .from(gameProviders)
      .where(and(eq(gameProviders.operatorId, operatorId), eq(gameProviders.id, id)));
    return row;
  },

  async findProviderByCode(db: DbOrTx, operatorId: string, code: string): Promise<ProviderRow | undefined> {
    const [row] = await db
      .select()
      .from(gameProviders)
      .where(and(eq(gameProviders.operatorId, operatorId), eq(gameProviders.code, code)));
    return row;
  },

  async insertProvider(tx: Tx, row: NewProviderRow): Promise<void> {
    await tx.insert(gameProviders).values(row);
  },

  async setProviderApiBaseUrl(tx: Tx, id: string, apiBaseUrl: string, at: Date): Promise<void> {
    await tx.update(gameProviders).set({ apiBaseUrl, updatedAt: at }).where(eq(gameProviders.id, id));
  },

  async findPlayer(db: DbOrTx, memberId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ username: gamePlayers.username })
      .from(gamePlayers)
      .where(eq(gamePlayers.memberId, memberId));
    return row?.username;
  },

  /** Records the member's game username unless it (or the member) is taken; whether it was recorded. */
  async insertPlayerIfFree(
    tx: Tx,
    row: { operatorId: string; memberId: string; username: string; createdAt: Date },
  ): Promise<boolean> {
    const inserted = await tx
      .insert(gamePlayers)
      .values(row)
      .onConflictDoNothing()
      .returning({ memberId: gamePlayers.memberId });
    return inserted.length > 0;
  },

  /** How many sessions the member started since `since` (the launch rate limit). */
  async countLaunchesSince(tx: Tx, operatorId: string, memberId: string, since: Date): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(gameSessions)
      .where(
        and(
          eq(gameSessions.operatorId, operatorId),
          eq(gameSessions.memberId, memberId),
          gte(gameSessions.createdAt, since),
        ),
      );
    return row?.n ?? 0;
  },

  /**
   * Ends the member's live sessions with the provider older than `newestId` (uuidv7: time-ordered):
   * their bets are refused from now on. Of two launches at once, the newer session survives.
   */
  async supersedeOlderSessions(
    tx: Tx,
    memberId: string,
    providerId: string,
    newestId: string,
    at: Date,
  ): Promise<void> {
    await tx
      .update(gameSessions)
      .set({ supersededAt: at })
      .where(
        and(
          eq(gameSessions.memberId, memberId),
          eq(gameSessions.providerId, providerId),
          isNull(gameSessions.supersededAt),
          lt(gameSessions.id, newestId),
        ),
      );
  },

  /** A session whose launch failed: never usable (it still counts for the launch rate). */
  async endSession(tx: Tx, id: string, at: Date): Promise<void> {
    await tx.update(gameSessions).set({ supersededAt: at }).where(eq(gameSessions.id, id));
  },

  async insertSession(tx: Tx, row: typeof gameSessions.$inferInsert): Promise<void> {
    await tx.insert(gameSessions).values(row);
  },

  /** The member's last launched playable games, one row each, newest launch first. */
  async recentGames(
    db: DbOrTx,
    operatorId: string,
    memberId: string,
    limit: number,
  ): Promise<GameWithProvider[]> {
    const lastLaunch = max(gameSessions.createdAt);
    const rows = await db
      .select({ ...gameColumns, lastLaunch })
      .from(gameSessions)
      .innerJoin(games, eq(games.id, gameSessions.gameId))
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(
        and(
          eq(gameSessions.operatorId, operatorId),
          eq(gameSessions.memberId, memberId),
          playable(operatorId),
        ),
      )
      .groupBy(games.id, gameProviders.id)
      .orderBy(desc(lastLaunch))
      .limit(limit);
    return rows.map(flatten);
  },

  /** The member's game rounds, newest first, with their provider and game names. */
  async memberRounds(db: DbOrTx, operatorId: string, memberId: string, { pageNo, pageSize }: Paging) {
    const where = and(eq(gameRounds.operatorId, operatorId), eq(gameRounds.memberId, memberId));
    const [rows, [counted]] = await Promise.all([
      db
        .select({
          round: gameRounds,
          providerCode: gameProviders.code,
          providerName: gameProviders.name,
          gameName: games.name,
          gameSlug: games.slug,
        })
        .from(gameRounds)
        .innerJoin(gameProviders, eq(gameProviders.id, gameRounds.providerId))
        .leftJoin(games, eq(games.id, gameRounds.gameId))
        .where(where)
        .orderBy(desc(gameRounds.openedAt), desc(gameRounds.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      db.select({ total: count() }).from(gameRounds).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  },
});
export type GameCatalogueRepo = ReturnType<typeof createGameCatalogueRepo>;
