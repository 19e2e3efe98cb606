import { type PayoutRecipient, type PayoutRecipientState, payoutFailureText } from '@chokdee/contracts';
import { formatDateTime } from '../lib/format';
import { payoutsTh, recipientStateLabel } from '../messages/payouts';
import { Badge, type BadgeTone } from './ui/badge';

const recipientTone: Record<PayoutRecipientState, BadgeTone> = {
  PENDING: 'warning',
  VERIFIED: 'success',
  FAILED: 'danger',
};

export const RecipientStateBadge = ({ state }: { state: PayoutRecipientState }) => (
  <Badge tone={recipientTone[state]}>{recipientStateLabel[state]}</Badge>
);

/**
 * A member's recipient at the payout provider (on the member's page and a withdrawal's page): its
 * state, the provider's id, the bank account it pays, and why the provider refused it when FAILED.
 * `null`: none was created yet.
 */
export const PayoutRecipientFields = ({ recipient }: { recipient: PayoutRecipient | null }) => {
  if (!recipient) {
    return (
      <p className="text-sm text-slate-500" data-testid="payout-recipient-none">
        {payoutsTh.recipientNone}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2" data-testid="payout-recipient">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-slate-500">{payoutsTh.recipientState}</dt>
        <dd>
          <RecipientStateBadge state={recipient.state} />
        </dd>
        <dt className="text-slate-500">{payoutsTh.recipientId}</dt>
        <dd className="font-mono break-all">{recipient.providerRecipientId ?? payoutsTh.none}</dd>
        <dt className="text-slate-500">{payoutsTh.recipientAccount}</dt>
        <dd className="font-mono">
          {recipient.bankCode} {recipient.accountNumber}
        </dd>
        {recipient.state === 'FAILED' && (
          <>
            <dt className="text-slate-500">{payoutsTh.recipientFailure}</dt>
            <dd className="text-red-700" data-testid="payout-recipient-failure">
              {payoutFailureText(recipient.failureReason)}
            </dd>
          </>
        )}
        {recipient.verifiedAt && (
          <>
            <dt className="text-slate-500">{payoutsTh.recipientVerifiedAt}</dt>
            <dd>{formatDateTime(recipient.verifiedAt)}</dd>
          </>
        )}
        <dt className="text-slate-500">{payoutsTh.recipientUpdatedAt}</dt>
        <dd>{formatDateTime(recipient.updatedAt)}</dd>
      </dl>
      {recipient.state === 'PENDING' && (
        <p className="text-xs text-slate-500">{payoutsTh.recipientPendingHint}</p>
      )}
    </div>
  );
};
