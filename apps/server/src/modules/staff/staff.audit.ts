import { uuidv7 } from 'uuidv7';
import type { AuditEntry, AuditLog } from '#platform/audit/audit-log';
import { type Clock, systemClock } from '#platform/clock';
import type { Tx } from '#platform/db/client';
import { createStaffRepo } from './staff.repo';

/** JSON for jsonb: bigints (satang) become strings, undefined becomes null. */
const toJson = (value: unknown): unknown =>
  value === undefined
    ? null
    : JSON.parse(JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v)));

/**
 * The staff audit log. `record` writes in the caller's transaction: call it inside the transaction of
 * the action, so the action and its audit row commit together or not at all.
 */
export const createAuditLog = ({ clock = systemClock }: { clock?: Clock } = {}): AuditLog => {
  const repo = createStaffRepo();
  return {
    async record(tx: Tx, entry: AuditEntry): Promise<void> {
      await repo.insertAudit(tx, {
        id: uuidv7(),
        operatorId: entry.staff.operatorId,
        staffId: entry.staff.staffId,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        before: toJson(entry.before),
        after: toJson(entry.after),
        ip: entry.ip,
        createdAt: clock.now(),
      });
    },
  };
};
