import { sql } from 'drizzle-orm';
import { type AuditNamer, rowNamer } from '#platform/audit/audit-log';
import { agents, members } from './member.tables';

/** The audit log's names of members (phone and full name) and agents (SQL only). */
export const memberAuditNamers: AuditNamer[] = [
  rowNamer({
    type: 'member',
    table: members,
    id: members.id,
    operatorId: members.operatorId,
    name: sql<string>`${members.phone} || ' ' || ${members.fullName}`,
  }),
  rowNamer({ type: 'agent', table: agents, id: agents.id, operatorId: agents.operatorId, name: agents.name }),
];
