import {
  type AdminMemberDetail,
  adjustmentDirections,
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
import { TextField } from '../../../components/ui/text-field';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatBaht } from '../../../lib/format';
import { adjustmentDirectionLabel, membersTh } from '../../../messages/members';
import { useMemberAdjustment } from '../api/adjust-member-wallet';
import { ReasonField } from './member-parts';

/** The server's rules: a positive amount with at most two decimals, a direction, a reason. */
const adjustmentFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .refine((value) => positiveAmountInputSchema.safeParse(value).success, th.amountInvalid),
  direction: z.enum(adjustmentDirections, { error: membersTh.directionRequired }),
  reason: memberLockRequestSchema.shape.reason,
});

type AdjustmentForm = z.input<typeof adjustmentFormSchema>;

/**
 * Credits or debits the member's wallet by hand (owner, finance). The dialog makes ONE
 * Idempotency-Key when it opens and sends it with every attempt: a double click, or a retry after
 * the answer was lost, moves the money once (the server replays the first result; a changed amount
 * under the same key is refused). A new opening is a new adjustment with a new key.
 */
export const MemberAdjustmentDialog = ({
  member,
  onClose,
}: {
  member: AdminMemberDetail;
  onClose: () => void;
}) => {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const mutation = useMemberAdjustment();
  const form = useForm<AdjustmentForm, unknown, z.output<typeof adjustmentFormSchema>>({
    resolver: zodResolver(adjustmentFormSchema),
    defaultValues: { amount: '', reason: '' },
  });
  const directionError = form.formState.errors.direction?.message;
  const submit = form.handleSubmit(async (body) => {
    const result = await mutation.mutateAsync({ id: member.id, body, idempotencyKey });
    toast.success(
      result.status === 'PENDING'
        ? fill(membersTh.adjustPending, { amount: formatBaht(result.amount) })
        : fill(membersTh.adjusted, { balance: formatBaht(result.balance) }),
    );
    onClose();
  });
  return (
    <ActionDialog
      onClose={onClose}
      title={membersTh.adjustTitle}
      description={fill(membersTh.adjustBody, {
        member: `${member.name} (${member.phone})`,
        balance: formatBaht(member.wallet.balance),
      })}
      confirmLabel={membersTh.adjust}
      mutation={mutation}
      onSubmit={formSubmit(submit)}
    >
      <fieldset aria-invalid={directionError ? true : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-700">{membersTh.direction}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {adjustmentDirections.map((direction) => (
            <label key={direction} className="flex items-center gap-2 text-base text-slate-900">
              <input
                type="radio"
                value={direction}
                className="size-4 accent-brand-700"
                {...form.register('direction')}
              />
              {adjustmentDirectionLabel[direction]}
            </label>
          ))}
        </div>
        {directionError && (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {directionError}
          </p>
        )}
      </fieldset>
      <TextField
        label={membersTh.amount}
        hint={membersTh.amountHint}
        inputMode="decimal"
        autoComplete="off"
        error={form.formState.errors.amount?.message}
        {...form.register('amount')}
      />
      <ReasonField error={form.formState.errors.reason?.message} {...form.register('reason')} />
    </ActionDialog>
  );
};
