import type { AuditAction } from '@chokdee/contracts';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Tx } from '#platform/db/client';

/**
 * One staff action as the audit trail keeps it. The staff module stores it (`staff_audit_log`); every
 * module that lets staff change something records one through this port, so none of them depends on
 * the staff module to do so.
 */
export type AuditEntry = {
  staff: AuthenticatedStaff;
  /** What was done, `area.verb` (e.g. `staff.create`, `withdrawal.approve`): one of contracts' `auditActionNames`. */
  action: AuditAction;
  targetType: string;
  targetId: string;
  /** The row as it was, and as it is; JSON (bigint amounts become decimal strings of satang). */
  before?: unknown;
  after?: unknown;
  ip: string;
};

/** Writes in the caller's transaction, so the action and its audit row commit together or not at all. */
export type AuditLog = { record(tx: Tx, entry: AuditEntry): Promise<void> };
