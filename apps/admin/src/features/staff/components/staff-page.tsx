import {
  type CreateStaffRequest,
  createStaffRequestSchema,
  type StaffAccount,
  type StaffAccountAction,
} from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { Table, Td, Th } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatDateTime } from '../../../lib/format';
import { staffAdminTh } from '../../../messages/staff';
import { adminTh, roleLabel } from '../../../messages/th';
import { useStaffAction } from '../api/act-on-staff';
import { useCreateStaff } from '../api/create-staff';
import { useStaff } from '../api/get-staff';
import { PasswordResetDialog, RoleDialog, roleOptions } from './staff-account-dialogs';
import { StaffSecurityPanel } from './staff-security-panel';

type ConfirmAction = Exclude<StaffAccountAction, 'role' | 'password-reset'>;
const actionCopy: Record<ConfirmAction, { title: string; body: string; done: string; danger: boolean }> = {
  disable: {
    title: adminTh.disableStaff,
    body: adminTh.disableStaffBody,
    done: adminTh.staffDisabled,
    danger: true,
  },
  enable: {
    title: adminTh.enableStaff,
    body: adminTh.enableStaffBody,
    done: adminTh.staffEnabled,
    danger: false,
  },
  'totp/reset': {
    title: adminTh.resetTotp,
    body: adminTh.resetTotpBody,
    done: adminTh.totpReset,
    danger: true,
  },
};

const StaffActionDialog = ({
  account,
  action,
  onClose,
}: {
  account: StaffAccount;
  action: ConfirmAction;
  onClose: () => void;
}) => {
  const mutation = useStaffAction();
  const copy = actionCopy[action];
  return (
    <ActionDialog
      onClose={onClose}
      title={copy.title}
      description={fill(copy.body, { name: account.username })}
      confirmLabel={copy.title}
      tone={copy.danger ? 'danger' : 'primary'}
      mutation={mutation}
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate(
          { id: account.id, action },
          {
            onSuccess: () => {
              toast.success(copy.done);
              onClose();
            },
          },
        );
      }}
    />
  );
};

const CreateStaffDialog = ({ onClose }: { onClose: () => void }) => {
  const mutation = useCreateStaff();
  const form = useForm<z.input<typeof createStaffRequestSchema>, unknown, CreateStaffRequest>({
    resolver: zodResolver(createStaffRequestSchema),
    // No role preselected: the owner chooses (an owner account by a slip of Enter is the risk).
    defaultValues: { username: '', password: '', role: '' as CreateStaffRequest['role'] },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    await mutation.mutateAsync(body);
    toast.success(adminTh.staffAdded);
    onClose();
  });
  return (
    <ActionDialog
      onClose={onClose}
      title={adminTh.addStaff}
      description={adminTh.addStaffBody}
      confirmLabel={adminTh.addStaff}
      mutation={mutation}
      onSubmit={formSubmit(submit)}
    >
      <TextField
        label={adminTh.username}
        autoComplete="off"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label={adminTh.password}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <SelectField
        label={adminTh.role}
        options={roleOptions}
        error={errors.role?.message}
        {...form.register('role')}
      />
    </ActionDialog>
  );
};

const columns = [
  adminTh.colUsername,
  adminTh.colRole,
  adminTh.colTotp,
  adminTh.colAccountStatus,
  adminTh.colLastLogin,
  adminTh.actions,
];

/**
 * Staff accounts (owner): who has which role, TOTP and last login; disable (ends their sessions at
 * once), enable, reset a lost TOTP, add an account. An owner's own row offers nothing: the server
 * refuses those on oneself.
 */
export const StaffPage = () => {
  const me = useMe();
  const staff = useStaff();
  const [open, setOpen] = useState<{ account: StaffAccount; action: StaffAccountAction } | 'create'>();
  const opened = open && open !== 'create' ? open : undefined;
  const close = () => setOpen(undefined);

  return (
    <div>
      <PageHeader
        title={adminTh.pageStaff}
        actions={<Button onClick={() => setOpen('create')}>{adminTh.addStaff}</Button>}
      />
      <div className="mb-4">
        <StaffSecurityPanel />
      </div>
      {staff.isError && <Alert className="mb-3">{apiMessage(staff.error)}</Alert>}
      {!staff.data ? (
        !staff.isError && <Spinner />
      ) : (
        <Table label={adminTh.pageStaff}>
          <thead>
            <tr>
              {columns.map((label) => (
                <Th key={label}>{label}</Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {staff.data.map((account) => {
              const self = account.id === me.data?.id;
              const actions: ConfirmAction[] = self
                ? []
                : [
                    account.disabled ? 'enable' : 'disable',
                    ...(account.totpEnabled ? ['totp/reset' as const] : []),
                  ];
              return (
                <tr key={account.id} data-testid={`staff-${account.username}`}>
                  <Td className="font-semibold">
                    {account.username}{' '}
                    {self && <span className="font-normal text-slate-500">{adminTh.you}</span>}
                  </Td>
                  <Td>{roleLabel[account.role]}</Td>
                  <Td>
                    <Badge tone={account.totpEnabled ? 'success' : 'warning'}>
                      {account.totpEnabled ? adminTh.totpOn : adminTh.totpOff}
                    </Badge>
                  </Td>
                  <Td>
                    <Badge tone={account.disabled ? 'danger' : 'success'}>
                      {account.disabled ? adminTh.accountDisabled : adminTh.accountActive}
                    </Badge>
                  </Td>
                  <Td className="whitespace-nowrap">
                    {account.lastLoginAt ? formatDateTime(account.lastLoginAt) : adminTh.never}
                  </Td>
                  <Td>
                    <div className="flex gap-2">
                      {actions.map((action) => (
                        <Button
                          key={action}
                          size="sm"
                          variant={action === 'enable' ? 'primary' : 'secondary'}
                          onClick={() => setOpen({ account, action })}
                        >
                          {actionCopy[action].title}
                        </Button>
                      ))}
                      {!self && (
                        <>
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => setOpen({ account, action: 'role' })}
                          >
                            {staffAdminTh.changeRole}
                          </Button>
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => setOpen({ account, action: 'password-reset' })}
                          >
                            {staffAdminTh.resetPassword}
                          </Button>
                        </>
                      )}
                    </div>
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      {open === 'create' && <CreateStaffDialog onClose={close} />}
      {opened?.action === 'role' && (
        <RoleDialog key={opened.account.id} account={opened.account} onClose={close} />
      )}
      {opened?.action === 'password-reset' && (
        <PasswordResetDialog key={opened.account.id} account={opened.account} onClose={close} />
      )}
      {opened && opened.action !== 'role' && opened.action !== 'password-reset' && (
        <StaffActionDialog
          key={opened.account.id}
          account={opened.account}
          action={opened.action}
          onClose={close}
        />
      )}
    </div>
  );
};
