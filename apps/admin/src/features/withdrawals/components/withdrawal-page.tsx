import {
  type AdminWithdrawalDetail,
  type PayoutTransfer,
  type PayoutTransferState,
  payoutFailureText,
} from '@chokdee/contracts';
import { type ReactNode, useState } from 'react';
import { generatePath, Link, useParams } from 'react-router';
import { PayoutRecipientFields } from '../../../components/payout-recipient';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { Spinner } from '../../../components/ui/spinner';
import { Td } from '../../../components/ui/table';
import { access, allows } from '../../../config/access';
import { paths } from '../../../config/paths';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { fill, formatBaht, formatDateTime } from '../../../lib/format';
import { payoutsTh as th, transferStateLabel } from '../../../messages/payouts';
import { adminTh } from '../../../messages/th';
import { withdrawalsTh } from '../../../messages/withdrawals';
import { useWithdrawal } from '../api/get-withdrawal';
import { useWithdrawalPush } from '../api/use-withdrawal-push';
import { actionLabel, actionsFor, type WithdrawalDialogAction } from '../model/withdrawal-actions';
import { WithdrawalActionDialog } from './withdrawal-action-dialog';
import { AutoMark, WithdrawalNote, WithdrawalStatusBadge } from './withdrawal-parts';

const cardClass = 'rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200';

const Card = ({ title, children }: { title: string; children: ReactNode }) => (
  <section aria-label={title} className={cardClass}>
    <h2 className="mb-3 text-base font-bold text-slate-900">{title}</h2>
    {children}
  </section>
);

const Rows = ({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) => (
  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
    {rows.map(([label, value]) => (
      <div key={label} className="contents">
        <dt className="text-slate-500">{label}</dt>
        <dd className="min-w-0 break-words text-slate-900">{value}</dd>
      </div>
    ))}
  </dl>
);

const SummaryCard = ({ detail }: { detail: AdminWithdrawalDetail }) => {
  const { withdrawal } = detail;
  const { member } = withdrawal;
  return (
    <Card title={th.summary}>
      <Rows
        rows={[
          [
            th.status,
            <span key="status" className="flex flex-wrap gap-1" data-testid="withdrawal-status">
              <WithdrawalStatusBadge status={withdrawal.status} />
              <AutoMark withdrawal={withdrawal} />
            </span>,
          ],
          [
            th.amount,
            <span key="amount" className="font-semibold tabular-nums">
              {formatBaht(withdrawal.amount)}
            </span>,
          ],
          [
            th.member,
            <Link
              key="member"
              to={generatePath(paths.member, { id: member.id })}
              className="text-brand-700 underline"
            >
              {member.name} ({member.phone})
            </Link>,
          ],
          [
            th.bankAccount,
            <span key="bank">
              {member.bankName} <span className="font-mono">{member.accountNumber}</span>
              {member.accountName && <span className="block text-slate-600">{member.accountName}</span>}
            </span>,
          ],
          [th.requestedAt, formatDateTime(withdrawal.createdAt)],
          [th.approvedBy, withdrawal.autoApproved ? th.autoApproved : th.staffApproved],
          [
            th.transferId,
            <span
              key="transfer"
              className={withdrawal.transferId ? 'font-mono break-all' : 'text-slate-500'}
              data-testid="withdrawal-transfer-id"
            >
              {withdrawal.transferId ?? withdrawalsTh.noTransfer}
            </span>,
          ],
          [adminTh.colNote, <WithdrawalNote key="note" withdrawal={withdrawal} />],
        ]}
      />
    </Card>
  );
};

const transferTone: Record<PayoutTransferState, BadgeTone> = {
  CREATING: 'info',
  SENT: 'info',
  PAID: 'success',
  FAILED: 'danger',
};

const transferColumns = [
  { label: th.colAttempt },
  { label: th.colProviderId },
  { label: th.colTransferState },
  { label: th.colAmount, className: 'text-right' },
  { label: th.colRequestedBy },
  { label: th.colFailure },
  { label: th.colTimes },
];

const TransferRow = ({ transfer }: { transfer: PayoutTransfer }) => (
  <tr data-testid={`transfer-${transfer.attempt}`}>
    <Td className="tabular-nums">{transfer.attempt}</Td>
    <Td className="font-mono text-xs break-all">{transfer.providerTransferId ?? th.none}</Td>
    <Td>
      <Badge tone={transferTone[transfer.state]}>{transferStateLabel[transfer.state]}</Badge>
    </Td>
    <Td className="text-right whitespace-nowrap tabular-nums">{formatBaht(transfer.amount)}</Td>
    <Td>
      {transfer.automatic
        ? th.auto
        : transfer.requestedByName
          ? fill(th.byStaff, { name: transfer.requestedByName })
          : th.byStaffUnknown}
    </Td>
    <Td className="text-red-700">
      {(transfer.failureReason || transfer.failureCode) &&
        payoutFailureText(transfer.failureReason, transfer.failureCode)}
      {transfer.failureCode && (
        <span className="block text-xs text-slate-500">
          {fill(withdrawalsTh.providerCode, { code: transfer.failureCode })}
        </span>
      )}
    </Td>
    <Td className="text-xs whitespace-nowrap text-slate-600">
      <div>{fill(th.createdAt, { time: formatDateTime(transfer.createdAt) })}</div>
      {transfer.sentAt && <div>{fill(th.sentAt, { time: formatDateTime(transfer.sentAt) })}</div>}
      {transfer.settledAt && <div>{fill(th.settledAt, { time: formatDateTime(transfer.settledAt) })}</div>}
    </Td>
  </tr>
);

const Transfers = ({ transfers }: { transfers: PayoutTransfer[] }) => (
  <section aria-label={th.transfersTitle}>
    <h2 className="mb-2 text-base font-bold text-slate-900">{th.transfersTitle}</h2>
    <PagedTable
      label={th.transfersTitle}
      columns={transferColumns}
      page={{ data: transfers, total: transfers.length }}
      renderRow={(transfer) => <TransferRow key={transfer.id} transfer={transfer} />}
    />
  </section>
);

/** The withdrawal's history in Thai, oldest first: its states, its transfers, staff actions. */
const Timeline = ({ entries }: { entries: AdminWithdrawalDetail['timeline'] }) => (
  <Card title={th.timelineTitle}>
    {entries.length ? (
      <ol className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4">
        {entries.map((entry) => (
          <li
            key={`${entry.at}-${entry.kind}-${entry.text}`}
            data-testid="timeline-entry"
            className="text-sm"
          >
            <p className="text-xs text-slate-500">{formatDateTime(entry.at)}</p>
            <p className="text-slate-900">{entry.text}</p>
            {entry.staffName && (
              <p className="text-xs text-slate-600">{fill(th.timelineBy, { name: entry.staffName })}</p>
            )}
          </li>
        ))}
      </ol>
    ) : (
      <p className="text-sm text-slate-500">{th.timelineEmpty}</p>
    )}
  </Card>
);

/**
 * One withdrawal (owner, finance): its state, transfers at the payout provider,
 * the Thai timeline and the member's recipient; owner and finance act on it as its status allows
 * (nothing while SENDING). Pushed changes refetch it, as they do the queue.
 */
export const WithdrawalPage = () => {
  const { id = '' } = useParams();
  const detail = useWithdrawal(id);
  const role = useMe().data?.role;
  const canAct = allows(role, access.payouts);
  const [open, setOpen] = useState<WithdrawalDialogAction>();
  useWithdrawalPush();
  const data = detail.data;
  const withdrawal = data?.withdrawal;

  return (
    <div>
      {canAct && (
        <Link
          to={paths.withdrawals}
          className="mb-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          {th.backToWithdrawals}
        </Link>
      )}
      <PageHeader
        title={withdrawal ? fill(th.withdrawalTitle, { ref: withdrawal.paymentRef }) : adminTh.pageWithdrawal}
        actions={
          <>
            {withdrawal &&
              canAct &&
              actionsFor[withdrawal.status].map((action) => (
                <Button
                  key={action}
                  variant={action === 'reject' ? 'secondary' : 'primary'}
                  onClick={() => setOpen(action)}
                >
                  {actionLabel(action, withdrawal.status)}
                </Button>
              ))}
            <Button variant="secondary" loading={detail.isFetching} onClick={() => void detail.refetch()}>
              {adminTh.refresh}
            </Button>
          </>
        }
      />
      {detail.isError && <Alert className="mb-3">{apiMessage(detail.error)}</Alert>}
      {!data || !withdrawal ? (
        !detail.isError && <Spinner />
      ) : (
        <div className="flex flex-col gap-4">
          {withdrawal.status === 'SENDING' && <Alert tone="info">{th.sendingHint}</Alert>}
          <div className="grid gap-4 md:grid-cols-2">
            <SummaryCard detail={data} />
            <Card title={th.recipientTitle}>
              <PayoutRecipientFields recipient={data.recipient} />
            </Card>
          </div>
          <Transfers transfers={data.transfers} />
          <Timeline entries={data.timeline} />
          {open && (
            <WithdrawalActionDialog
              key={`${withdrawal.id}-${open}`}
              withdrawal={withdrawal}
              action={open}
              onClose={() => setOpen(undefined)}
            />
          )}
        </div>
      )}
    </div>
  );
};
