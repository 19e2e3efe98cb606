import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { DbOrTx, Tx } from '#platform/db/client';
import { arrayLiteral } from '#platform/db/rows';
import {
  type ExposureGrid,
  type PriceJson,
  sportsCompetitions,
  sportsFeedCursors,
  sportsFeedMessages,
  sportsFixtures,
  sportsMarkets,
} from '../sports.tables';

export type FixtureRow = typeof sportsFixtures.$inferSelect;
export type MarketRow = typeof sportsMarkets.$inferSelect;
export type CompetitionRow = typeof sportsCompetitions.$inferSelect;
export type FixtureWithCompetition = FixtureRow & { competitionName: string; tier: 'TOP' | 'LOWER' };

const fixtureColumns = {
  fixture: sportsFixtures,
  competitionName: sportsCompetitions.name,
  tier: sportsCompetitions.tier,
};
const flatten = (rows: Array<{ fixture: FixtureRow; competitionName: string; tier: 'TOP' | 'LOWER' }>) =>
  rows.map((row) => ({ ...row.fixture, competitionName: row.competitionName, tier: row.tier }));

/** The book's fixtures, markets, competitions and feed bookkeeping (the SQL of docs/modules/sportsbook.md). */
export const createBookRepo = () => ({
  async competition(
    tx: Tx,
    input: {
      operatorId: string;
      source: string;
      ref: string;
      name: string;
      tier: 'TOP' | 'LOWER';
      now: Date;
    },
  ): Promise<CompetitionRow> {
    const [row] = await tx
      .insert(sportsCompetitions)
      .values({ id: uuidv7(), ...input, createdAt: input.now })
      .onConflictDoUpdate({
        target: [sportsCompetitions.operatorId, sportsCompetitions.source, sportsCompetitions.ref],
        set: { name: input.name, tier: input.tier },
      })
      .returning();
    if (!row) throw new Error('competition upsert answered no row');
    return row;
  },

  async fixtureByRef(
    tx: DbOrTx,
    operatorId: string,
    source: string,
    ref: string,
  ): Promise<FixtureRow | undefined> {
    const [row] = await tx
      .select()
      .from(sportsFixtures)
      .where(
        and(
          eq(sportsFixtures.operatorId, operatorId),
          eq(sportsFixtures.source, source),
          eq(sportsFixtures.ref, ref),
        ),
      )
      .for('update');
    return row;
  },

  async insertFixture(tx: Tx, row: typeof sportsFixtures.$inferInsert): Promise<FixtureRow> {
    const [inserted] = await tx.insert(sportsFixtures).values(row).returning();
    if (!inserted) throw new Error('fixture insert answered no row');
    return inserted;
  },

  async updateFixture(tx: Tx, id: string, patch: Partial<typeof sportsFixtures.$inferInsert>): Promise<void> {
    await tx.update(sportsFixtures).set(patch).where(eq(sportsFixtures.id, id));
  },

  async fixture(db: DbOrTx, operatorId: string, id: string): Promise<FixtureWithCompetition | undefined> {
    const rows = await db
      .select(fixtureColumns)
      .from(sportsFixtures)
      .innerJoin(sportsCompetitions, eq(sportsCompetitions.id, sportsFixtures.competitionId))
      .where(and(eq(sportsFixtures.operatorId, operatorId), eq(sportsFixtures.id, id)));
    return flatten(rows)[0];
  },

  /** Fixtures row-locked in id order (every writer of fixtures takes them so: no deadlock). */
  async lockFixtures(tx: Tx, operatorId: string, ids: string[]): Promise<FixtureWithCompetition[]> {
    if (ids.length === 0) return [];
    const rows = await tx
      .select(fixtureColumns)
      .from(sportsFixtures)
      .innerJoin(sportsCompetitions, eq(sportsCompetitions.id, sportsFixtures.competitionId))
      .where(and(eq(sportsFixtures.operatorId, operatorId), inArray(sportsFixtures.id, ids)))
      .orderBy(asc(sportsFixtures.id))
      .for('update', { of: sportsFixtures });
    return flatten(rows);
  },

  /** Fixtures kicking off in [from, to), or live now (in play, half time, interrupted), by kick-off. */
  async fixtures(
    db: DbOrTx,
    operatorId: string,
    window: { from: Date; to: Date } | 'LIVE',
  ): Promise<FixtureWithCompetition[]> {
    const where =
      window === 'LIVE'
        ? and(
            eq(sportsFixtures.operatorId, operatorId),
            inArray(sportsFixtures.status, ['LIVE', 'HALF_TIME', 'INTERRUPTED']),
          )
        : and(
            eq(sportsFixtures.operatorId, operatorId),
            gte(sportsFixtures.kickoffAt, window.from),
            lt(sportsFixtures.kickoffAt, window.to),
          );
    const rows = await db
      .select(fixtureColumns)
      .from(sportsFixtures)
      .innerJoin(sportsCompetitions, eq(sportsCompetitions.id, sportsFixtures.competitionId))
      .where(where)
      .orderBy(asc(sportsFixtures.kickoffAt), asc(sportsFixtures.id))
      .limit(300);
    return flatten(rows);
  },

  async markets(db: DbOrTx, fixtureIds: string[]): Promise<MarketRow[]> {
    if (fixtureIds.length === 0) return [];
    return db
      .select()
      .from(sportsMarkets)
      .where(inArray(sportsMarkets.fixtureId, fixtureIds))
      .orderBy(asc(sportsMarkets.key));
  },

  /** Markets row-locked in id order, after their fixtures. */
  async lockMarkets(tx: Tx, ids: string[]): Promise<MarketRow[]> {
    if (ids.length === 0) return [];
    return tx
      .select()
      .from(sportsMarkets)
      .where(inArray(sportsMarkets.id, ids))
      .orderBy(asc(sportsMarkets.id))
      .for('update');
  },

  /** The markets named by (fixture, key), row-locked in id order (as `lockMarkets`). */
  async lockMarketsByKey(tx: Tx, pairs: Array<{ fixtureId: string; key: string }>): Promise<MarketRow[]> {
    if (pairs.length === 0) return [];
    return tx
      .select()
      .from(sportsMarkets)
      .where(
        sql`(${sportsMarkets.fixtureId}, ${sportsMarkets.key}) in (
          select * from unnest(${arrayLiteral(pairs.map((pair) => pair.fixtureId))}::uuid[],
                               ${arrayLiteral(pairs.map((pair) => pair.key))}::text[]))`,
      )
      .orderBy(asc(sportsMarkets.id))
      .for('update');
  },

  /**
   * A ticket's exposure moves in two statements whatever its legs: each market's grid and counters,
   * then each fixture's FT and 1H grids (the rows locked by the caller).
   */
  async writeExposure(
    tx: Tx,
    markets: Array<{ id: string; exposure: ExposureGrid; stakeSatang: bigint; tickets: number }>,
    fixtures: Array<{ id: string; exposureFt: ExposureGrid; exposure1h: ExposureGrid }>,
    now: Date,
  ): Promise<void> {
    if (markets.length > 0)
      await tx.execute(sql`
        update sports_markets m
        set exposure = u.exposure, stake_satang = u.stake, tickets = u.tickets, updated_at = ${now}
        from unnest(${arrayLiteral(markets.map((row) => row.id))}::uuid[],
                    ${arrayLiteral(markets.map((row) => JSON.stringify(row.exposure)))}::jsonb[],
                    ${arrayLiteral(markets.map((row) => row.stakeSatang))}::bigint[],
                    ${arrayLiteral(markets.map((row) => row.tickets))}::int[]) as u(id, exposure, stake, tickets)
        where m.id = u.id`);
    if (fixtures.length > 0)
      await tx.execute(sql`
        update sports_fixtures f set exposure_ft = u.ft, exposure_1h = u.h1
        from unnest(${arrayLiteral(fixtures.map((row) => row.id))}::uuid[],
                    ${arrayLiteral(fixtures.map((row) => JSON.stringify(row.exposureFt)))}::jsonb[],
                    ${arrayLiteral(fixtures.map((row) => JSON.stringify(row.exposure1h)))}::jsonb[]) as u(id, ft, h1)
        where f.id = u.id`);
  },

  async marketsByKey(tx: DbOrTx, fixtureId: string, keys: string[]): Promise<MarketRow[]> {
    if (keys.length === 0) return [];
    return tx
      .select()
      .from(sportsMarkets)
      .where(and(eq(sportsMarkets.fixtureId, fixtureId), inArray(sportsMarkets.key, keys)));
  },

  /**
   * New prices of a fixture's markets: a market not seen before is created (with the fixture's cap),
   * one seen before takes the prices. `feedPrices` null: priced by hand.
   */
  async priceMarkets(
    tx: Tx,
    input: {
      operatorId: string;
      fixtureId: string;
      version: number;
      capSatang: bigint;
      now: Date;
      markets: Array<{ key: string; main: boolean; prices: PriceJson[]; feedPrices: PriceJson[] | null }>;
    },
  ): Promise<void> {
    if (input.markets.length === 0) return;
    await tx
      .insert(sportsMarkets)
      .values(
        input.markets.map((market) => ({
          id: uuidv7(),
          operatorId: input.operatorId,
          fixtureId: input.fixtureId,
          key: market.key,
          main: market.main,
          prices: market.prices,
          feedPrices: market.feedPrices,
          priceVersion: input.version,
          pricedAt: input.now,
          liabilityCapSatang: input.capSatang,
          updatedAt: input.now,
        })),
      )
      .onConflictDoUpdate({
        target: [sportsMarkets.fixtureId, sportsMarkets.key],
        set: {
          main: sql`excluded.main`,
          prices: sql`excluded.prices`,
          feedPrices: sql`excluded.feed_prices`,
          priceVersion: sql`excluded.price_version`,
          pricedAt: sql`excluded.priced_at`,
          feedClosed: false,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  },

  /** The feed no longer prices these markets of the fixture (every market but `keep`). */
  async closeFeedMarkets(tx: Tx, fixtureId: string, keep: string[], now: Date): Promise<void> {
    await tx
      .update(sportsMarkets)
      .set({ feedClosed: true, updatedAt: now })
      .where(
        and(
          eq(sportsMarkets.fixtureId, fixtureId),
          eq(sportsMarkets.feedClosed, false),
          keep.length
            ? sql`${sportsMarkets.key} <> all(${`{${keep.map((key) => `"${key}"`).join(',')}}`}::text[])`
            : sql`true`,
        ),
      );
  },

  async updateMarkets(
    tx: Tx,
    fixtureId: string,
    patch: Partial<typeof sportsMarkets.$inferInsert>,
    keys?: string[],
  ) {
    await tx
      .update(sportsMarkets)
      .set(patch)
      .where(
        and(eq(sportsMarkets.fixtureId, fixtureId), keys ? inArray(sportsMarkets.key, keys) : sql`true`),
      );
  },

  /** Marks a feed message applied; false when it was applied before (a duplicate). */
  async recordMessage(
    tx: Tx,
    row: {
      operatorId: string;
      source: string;
      fixtureRef: string;
      sequence: number;
      type: string;
      body: unknown;
      sentAt: Date;
      appliedAt: Date;
    },
  ): Promise<boolean> {
    const inserted = await tx
      .insert(sportsFeedMessages)
      .values(row)
      .onConflictDoNothing()
      .returning({ sequence: sportsFeedMessages.sequence });
    return inserted.length > 0;
  },

  async cursor(db: DbOrTx, operatorId: string, source: string) {
    const [row] = await db
      .select()
      .from(sportsFeedCursors)
      .where(and(eq(sportsFeedCursors.operatorId, operatorId), eq(sportsFeedCursors.source, source)));
    return row;
  },

  /** Each source's last healthy poll for the operator (the feed-silence hold reads it). */
  async feedAlive(db: DbOrTx, operatorId: string): Promise<Map<string, Date>> {
    const rows = await db
      .select({ source: sportsFeedCursors.source, polledAt: sportsFeedCursors.polledAt })
      .from(sportsFeedCursors)
      .where(eq(sportsFeedCursors.operatorId, operatorId));
    return new Map(rows.map((row) => [row.source, row.polledAt]));
  },

  async saveCursor(
    tx: Tx,
    row: { operatorId: string; source: string; cursor: string; healthy: boolean; polledAt: Date },
  ) {
    await tx
      .insert(sportsFeedCursors)
      .values(row)
      .onConflictDoUpdate({
        target: [sportsFeedCursors.operatorId, sportsFeedCursors.source],
        // `polled_at` is the last healthy poll: what the markets' feed-silence hold reads.
        set: row.healthy
          ? { cursor: row.cursor, healthy: true, polledAt: row.polledAt }
          : { cursor: row.cursor, healthy: false },
      });
  },
});
export type BookRepo = ReturnType<typeof createBookRepo>;
