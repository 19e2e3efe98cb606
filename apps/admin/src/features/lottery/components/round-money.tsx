import type { AdminRoundRow } from '@chokdee/contracts';
import { Money } from '../../../components/ui/money';
import { fill, formatDateTime } from '../../../lib/format';
import { lotteryBillsTh } from '../../../messages/lottery';

/**
 * A round's profit once it means one: before settlement the server's stake − win − refunded is the
 * stake itself (no win counted yet), so an unsettled round says "ยังไม่ออกผล" instead — as the
 * dashboard says stakes are not profit until settled. A cancelled round's refunds make its result.
 */
export const RoundProfit = ({ round }: { round: Pick<AdminRoundRow, 'status' | 'money'> }) =>
  round.status === 'SETTLED' || round.status === 'CANCELLED' ? (
    <Money amount={round.money.profit} />
  ) : (
    <span className="font-normal text-slate-500" data-testid="profit-pending">
      {lotteryBillsTh.notResulted}
    </span>
  );

/** The close time: when staff closed it early, that moment, with the scheduled close struck through. */
export const CloseTime = ({ round }: { round: Pick<AdminRoundRow, 'closeAt' | 'closedEarlyAt'> }) =>
  round.closedEarlyAt ? (
    <span className="flex flex-col" data-testid="closed-early">
      <span className="font-semibold">
        {fill(lotteryBillsTh.closedEarlyAt, { time: formatDateTime(round.closedEarlyAt) })}
      </span>
      <span className="text-xs text-slate-500">
        {lotteryBillsTh.scheduledClose} <s>{formatDateTime(round.closeAt)}</s>
      </span>
    </span>
  ) : (
    formatDateTime(round.closeAt)
  );
