import { type MemberRisk, wageringCategoryNames } from '@chokdee/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { DayRangeForm, last30BangkokDays } from '../../../components/ui/day-range-form';
import { FigureCard } from '../../../components/ui/figure-card';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyRow, Table, Td, Th } from '../../../components/ui/table';
import { apiMessage } from '../../../lib/api-client';
import { fill } from '../../../lib/format';
import { memberLinkKindLabel, memberRiskFlagLabel, memberRiskTh as th } from '../../../messages/member-risk';
import { useMemberRisk } from '../api/get-member-risk';
import { MemberStatusBadge, memberHref } from './member-parts';

const CountAmount = ({ figure }: { figure: { count: number; amount: string } }) => (
  <>
    <Money amount={figure.amount} />
    <span className="ml-2 text-sm font-normal text-slate-500">
      {fill(th.countTimes, { count: figure.count })}
    </span>
  </>
);

const Play = ({ risk }: { risk: MemberRisk }) => (
  <Panel title={th.play}>
    <Table label={th.playTable}>
      <thead>
        <tr>
          <Th>{th.colCategory}</Th>
          <Th className="text-right">{th.colBills}</Th>
          <Th className="text-right">{th.colStake}</Th>
          <Th className="text-right">{th.colWin}</Th>
          <Th className="text-right">{th.colHouseNet}</Th>
        </tr>
      </thead>
      <tbody>
        {risk.play.length === 0 && <EmptyRow colSpan={5}>{th.noPlay}</EmptyRow>}
        {risk.play.map((row) => (
          <tr key={row.category} data-testid={`risk-play-${row.category}`}>
            <Td>{wageringCategoryNames[row.category]}</Td>
            <Td className="text-right tabular-nums">{row.bills.toLocaleString('th-TH')}</Td>
            <Td className="text-right">
              <Money amount={row.stake} />
            </Td>
            <Td className="text-right">
              <Money amount={row.win} />
            </Td>
            <Td className="text-right">
              <Money amount={row.houseNet} />
            </Td>
          </tr>
        ))}
        {risk.play.length > 0 && (
          <tr className="font-semibold" data-testid="risk-play-total">
            <Td>{th.total}</Td>
            <Td className="text-right tabular-nums">{risk.playTotal.bills.toLocaleString('th-TH')}</Td>
            <Td className="text-right">
              <Money amount={risk.playTotal.stake} />
            </Td>
            <Td className="text-right">
              <Money amount={risk.playTotal.win} />
            </Td>
            <Td className="text-right">
              <Money amount={risk.playTotal.houseNet} />
            </Td>
          </tr>
        )}
      </tbody>
    </Table>
  </Panel>
);

const Linked = ({ risk }: { risk: MemberRisk }) => (
  <Panel title={th.linked}>
    <Table label={th.linkedTable}>
      <thead>
        <tr>
          <Th>{th.colMember}</Th>
          <Th>{th.colStatus}</Th>
          <Th>{th.colReasons}</Th>
        </tr>
      </thead>
      <tbody>
        {risk.linked.length === 0 && <EmptyRow colSpan={3}>{th.noLinked}</EmptyRow>}
        {risk.linked.map((link) => (
          <tr key={link.memberId} data-testid={`risk-link-${link.phone}`}>
            <Td>
              <Link to={memberHref(link.memberId)} className="font-semibold text-brand-700 underline">
                {link.name}
              </Link>
              <div className="text-sm text-slate-500">{link.phone}</div>
            </Td>
            <Td>
              <MemberStatusBadge status={link.status} />
            </Td>
            <Td>
              <ul className="text-sm">
                {link.reasons.map((reason) => (
                  <li key={`${reason.kind}-${reason.value}`}>
                    {memberLinkKindLabel[reason.kind]}: <span className="font-medium">{reason.value}</span>
                  </li>
                ))}
              </ul>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  </Panel>
);

/**
 * A member's risk page (owner, finance, support): deposits and withdrawals, settled play by category
 * with the house's result, the flags the server's rules raise, and the accounts that share a bank
 * holder's name, a login address or a device with this one — over a chosen range of Bangkok days.
 */
export const MemberRiskPage = () => {
  const { id = '' } = useParams();
  const [range, setRange] = useState(last30BangkokDays);
  const risk = useMemberRisk(id, range);
  const data = risk.data;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Link
          to={memberHref(id)}
          className="mb-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          {th.backToMember}
        </Link>
        <PageHeader title={th.pageTitle} />
      </div>
      <DayRangeForm initial={range} labels={{ from: th.from, to: th.to, show: th.show }} onShow={setRange} />
      {risk.isError && <Alert>{apiMessage(risk.error)}</Alert>}
      {!data ? (
        !risk.isError && <Spinner />
      ) : (
        <>
          <Panel title={th.flags}>
            {data.flags.length === 0 ? (
              <p className="text-sm text-slate-500" data-testid="risk-no-flags">
                {th.noFlags}
              </p>
            ) : (
              <ul className="flex flex-wrap gap-2" data-testid="risk-flags">
                {data.flags.map((flag) => (
                  <li key={flag}>
                    <Badge tone="danger">{memberRiskFlagLabel[flag]}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            <FigureCard label={th.deposits} testId="risk-deposits">
              <CountAmount figure={data.money.deposits} />
            </FigureCard>
            <FigureCard label={th.withdrawals} testId="risk-withdrawals">
              <CountAmount figure={data.money.withdrawals} />
            </FigureCard>
            <FigureCard label={th.pendingWithdrawals} testId="risk-pending">
              <CountAmount figure={data.money.pendingWithdrawals} />
            </FigureCard>
            <FigureCard label={th.net} testId="risk-net">
              <Money amount={data.money.net} />
            </FigureCard>
          </dl>
          <Play risk={data} />
          <Linked risk={data} />
        </>
      )}
    </div>
  );
};
