import {
  type AdminMemberDetail,
  memberAccountKinds,
  memberLockRequestSchema,
  memberPasswordResetRequestSchema,
  setMemberAccountKindRequestSchema,
  th,
} from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatDateTime } from '../../../lib/format';
import { accountKindLabel, membersTh } from '../../../messages/members';
import { type MemberLockAction, useMemberLock } from '../api/lock-member';
import { useMemberPasswordReset } from '../api/reset-member-password';
import { useSetMemberAccountKind } from '../api/set-account-kind';
import { ReasonField } from './member-parts';

type DialogProps = { member: AdminMemberDetail; onClose: () => void };

const lockCopy = {
  lock: {
    title: membersTh.lockTitle,
    body: membersTh.lockBody,
    confirm: membersTh.lock,
    done: th.memberLocked,
    tone: 'danger',
  },
  unlock: {
    title: membersTh.unlockTitle,
    body: membersTh.unlockBody,
    confirm: membersTh.unlock,
    done: th.memberUnlocked,
    tone: 'primary',
  },
} as const;

type ReasonForm = z.input<typeof memberLockRequestSchema>;

/**
 * Locks (every session ends at once, no login until unlocked) or unlocks a member; both need a
 * reason, kept in the audit log and, for a lock, shown on the member's page.
 */
export const MemberLockDialog = ({ member, action, onClose }: DialogProps & { action: MemberLockAction }) => {
  const mutation = useMemberLock();
  const form = useForm<ReasonForm, unknown, z.output<typeof memberLockRequestSchema>>({
    resolver: zodResolver(memberLockRequestSchema),
    defaultValues: { reason: '' },
  });
  const copy = lockCopy[action];
  const submit = form.handleSubmit(async ({ reason }) => {
    await mutation.mutateAsync({ id: member.id, action, reason });
    toast.success(copy.done);
    onClose();
  });
  return (
    <ActionDialog
      onClose={onClose}
      title={copy.title}
      description={fill(copy.body, { member: `${member.name} (${member.phone})` })}
      confirmLabel={copy.confirm}
      tone={copy.tone}
      mutation={mutation}
      onSubmit={formSubmit(submit)}
    >
      <ReasonField error={form.formState.errors.reason?.message} {...form.register('reason')} />
    </ActionDialog>
  );
};

/**
 * Sends the member a one-time code by SMS to set a new password, with the reason (audited); staff
 * never see the code. A refusal — the SMS limits a member's OTP has (60 s per phone, 5 an hour, per
 * address, the site's hourly budget), or the gateway — shows in the dialog in the server's Thai.
 */
export const MemberPasswordResetDialog = ({ member, onClose }: DialogProps) => {
  const mutation = useMemberPasswordReset();
  const form = useForm<ReasonForm, unknown, z.output<typeof memberPasswordResetRequestSchema>>({
    resolver: zodResolver(memberPasswordResetRequestSchema),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(async ({ reason }) => {
    const { expiresAt } = await mutation.mutateAsync({ id: member.id, reason });
    toast.success(
      fill(membersTh.resetPasswordSent, { phone: member.phone, time: formatDateTime(expiresAt) }),
    );
    onClose();
  });
  return (
    <ActionDialog
      onClose={onClose}
      title={membersTh.resetPasswordTitle}
      description={fill(membersTh.resetPasswordBody, { phone: member.phone, name: member.name })}
      confirmLabel={membersTh.resetPassword}
      mutation={mutation}
      onSubmit={formSubmit(submit)}
    >
      <ReasonField error={form.formState.errors.reason?.message} {...form.register('reason')} />
    </ActionDialog>
  );
};

type AccountKindForm = z.input<typeof setMemberAccountKindRequestSchema>;

/**
 * The owner sets what an account is: a member's own, the house's or a staff member's. Only `MEMBER`
 * accounts may shoot Yeekee; the server refuses the change for an account that has already shot.
 */
export const MemberAccountKindDialog = ({ member, onClose }: DialogProps) => {
  const mutation = useSetMemberAccountKind();
  const current = member.accountKind;
  const form = useForm<AccountKindForm, unknown, z.output<typeof setMemberAccountKindRequestSchema>>({
    resolver: zodResolver(
      setMemberAccountKindRequestSchema.refine(({ kind }) => kind !== current, {
        message: membersTh.accountKindSame,
        path: ['kind'],
      }),
    ),
    defaultValues: { kind: current ?? 'MEMBER' },
  });
  const submit = form.handleSubmit(async ({ kind }) => {
    await mutation.mutateAsync({ id: member.id, kind });
    toast.success(fill(membersTh.accountKindSet, { kind: accountKindLabel[kind] }));
    onClose();
  });
  return (
    <ActionDialog
      onClose={onClose}
      title={membersTh.setAccountKindTitle}
      description={fill(membersTh.setAccountKindBody, { member: `${member.name} (${member.phone})` })}
      confirmLabel={membersTh.setAccountKind}
      mutation={mutation}
      onSubmit={formSubmit(submit)}
    >
      <SelectField
        label={membersTh.accountKindField}
        error={form.formState.errors.kind?.message}
        options={memberAccountKinds.map((kind) => ({ value: kind, label: accountKindLabel[kind] }))}
        {...form.register('kind')}
      />
    </ActionDialog>
  );
};
