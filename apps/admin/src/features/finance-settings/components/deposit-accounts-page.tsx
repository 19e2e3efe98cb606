import {
  type AdminDepositAccount,
  type CreateDepositAccountRequest,
  createDepositAccountRequestSchema,
  type NewDepositAccount,
  type ToggleAction,
} from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { SelectField } from '../../../components/ui/select-field';
import { Td } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { access, allows } from '../../../config/access';
import { useBanks } from '../../../lib/api/get-banks';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatDateTime } from '../../../lib/format';
import { financeSettingsTh as th } from '../../../messages/finance-settings';
import { adminTh } from '../../../messages/th';
import { useAddDepositAccount, useDepositAccounts, useToggleDepositAccount } from '../api/deposit-accounts';

/** Adds an account: bank, number and name, and a PromptPay id if members may pay by QR. */
const AddAccountDialog = ({ onClose }: { onClose: () => void }) => {
  const banks = useBanks();
  const mutation = useAddDepositAccount();
  const form = useForm<CreateDepositAccountRequest, unknown, NewDepositAccount>({
    resolver: zodResolver(createDepositAccountRequestSchema),
    defaultValues: { bankCode: '', accountNumber: '', accountName: '', promptPayId: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    await mutation.mutateAsync(body);
    toast.success(th.accountAdded);
    onClose();
  });
  return (
    <ActionDialog
      onClose={onClose}
      title={th.addAccount}
      description={th.addAccountBody}
      confirmLabel={th.addAccount}
      mutation={mutation}
      onSubmit={formSubmit(submit)}
    >
      <SelectField
        label={th.bank}
        error={errors.bankCode?.message}
        options={[
          { value: '', label: th.chooseBank },
          ...(banks.data ?? [])
            .filter((bank) => bank.enabled)
            .map((bank) => ({ value: bank.code, label: bank.bankName })),
        ]}
        {...form.register('bankCode')}
      />
      <TextField
        label={th.accountNumber}
        inputMode="numeric"
        autoComplete="off"
        error={errors.accountNumber?.message}
        {...form.register('accountNumber')}
      />
      <TextField
        label={th.accountName}
        autoComplete="off"
        error={errors.accountName?.message}
        {...form.register('accountName')}
      />
      <TextField
        label={th.promptPayId}
        inputMode="numeric"
        autoComplete="off"
        hint={th.promptPayIdHint}
        error={errors.promptPayId?.message}
        {...form.register('promptPayId')}
      />
    </ActionDialog>
  );
};

const toggleCopy: Record<ToggleAction, { title: string; body: string; done: string }> = {
  enable: { title: th.showAccount, body: th.showAccountBody, done: th.accountShown },
  disable: { title: th.hideAccount, body: th.hideAccountBody, done: th.accountHidden },
};

const ToggleAccountDialog = ({
  account,
  action,
  onClose,
}: {
  account: AdminDepositAccount;
  action: ToggleAction;
  onClose: () => void;
}) => {
  const mutation = useToggleDepositAccount();
  const copy = toggleCopy[action];
  return (
    <ActionDialog
      onClose={onClose}
      title={copy.title}
      description={fill(copy.body, { bank: account.bankName, account: account.accountNumber })}
      confirmLabel={copy.title}
      tone={action === 'disable' ? 'danger' : 'primary'}
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

const columns = [
  th.colBank,
  th.colAccountNumber,
  th.colAccountName,
  th.colType,
  th.colVisibility,
  th.colAddedAt,
];

const AccountRow = ({
  account,
  onToggle,
}: {
  account: AdminDepositAccount;
  onToggle: ((action: ToggleAction) => void) | undefined;
}) => (
  <tr data-testid={`deposit-account-${account.accountNumber}`}>
    <Td>
      <div className="flex items-center gap-2">
        <img src={account.logoUrl} alt="" className="size-6 rounded" />
        {account.bankName}
      </div>
    </Td>
    <Td className="font-mono">{account.accountNumber}</Td>
    <Td>{account.accountName}</Td>
    <Td>
      {account.type === 'PROMPTPAY' ? fill(th.typePromptPay, { id: account.promptPayId ?? '' }) : th.typeBank}
    </Td>
    <Td>
      <Badge tone={account.enabled ? 'success' : 'neutral'}>{account.enabled ? th.shown : th.hidden}</Badge>
    </Td>
    <Td className="whitespace-nowrap">{formatDateTime(account.createdAt)}</Td>
    {onToggle && (
      <Td>
        <Button
          size="sm"
          variant={account.enabled ? 'secondary' : 'primary'}
          onClick={() => onToggle(account.enabled ? 'disable' : 'enable')}
        >
          {account.enabled ? th.hideAccount : th.showAccount}
        </Button>
      </Td>
    )}
  </tr>
);

/**
 * The accounts members transfer deposits to (owner, finance, support read): finance and owner add
 * one, and show or hide it from members.
 */
export const DepositAccountsPage = () => {
  const me = useMe();
  const accounts = useDepositAccounts();
  const canChange = allows(me.data?.role, access.money);
  const [adding, setAdding] = useState(false);
  const [toggling, setToggling] = useState<{ account: AdminDepositAccount; action: ToggleAction }>();
  const headers = (canChange ? [...columns, adminTh.actions] : columns).map((label) => ({ label }));

  return (
    <div>
      <PageHeader
        title={adminTh.pageDepositAccounts}
        actions={canChange && <Button onClick={() => setAdding(true)}>{th.addAccount}</Button>}
      />
      <PagedTable
        label={adminTh.pageDepositAccounts}
        columns={headers}
        page={accounts.data && { data: accounts.data, total: accounts.data.length }}
        error={accounts.isError ? apiMessage(accounts.error) : undefined}
        renderRow={(account) => (
          <AccountRow
            key={account.id}
            account={account}
            onToggle={canChange ? (action) => setToggling({ account, action }) : undefined}
          />
        )}
      />
      {adding && <AddAccountDialog onClose={() => setAdding(false)} />}
      {toggling && (
        <ToggleAccountDialog
          key={`${toggling.account.id}-${toggling.action}`}
          account={toggling.account}
          action={toggling.action}
          onClose={() => setToggling(undefined)}
        />
      )}
    </div>
  );
};
