import { uuidv7 } from 'uuidv7';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import { type Clock, systemClock } from '#platform/clock';
import type { Tx } from '#platform/db/client';
import { createStaffRepo } from './staff.repo';

export type AuditEntry = {
  staff: AuthenticatedStaff;
  /** What was done, `area.verb` (e.g. `staff.create`, `withdrawal.approve`). */
  action: string;
  targetType: string;
  targetId: string;
  /** The row as it was, and as it is; JSON (bigint amounts become decimal strings of satang). */
  before?: unknown;
  after?: unknown;
  ip: string;
};

/** JSON for jsonb: bigints (satang) become strings, undefined becomes null. */
const toJson = (value: unknown): unknown =>
  value === undefined
    ? null
    : JSON.parse(JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v)));

/**
 * The staff audit log. `record` writes in the caller's transaction: call it inside the transaction of
 * the action, so the action and its audit row commit together or not at all.
 */
export const createAuditLog = ({ clock = systemClock }: { clock?: Clock } = {}) => {
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
export type AuditLog = ReturnType<typeof createAuditLog>;
