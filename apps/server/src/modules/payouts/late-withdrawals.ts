import { AUTO_WITHDRAW_PROMISE_SECONDS, payoutWaitTh, staffRealtimeEvents } from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { Task } from '#platform/scheduler/scheduler';
import type { PayoutAdminDeps, WithdrawalFacts } from './payout-admin.deps';
import { createPayoutsRepo } from './payouts.repo';
import { createReconciliationRepo, type ReconciliationIssueRow } from './reconciliation.repo';
import { issueView } from './reconciliation.service';

const PROMISE_MS = AUTO_WITHDRAW_PROMISE_SECONDS * 1000;
const PAGE = 100;

/**
 * Waits staff do not hear of: they chose them (kill switch, daily cap, rule off or the amount above
 * it, no payout account) or must act on the member first (a receivable, no bank account, a recipient
 * the provider refused), and the finance queue already shows each with its reason. Only the automatic
 * wait — the provider verifying the member's recipient — is inside the promise: late, it is raised.
 */
const AUTOMATIC_WAITS: string[] = [payoutWaitTh.recipientPending];

/** The note of a finding that closed by itself, by the withdrawal's status (staff read it in the report). */
const closedNoteTh: Record<string, string> = {
  PAID: 'ปิดอัตโนมัติ: รายการถอนโอนสำเร็จแล้ว',
  REJECTED: 'ปิดอัตโนมัติ: รายการถอนถูกปฏิเสธแล้ว',
};

/**
 * The member site promises an automatic withdrawal within 30 seconds (`AUTO_WITHDRAW_PROMISE_SECONDS`).
 * Every few seconds (`payouts:late`, every node; a finding is unique per withdrawal), a withdrawal
 * approved longer ago than that which the rules send by themselves and the provider has not taken
 * yet — APPROVED waiting for nothing (no node dispatched it) or for its recipient's verification, or
 * SENDING with its transfer still CREATING (the provider never answered) — is raised as a LATE finding
 * of the payout reconciliation report and pushed to staff (`payout.reconciliation.issue`, as every
 * finding); it closes by itself, pushed again, once the withdrawal is PAID (or REJECTED by staff).
 */
export const createLateWithdrawals = (
  deps: Pick<PayoutAdminDeps, 'db' | 'clock' | 'publish' | 'withdrawals'>,
) => {
  const { db, clock, publish, withdrawals } = deps;
  const repo = createReconciliationRepo();
  const payoutsRepo = createPayoutsRepo();

  const push = (row: ReconciliationIssueRow) =>
    publish.toStaff(row.operatorId, staffRealtimeEvents.payoutReconciliationIssue, issueView(row, new Map()));

  /** APPROVED ones waiting for nothing or for their recipient, and SENDING ones the provider never took. */
  const lateOnes = async (approvedBefore: Date): Promise<WithdrawalFacts[]> => {
    const late: WithdrawalFacts[] = [];
    let after: { approvedAt: Date; id: string } | undefined;
    for (;;) {
      const page = await withdrawals.listApprovedUnsent(
        db,
        { approvedBefore, waitReasons: AUTOMATIC_WAITS, ...(after ? { after } : {}) },
        PAGE,
      );
      late.push(...page);
      const last = page.at(-1);
      if (page.length < PAGE || !last?.approvedAt) break;
      after = { approvedAt: last.approvedAt, id: last.id };
    }
    for (const transfer of await payoutsRepo.openTransfers(db, 'CREATING', clock.now(), PAGE)) {
      const withdrawal = await withdrawals.find(db, transfer.operatorId, transfer.withdrawalId);
      if (withdrawal?.status === 'SENDING' && withdrawal.approvedAt && withdrawal.approvedAt < approvedBefore)
        late.push(withdrawal);
    }
    return late;
  };

  const raise = async (withdrawal: WithdrawalFacts): Promise<boolean> => {
    const row = await repo.raiseIssue(db, {
      id: uuidv7(),
      operatorId: withdrawal.operatorId,
      runId: null,
      kind: 'LATE',
      subjectKey: `w:${withdrawal.id}`,
      withdrawalId: withdrawal.id,
      providerTransferId: null,
      facts: {
        paymentRef: withdrawal.paymentRef,
        amountSatang: String(withdrawal.amountSatang),
        approvedAt: withdrawal.approvedAt?.toISOString() ?? null,
        status: withdrawal.status,
        waitReason: withdrawal.waitReason,
      },
      foundAt: clock.now(),
    });
    if (row) push(row);
    return row !== undefined;
  };

  /** Closes the open LATE findings whose withdrawal was paid (or rejected) since. */
  const closeSettled = async (): Promise<number> => {
    let closed = 0;
    for (const issue of await repo.openIssuesOfKind(db, 'LATE', PAGE)) {
      const withdrawal = issue.withdrawalId
        ? await withdrawals.find(db, issue.operatorId, issue.withdrawalId)
        : undefined;
      const note = withdrawal ? closedNoteTh[withdrawal.status] : undefined;
      if (!note) continue;
      const resolved = await repo.resolveIssue(db, issue.operatorId, issue.id, {
        resolvedAt: clock.now(),
        resolvedBy: null,
        note,
      });
      if (!resolved) continue;
      closed += 1;
      push(resolved);
    }
    return closed;
  };

  const task: Task = {
    key: 'payouts:late',
    everyMs: 5_000,
    async tick() {
      let raised = 0;
      const approvedBefore = new Date(clock.now().getTime() - PROMISE_MS);
      for (const withdrawal of await lateOnes(approvedBefore)) if (await raise(withdrawal)) raised += 1;
      const closed = await closeSettled();
      return raised + closed > 0 ? { result: { raised, closed } } : {};
    },
  };

  return { task };
};
