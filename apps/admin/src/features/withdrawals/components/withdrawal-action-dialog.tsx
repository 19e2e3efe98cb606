import { type AdminWithdrawal, markPaidRequestSchema, rejectRequestSchema } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { TextField } from '../../../components/ui/text-field';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatBaht } from '../../../lib/format';
import { adminTh } from '../../../messages/th';
import { useWithdrawalAction } from '../api/act-on-withdrawal';

export type WithdrawalDialogAction = 'approve' | 'paid' | 'reject';

type Fields = { bankRef?: string; reason?: string };

/** Each action's body schema from contracts: the form checks what the server will. */
const schemas: Record<WithdrawalDialogAction, z.ZodType<Fields, Fields>> = {
  approve: z.object({}),
  paid: markPaidRequestSchema,
  reject: rejectRequestSchema,
};

const copy = {
  approve: { title: adminTh.approveTitle, confirm: adminTh.approve, done: adminTh.approved, tone: 'primary' },
  paid: {
    title: adminTh.markPaidTitle,
    confirm: adminTh.markPaid,
    done: adminTh.markedPaid,
    tone: 'primary',
  },
  reject: { title: adminTh.rejectTitle, confirm: adminTh.reject, done: adminTh.rejected, tone: 'danger' },
} as const;

/**
 * Confirms approve, paid (with the bank reference from the transfer slip) or reject (with a reason,
 * the money goes back to the member). The server's refusal stays in the dialog.
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
  const description = {
    approve: fill(adminTh.approveBody, { ref: withdrawal.paymentRef, member, amount }),
    paid: fill(adminTh.markPaidBody, {
      amount,
      bank: withdrawal.member.bankName,
      account: withdrawal.member.accountNumber,
      member: withdrawal.member.name,
    }),
    reject: fill(adminTh.rejectBody, { amount, member }),
  }[action];

  const submit = form.handleSubmit(async ({ bankRef = '', reason = '' }) => {
    const input =
      action === 'approve'
        ? ({ action } as const)
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
      confirmLabel={copy[action].confirm}
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
