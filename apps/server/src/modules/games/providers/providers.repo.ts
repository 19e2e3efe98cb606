import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { rowsOf } from '#platform/db/rows';
import { gamePlayers, gameProviders, gameSessions } from '../games.tables';

export type GameProviderRow = typeof gameProviders.$inferSelect;
export type NewGameProviderRow = typeof gameProviders.$inferInsert;

/** SQL of the provider configuration (`game_providers`) and the few reads the adapters need around it. */
export const createProvidersRepo = () => ({
  listProviders: (db: DbOrTx, operatorId: string): Promise<GameProviderRow[]> =>
    db
      .select()
      .from(gameProviders)
      .where(eq(gameProviders.operatorId, operatorId))
      .orderBy(asc(gameProviders.sortOrder), asc(gameProviders.code)),

  async findProvider(db: DbOrTx, operatorId: string, id: string): Promise<GameProviderRow | undefined> {
    const [row] = await db
      .select()
      .from(gameProviders)
      .where(and(eq(gameProviders.operatorId, operatorId), eq(gameProviders.id, id)));
    return row;
  },

  /** The row under a lock, so an update and a rotation of the same provider serialise (audit before/after). */
  async lockProvider(tx: Tx, operatorId: string, id: string): Promise<GameProviderRow | undefined> {
    const [row] = await tx
      .select()
      .from(gameProviders)
      .where(and(eq(gameProviders.operatorId, operatorId), eq(gameProviders.id, id)))
      .for('update');
    return row;
  },

  async findByWalletKey(db: DbOrTx, walletKey: string): Promise<GameProviderRow | undefined> {
    const [row] = await db.select().from(gameProviders).where(eq(gameProviders.walletKey, walletKey));
    return row;
  },

  insertProvider: async (tx: Tx, row: NewGameProviderRow): Promise<void> => {
    await tx.insert(gameProviders).values(row);
  },

  updateProvider: async (
    tx: Tx,
    id: string,
    patch: Partial<Omit<NewGameProviderRow, 'id' | 'operatorId' | 'createdAt'>>,
  ): Promise<void> => {
    await tx.update(gameProviders).set(patch).where(eq(gameProviders.id, id));
  },

  /** The member behind a provider's `username` (unique per operator). */
  async memberOfUsername(db: DbOrTx, operatorId: string, username: string): Promise<string | undefined> {
    const [row] = await db
      .select({ memberId: gamePlayers.memberId })
      .from(gamePlayers)
      .where(and(eq(gamePlayers.operatorId, operatorId), eq(gamePlayers.username, username)));
    return row?.memberId;
  },

  /** The player a launch token belongs to (this provider's session), and whether a newer launch replaced it. */
  async playerOfSession(
    db: DbOrTx,
    operatorId: string,
    providerId: string,
    token: string,
  ): Promise<{ username: string; superseded: boolean } | undefined> {
    const [row] = await db
      .select({ username: gamePlayers.username, supersededAt: gameSessions.supersededAt })
      .from(gameSessions)
      .innerJoin(gamePlayers, eq(gamePlayers.memberId, gameSessions.memberId))
      .where(
        and(
          eq(gameSessions.operatorId, operatorId),
          eq(gameSessions.providerId, providerId),
          eq(gameSessions.token, token),
        ),
      );
    return row ? { username: row.username, superseded: row.supersededAt !== null } : undefined;
  },

  /**
   * The operator's public key, sent in the launch request. Raw because the operators table belongs to
   * the operator module, whose door offers no read the games module is given (app.ts builds it).
   */
  async operatorKeyOf(db: DbOrTx, operatorId: string): Promise<string | undefined> {
    const result = await db.execute(sql`select key from operators where id = ${operatorId}`);
    return rowsOf<{ key: string }>(result)[0]?.key;
  },
});
export type ProvidersRepo = ReturnType<typeof createProvidersRepo>;
