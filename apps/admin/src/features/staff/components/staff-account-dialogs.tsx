import {
  type StaffAccount,
  type StaffRoleChangeRequest,
  staffRoleChangeRequestSchema,
  staffRoleValues,
} from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { ShownOnceDialog } from '../../../components/ui/shown-once-dialog';
import { formSubmit } from '../../../lib/form-submit';
import { fill } from '../../../lib/format';
import { staffAdminTh } from '../../../messages/staff';
import { roleLabel } from '../../../messages/th';
import { useChangeStaffRole, useResetStaffPassword } from '../api/change-staff';

/** The roles as select options, after a placeholder: the owner must choose one. */
export const roleOptions = [
  { value: '', label: staffAdminTh.chooseRole },
  ...staffRoleValues.map((role) => ({ value: role, label: roleLabel[role] })),
];

/** Owner: another account's role (the server refuses one's own and an unchanged role). */
export const RoleDialog = ({ account, onClose }: { account: StaffAccount; onClose: () => void }) => {
  const mutation = useChangeStaffRole();
  const form = useForm<z.input<typeof staffRoleChangeRequestSchema>, unknown, StaffRoleChangeRequest>({
    resolver: zodResolver(staffRoleChangeRequestSchema),
    defaultValues: { role: '' as StaffRoleChangeRequest['role'] },
  });
  const submit = form.handleSubmit(async ({ role }) => {
    await mutation.mutateAsync({ id: account.id, role });
    toast.success(staffAdminTh.roleChanged);
    onClose();
  });
  return (
    <ActionDialog
      onClose={onClose}
      title={staffAdminTh.changeRole}
      description={fill(staffAdminTh.changeRoleBody, {
        name: account.username,
        role: roleLabel[account.role],
      })}
      confirmLabel={staffAdminTh.changeRole}
      mutation={mutation}
      onSubmit={formSubmit(submit)}
    >
      <SelectField
        label={staffAdminTh.newRole}
        options={roleOptions}
        error={form.formState.errors.role?.message}
        {...form.register('role')}
      />
    </ActionDialog>
  );
};

/**
 * Owner: a generated password for another account (its sessions end). The confirmation turns into
 * the one showing of the password, closed only by "I have copied it"; closing forgets the password.
 */
export const PasswordResetDialog = ({ account, onClose }: { account: StaffAccount; onClose: () => void }) => {
  const mutation = useResetStaffPassword();
  if (mutation.data) {
    return (
      <ShownOnceDialog
        title={fill(staffAdminTh.newPasswordOnce, { name: account.username })}
        warning={staffAdminTh.newPasswordHint}
        copyText={mutation.data.password}
        onAcknowledge={onClose}
      >
        <output
          data-testid="staff-new-password"
          className="rounded-md bg-slate-100 px-3 py-2 font-mono text-lg tracking-wider select-all"
        >
          {mutation.data.password}
        </output>
      </ShownOnceDialog>
    );
  }
  return (
    <ActionDialog
      onClose={onClose}
      title={staffAdminTh.resetPassword}
      description={fill(staffAdminTh.resetPasswordBody, { name: account.username })}
      confirmLabel={staffAdminTh.resetPassword}
      tone="danger"
      mutation={mutation}
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate(account.id);
      }}
    />
  );
};
