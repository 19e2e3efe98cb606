import { type AdminRoundDetail, cancelRoundRequestSchema } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { TextField } from '../../../components/ui/text-field';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatDateTime } from '../../../lib/format';
import { lotteryTh } from '../../../messages/lottery';
import { adminTh } from '../../../messages/th';
import { useRoundAction } from '../api/round-actions';

/** The round calls that only need a confirmation (and, to cancel, a reason). */
export type ConfirmedRoundAction = 'close' | 'resultVoid' | 'cancel';

const copy = {
  close: {
    label: lotteryTh.closeEarly,
    title: lotteryTh.closeEarlyTitle,
    done: lotteryTh.closed,
    tone: 'primary',
  },
  resultVoid: {
    label: lotteryTh.voidResult,
    title: lotteryTh.voidResultTitle,
    done: lotteryTh.voided,
    tone: 'danger',
  },
  cancel: {
    label: lotteryTh.cancelRound,
    title: lotteryTh.cancelRoundTitle,
    done: lotteryTh.cancelled,
    tone: 'danger',
  },
} as const;

export const roundActionLabel = (action: ConfirmedRoundAction) => copy[action].label;

type Fields = { reason: string };
const schemas: Record<ConfirmedRoundAction, z.ZodType<Fields, Fields>> = {
  close: z.object({ reason: z.string() }),
  resultVoid: z.object({ reason: z.string() }),
  cancel: cancelRoundRequestSchema,
};

/** Close early, void the entered result, or cancel the round (with a reason), behind a confirmation. */
export const RoundActionDialog = ({
  round,
  action,
  onClose,
}: {
  round: AdminRoundDetail;
  action: ConfirmedRoundAction;
  onClose: () => void;
}) => {
  const mutation = useRoundAction(round.roundCode);
  const form = useForm<Fields>({ resolver: zodResolver(schemas[action]), defaultValues: { reason: '' } });
  const description = {
    close: fill(lotteryTh.closeEarlyBody, {
      roundCode: round.roundCode,
      closeAt: formatDateTime(round.closeAt),
    }),
    resultVoid: lotteryTh.voidResultBody,
    cancel: fill(lotteryTh.cancelRoundBody, { count: round.money.pendingBills }),
  }[action];

  const submit = form.handleSubmit(async ({ reason }) => {
    await mutation.mutateAsync(action === 'cancel' ? { action, reason } : { action });
    toast.success(copy[action].done);
    onClose();
  });

  return (
    <ActionDialog
      onClose={onClose}
      title={copy[action].title}
      description={description}
      confirmLabel={copy[action].label}
      tone={copy[action].tone}
      mutation={mutation}
      onSubmit={formSubmit(submit)}
    >
      {action === 'cancel' && (
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
