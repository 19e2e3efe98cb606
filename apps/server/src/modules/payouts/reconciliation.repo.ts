import { and, count, desc, eq, gte, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import type { PayoutTransferRow } from './payouts.repo';
import {
  payoutAccounts,
  payoutReconciliationIssues,
  payoutReconciliationRuns,
  payoutTransfers,
} from './payouts.tables';

export type ReconciliationRunRow = typeof payoutReconciliationRuns.$inferSelect;
export type ReconciliationIssueRow = typeof payoutReconciliationIssues.$inferSelect;

/** The reconciliation's rows: its runs, its findings, and the transfers it compares. */
export const createReconciliationRepo = () => ({
  async operatorsWithAccount(db: DbOrTx): Promise<string[]> {
    const rows = await db.select({ id: payoutAccounts.operatorId }).from(payoutAccounts);
    return rows.map((row) => row.id);
  },
  async latestRun(tx: DbOrTx, operatorId: string): Promise<ReconciliationRunRow | undefined> {
    const [row] = await tx
      .select()
      .from(payoutReconciliationRuns)
      .where(eq(payoutReconciliationRuns.operatorId, operatorId))
      .orderBy(desc(payoutReconciliationRuns.startedAt), desc(payoutReconciliationRuns.id))
      .limit(1);
    return row;
  },
  async insertRun(tx: Tx, row: typeof payoutReconciliationRuns.$inferInsert): Promise<ReconciliationRunRow> {
    const [inserted] = await tx.insert(payoutReconciliationRuns).values(row).returning();
    if (!inserted) throw new Error('reconciliation run missing after insert');
    return inserted;
  },
  async finishRun(
    db: DbOrTx,
    id: string,
    set: Pick<ReconciliationRunRow, 'providerTransfers' | 'issuesFound' | 'error' | 'finishedAt'>,
  ): Promise<ReconciliationRunRow> {
    const [row] = await db
      .update(payoutReconciliationRuns)
      .set(set)
      .where(eq(payoutReconciliationRuns.id, id))
      .returning();
    if (!row) throw new Error('reconciliation run missing');
    return row;
  },
  async lastRuns(db: DbOrTx, operatorId: string, limit: number): Promise<ReconciliationRunRow[]> {
    return db
      .select()
      .from(payoutReconciliationRuns)
      .where(eq(payoutReconciliationRuns.operatorId, operatorId))
      .orderBy(desc(payoutReconciliationRuns.startedAt), desc(payoutReconciliationRuns.id))
      .limit(limit);
  },

  /**
   * Our transfers the window's provider transfers are compared with: those created since `from`,
   * those the provider named (`providerIds`, created earlier), and every one still open (STUCK).
   */
  async transfersToCompare(
    db: DbOrTx,
    operatorId: string,
    from: Date,
    providerIds: string[],
  ): Promise<PayoutTransferRow[]> {
    const t = payoutTransfers;
    const reach: SQL[] = [gte(t.createdAt, from), inArray(t.state, ['CREATING', 'SENT'])];
    if (providerIds.length > 0) reach.push(inArray(t.providerTransferId, providerIds));
    return db
      .select()
      .from(t)
      .where(and(eq(t.operatorId, operatorId), or(...reach)))
      .orderBy(t.createdAt, t.id);
  },

  /**
   * Raises a finding unless one of its kind and subject is open, or was looked at and closed by staff
   * (a difference staff resolved is not raised again every run). The new row, or undefined.
   */
  async raiseIssue(
    tx: DbOrTx,
    row: typeof payoutReconciliationIssues.$inferInsert,
  ): Promise<ReconciliationIssueRow | undefined> {
    const i = payoutReconciliationIssues;
    const [closed] = await tx
      .select({ id: i.id })
      .from(i)
      .where(
        and(
          eq(i.operatorId, row.operatorId),
          eq(i.kind, row.kind),
          eq(i.subjectKey, row.subjectKey),
          isNotNull(i.resolvedAt),
        ),
      )
      .limit(1);
    if (closed) return undefined;
    const [inserted] = await tx.insert(i).values(row).onConflictDoNothing().returning();
    return inserted;
  },
  async findIssue(db: DbOrTx, operatorId: string, id: string): Promise<ReconciliationIssueRow | undefined> {
    const i = payoutReconciliationIssues;
    const [row] = await db
      .select()
      .from(i)
      .where(and(eq(i.operatorId, operatorId), eq(i.id, id)))
      .limit(1);
    return row;
  },
  /** Open findings of one kind, of every operator, oldest first. */
  async openIssuesOfKind(
    db: DbOrTx,
    kind: ReconciliationIssueRow['kind'],
    limit: number,
  ): Promise<ReconciliationIssueRow[]> {
    const i = payoutReconciliationIssues;
    return db
      .select()
      .from(i)
      .where(and(eq(i.kind, kind), isNull(i.resolvedAt)))
      .orderBy(i.foundAt, i.id)
      .limit(limit);
  },
  /**
   * Closes an open finding (`resolvedBy` null: it closed by itself); undefined when it is closed
   * already (or not this operator's).
   */
  async resolveIssue(
    tx: DbOrTx,
    operatorId: string,
    id: string,
    set: { resolvedAt: Date; resolvedBy: string | null; note: string },
  ): Promise<ReconciliationIssueRow | undefined> {
    const i = payoutReconciliationIssues;
    const [row] = await tx
      .update(i)
      .set(set)
      .where(and(eq(i.operatorId, operatorId), eq(i.id, id), isNull(i.resolvedAt)))
      .returning();
    return row;
  },
  /** Findings, newest first; OPEN or RESOLVED when `status` is given. */
  async pageIssues(
    db: DbOrTx,
    operatorId: string,
    status: 'OPEN' | 'RESOLVED' | undefined,
    pageNo: number,
    pageSize: number,
  ): Promise<{ rows: ReconciliationIssueRow[]; total: number }> {
    const i = payoutReconciliationIssues;
    const where = and(
      eq(i.operatorId, operatorId),
      status === 'OPEN' ? isNull(i.resolvedAt) : status === 'RESOLVED' ? isNotNull(i.resolvedAt) : undefined,
    );
    const rows = await db
      .select()
      .from(i)
      .where(where)
      .orderBy(desc(i.foundAt), desc(i.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    const [total] = await db.select({ n: count() }).from(i).where(where);
    return { rows, total: total?.n ?? 0 };
  },
});
export type ReconciliationRepo = ReturnType<typeof createReconciliationRepo>;
