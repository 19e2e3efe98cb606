import {
  type AdminStatementLine,
  type AssignStatementLineRequest,
  digitsOnly,
  dismissStatementLineRequestSchema,
  staffTh,
} from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { TextField } from '../../../components/ui/text-field';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatBaht } from '../../../lib/format';
import { adminTh } from '../../../messages/th';
import { useAssignStatementLine } from '../api/assign-statement-line';
import { useDismissStatementLine } from '../api/dismiss-statement-line';

/** What staff type to name the member: a phone (separators allowed) or a member id. */
const assignFormSchema = z.object({
  memberRef: z
    .string()
    .trim()
    .transform((value, ctx): AssignStatementLineRequest => {
      if (/^[\d\s-]+$/.test(value) && /^0\d{9}$/.test(digitsOnly(value))) return { phone: digitsOnly(value) };
      if (z.uuid().safeParse(value).success) return { memberId: value.toLowerCase() };
      ctx.addIssue({ code: 'custom', message: staffTh.memberRefInvalid });
      return z.NEVER;
    }),
});

type DialogProps = { line: AdminStatementLine; onClose: () => void };

const lineSummary = (line: AdminStatementLine) => ({ amount: formatBaht(line.amount), name: line.fromName });

/** Credits an unmatched line to the member staff name by phone or id. */
export const AssignDialog = ({ line, onClose }: DialogProps) => {
  const mutation = useAssignStatementLine();
  const form = useForm<z.input<typeof assignFormSchema>, unknown, z.output<typeof assignFormSchema>>({
    resolver: zodResolver(assignFormSchema),
    defaultValues: { memberRef: '' },
  });
  const submit = form.handleSubmit(async ({ memberRef }) => {
    const { paymentRef } = await mutation.mutateAsync({ id: line.id, target: memberRef });
    toast.success(fill(adminTh.assigned, { ref: paymentRef }));
    onClose();
  });
  return (
    <ActionDialog
      onClose={onClose}
      title={adminTh.assignTitle}
      description={fill(adminTh.assignBody, lineSummary(line))}
      confirmLabel={adminTh.assign}
      mutation={mutation}
      onSubmit={formSubmit(submit)}
    >
      <TextField
        label={adminTh.memberRef}
        hint={adminTh.memberRefHint}
        autoComplete="off"
        error={form.formState.errors.memberRef?.message}
        {...form.register('memberRef')}
      />
    </ActionDialog>
  );
};

/** Sets an unmatched line aside (not a member's deposit) with a reason. */
export const DismissDialog = ({ line, onClose }: DialogProps) => {
  const mutation = useDismissStatementLine();
  const form = useForm<
    z.input<typeof dismissStatementLineRequestSchema>,
    unknown,
    z.output<typeof dismissStatementLineRequestSchema>
  >({
    resolver: zodResolver(dismissStatementLineRequestSchema),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(async ({ reason }) => {
    await mutation.mutateAsync({ id: line.id, reason });
    toast.success(adminTh.dismissed);
    onClose();
  });
  return (
    <ActionDialog
      onClose={onClose}
      title={adminTh.dismissTitle}
      description={fill(adminTh.dismissBody, lineSummary(line))}
      confirmLabel={adminTh.dismiss}
      tone="danger"
      mutation={mutation}
      onSubmit={formSubmit(submit)}
    >
      <TextField
        label={adminTh.reason}
        autoComplete="off"
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
    </ActionDialog>
  );
};
