import {
  type AdminMemberDetail,
  memberLockRequestSchema,
  positiveAmountInputSchema,
  th,
} from '@chokdee/contracts';
import { newIdempotencyKey } from '@chokdee/http-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatBaht } from '../../../lib/format';
import { receivablesTh } from '../../../messages/receivables';
import { useWriteOff } from '../api/member-receivable';
import { AmountField, ReasonField } from './member-parts';

/** Blank amount: all of it; else a positive amount with at most two decimals. And a reason. */
const writeOffFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .refine((value) => value === '' || positiveAmountInputSchema.safeParse(value).success, th.amountInvalid),
  reason: memberLockRequestSchema.shape.reason,
});
type WriteOffForm = z.input<typeof writeOffFormSchema>;

/**
 * The owner writes off (part of) what a member owes. ONE Idempotency-Key per opening, sent with
 * every attempt: a double click or a retry writes off once.
 */
export const WriteOffDialog = ({
  member,
  owed,
  onClose,
}: {
  member: AdminMemberDetail;
  owed: string;
  onClose: () => void;
}) => {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const mutation = useWriteOff();
  const form = useForm<WriteOffForm, unknown, z.output<typeof writeOffFormSchema>>({
    resolver: zodResolver(writeOffFormSchema),
    defaultValues: { amount: '', reason: '' },
  });
  const submit = form.handleSubmit(async ({ amount, reason }) => {
    const result = await mutation.mutateAsync({
      memberId: member.id,
      body: { reason, ...(amount ? { amount } : {}) },
      idempotencyKey,
    });
    toast.success(
      fill(receivablesTh.writtenOff, {
        amount: formatBaht(result.writtenOff),
        owed: formatBaht(result.owed),
      }),
    );
    onClose();
  });
  return (
    <ActionDialog
      onClose={onClose}
      title={receivablesTh.writeOffTitle}
      description={fill(receivablesTh.writeOffBody, {
        member: `${member.name} (${member.phone})`,
        owed: formatBaht(owed),
      })}
      confirmLabel={receivablesTh.writeOff}
      mutation={mutation}
      onSubmit={formSubmit(submit)}
    >
      <AmountField
        label={receivablesTh.amount}
        hint={receivablesTh.amountHint}
        error={form.formState.errors.amount?.message}
        {...form.register('amount')}
      />
      <ReasonField error={form.formState.errors.reason?.message} {...form.register('reason')} />
    </ActionDialog>
  );
};
