import {
  type AdminMemberRow,
  type AdminStatementLine,
  digitsOnly,
  dismissStatementLineRequestSchema,
  staffTh,
} from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { TextField } from '../../../components/ui/text-field';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatBaht } from '../../../lib/format';
import { memberStatusLabel } from '../../../messages/members';
import { adminTh } from '../../../messages/th';
import { useAssignStatementLine } from '../api/assign-statement-line';
import { useDismissStatementLine } from '../api/dismiss-statement-line';
import { findMember } from '../api/find-member';

/** What staff type to name the member: a phone (separators allowed) or a member id. */
const assignFormSchema = z.object({
  memberRef: z
    .string()
    .trim()
    .transform((value, ctx): { phone: string } | { memberId: string } => {
      if (/^[\d\s-]+$/.test(value) && /^0\d{9}$/.test(digitsOnly(value))) return { phone: digitsOnly(value) };
      if (z.uuid().safeParse(value).success) return { memberId: value.toLowerCase() };
      ctx.addIssue({ code: 'custom', message: staffTh.memberRefInvalid });
      return z.NEVER;
    }),
});

type DialogProps = { line: AdminStatementLine; onClose: () => void };

const lineSummary = (line: AdminStatementLine) => ({ amount: formatBaht(line.amount), name: line.fromName });

/**
 * Credits an unmatched line in two steps: staff name the member by phone or id and see who it is
 * (name, phone, bank account, status, balance), then confirm; the credit goes to that member's id.
 */
export const AssignDialog = ({ line, onClose }: DialogProps) => {
  const mutation = useAssignStatementLine();
  const [found, setFound] = useState<AdminMemberRow>();
  const [notFound, setNotFound] = useState<string>();
  const [looking, setLooking] = useState(false);
  const form = useForm<z.input<typeof assignFormSchema>, unknown, z.output<typeof assignFormSchema>>({
    resolver: zodResolver(assignFormSchema),
    defaultValues: { memberRef: '' },
  });
  const submit = form.handleSubmit(async ({ memberRef }) => {
    if (!found) {
      setLooking(true);
      try {
        const member = await findMember(memberRef);
        setFound(member);
        setNotFound(
          member
            ? undefined
            : 'phone' in memberRef
              ? fill(adminTh.memberPhoneNotFound, { phone: memberRef.phone })
              : adminTh.memberIdNotFound,
        );
      } finally {
        setLooking(false);
      }
      return;
    }
    const { paymentRef } = await mutation.mutateAsync({ id: line.id, target: { memberId: found.id } });
    toast.success(fill(adminTh.assigned, { ref: paymentRef }));
    onClose();
  });
  const field = form.register('memberRef');
  return (
    <ActionDialog
      onClose={onClose}
      title={adminTh.assignTitle}
      description={fill(adminTh.assignBody, lineSummary(line))}
      confirmLabel={found ? adminTh.assignConfirm : adminTh.findMember}
      mutation={{ isPending: mutation.isPending || looking, error: mutation.error }}
      onSubmit={formSubmit(submit)}
    >
      <TextField
        label={adminTh.memberRef}
        hint={adminTh.memberRefHint}
        autoComplete="off"
        error={form.formState.errors.memberRef?.message ?? notFound}
        {...field}
        onChange={(event) => {
          // A changed phone or id is a new search: nothing is credited to the member shown before.
          setFound(undefined);
          setNotFound(undefined);
          return field.onChange(event);
        }}
      />
      {found && (
        <dl
          data-testid="assign-member"
          className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 rounded-md bg-slate-50 p-3 text-sm"
        >
          <dt className="text-slate-500">{adminTh.assignMemberName}</dt>
          <dd className="font-semibold">{found.name}</dd>
          <dt className="text-slate-500">{adminTh.assignMemberPhone}</dt>
          <dd>{found.phone}</dd>
          <dt className="text-slate-500">{adminTh.assignMemberBank}</dt>
          <dd>{found.bank ? `${found.bank.name} ${found.bank.accountNumber}` : '-'}</dd>
          <dt className="text-slate-500">{adminTh.assignMemberStatus}</dt>
          <dd>{memberStatusLabel[found.status]}</dd>
          <dt className="text-slate-500">{adminTh.assignMemberBalance}</dt>
          <dd>{formatBaht(found.balance)}</dd>
        </dl>
      )}
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
