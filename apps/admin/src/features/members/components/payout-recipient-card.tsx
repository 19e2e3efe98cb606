import type { AdminMemberDetail } from '@chokdee/contracts';
import { toast } from 'sonner';
import { PayoutRecipientFields } from '../../../components/payout-recipient';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { access, allows } from '../../../config/access';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { payoutsTh } from '../../../messages/payouts';
import { adminTh } from '../../../messages/th';
import { useMemberPayoutRecipient, useRefreshPayoutRecipient } from '../api/member-payout-recipient';
import { InfoCard } from './member-parts';

/**
 * On a member's page (owner, finance, support): the member's recipient at the payout provider — only
 * a VERIFIED one is paid automatically — with "check again" for owner and finance.
 */
export const PayoutRecipientCard = ({ member }: { member: AdminMemberDetail }) => {
  const role = useMe().data?.role;
  const canRead = allows(role, access.payoutRecipientRead);
  const recipient = useMemberPayoutRecipient(member.id, canRead);
  const refresh = useRefreshPayoutRecipient(member.id);
  if (!canRead) return null;
  return (
    <InfoCard title={payoutsTh.recipientTitle} className="mt-4">
      {recipient.isError ? (
        <Alert>
          {payoutsTh.recipientFailed}: {apiMessage(recipient.error)}
        </Alert>
      ) : recipient.isPending ? (
        <p className="text-sm text-slate-500">{adminTh.loading}</p>
      ) : (
        <PayoutRecipientFields recipient={recipient.data} />
      )}
      {allows(role, access.payouts) && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          loading={refresh.isPending}
          onClick={() =>
            refresh.mutate(undefined, { onSuccess: () => toast.success(payoutsTh.recipientRefreshed) })
          }
        >
          {payoutsTh.refreshRecipient}
        </Button>
      )}
    </InfoCard>
  );
};
