import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { arrayLiteral, rowsOf } from '#platform/db/rows';
import {
  sportsCompetitions,
  sportsFixtures,
  sportsMemberLimits,
  sportsTicketLegs,
  sportsTickets,
} from '../sports.tables';

export type TicketRow = typeof sportsTickets.$inferSelect;
export type LegRow = typeof sportsTicketLegs.$inferSelect;
/** A leg with what its ticket page shows of its fixture. */
export type LegWithFixture = LegRow & {
  home: string;
  away: string;
  competitionName: string;
  kickoffAt: Date;
  simulated: boolean;
  resultFullTime: { home: number; away: number } | null;
  resultHalfTime: { home: number; away: number } | null;
  lastIncident: string | null;
  lastIncidentAt: Date | null;
};

export const createTicketRepo = () => ({
  async insert(
    tx: Tx,
    ticket: typeof sportsTickets.$inferInsert,
    legs: Array<typeof sportsTicketLegs.$inferInsert>,
  ) {
    await tx.insert(sportsTickets).values(ticket);
    await tx.insert(sportsTicketLegs).values(legs);
  },

  async update(tx: Tx, id: string, patch: Partial<typeof sportsTickets.$inferInsert>): Promise<void> {
    await tx.update(sportsTickets).set(patch).where(eq(sportsTickets.id, id));
  },

  async updateLeg(tx: Tx, id: string, patch: Partial<typeof sportsTicketLegs.$inferInsert>): Promise<void> {
    await tx.update(sportsTicketLegs).set(patch).where(eq(sportsTicketLegs.id, id));
  },

  async lockTicket(tx: Tx, id: string): Promise<TicketRow | undefined> {
    const [row] = await tx.select().from(sportsTickets).where(eq(sportsTickets.id, id)).for('update');
    return row;
  },

  async ticket(db: DbOrTx, operatorId: string, id: string): Promise<TicketRow | undefined> {
    const [row] = await db
      .select()
      .from(sportsTickets)
      .where(and(eq(sportsTickets.operatorId, operatorId), eq(sportsTickets.id, id)));
    return row;
  },

  async memberTickets(
    db: DbOrTx,
    operatorId: string,
    memberId: string,
    status: 'OPEN' | 'SETTLED' | undefined,
  ): Promise<TicketRow[]> {
    const statuses =
      status === 'OPEN' ? ['PENDING', 'OPEN'] : status === 'SETTLED' ? ['SETTLED', 'REJECTED'] : undefined;
    return db
      .select()
      .from(sportsTickets)
      .where(
        and(
          eq(sportsTickets.operatorId, operatorId),
          eq(sportsTickets.memberId, memberId),
          statuses ? inArray(sportsTickets.status, statuses as TicketRow['status'][]) : sql`true`,
        ),
      )
      .orderBy(desc(sportsTickets.placedAt))
      .limit(100);
  },

  async legsOf(db: DbOrTx, ticketIds: string[]): Promise<LegWithFixture[]> {
    if (ticketIds.length === 0) return [];
    const rows = await db
      .select({
        leg: sportsTicketLegs,
        home: sportsFixtures.home,
        away: sportsFixtures.away,
        competitionName: sportsCompetitions.name,
        kickoffAt: sportsFixtures.kickoffAt,
        simulated: sportsFixtures.simulated,
        resultFullTime: sportsFixtures.resultFullTime,
        resultHalfTime: sportsFixtures.resultHalfTime,
        lastIncident: sportsFixtures.lastIncident,
        lastIncidentAt: sportsFixtures.lastIncidentAt,
      })
      .from(sportsTicketLegs)
      .innerJoin(sportsFixtures, eq(sportsFixtures.id, sportsTicketLegs.fixtureId))
      .innerJoin(sportsCompetitions, eq(sportsCompetitions.id, sportsFixtures.competitionId))
      .where(inArray(sportsTicketLegs.ticketId, ticketIds))
      .orderBy(sportsTicketLegs.ticketId, sportsTicketLegs.legIndex);
    return rows.map(({ leg, ...rest }) => ({ ...leg, ...rest }));
  },

  /**
   * What the member staked on each selection since `since`, open or settled, by
   * `fixtureId|marketKey|outcome` (the markets named by fixture and key: read before any market is locked).
   */
  async stakedOnSelections(
    tx: DbOrTx,
    operatorId: string,
    memberId: string,
    markets: Array<{ fixtureId: string; marketKey: string }>,
    since: Date,
  ): Promise<Map<string, bigint>> {
    const rows = rowsOf<{ fixture_id: string; market_key: string; outcome: string; staked: string }>(
      await tx.execute(sql`
        select l.fixture_id, l.market_key, l.outcome, sum(t.stake_satang)::text as staked
        from sports_ticket_legs l join sports_tickets t on t.id = l.ticket_id
        where t.operator_id = ${operatorId} and t.member_id = ${memberId} and t.placed_at >= ${since}
          and t.status <> 'REJECTED'
          and (l.fixture_id, l.market_key) in (
            select * from unnest(${arrayLiteral(markets.map((market) => market.fixtureId))}::uuid[],
                                 ${arrayLiteral(markets.map((market) => market.marketKey))}::text[]))
        group by l.fixture_id, l.market_key, l.outcome`),
    );
    return new Map(
      rows.map((row) => [`${row.fixture_id}|${row.market_key}|${row.outcome}`, BigInt(row.staked)]),
    );
  },

  /** The most the member's open tickets with the same selections could still pay (counted together against the cap). */
  async openPayable(tx: DbOrTx, operatorId: string, memberId: string, selectionKey: string): Promise<bigint> {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${sportsTickets.maxReturnSatang}), 0)::text` })
      .from(sportsTickets)
      .where(
        and(
          eq(sportsTickets.operatorId, operatorId),
          eq(sportsTickets.memberId, memberId),
          eq(sportsTickets.selectionKey, selectionKey),
          inArray(sportsTickets.status, ['PENDING', 'OPEN']),
        ),
      );
    return BigInt(row?.total ?? '0');
  },

  /** Live tickets whose delay is over, oldest first. */
  async due(db: DbOrTx, now: Date, limit: number): Promise<Array<{ id: string; operatorId: string }>> {
    return db
      .select({ id: sportsTickets.id, operatorId: sportsTickets.operatorId })
      .from(sportsTickets)
      .where(and(eq(sportsTickets.status, 'PENDING'), lte(sportsTickets.decideAt, now)))
      .orderBy(sportsTickets.decideAt)
      .limit(limit);
  },

  async stakeFactorCents(db: DbOrTx, operatorId: string, memberId: string): Promise<number> {
    const [row] = await db
      .select({ cents: sportsMemberLimits.stakeFactorCents })
      .from(sportsMemberLimits)
      .where(and(eq(sportsMemberLimits.operatorId, operatorId), eq(sportsMemberLimits.memberId, memberId)))
      .orderBy(desc(sportsMemberLimits.createdAt))
      .limit(1);
    return row?.cents ?? 100;
  },

  async since(db: DbOrTx, operatorId: string, from: Date) {
    return db
      .select()
      .from(sportsTickets)
      .where(and(eq(sportsTickets.operatorId, operatorId), gte(sportsTickets.placedAt, from)));
  },
});
export type TicketRepo = ReturnType<typeof createTicketRepo>;
