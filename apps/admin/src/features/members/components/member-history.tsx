import { type AdminMemberDetail, adminMemberHref } from '@chokdee/contracts';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { type Column, PagedTable } from '../../../components/ui/paged-table';
import { StatusTabs } from '../../../components/ui/status-tabs';
import { EmptyRow, Table, Td, Th } from '../../../components/ui/table';
import { access, allows } from '../../../config/access';
import { roundBillHref, withdrawalHref } from '../../../config/paths';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { fill, formatBaht, formatDateTime } from '../../../lib/format';
import {
  billStatusLabel,
  ledgerAccountLabel,
  ledgerKindLabel,
  membersTh,
  paymentStatusLabel,
  withdrawalReturnLabel,
} from '../../../messages/members';
import { adminTh, withdrawalStatusLabel } from '../../../messages/th';
import {
  MEMBER_HISTORY_PAGE_SIZE,
  type MemberHistory,
  type MemberHistoryPage,
  useMemberHistory,
} from '../api/get-member-history';
import { SignedBaht } from './member-parts';

type Tab = MemberHistory | 'sessions';

/** A bill's number: a link to the bill over its round's page, for the roles that may read bills. */
const BillRef = ({ billNo, roundCode }: { billNo: string; roundCode: string }) =>
  allows(useMe().data?.role, access.lotteryBills) ? (
    <Link to={roundBillHref(roundCode, billNo)} className="text-brand-700 underline">
      {billNo}
    </Link>
  ) : (
    billNo
  );

/** A withdrawal's reference: a link to its page (transfers, timeline) for the roles that may open it. */
const WithdrawalRef = ({ id, paymentRef }: { id: string; paymentRef: string }) =>
  allows(useMe().data?.role, access.payouts) ? (
    <Link to={withdrawalHref(id)} className="text-brand-700 underline">
      {paymentRef}
    </Link>
  ) : (
    paymentRef
  );

const tabs: ReadonlyArray<{ value: Tab; label: string }> = [
  { value: 'ledger', label: membersTh.tabLedger },
  { value: 'bills', label: membersTh.tabBills },
  { value: 'deposits', label: membersTh.tabDeposits },
  { value: 'withdrawals', label: membersTh.tabWithdrawals },
  { value: 'sessions', label: membersTh.tabSessions },
];

const right = 'text-right';
const money = 'text-right whitespace-nowrap tabular-nums';

type Row<H extends MemberHistory> = MemberHistoryPage<H>['data'][number];

/** The columns of each history and how one of its items reads. */
const histories: { [H in MemberHistory]: { columns: readonly Column[]; row: (item: Row<H>) => ReactNode } } =
  {
    ledger: {
      columns: [
        { label: membersTh.colTime },
        { label: membersTh.colKind },
        { label: membersTh.colAccount },
        { label: membersTh.colAmount, className: right },
        { label: membersTh.colBalanceAfter, className: right },
        { label: membersTh.colNote },
      ],
      row: (entry) => (
        <tr key={entry.entryId} data-testid="ledger-entry">
          <Td className="whitespace-nowrap">{formatDateTime(entry.at)}</Td>
          <Td>
            {entry.withdrawalReturn
              ? withdrawalReturnLabel[entry.withdrawalReturn]
              : (ledgerKindLabel[entry.kind] ?? entry.kind)}
          </Td>
          <Td>{ledgerAccountLabel[entry.account]}</Td>
          <Td className={money}>
            <SignedBaht amount={entry.amount} />
          </Td>
          <Td className={money}>{formatBaht(entry.balanceAfter)}</Td>
          <Td className="text-slate-600">{entry.note}</Td>
        </tr>
      ),
    },
    bills: {
      columns: [
        { label: membersTh.colTime },
        { label: membersTh.colBillNo },
        { label: membersTh.colRound },
        { label: membersTh.colTotal, className: right },
        { label: membersTh.colWin, className: right },
        { label: membersTh.colStatus },
      ],
      row: (bill) => (
        <tr key={bill.billNo}>
          <Td className="whitespace-nowrap">{formatDateTime(bill.createdAt)}</Td>
          <Td className="font-mono">
            <BillRef billNo={bill.billNo} roundCode={bill.roundCode} />
          </Td>
          <Td>
            <div>{bill.productName}</div>
            <div className="font-mono text-slate-500">{bill.roundCode}</div>
          </Td>
          <Td className={money}>{formatBaht(bill.total)}</Td>
          <Td className={money}>{bill.win === null ? membersTh.none : formatBaht(bill.win)}</Td>
          <Td>
            <Badge
              tone={
                bill.status === 'CANCELLED' ? 'neutral' : bill.status === 'SETTLED' ? 'success' : 'warning'
              }
            >
              {billStatusLabel[bill.status]}
            </Badge>
          </Td>
        </tr>
      ),
    },
    deposits: {
      columns: [
        { label: membersTh.colTime },
        { label: membersTh.colRef },
        { label: membersTh.colAmount, className: right },
        { label: membersTh.colBalanceBefore, className: right },
        { label: membersTh.colBalanceAfter, className: right },
        { label: membersTh.colStatus },
      ],
      row: (deposit) => (
        <tr key={deposit.paymentRef}>
          <Td className="whitespace-nowrap">{formatDateTime(deposit.transferTime)}</Td>
          <Td className="font-mono">{deposit.paymentRef}</Td>
          <Td className={money}>{formatBaht(deposit.amount)}</Td>
          <Td className={money}>{formatBaht(deposit.balanceBefore)}</Td>
          <Td className={money}>{formatBaht(deposit.balanceAfter)}</Td>
          <Td>
            <Badge tone={deposit.status === 'CREDITED' ? 'success' : 'neutral'}>
              {paymentStatusLabel[deposit.status]}
            </Badge>
          </Td>
        </tr>
      ),
    },
    withdrawals: {
      columns: [
        { label: membersTh.colTime },
        { label: membersTh.colRef },
        { label: membersTh.colAmount, className: right },
        { label: membersTh.colStatus },
        { label: membersTh.colNote },
      ],
      row: (withdrawal) => (
        <tr key={withdrawal.id}>
          <Td className="whitespace-nowrap">{formatDateTime(withdrawal.createdAt)}</Td>
          <Td className="font-mono">
            <WithdrawalRef id={withdrawal.id} paymentRef={withdrawal.paymentRef} />
          </Td>
          <Td className={money}>{formatBaht(withdrawal.amount)}</Td>
          <Td>
            <Badge
              tone={
                withdrawal.status === 'PAID'
                  ? 'success'
                  : withdrawal.status === 'REJECTED' || withdrawal.status === 'FAILED'
                    ? 'danger'
                    : 'warning'
              }
            >
              {withdrawalStatusLabel[withdrawal.status]}
            </Badge>
          </Td>
          <Td className="text-slate-600">
            {withdrawal.bankRef && fill(adminTh.bankRefShort, { ref: withdrawal.bankRef })}
            {withdrawal.rejectReason}
          </Td>
        </tr>
      ),
    },
  };

/** One paged history of the member, page 1 when its tab opens. */
const HistoryPanel = <H extends MemberHistory>({
  history,
  memberId,
  label,
}: {
  history: H;
  memberId: string;
  label: string;
}) => {
  const [pageNo, setPageNo] = useState(1);
  const list = useMemberHistory(history, memberId, pageNo);
  const { columns, row } = histories[history];
  return (
    <>
      {history === 'ledger' && (
        <div className="mb-3 flex justify-end">
          <ExportCsvButton path={adminMemberHref.ledger(memberId)} query={{}} fallbackName="ledger.csv" />
        </div>
      )}
      <PagedTable
        label={label}
        columns={columns}
        page={list.data as MemberHistoryPage<H> | undefined}
        error={list.isError ? apiMessage(list.error) : undefined}
        pageNo={pageNo}
        pageSize={MEMBER_HISTORY_PAGE_SIZE}
        onPage={setPageNo}
        renderRow={row as (item: Row<H>) => ReactNode}
      />
    </>
  );
};

/** The member's live sessions (from their page; a lock or a password reset ends them all). */
const SessionsTable = ({ sessions }: { sessions: AdminMemberDetail['sessions'] }) => (
  <Table label={membersTh.tabSessions}>
    <thead>
      <tr>
        <Th>{membersTh.colSessionStart}</Th>
        <Th>{membersTh.colSessionExpires}</Th>
        <Th>{membersTh.colIp}</Th>
        <Th>{membersTh.colDevice}</Th>
      </tr>
    </thead>
    <tbody>
      {sessions.length ? (
        sessions.map((session) => (
          <tr key={session.id}>
            <Td className="whitespace-nowrap">{formatDateTime(session.createdAt)}</Td>
            <Td className="whitespace-nowrap">{formatDateTime(session.expiresAt)}</Td>
            <Td className="font-mono">{session.ip ?? membersTh.none}</Td>
            <Td className="text-xs break-all text-slate-600">{session.userAgent ?? membersTh.none}</Td>
          </tr>
        ))
      ) : (
        <EmptyRow colSpan={4}>{membersTh.noSessions}</EmptyRow>
      )}
    </tbody>
  </Table>
);

/** The member's histories as tabs: ledger, bills, deposits, withdrawals, and live sessions. */
export const MemberHistoryTabs = ({ member }: { member: AdminMemberDetail }) => {
  const [tab, setTab] = useState<Tab>('ledger');
  const label = tabs.find((option) => option.value === tab)?.label ?? '';
  return (
    <section aria-label={membersTh.history} className="mt-6">
      <StatusTabs label={membersTh.history} value={tab} onValueChange={setTab} options={tabs}>
        {tab === 'sessions' ? (
          <SessionsTable sessions={member.sessions} />
        ) : (
          <HistoryPanel key={tab} history={tab} memberId={member.id} label={label} />
        )}
      </StatusTabs>
    </section>
  );
};
