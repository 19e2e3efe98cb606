import { and, desc, eq, isNull } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { DbOrTx, Tx } from '#platform/db/client';
import { type ScoreJson, sportsResults } from '../sports.tables';

export type ResultRow = typeof sportsResults.$inferSelect;

/** A result confirmed as it is stored (the feed's, or a second staff member's confirmation). */
export const insertConfirmedResult = async (
  tx: Tx,
  input: {
    operatorId: string;
    fixtureId: string;
    revision: number;
    halfTime: ScoreJson;
    fullTime: ScoreJson;
    source: string;
    now: Date;
  },
): Promise<void> => {
  await tx.insert(sportsResults).values({
    id: uuidv7(),
    operatorId: input.operatorId,
    fixtureId: input.fixtureId,
    revision: input.revision,
    halfTime: input.halfTime,
    fullTime: input.fullTime,
    source: input.source,
    enteredAt: input.now,
    confirmedAt: input.now,
  });
};

export const createResultsRepo = () => ({
  /** The entered result waiting for a second staff member, if any. */
  async pending(db: DbOrTx, operatorId: string, fixtureId: string): Promise<ResultRow | undefined> {
    const [row] = await db
      .select()
      .from(sportsResults)
      .where(
        and(
          eq(sportsResults.operatorId, operatorId),
          eq(sportsResults.fixtureId, fixtureId),
          isNull(sportsResults.confirmedAt),
        ),
      );
    return row;
  },

  async enter(
    tx: Tx,
    input: {
      operatorId: string;
      fixtureId: string;
      revision: number;
      halfTime: ScoreJson;
      fullTime: ScoreJson;
      staffId: string;
      now: Date;
    },
  ): Promise<void> {
    // One waiting entry per fixture: a new entry replaces the old one (the checker confirms the newest).
    await tx
      .delete(sportsResults)
      .where(and(eq(sportsResults.fixtureId, input.fixtureId), isNull(sportsResults.confirmedAt)));
    await tx.insert(sportsResults).values({
      id: uuidv7(),
      operatorId: input.operatorId,
      fixtureId: input.fixtureId,
      revision: input.revision,
      halfTime: input.halfTime,
      fullTime: input.fullTime,
      source: 'staff',
      enteredBy: input.staffId,
      enteredAt: input.now,
    });
  },

  async confirm(tx: Tx, id: string, staffId: string, now: Date): Promise<void> {
    await tx
      .update(sportsResults)
      .set({ confirmedBy: staffId, confirmedAt: now })
      .where(eq(sportsResults.id, id));
  },

  async history(db: DbOrTx, fixtureId: string): Promise<ResultRow[]> {
    return db
      .select()
      .from(sportsResults)
      .where(eq(sportsResults.fixtureId, fixtureId))
      .orderBy(desc(sportsResults.revision));
  },
});
export type ResultsRepo = ReturnType<typeof createResultsRepo>;
