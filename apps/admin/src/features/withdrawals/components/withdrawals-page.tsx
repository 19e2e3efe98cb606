import {
  type AdminWithdrawal,
  adminPaths,
  type WithdrawalStatus,
  withdrawalStatuses,
} from '@chokdee/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { StatusListPage, useStatusFilter } from '../../../components/ui/status-list-page';
import { Td } from '../../../components/ui/table';
import { withdrawalHref } from '../../../config/paths';
import { fill, formatBaht, formatDateTime } from '../../../lib/format';
import { adminTh, withdrawalStatusLabel } from '../../../messages/th';
import { withdrawalFlagLabel, withdrawalsTh } from '../../../messages/withdrawals';
import { useWithdrawalContext } from '../api/get-withdrawal-context';
import { useWithdrawals, WITHDRAWALS_PAGE_SIZE } from '../api/get-withdrawals';
import { useWithdrawalPush } from '../api/use-withdrawal-push';
import { actionLabel, actionsFor, type WithdrawalDialogAction } from '../model/withdrawal-actions';
import { WithdrawalActionDialog } from './withdrawal-action-dialog';
import { WithdrawalNote, WithdrawalStatusBadge, WithdrawalTransfer } from './withdrawal-parts';

type Filter = WithdrawalStatus | 'ALL';

const filters: ReadonlyArray<{ value: Filter; label: string }> = [
  ...withdrawalStatuses.map((status) => ({ value: status, label: withdrawalStatusLabel[status] })),
  { value: 'ALL', label: adminTh.all },
];

/**
 * Five columns, so the row fits the page without sideways scrolling at 1440 px and on an 820 px
 * tablet (e2e/admin/withdrawals-layout.spec.ts): the request (time, reference, status, transfer,
 * note), who is paid, the amount, the member's money, and the actions stacked in the last column.
 */
const columns = [
  { label: withdrawalsTh.colRequest },
  { label: adminTh.colMember },
  { label: adminTh.colAmount, className: 'text-right' },
  { label: withdrawalsTh.colContext },
  { label: adminTh.actions },
];

/** The statuses whose money is still held and that staff may still pay. */
const stillToPay = new Set<WithdrawalStatus>(['PENDING', 'APPROVED', 'FAILED']);

/** The member's money and the withdrawal's flags, for a withdrawal still to be paid. */
const ContextCell = ({ withdrawal }: { withdrawal: AdminWithdrawal }) => {
  const open = stillToPay.has(withdrawal.status);
  const context = useWithdrawalContext(withdrawal.id, open);
  if (!open) return <Td />;
  if (context.isError) return <Td className="text-sm text-red-700">{withdrawalsTh.contextFailed}</Td>;
  if (!context.data) return <Td className="text-sm text-slate-500">{withdrawalsTh.contextLoading}</Td>;
  const { deposits, withdrawals, stakes, wins, flags } = context.data;
  return (
    <Td className="text-sm">
      <div data-testid={`withdrawal-context-${withdrawal.paymentRef}`}>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-2 text-xs">
          {(
            [
              [withdrawalsTh.deposits, deposits],
              [withdrawalsTh.withdrawals, withdrawals],
              [withdrawalsTh.stakes, stakes],
              [withdrawalsTh.wins, wins],
            ] as const
          ).map(([label, figure]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd className="whitespace-nowrap tabular-nums">
                {formatBaht(figure.amount)} ({figure.count})
              </dd>
            </div>
          ))}
        </dl>
        {flags.length > 0 && (
          <div className="mt-1 flex flex-col items-start gap-1">
            {flags.map((flag) => (
              <Badge key={flag} tone="danger">
                {withdrawalFlagLabel[flag]}
              </Badge>
            ))}
          </div>
        )}
      </div>
    </Td>
  );
};

const WithdrawalRow = ({
  withdrawal,
  onAction,
}: {
  withdrawal: AdminWithdrawal;
  onAction: (action: WithdrawalDialogAction) => void;
}) => (
  <tr data-testid={`withdrawal-${withdrawal.paymentRef}`}>
    <Td>
      <div className="flex flex-col items-start gap-1">
        <span className="text-xs text-slate-500">{formatDateTime(withdrawal.createdAt)}</span>
        <Link to={withdrawalHref(withdrawal.id)} className="font-mono text-brand-700 underline">
          {withdrawal.paymentRef}
        </Link>
        <WithdrawalStatusBadge status={withdrawal.status} />
        <WithdrawalTransfer withdrawal={withdrawal} />
        <div className="text-xs text-slate-600">
          <WithdrawalNote withdrawal={withdrawal} />
        </div>
      </div>
    </Td>
    <Td>
      <div className="font-medium">{withdrawal.member.name}</div>
      <div className="text-slate-500">{withdrawal.member.phone}</div>
      <div className="mt-1 text-xs">{withdrawal.member.bankName}</div>
      <div className="font-mono text-xs text-slate-600">{withdrawal.member.accountNumber}</div>
      {withdrawal.member.accountName && (
        <div className="text-xs text-slate-600">
          {fill(withdrawalsTh.accountName, { name: withdrawal.member.accountName })}
        </div>
      )}
    </Td>
    <Td className="text-right font-semibold whitespace-nowrap tabular-nums">
      <span data-testid="withdrawal-amount">{formatBaht(withdrawal.amount)}</span>
    </Td>
    <ContextCell withdrawal={withdrawal} />
    <Td>
      <div className="flex flex-col items-stretch gap-1.5" data-testid="withdrawal-actions">
        {actionsFor[withdrawal.status].map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'reject' ? 'secondary' : 'primary'}
            onClick={() => onAction(action)}
          >
            {actionLabel(action, withdrawal.status)}
          </Button>
        ))}
      </div>
    </Td>
  </tr>
);

/**
 * The withdrawal queue (finance, owner): newest first by status, with approve, send again (a new
 * transfer at the payout provider), paid (bank reference) and reject (reason) behind a confirmation
 * each; SENDING allows nothing. Each row shows its transfer id, whether it was approved
 * automatically, why it failed or waits, and opens the withdrawal's page. A request or a change
 * pushed on the staff socket refetches it; each open withdrawal shows the member's money and its flags.
 */
export const WithdrawalsPage = () => {
  const state = useStatusFilter<Filter>('PENDING');
  useWithdrawalPush();
  const [open, setOpen] = useState<{ withdrawal: AdminWithdrawal; action: WithdrawalDialogAction }>();
  const status = state.filter === 'ALL' ? undefined : state.filter;
  const list = useWithdrawals(status, state.pageNo);

  return (
    <StatusListPage
      title={adminTh.pageWithdrawals}
      filters={filters}
      state={state}
      list={list}
      pageSize={WITHDRAWALS_PAGE_SIZE}
      columns={columns}
      fit
      actions={
        <ExportCsvButton path={adminPaths.withdrawals} query={{ status }} fallbackName="withdrawals.csv" />
      }
      renderRow={(withdrawal) => (
        <WithdrawalRow
          key={withdrawal.id}
          withdrawal={withdrawal}
          onAction={(action) => setOpen({ withdrawal, action })}
        />
      )}
    >
      {open && (
        <WithdrawalActionDialog
          key={`${open.withdrawal.id}-${open.action}`}
          withdrawal={open.withdrawal}
          action={open.action}
          onClose={() => setOpen(undefined)}
        />
      )}
    </StatusListPage>
  );
};
