import { auditActionNames } from '@chokdee/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  max,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { LoginFailureStore } from '#platform/auth/login-throttle';
import type { DbOrTx, Tx } from '#platform/db/client';
import {
  staffAccounts,
  staffAuditLog,
  staffLoginFailures,
  staffSecuritySettings,
  staffSessions,
  staffTotpFailures,
} from './staff.tables';

export type StaffAccountRow = typeof staffAccounts.$inferSelect;
/** An account with its newest login (its newest session's start), for the back office. */
export type StaffAccountView = StaffAccountRow & { lastLoginAt: Date | null };

const accountView = {
  ...getTableColumns(staffAccounts),
  // Spelled out: inside a subquery Drizzle leaves column names unqualified, and "id" would be the session's.
  lastLoginAt:
    sql<Date | null>`(select max(s.created_at) from staff_sessions s where s.staff_id = "staff_accounts"."id")`.mapWith(
      staffSessions.createdAt,
    ),
};

export type AuditFilter = {
  staffId?: string | undefined;
  /** Matches as a prefix. */
  action?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** One target's rows (a withdrawal's history: `withdrawal` + its id). */
  targetType?: string | undefined;
  targetId?: string | undefined;
};

/** `like` pattern for "starts with `text`": the wildcards in `text` match only themselves. */
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SQL for staff accounts, sessions and the audit log. Every query is scoped by `operatorId`. */
export const createStaffRepo = () => ({
  async findByUsername(db: DbOrTx, operatorId: string, username: string) {
    const [row] = await db
      .select()
      .from(staffAccounts)
      .where(and(eq(staffAccounts.operatorId, operatorId), eq(staffAccounts.username, username)))
      .limit(1);
    return row;
  },
  async findById(db: DbOrTx, operatorId: string, id: string): Promise<StaffAccountRow | undefined> {
    const [row] = await db
      .select()
      .from(staffAccounts)
      .where(and(eq(staffAccounts.operatorId, operatorId), eq(staffAccounts.id, id)))
      .limit(1);
    return row;
  },
  /** The account's row, locked until the transaction ends. */
  async lockById(tx: Tx, operatorId: string, id: string): Promise<StaffAccountRow | undefined> {
    const [row] = await tx
      .select()
      .from(staffAccounts)
      .where(and(eq(staffAccounts.operatorId, operatorId), eq(staffAccounts.id, id)))
      .limit(1)
      .for('update');
    return row;
  },
  async findViewById(db: DbOrTx, operatorId: string, id: string): Promise<StaffAccountView | undefined> {
    const [row] = await db
      .select(accountView)
      .from(staffAccounts)
      .where(and(eq(staffAccounts.operatorId, operatorId), eq(staffAccounts.id, id)))
      .limit(1);
    return row;
  },
  async listAccounts(db: DbOrTx, operatorId: string): Promise<StaffAccountView[]> {
    return db
      .select(accountView)
      .from(staffAccounts)
      .where(eq(staffAccounts.operatorId, operatorId))
      .orderBy(asc(staffAccounts.createdAt), asc(staffAccounts.username));
  },
  /**
   * Disables (`at`) or enables (null) the account; false when it already was in that state, so the
   * second of two clicks changes nothing.
   */
  async setDisabledAt(tx: Tx, operatorId: string, id: string, at: Date | null): Promise<boolean> {
    const updated = await tx
      .update(staffAccounts)
      .set({ disabledAt: at })
      .where(
        and(
          eq(staffAccounts.operatorId, operatorId),
          eq(staffAccounts.id, id),
          at ? isNull(staffAccounts.disabledAt) : isNotNull(staffAccounts.disabledAt),
        ),
      )
      .returning({ id: staffAccounts.id });
    return updated.length > 0;
  },
  /** Inserts unless the username exists; the new row, or undefined when the username was taken. */
  async insertIfAbsent(tx: Tx, row: typeof staffAccounts.$inferInsert): Promise<StaffAccountRow | undefined> {
    const [inserted] = await tx
      .insert(staffAccounts)
      .values(row)
      .onConflictDoNothing({ target: [staffAccounts.operatorId, staffAccounts.username] })
      .returning();
    return inserted;
  },
  async updateTotp(
    tx: Tx,
    operatorId: string,
    id: string,
    totp: Pick<
      typeof staffAccounts.$inferInsert,
      'totpSecret' | 'totpPendingSecret' | 'totpEnabledAt' | 'totpLastStep'
    >,
  ): Promise<void> {
    await tx
      .update(staffAccounts)
      .set(totp)
      .where(and(eq(staffAccounts.operatorId, operatorId), eq(staffAccounts.id, id)));
  },

  /** Records `step` as used; false when a code of this or a later step was accepted already (a replay). */
  async useTotpStep(tx: Tx, operatorId: string, id: string, step: number): Promise<boolean> {
    const updated = await tx
      .update(staffAccounts)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(staffAccounts.operatorId, operatorId),
          eq(staffAccounts.id, id),
          or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
        ),
      )
      .returning({ id: staffAccounts.id });
    return updated.length > 0;
  },

  async insertSession(tx: Tx, row: typeof staffSessions.$inferInsert): Promise<void> {
    await tx.insert(staffSessions).values(row);
  },
  /** The account behind a live session of this staff member and operator. */
  /** Whether the operator requires TOTP of every staff member (no row: not required). */
  async totpRequired(db: DbOrTx, operatorId: string): Promise<boolean> {
    const [row] = await db
      .select({ totpRequired: staffSecuritySettings.totpRequired })
      .from(staffSecuritySettings)
      .where(eq(staffSecuritySettings.operatorId, operatorId));
    return row?.totpRequired ?? false;
  },
  async setTotpRequired(
    tx: Tx,
    operatorId: string,
    totpRequired: boolean,
    by: string,
    at: Date,
  ): Promise<void> {
    await tx
      .insert(staffSecuritySettings)
      .values({ operatorId, totpRequired, updatedAt: at, updatedBy: by })
      .onConflictDoUpdate({
        target: staffSecuritySettings.operatorId,
        set: { totpRequired, updatedAt: at, updatedBy: by },
      });
  },
  async findActiveSessionAccount(
    db: DbOrTx,
    session: { sessionId: string; staffId: string; operatorId: string },
    at: Date,
  ): Promise<(Pick<StaffAccountRow, 'username' | 'role'> & { totpMissing: boolean }) | undefined> {
    const [row] = await db
      .select({
        username: staffAccounts.username,
        role: staffAccounts.role,
        // The site requires TOTP and this account has none: the guard admits only its own account calls.
        totpMissing: sql<boolean>`coalesce(${staffSecuritySettings.totpRequired}, false) and ${staffAccounts.totpEnabledAt} is null`,
      })
      .from(staffSessions)
      .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
      .leftJoin(staffSecuritySettings, eq(staffSecuritySettings.operatorId, staffSessions.operatorId))
      .where(
        and(
          eq(staffSessions.id, session.sessionId),
          eq(staffSessions.staffId, session.staffId),
          eq(staffSessions.operatorId, session.operatorId),
          eq(staffAccounts.operatorId, session.operatorId),
          isNull(staffAccounts.disabledAt),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, at),
        ),
      )
      .limit(1);
    return row;
  },
  async revokeSession(tx: Tx, operatorId: string, sessionId: string, at: Date): Promise<void> {
    await tx
      .update(staffSessions)
      .set({ revokedAt: at })
      .where(
        and(
          eq(staffSessions.operatorId, operatorId),
          eq(staffSessions.id, sessionId),
          isNull(staffSessions.revokedAt),
        ),
      );
  },

  /** Ends every live session of the account but `keepSessionId` (if given); how many ended. */
  async revokeAllSessions(
    tx: Tx,
    operatorId: string,
    staffId: string,
    at: Date,
    keepSessionId?: string,
  ): Promise<number> {
    const revoked = await tx
      .update(staffSessions)
      .set({ revokedAt: at })
      .where(
        and(
          eq(staffSessions.operatorId, operatorId),
          eq(staffSessions.staffId, staffId),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, at),
          keepSessionId ? ne(staffSessions.id, keepSessionId) : undefined,
        ),
      )
      .returning({ id: staffSessions.id });
    return revoked.length;
  },

  /** Failed staff logins by username: the staff side of the login throttle. */
  failures: {
    async recentFailures(tx, operatorId, by, since, limit) {
      const f = staffLoginFailures;
      const match = 'name' in by ? and(eq(f.username, by.name), isNull(f.clearedAt)) : eq(f.ip, by.ip);
      const rows = await tx
        .select({ at: f.createdAt })
        .from(f)
        .where(and(eq(f.operatorId, operatorId), match, gt(f.createdAt, since)))
        .orderBy(desc(f.createdAt))
        .limit(limit);
      return rows.map((row) => row.at);
    },
    async insertFailure(tx, { name, ...row }) {
      await tx.insert(staffLoginFailures).values({ ...row, username: name });
    },
    async deleteFailure(tx, operatorId, id) {
      const f = staffLoginFailures;
      await tx.delete(f).where(and(eq(f.operatorId, operatorId), eq(f.id, id)));
    },
    async clearNameFailures(tx, operatorId, username, at) {
      const f = staffLoginFailures;
      const live = and(eq(f.operatorId, operatorId), eq(f.username, username), isNull(f.clearedAt));
      await tx.update(f).set({ clearedAt: at }).where(live);
    },
  } satisfies LoginFailureStore,

  /** The staff member's wrong TOTP codes since `since`, newest first (at most `limit`). */
  async recentWrongTotpCodes(tx: Tx, operatorId: string, staffId: string, since: Date, limit: number) {
    const f = staffTotpFailures;
    const rows = await tx
      .select({ createdAt: f.createdAt })
      .from(f)
      .where(
        and(
          eq(f.operatorId, operatorId),
          eq(f.staffId, staffId),
          eq(f.refused, false),
          gt(f.createdAt, since),
        ),
      )
      .orderBy(desc(f.createdAt))
      .limit(limit);
    return rows.map((row) => row.createdAt);
  },
  /** How many unaccepted TOTP tries (wrong or refused) the staff member made since `since`. */
  async countTotpTries(tx: Tx, operatorId: string, staffId: string, since: Date): Promise<number> {
    const f = staffTotpFailures;
    const [row] = await tx
      .select({ n: count() })
      .from(f)
      .where(and(eq(f.operatorId, operatorId), eq(f.staffId, staffId), gt(f.createdAt, since)));
    return row?.n ?? 0;
  },
  async insertTotpFailure(tx: Tx, row: typeof staffTotpFailures.$inferInsert): Promise<void> {
    await tx.insert(staffTotpFailures).values(row);
  },
  async deleteTotpFailure(db: DbOrTx, operatorId: string, id: string): Promise<void> {
    const f = staffTotpFailures;
    await db.delete(f).where(and(eq(f.operatorId, operatorId), eq(f.id, id)));
  },
  /** A right code: the staff member's earlier wrong codes stop counting. */
  async clearTotpFailures(tx: Tx, operatorId: string, staffId: string): Promise<void> {
    const f = staffTotpFailures;
    await tx.delete(f).where(and(eq(f.operatorId, operatorId), eq(f.staffId, staffId)));
  },

  /** The site's staff accounts among `ids`, by username: the audit log's names of who acted. */
  async auditNames(db: DbOrTx, operatorId: string, ids: readonly string[]) {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: staffAccounts.id, name: staffAccounts.username })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.operatorId, operatorId), inArray(staffAccounts.id, [...ids])));
    return rows.map((row) => ({ ...row, type: 'staff_account' as const }));
  },

  async insertAudit(tx: Tx, row: typeof staffAuditLog.$inferInsert): Promise<void> {
    await tx.insert(staffAuditLog).values(row);
  },
  /** One page of the operator's audit log, newest first, with each actor's username. */
  async pageAudit(db: DbOrTx, operatorId: string, filter: AuditFilter, pageNo: number, pageSize: number) {
    const where = auditWhere(operatorId, filter);
    const rows = await auditRows(db, where, pageSize, (pageNo - 1) * pageSize);
    const [total] = await db.select({ n: count() }).from(staffAuditLog).where(where);
    return { rows, total: total?.n ?? 0 };
  },
  /**
   * The next `limit` rows after `after` (newest first), for an export that reads the whole log a
   * chunk at a time: by position, so a chunk costs the same however deep it is.
   */
  async auditAfter(
    db: DbOrTx,
    operatorId: string,
    filter: AuditFilter,
    after: { createdAt: Date; id: string } | undefined,
    limit: number,
  ) {
    const a = staffAuditLog;
    const base = auditWhere(operatorId, filter);
    const where = after
      ? and(
          base,
          or(lt(a.createdAt, after.createdAt), and(eq(a.createdAt, after.createdAt), lt(a.id, after.id))),
        )
      : base;
    return auditRows(db, where, limit, 0);
  },
  /** When each of the targets last had `action` done to it, by the audit log (its target index). */
  async lastActionTimes(
    db: DbOrTx,
    operatorId: string,
    action: string,
    targetType: string,
    targetIds: string[],
  ): Promise<Map<string, Date>> {
    if (targetIds.length === 0) return new Map();
    const a = staffAuditLog;
    const rows = await db
      .select({ targetId: a.targetId, at: max(a.createdAt) })
      .from(a)
      .where(
        and(
          eq(a.operatorId, operatorId),
          eq(a.targetType, targetType),
          inArray(a.targetId, targetIds),
          eq(a.action, action),
        ),
      )
      .groupBy(a.targetId);
    return new Map(rows.flatMap((row) => (row.at ? [[row.targetId, row.at] as const] : [])));
  },
});
export type StaffRepo = ReturnType<typeof createStaffRepo>;

const auditWhere = (operatorId: string, filter: AuditFilter) => {
  const a = staffAuditLog;
  const conditions: SQL[] = [eq(a.operatorId, operatorId)];
  if (filter.staffId) conditions.push(eq(a.staffId, filter.staffId));
  // An action's code finds that action alone (not `member.adjustment.request` for `member.adjustment`);
  // any other text is a prefix (`staff.totp`, `withdrawal.`).
  if (filter.action)
    conditions.push(
      Object.hasOwn(auditActionNames, filter.action)
        ? eq(a.action, filter.action)
        : like(a.action, startsWith(filter.action)),
    );
  if (filter.from) conditions.push(gte(a.createdAt, filter.from));
  if (filter.to) conditions.push(lt(a.createdAt, filter.to));
  if (filter.targetType) conditions.push(eq(a.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(a.targetId, filter.targetId));
  return and(...conditions);
};

const auditRows = (db: DbOrTx, where: SQL | undefined, limit: number, offset: number) =>
  db
    .select({ ...getTableColumns(staffAuditLog), staffUsername: staffAccounts.username })
    .from(staffAuditLog)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffAuditLog.staffId))
    .where(where)
    .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
    .limit(limit)
    .offset(offset);
