import { type AdminDeposit, financeAdminPaths, statementLineStatuses } from '@chokdee/contracts';
import { type FormEvent, useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { Money } from '../../../components/ui/money';
import { StatusListPage, useStatusFilter } from '../../../components/ui/status-list-page';
import { Td } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { fill, formatDateTime } from '../../../lib/format';
import { financeSettingsTh as th } from '../../../messages/finance-settings';
import { adminTh, statementLineStatusLabel } from '../../../messages/th';
import {
  DEPOSITS_PAGE_SIZE,
  type DepositFilters,
  type DepositStatus,
  useDeposits,
} from '../api/get-deposits';

type Filter = DepositStatus | 'ALL';

const filters: ReadonlyArray<{ value: Filter; label: string }> = [
  { value: 'ALL', label: adminTh.all },
  ...statementLineStatuses.map((status) => ({ value: status, label: statementLineStatusLabel[status] })),
];

const statusTone: Record<DepositStatus, BadgeTone> = {
  CREDITED: 'success',
  UNMATCHED: 'warning',
  DISMISSED: 'neutral',
};

const columns = [
  { label: th.colTransferredAt },
  { label: th.colRefs },
  { label: adminTh.colMember },
  { label: th.colSender },
  { label: adminTh.colToAccount },
  { label: adminTh.colAmount, className: 'text-right' },
  { label: adminTh.colStatus },
  { label: th.colCreditedAt },
];

/** A Bangkok day "2026-11-23" as the instant it starts ("…T00:00:00+07:00"); `nextDay` for an exclusive end. */
const bangkokStart = (day: string, nextDay = false) => {
  const start = new Date(`${day}T00:00:00+07:00`);
  if (nextDay) start.setUTCDate(start.getUTCDate() + 1);
  return start.toISOString();
};

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

const DepositRow = ({ deposit }: { deposit: AdminDeposit }) => (
  <tr data-testid={`deposit-${deposit.bankRef}`}>
    <Td className="whitespace-nowrap">{formatDateTime(deposit.transferredAt)}</Td>
    <Td>
      <div className="font-mono">{deposit.paymentRef ?? '–'}</div>
      <div className="font-mono text-xs text-slate-500">{deposit.bankRef}</div>
    </Td>
    <Td>
      {deposit.member ? (
        <>
          <div className="font-medium">{deposit.member.name}</div>
          <div className="text-slate-500">{deposit.member.phone}</div>
        </>
      ) : (
        <span className="text-slate-500">{th.noMember}</span>
      )}
    </Td>
    <Td>
      <div>{deposit.statementLine.fromName}</div>
      <div className="font-mono text-xs text-slate-500">
        {deposit.statementLine.fromBankCode} {deposit.statementLine.fromAccountNumber}
      </div>
    </Td>
    <Td className="font-mono">{deposit.statementLine.toAccountNumber}</Td>
    <Td className="text-right font-semibold whitespace-nowrap">
      <Money amount={deposit.amount} />
    </Td>
    <Td>
      <div className="flex flex-wrap gap-1">
        <Badge tone={statusTone[deposit.status]}>{statementLineStatusLabel[deposit.status]}</Badge>
        {deposit.promptPay && <Badge tone="info">{th.promptPay}</Badge>}
      </div>
      {deposit.dismissReason && (
        <div className="mt-1 text-xs text-slate-600">
          {fill(th.dismissReason, { reason: deposit.dismissReason })}
        </div>
      )}
    </Td>
    <Td className="whitespace-nowrap">{deposit.creditedAt ? formatDateTime(deposit.creditedAt) : '–'}</Td>
  </tr>
);

/**
 * Every incoming transfer the bank feed reported (owner, finance, support), with the deposit it
 * became: by status, a search text, and the Bangkok days of the transfer.
 */
export const DepositsPage = () => {
  const state = useStatusFilter<Filter>('ALL');
  const [search, setSearch] = useState<Omit<DepositFilters, 'status'>>({});
  const filtersNow = { ...search, status: state.filter === 'ALL' ? undefined : state.filter };
  const list = useDeposits(filtersNow, state.pageNo);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const from = textOf(form, 'from');
    const to = textOf(form, 'to');
    setSearch({
      q: textOf(form, 'q'),
      from: from && bangkokStart(from),
      to: to && bangkokStart(to, true),
    });
    state.setPageNo(1);
  };

  return (
    <StatusListPage
      title={adminTh.pageDeposits}
      filters={filters}
      state={state}
      list={list}
      pageSize={DEPOSITS_PAGE_SIZE}
      columns={columns}
      renderRow={(deposit) => <DepositRow key={deposit.id} deposit={deposit} />}
      actions={
        <ExportCsvButton path={financeAdminPaths.deposits} query={filtersNow} fallbackName="deposits.csv" />
      }
      toolbar={
        <form
          onSubmit={apply}
          onReset={() => {
            setSearch({});
            state.setPageNo(1);
          }}
          className="mb-4 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <TextField
            name="q"
            type="search"
            label={th.searchLabel}
            placeholder={th.searchHint}
            className="min-w-72 flex-1"
          />
          <TextField name="from" type="date" label={th.transferredFrom} />
          <TextField name="to" type="date" label={th.transferredTo} />
          <Button type="submit">{adminTh.search}</Button>
          <Button type="reset" variant="ghost">
            {adminTh.clearFilters}
          </Button>
        </form>
      }
    />
  );
};
