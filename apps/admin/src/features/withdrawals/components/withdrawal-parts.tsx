import { type AdminWithdrawal, payoutFailureText, type WithdrawalStatus } from '@chokdee/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { fill } from '../../../lib/format';
import { adminTh, withdrawalStatusLabel } from '../../../messages/th';
import { withdrawalsTh } from '../../../messages/withdrawals';

const statusTone: Record<WithdrawalStatus, BadgeTone> = {
  PENDING: 'warning',
  APPROVED: 'info',
  PAID: 'success',
  REJECTED: 'danger',
  SENDING: 'info',
  FAILED: 'danger',
  ON_HOLD: 'danger',
};

export const WithdrawalStatusBadge = ({ status }: { status: WithdrawalStatus }) => (
  <Badge tone={statusTone[status]}>{withdrawalStatusLabel[status]}</Badge>
);

/** "Auto" when the auto-approve rule approved it (no staff member looked at it). */
export const AutoMark = ({ withdrawal }: { withdrawal: AdminWithdrawal }) =>
  withdrawal.autoApproved ? (
    <span title={withdrawalsTh.autoMarkTitle} data-testid="withdrawal-auto">
      <Badge tone="neutral">{withdrawalsTh.autoMark}</Badge>
    </span>
  ) : null;

/** The provider's id of its live (or last) transfer, and the "auto" mark. */
export const WithdrawalTransfer = ({ withdrawal }: { withdrawal: AdminWithdrawal }) => (
  <div className="flex flex-col items-start gap-1">
    {withdrawal.transferId ? (
      <span className="font-mono text-xs break-all" data-testid="withdrawal-transfer-id">
        {withdrawal.transferId}
      </span>
    ) : (
      <span className="text-xs text-slate-500">{withdrawalsTh.noTransfer}</span>
    )}
    <AutoMark withdrawal={withdrawal} />
  </div>
);

/**
 * What staff need to read beside the status: the bank reference of a paid one, the reason of a
 * rejected or held one, why the provider failed it, or why an approved one waits for staff.
 */
export const WithdrawalNote = ({ withdrawal }: { withdrawal: AdminWithdrawal }) => (
  <div className="flex flex-col gap-1">
    {withdrawal.bankRef && <span>{fill(adminTh.bankRefShort, { ref: withdrawal.bankRef })}</span>}
    {withdrawal.rejectReason && <span>{withdrawal.rejectReason}</span>}
    {withdrawal.status === 'ON_HOLD' && withdrawal.holdReason && <span>{withdrawal.holdReason}</span>}
    {withdrawal.status === 'FAILED' && withdrawal.failureReason && (
      <span className="text-red-700" data-testid="withdrawal-failure">
        {fill(withdrawalsTh.failure, { reason: payoutFailureText(withdrawal.failureReason) })}
      </span>
    )}
    {withdrawal.status === 'APPROVED' && withdrawal.waitReason && (
      <span className="text-amber-800" data-testid="withdrawal-wait">
        {fill(withdrawalsTh.waiting, { reason: withdrawal.waitReason })}
      </span>
    )}
  </div>
);
