import {
  type AuditAction,
  type AuditName,
  type AuditTargetType,
  formatAmount,
  formatBaht,
} from '@chokdee/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { DbOrTx, Tx } from '#platform/db/client';

/**
 * One staff action as the audit trail keeps it. The staff module stores it (`staff_audit_log`); every
 * module that lets staff change something records one through this port, so none of them depends on
 * the staff module to do so.
 */
export type AuditEntry = {
  staff: AuthenticatedStaff;
  /** What was done, `area.verb` (e.g. `staff.create`, `withdrawal.approve`): one of contracts' `auditActionNames`. */
  action: AuditAction;
  /** The kind of row acted on: one of contracts' `auditTargetTypes`. */
  targetType: AuditTargetType;
  targetId: string;
  /** The row as it was, and as it is; JSON (bigint amounts become decimal strings of satang). */
  before?: unknown;
  after?: unknown;
  ip: string;
};

/** Writes in the caller's transaction, so the action and its audit row commit together or not at all. */
export type AuditLog = { record(tx: Tx, entry: AuditEntry): Promise<void> };

/**
 * Names a module's own rows among the ids of one page of the audit log (the staff module lists it):
 * one query, scoped to the operator; ids that are not its rows are ignored. Each module that owns
 * rows an audit entry mentions (members, rounds, withdrawals…) declares one (`ServerModule.auditNamers`),
 * so the log reads names without the staff module reading other modules' tables.
 */
export type AuditNamer = (
  db: DbOrTx,
  operatorId: string,
  ids: readonly string[],
) => Promise<Array<AuditName & { id: string }>>;

/**
 * A namer of one table's rows (`AuditNamer`): its id and operator columns, the name as SQL text, and
 * optionally the key its page is found by and an amount in satang said after the name in baht.
 */
export const rowNamer =
  (spec: {
    type: AuditTargetType;
    table: PgTable;
    id: PgColumn;
    operatorId: PgColumn;
    name: SQL<string> | PgColumn;
    key?: SQL<string> | PgColumn;
    amountSatang?: PgColumn;
  }): AuditNamer =>
  async (db, operatorId, ids) => {
    if (ids.length === 0) return [];
    const rows = await db
      .select({
        id: sql<string>`${spec.id}`,
        name: sql<string>`${spec.name}`,
        key: spec.key ? sql<string | null>`${spec.key}` : sql<null>`null`,
        amountSatang: spec.amountSatang ? sql<string | null>`${spec.amountSatang}::text` : sql<null>`null`,
      })
      .from(spec.table)
      .where(and(eq(spec.operatorId, operatorId), inArray(spec.id, [...ids])));
    return rows.map((row) => ({
      id: row.id,
      type: spec.type,
      name:
        row.amountSatang === null
          ? row.name
          : `${row.name} ${formatBaht(formatAmount(BigInt(row.amountSatang)))}`,
      ...(row.key === null ? {} : { key: row.key }),
    }));
  };
