import { type AuditNamer, rowNamer } from '#platform/audit/audit-log';
import { missionTemplates } from './missions/missions.tables';

/** The audit log's names of mission templates (SQL only). */
export const rewardsAuditNamers: AuditNamer[] = [
  rowNamer({
    type: 'mission_template',
    table: missionTemplates,
    id: missionTemplates.id,
    operatorId: missionTemplates.operatorId,
    name: missionTemplates.name,
  }),
];
