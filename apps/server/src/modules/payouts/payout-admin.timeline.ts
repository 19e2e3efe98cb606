import {
  type AdminWithdrawalDetail,
  type AuditAction,
  auditActionNames,
  formatAmount,
  formatAmountNumber,
  type PayoutRecipient,
  type PayoutTransfer,
  payoutFailureText,
  type WithdrawalTimelineEntry,
} from '@chokdee/contracts';
import { AppError } from '#platform/http/app-error';
import type { PayoutAdminDeps, WithdrawalFacts } from './payout-admin.deps';
import { createPayoutsRepo, type PayoutRecipientRow, type PayoutTransferRow } from './payouts.repo';

/** The staff audit rows of a withdrawal, as the staff module pages them. */
type AuditRow = {
  staffId: string;
  staffUsername: string;
  action: string;
  after: unknown;
  createdAt: string;
};

/** At most this many staff actions on one withdrawal are shown (there are a handful in practice). */
const AUDIT_ROWS_MAX = 100;

/** Staff actions on a withdrawal → the timeline's kinds. */
const auditKinds: Record<string, string> = {
  'withdrawal.approve': 'approved',
  'withdrawal.paid': 'paid',
  'withdrawal.reject': 'rejected',
  'withdrawal.send': 'send',
  'withdrawal.retry': 'retry',
};

/** Baht with thousands separators, as the rest of the withdrawal's page shows money ("12,345.67"). */
const baht = (satang: bigint) => formatAmountNumber(formatAmount(satang));

/**
 * A staff transfer request's action by its attempt: the first transfer is a send, a later one a
 * resend. Rows written before `withdrawal.send` existed recorded every request as `withdrawal.retry`
 * with its attempt, so the attempt decides.
 */
const sendActionOf = (action: string, after: unknown): string => {
  if (action !== 'withdrawal.retry' && action !== 'withdrawal.send') return action;
  const attempt =
    typeof after === 'object' && after !== null ? (after as { attempt?: unknown }).attempt : undefined;
  if (typeof attempt !== 'number') return action;
  return attempt === 1 ? 'withdrawal.send' : 'withdrawal.retry';
};

export const recipientView = (row: PayoutRecipientRow): PayoutRecipient => {
  const [bankCode = '', accountNumber = ''] = row.bankAccountKey.split(':');
  return {
    state: row.state,
    providerRecipientId: row.providerRecipientId,
    bankCode,
    accountNumber,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
};

const transferView = (row: PayoutTransferRow, staffNames: Map<string, string>): PayoutTransfer => ({
  id: row.id,
  attempt: row.attempt,
  providerTransferId: row.providerTransferId,
  state: row.state,
  amount: formatAmount(row.amountSatang),
  automatic: row.automatic,
  requestedBy: row.requestedBy,
  requestedByName: row.requestedBy ? (staffNames.get(row.requestedBy) ?? null) : null,
  failureCode: row.failureCode,
  failureReason: row.failureReason,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  settledAt: row.settledAt?.toISOString() ?? null,
});

const textOf = (value: unknown, key: string): string | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === 'string' && found ? found : undefined;
};

/**
 * A withdrawal's history for staff, oldest first, in Thai: its own dates (requested, approved by the
 * rule, held, paid), each transfer (asked, taken by the provider, paid or failed) and every staff
 * action on it from the audit log (approve, paid by hand, reject, retry) with who did it.
 */
export const withdrawalTimeline = (input: {
  withdrawal: WithdrawalFacts;
  transfers: PayoutTransferRow[];
  audit: AuditRow[];
  staffNames: Map<string, string>;
}): WithdrawalTimelineEntry[] => {
  const { withdrawal: w, transfers, audit, staffNames } = input;
  const entries: WithdrawalTimelineEntry[] = [];
  const add = (at: Date | string, kind: string, text: string, staffName: string | null = null) =>
    entries.push({ at: typeof at === 'string' ? at : at.toISOString(), kind, text, staffName });
  const staffDid = new Set(audit.map((row) => row.action));

  add(w.createdAt, 'requested', `สมาชิกแจ้งถอนเงิน ${baht(w.amountSatang)} บาท`);
  if (w.approvedAt && w.autoApproved) add(w.approvedAt, 'approved', 'อนุมัติอัตโนมัติตามเงื่อนไขการถอน');
  if (w.heldAt) add(w.heldAt, 'held', `พักรายการไว้: ${w.holdReason ?? ''}`.trim());
  for (const row of audit) {
    const bankRef = textOf(row.after, 'bankRef');
    const reason = textOf(row.after, 'rejectReason');
    const action = sendActionOf(row.action, row.after);
    const name = auditActionNames[action as AuditAction] ?? action;
    add(
      row.createdAt,
      auditKinds[action] ?? action,
      [name, bankRef ? `(เลขอ้างอิง ${bankRef})` : '', reason ? `: ${reason}` : ''].filter(Boolean).join(' '),
      row.staffUsername,
    );
  }
  for (const t of transfers) {
    const by = t.requestedBy ? (staffNames.get(t.requestedBy) ?? null) : null;
    add(
      t.createdAt,
      'sending',
      `สั่งโอนครั้งที่ ${t.attempt} ยอด ${baht(t.amountSatang)} บาท (${t.automatic ? 'อัตโนมัติ' : 'โดยพนักงาน'})`,
      by,
    );
    if (t.sentAt && t.providerTransferId)
      add(t.sentAt, 'transfer.sent', `ผู้ให้บริการรับคำสั่งโอนแล้ว (เลขที่ ${t.providerTransferId})`);
    if (t.settledAt && t.state === 'PAID') add(t.settledAt, 'transfer.paid', 'ผู้ให้บริการโอนเงินเข้าบัญชีสมาชิกแล้ว');
    if (t.settledAt && t.state === 'FAILED')
      add(t.settledAt, 'failed', `โอนไม่สำเร็จ: ${payoutFailureText(t.failureReason, t.failureCode)}`);
  }
  if (w.paidAt && !staffDid.has('withdrawal.paid')) add(w.paidAt, 'paid', 'รายการถอนจ่ายเรียบร้อยแล้ว');
  // Stable: entries of one instant keep the order above (requested before approved, a staff retry
  // before the transfer it asked for).
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.at.localeCompare(b.entry.at) || a.index - b.index)
    .map(({ entry }) => entry);
};

/** `GET /api/admin/withdrawals/:id`: the withdrawal as the list shows it, its transfers, timeline and recipient. */
export const createWithdrawalDetail = (
  deps: Pick<PayoutAdminDeps, 'db' | 'payments' | 'withdrawals' | 'staff'>,
  memberRecipient: (operatorId: string, memberId: string) => Promise<PayoutRecipient | null>,
) => {
  const { db, payments, withdrawals, staff } = deps;
  const repo = createPayoutsRepo();
  return async (operatorId: string, id: string): Promise<AdminWithdrawalDetail> => {
    const [withdrawal] = (await payments.pageWithdrawals(operatorId, { id, pageNo: 1, pageSize: 1 })).data;
    const facts = await withdrawals.find(db, operatorId, id);
    if (!withdrawal || !facts) throw new AppError('NOT_FOUND');
    const transfers = await repo.transfersOf(db, operatorId, id);
    const audit = (
      await staff.auditLogPage(operatorId, {
        targetType: 'withdrawal',
        targetId: id,
        pageNo: 1,
        pageSize: AUDIT_ROWS_MAX,
      })
    ).data;
    const staffNames = transfers.some((t) => t.requestedBy)
      ? new Map((await staff.listStaff(operatorId)).map((account) => [account.id, account.username]))
      : new Map<string, string>();
    // The recipient paid to by the last transfer; else the member's current account's.
    const last = transfers.at(-1);
    const paidTo = last ? await repo.findRecipientById(db, last.recipientId) : undefined;
    return {
      withdrawal,
      transfers: transfers.map((row) => transferView(row, staffNames)),
      timeline: withdrawalTimeline({ withdrawal: facts, transfers, audit, staffNames }),
      recipient: paidTo ? recipientView(paidTo) : await memberRecipient(operatorId, facts.memberId),
    };
  };
};
