import { type AuditNamer, rowNamer } from '#platform/audit/audit-log';
import { promotions, wageringConditions } from './promotions.tables';

/** The audit log's names of promotions and wagering conditions (SQL only). */
export const promotionsAuditNamers: AuditNamer[] = [
  rowNamer({
    type: 'promotion',
    table: promotions,
    id: promotions.id,
    operatorId: promotions.operatorId,
    name: promotions.name,
  }),
  rowNamer({
    type: 'wagering_condition',
    table: wageringConditions,
    id: wageringConditions.id,
    operatorId: wageringConditions.operatorId,
    name: wageringConditions.name,
    amountSatang: wageringConditions.bonusSatang,
  }),
];
