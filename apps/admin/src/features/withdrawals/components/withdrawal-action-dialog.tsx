import { type AdminWithdrawal, markPaidRequestSchema, rejectRequestSchema } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { TextField } from '../../../components/ui/text-field';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatBaht } from '../../../lib/format';
import { payoutsTh } from '../../../messages/payouts';
import { adminTh } from '../../../messages/th';
import { useWithdrawalAction } from '../api/act-on-withdrawal';
import { actionLabel, type WithdrawalDialogAction } from '../model/withdrawal-actions';

type Fields = { bankRef?: string; reason?: string };

/** Each action's body schema from contracts: the form checks what the server will. */
const schemas: Record<WithdrawalDialogAction, z.ZodType<Fields, Fields>> = {
  approve: z.object({}),
  paid: markPaidRequestSchema,
  reject: rejectRequestSchema,
  retry: z.object({}),
};

const copy = {
  approve: { title: adminTh.approveTitle, done: adminTh.approved, tone: 'primary' },
  paid: { title: adminTh.markPaidTitle, done: adminTh.markedPaid, tone: 'primary' },
  reject: { title: adminTh.rejectTitle, done: adminTh.rejected, tone: 'danger' },
  retry: { title: payoutsTh.retryTitle, done: payoutsTh.retried, tone: 'primary' },
} as const;

/**
 * Confirms approve, paid (with the bank reference from the transfer slip), reject (with a reason,
 * the money goes back to the member) or retry (a new transfer at the payout provider). The server's
 * refusal stays in the dialog (kill switch off, recipient not verified, another staff member first).
 */
export const WithdrawalActionDialog = ({
  withdrawal,
  action,
  onClose,
}: {
  withdrawal: AdminWithdrawal;
  action: WithdrawalDialogAction;
  onClose: () => void;
}) => {
  const mutation = useWithdrawalAction();
  const form = useForm<Fields>({
    resolver: zodResolver(schemas[action]),
    defaultValues: { bankRef: '', reason: '' },
  });
  const member = `${withdrawal.member.name} (${withdrawal.member.phone})`;
  const amount = formatBaht(withdrawal.amount);
  const account = {
    amount,
    bank: withdrawal.member.bankName,
    account: withdrawal.member.accountNumber,
    member: withdrawal.member.name,
  };
  const description = {
    approve: fill(adminTh.approveBody, { ref: withdrawal.paymentRef, member, amount }),
    paid: fill(withdrawal.status === 'FAILED' ? payoutsTh.markPaidFailedBody : adminTh.markPaidBody, account),
    reject: fill(adminTh.rejectBody, { amount, member }),
    retry: fill(payoutsTh.retryBody, account),
  }[action];

  const submit = form.handleSubmit(async ({ bankRef = '', reason = '' }) => {
    const input =
      action === 'approve' || action === 'retry'
        ? { action }
        : action === 'paid'
          ? ({ action, bankRef } as const)
          : ({ action, reason } as const);
    await mutation.mutateAsync({ id: withdrawal.id, input });
    toast.success(copy[action].done);
    onClose();
  });

  return (
    <ActionDialog
      onClose={onClose}
      title={copy[action].title}
      description={description}
      confirmLabel={actionLabel(action, withdrawal.status)}
      tone={copy[action].tone}
      mutation={mutation}
      onSubmit={formSubmit(submit)}
    >
      {action === 'paid' && (
        <TextField
          label={adminTh.bankRef}
          autoComplete="off"
          error={form.formState.errors.bankRef?.message}
          {...form.register('bankRef')}
        />
      )}
      {action === 'reject' && (
        <TextField
          label={adminTh.reason}
          autoComplete="off"
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
      )}
    </ActionDialog>
  );
};
