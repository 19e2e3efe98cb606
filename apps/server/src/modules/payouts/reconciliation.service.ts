import {
  AUTO_WITHDRAW_PROMISE_SECONDS,
  formatAmount,
  type ReconciliationIssue,
  type ReconciliationReport,
  type ReconciliationRun,
  staffRealtimeEvents,
} from '@chokdee/contracts';
import { match } from 'ts-pattern';
import { uuidv7 } from 'uuidv7';
import { PayoutProviderError } from '#adapters/bank-payout/bank-payout';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import { createKeyGuard, lockKey } from '#platform/db/tx';
import { AppError } from '#platform/http/app-error';
import type { Task } from '#platform/scheduler/scheduler';
import type { PayoutAdminDeps } from './payout-admin.deps';
import { providerAppError } from './payout-admin.provider-error';
import { createPayoutsRepo } from './payouts.repo';
import { compareTransfers } from './reconciliation.compare';
import {
  createReconciliationRepo,
  type ReconciliationIssueRow,
  type ReconciliationRunRow,
} from './reconciliation.repo';

/** The job's cadence, and how far back each run looks at the provider's transfers. */
export const RECONCILIATION_EVERY_MS = 10 * 60_000;
export const RECONCILIATION_WINDOW_MS = 48 * 60 * 60_000;
/** A run not finished after this is taken as crashed: another may start. */
const RUN_LEASE_MS = 5 * 60_000;
/** The job skips an operator reconciled this recently (by another node, or by staff). */
const JOB_MIN_GAP_MS = RECONCILIATION_EVERY_MS - 30_000;
const RECENT_RUNS = 10;
const FIRST_RUN_AFTER_MS = 60_000;
const INTERNAL_ERROR_TEXT = 'เกิดข้อผิดพลาดระหว่างกระทบยอด กรุณาลองใหม่อีกครั้ง';

const baht = (satang: unknown) => (typeof satang === 'string' ? formatAmount(BigInt(satang)) : '-');
const at = (iso: unknown) =>
  typeof iso === 'string'
    ? new Date(iso).toLocaleString('th-TH', {
        timeZone: 'Asia/Bangkok',
        dateStyle: 'short',
        timeStyle: 'short',
      })
    : '-';

/** What a finding means, in Thai for staff, from its kind and facts. */
export const issueDetail = (
  row: Pick<ReconciliationIssueRow, 'kind' | 'facts' | 'providerTransferId'>,
): string => {
  const f = (row.facts ?? {}) as Record<string, unknown>;
  return match(row.kind)
    .with(
      'UNKNOWN_TRANSFER',
      () =>
        `ผู้ให้บริการมีรายการโอน ${row.providerTransferId} ยอด ${baht(f.providerSatang)} บาท (สถานะ ${String(f.providerState)}) ที่ไม่มีในระบบ`,
    )
    .with(
      'AMOUNT_MISMATCH',
      () =>
        `ยอดโอนที่ผู้ให้บริการ ${baht(f.providerSatang)} บาท ไม่ตรงกับยอดในระบบ ${baht(f.transferSatang)} บาท (ยอดถอน ${baht(f.withdrawalSatang)} บาท)`,
    )
    .with(
      'PROVIDER_PAID_NOT_PAID',
      () => `ผู้ให้บริการโอนเงินสำเร็จแล้ว แต่รายการถอนในระบบมีสถานะ ${String(f.withdrawalStatus)}`,
    )
    .with('PAID_NOT_AT_PROVIDER', () =>
      f.providerState === 'MISSING'
        ? 'รายการถอนจ่ายแล้วในระบบ แต่ไม่พบรายการโอนนี้ที่ผู้ให้บริการ'
        : 'รายการถอนจ่ายแล้วในระบบ แต่ผู้ให้บริการแจ้งว่าโอนไม่สำเร็จ',
    )
    .with(
      'DUPLICATE_TRANSFER',
      () =>
        `ผู้ให้บริการมีรายการโอน ${String(f.count)} รายการ (รวม ${baht(f.totalSatang)} บาท) สำหรับรายการถอนเดียวกัน`,
    )
    .with(
      'STUCK',
      () =>
        `รายการโอนครั้งที่ ${String(f.attempt)} ค้างสถานะ ${String(f.transferState)} ตั้งแต่ ${at(f.since)} (นานกว่า 30 นาที)`,
    )
    .with(
      'LATE',
      () =>
        `รายการถอน ${baht(f.amountSatang)} บาท อนุมัติเมื่อ ${at(f.approvedAt)} ยังไม่ได้ส่งให้ผู้ให้บริการโอนเงินภายใน ${AUTO_WITHDRAW_PROMISE_SECONDS} วินาที (สถานะ ${String(f.status)}${typeof f.waitReason === 'string' ? `: ${f.waitReason}` : ''})`,
    )
    .exhaustive();
};

/** A finding as staff read it (and as it is pushed); `staffNames`: who closed it, by staff id. */
export const issueView = (
  row: ReconciliationIssueRow,
  staffNames: Map<string, string>,
): ReconciliationIssue => {
  const facts = (row.facts ?? {}) as Record<string, unknown>;
  return {
    id: row.id,
    kind: row.kind,
    withdrawalId: row.withdrawalId,
    paymentRef: typeof facts.paymentRef === 'string' ? facts.paymentRef : null,
    providerTransferId: row.providerTransferId,
    detail: issueDetail(row),
    foundAt: row.foundAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedBy: row.resolvedBy ? (staffNames.get(row.resolvedBy) ?? row.resolvedBy) : null,
    note: row.note,
  };
};

const runView = (row: ReconciliationRunRow): ReconciliationRun => ({
  id: row.id,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  windowFrom: row.windowFrom.toISOString(),
  windowTo: row.windowTo.toISOString(),
  providerTransfers: row.providerTransfers,
  issuesFound: row.issuesFound,
  error: row.error,
});

type ReconciliationDeps = Pick<
  PayoutAdminDeps,
  'db' | 'clock' | 'publish' | 'audit' | 'flow' | 'withdrawals' | 'staff'
> & { log?: { error(obj: object, msg: string): void } };

/**
 * The payout reconciliation (docs/modules/payouts.md): every 10 minutes, per operator with a payout account, the
 * provider's transfers of the last 48 hours are compared with ours and the withdrawals they pay
 * (`compareTransfers`); each difference is a finding (one open per kind and subject), pushed to staff.
 *
 * Each run is a `payout_reconciliation_runs` row claimed under the operator's advisory lock (and an
 * in-process guard: PGlite's locks do not exclude): a second node, or staff pressing "run now" during
 * a run, finds it and does not run again. The run holds no transaction across provider calls.
 */
export const createReconciliation = (deps: ReconciliationDeps) => {
  const { db, clock, publish, audit, flow, withdrawals, staff } = deps;
  const repo = createReconciliationRepo();
  const payoutsRepo = createPayoutsRepo();
  const guard = createKeyGuard();

  const staffNamesOf = async (operatorId: string, rows: ReconciliationIssueRow[]) =>
    rows.some((row) => row.resolvedBy)
      ? new Map((await staff.listStaff(operatorId)).map((account) => [account.id, account.username]))
      : new Map<string, string>();

  /** The claimed run, or why none was started ('running': one is going; 'recent': the job ran lately). */
  const claim = (operatorId: string, trigger: 'job' | 'staff') =>
    db.transaction(async (tx): Promise<ReconciliationRunRow | 'running' | 'recent'> => {
      await lockKey(tx, `payout-reconciliation:${operatorId}`);
      const now = clock.now();
      const last = await repo.latestRun(tx, operatorId);
      const age = last ? now.getTime() - last.startedAt.getTime() : Number.POSITIVE_INFINITY;
      if (last && !last.finishedAt && age < RUN_LEASE_MS) return 'running';
      if (trigger === 'job' && age < JOB_MIN_GAP_MS) return 'recent';
      return repo.insertRun(tx, {
        id: uuidv7(),
        operatorId,
        windowFrom: new Date(now.getTime() - RECONCILIATION_WINDOW_MS),
        windowTo: now,
        startedAt: now,
      });
    });

  const work = async (operatorId: string, run: ReconciliationRunRow): Promise<ReconciliationRunRow> => {
    const finish = (providerTransfers: number, issuesFound: number, error: string | null) =>
      repo.finishRun(db, run.id, { providerTransfers, issuesFound, error, finishedAt: clock.now() });
    try {
      const provider = await flow.providerOf(operatorId);
      if (!provider) return await finish(0, 0, 'ยังไม่ได้ตั้งค่าบัญชีผู้ให้บริการโอนเงิน');
      const listed = await provider.listTransfers({ from: run.windowFrom, to: run.windowTo });
      const ours = await repo.transfersToCompare(
        db,
        operatorId,
        run.windowFrom,
        listed.map((p) => p.id),
      );
      const { findings } = await compareTransfers({
        operatorId,
        now: clock.now(),
        listed,
        ours,
        provider,
        withdrawal: (id) => withdrawals.find(db, operatorId, id),
        apply: (transfer) => flow.applyTransfer(operatorId, transfer),
      });
      const raised = await db.transaction(async (tx) => {
        const rows: ReconciliationIssueRow[] = [];
        for (const finding of findings) {
          const row = await repo.raiseIssue(tx, {
            id: uuidv7(),
            operatorId,
            runId: run.id,
            ...finding,
            foundAt: clock.now(),
          });
          if (row) rows.push(row);
        }
        return rows;
      });
      for (const row of raised)
        publish.toStaff(operatorId, staffRealtimeEvents.payoutReconciliationIssue, issueView(row, new Map()));
      return await finish(listed.length, raised.length, null);
    } catch (err) {
      deps.log?.error({ err, operatorId }, 'payout reconciliation failed');
      // Staff read it: the provider's failure as the back office words it, anything else as ours.
      return finish(
        0,
        0,
        err instanceof PayoutProviderError ? providerAppError(err).message : INTERNAL_ERROR_TEXT,
      );
    }
  };

  /** One run for one operator; undefined when another is going or (the job) one ran lately. */
  const reconcile = (operatorId: string, trigger: 'job' | 'staff') =>
    guard(`payout-reconciliation:${operatorId}`, async () => {
      const run = await claim(operatorId, trigger);
      return typeof run === 'string' ? undefined : work(operatorId, run);
    });

  let started = false;
  const task: Task = {
    key: 'payout-reconciliation',
    everyMs: RECONCILIATION_EVERY_MS,
    async tick() {
      // A node's first tick (at start, which waits for every job's first run before the node says it
      // is ready) only schedules the first run a minute later: no 48-hour listing on the way up.
      if (!started) {
        started = true;
        return { nextAt: new Date(clock.now().getTime() + FIRST_RUN_AFTER_MS) };
      }
      let runs = 0;
      let issues = 0;
      for (const operatorId of await repo.operatorsWithAccount(db)) {
        const run = await reconcile(operatorId, 'job');
        if (!run) continue;
        runs += 1;
        issues += run.issuesFound;
      }
      return { result: { runs, issues } };
    },
  };

  return {
    task,
    reconcile,

    async report(
      operatorId: string,
      query: { status?: 'OPEN' | 'RESOLVED' | undefined; pageNo: number; pageSize: number },
    ): Promise<ReconciliationReport> {
      const { rows, total } = await repo.pageIssues(
        db,
        operatorId,
        query.status,
        query.pageNo,
        query.pageSize,
      );
      const names = await staffNamesOf(operatorId, rows);
      return {
        issues: rows.map((row) => issueView(row, names)),
        total,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        runs: (await repo.lastRuns(db, operatorId, RECENT_RUNS)).map(runView),
      };
    },

    /** Staff's "reconcile now": RECONCILIATION_RUNNING while a run is going; audited with its result. */
    async runNow(staff: AuthenticatedStaff, ip: string): Promise<ReconciliationRun> {
      const { operatorId } = staff;
      if (!(await payoutsRepo.findAccount(db, operatorId))) throw new AppError('PAYOUT_ACCOUNT_MISSING');
      const run = await reconcile(operatorId, 'staff');
      if (!run) throw new AppError('RECONCILIATION_RUNNING');
      await db.transaction((tx) =>
        audit.record(tx, {
          staff,
          action: 'payout_reconciliation.run',
          targetType: 'payout_reconciliation_run',
          targetId: run.id,
          after: { providerTransfers: run.providerTransfers, issuesFound: run.issuesFound, error: run.error },
          ip,
        }),
      );
      return runView(run);
    },

    /** Closes an open finding with the staff member's note (audited). */
    async resolve(
      staff: AuthenticatedStaff,
      ip: string,
      id: string,
      note: string,
    ): Promise<ReconciliationIssue> {
      const { operatorId } = staff;
      const row = await db.transaction(async (tx) => {
        const resolved = await repo.resolveIssue(tx, operatorId, id, {
          resolvedAt: clock.now(),
          resolvedBy: staff.staffId,
          note,
        });
        if (!resolved) {
          if (!(await repo.findIssue(tx, operatorId, id))) throw new AppError('NOT_FOUND');
          throw new AppError('RECONCILIATION_ISSUE_RESOLVED');
        }
        await audit.record(tx, {
          staff,
          action: 'payout_reconciliation.resolve',
          targetType: 'payout_reconciliation_issue',
          targetId: id,
          before: { resolvedAt: null },
          after: { kind: resolved.kind, withdrawalId: resolved.withdrawalId, note },
          ip,
        });
        return resolved;
      });
      return issueView(row, new Map([[staff.staffId, staff.username]]));
    },
  };
};
export type Reconciliation = ReturnType<typeof createReconciliation>;

/** The reconciliation's scheduler task (every 10 minutes, the last 48 hours), with its staff calls. */
export const createReconciliationJob = createReconciliation;
