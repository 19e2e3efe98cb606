import type { AdminRoundBill } from '@chokdee/contracts';
import { betTypeNamesTh } from '@chokdee/lottery';
import { generatePath, Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { Table, Td, Th } from '../../../components/ui/table';
import { WideDialog } from '../../../components/ui/wide-dialog';
import { paths } from '../../../config/paths';
import { apiMessage } from '../../../lib/api-client';
import { cx } from '../../../lib/cx';
import { fill, formatBaht, formatDateTime } from '../../../lib/format';
import { lotteryBillsTh } from '../../../messages/lottery';
import { useRoundBills } from '../api/get-round-bills';

const outcomeTone = { WIN: 'success', LOSE: 'neutral', PENDING: 'warning', CANCELLED: 'neutral' } as const;

/** A bill's lines: bet type, number, stake, the rate copied when placed, and how each line ended. */
const BillLines = ({ bill, highlight }: { bill: AdminRoundBill; highlight?: string | undefined }) => (
  <Table label={fill(lotteryBillsTh.billTitle, { billNo: bill.billNo })}>
    <thead>
      <tr>
        <Th>{lotteryBillsTh.colLine}</Th>
        <Th>{lotteryBillsTh.colBetType}</Th>
        <Th>{lotteryBillsTh.colNumber}</Th>
        <Th className="text-right">{lotteryBillsTh.colStake}</Th>
        <Th className="text-right">{lotteryBillsTh.colRate}</Th>
        <Th>{lotteryBillsTh.colOutcome}</Th>
        <Th className="text-right">{lotteryBillsTh.colLineWin}</Th>
      </tr>
    </thead>
    <tbody>
      {bill.lines.map((line) => (
        <tr
          key={line.lineIndex}
          data-testid={`bill-line-${line.lineIndex}`}
          className={cx(line.number === highlight && 'bg-amber-50')}
        >
          <Td className="tabular-nums">{line.lineIndex + 1}</Td>
          <Td>{betTypeNamesTh[line.betType]}</Td>
          <Td className="font-mono text-base font-semibold">{line.number}</Td>
          <Td className="text-right tabular-nums">{formatBaht(line.stake)}</Td>
          <Td className="text-right tabular-nums">{line.rate}</Td>
          <Td>
            <Badge tone={outcomeTone[line.outcome]}>{lotteryBillsTh.outcome[line.outcome]}</Badge>
          </Td>
          <Td className="text-right tabular-nums">{line.win === null ? '–' : formatBaht(line.win)}</Td>
        </tr>
      ))}
    </tbody>
  </Table>
);

/**
 * One bill of a round over the round page (opened from its bills list or, by the `bill` address
 * parameter, from the member page's bill rows): the member, the lines with their snapshotted rates
 * and results. Read with the bills call filtered to the bill number.
 */
export const BillDialog = ({
  roundCode,
  billNo,
  highlight,
  onClose,
}: {
  roundCode: string;
  billNo: string;
  /** The number being searched: its lines are marked. */
  highlight?: string | undefined;
  onClose: () => void;
}) => {
  const read = useRoundBills(roundCode, { billNo }, 1);
  const bill = read.data?.data[0];
  return (
    <WideDialog
      title={fill(lotteryBillsTh.billTitle, { billNo })}
      description={
        bill
          ? fill(lotteryBillsTh.billDescription, { roundCode, time: formatDateTime(bill.createdAt) })
          : roundCode
      }
      onClose={onClose}
    >
      {read.isError ? (
        <Alert>{apiMessage(read.error)}</Alert>
      ) : !read.data ? (
        <Spinner />
      ) : !bill ? (
        <Alert tone="info">{lotteryBillsTh.billNotFound}</Alert>
      ) : (
        <div className="flex flex-col gap-3" data-testid="bill-detail">
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <Link
              to={generatePath(paths.member, { id: bill.member.id })}
              className="font-semibold text-brand-700 underline"
            >
              {fill(lotteryBillsTh.memberLink, { name: bill.member.name })}
            </Link>
            <span className="font-mono text-slate-600">{bill.member.phone}</span>
            <Badge
              tone={
                bill.status === 'SETTLED' ? 'success' : bill.status === 'CANCELLED' ? 'neutral' : 'warning'
              }
            >
              {lotteryBillsTh.billStatus[bill.status]}
            </Badge>
          </div>
          <BillLines bill={bill} highlight={highlight} />
          <p className="text-sm font-semibold tabular-nums" data-testid="bill-totals">
            {fill(lotteryBillsTh.billTotals, {
              total: formatBaht(bill.total),
              win: bill.win === null ? lotteryBillsTh.billStatus.PENDING : formatBaht(bill.win),
            })}
          </p>
        </div>
      )}
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {lotteryBillsTh.close}
        </Button>
      </div>
    </WideDialog>
  );
};
