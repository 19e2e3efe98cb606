import { sql } from 'drizzle-orm';
import { type AuditNamer, rowNamer } from '#platform/audit/audit-log';
import { sportsFixtures, sportsTickets } from './sports.tables';

/** The audit log's names of fixtures (home v away) and tickets (their number) (SQL only). */
export const sportsAuditNamers: AuditNamer[] = [
  rowNamer({
    type: 'sports_fixture',
    table: sportsFixtures,
    id: sportsFixtures.id,
    operatorId: sportsFixtures.operatorId,
    name: sql<string>`${sportsFixtures.home} || ' - ' || ${sportsFixtures.away}`,
  }),
  rowNamer({
    type: 'sports_ticket',
    table: sportsTickets,
    id: sportsTickets.id,
    operatorId: sportsTickets.operatorId,
    name: sportsTickets.ticketNo,
    amountSatang: sportsTickets.stakeSatang,
  }),
];
