import type { Bill, OrderHistoryItem } from '@chokdee/contracts';
import { betTypeNamesTh } from '@chokdee/lottery';
import * as Tabs from '@radix-ui/react-tabs';
import { type ReactNode, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { MoneyText } from '../../../components/ui/money-text';
import { PagedList } from '../../../components/ui/paged-list';
import { modalIds } from '../../../config/paths';
import { cx } from '../../../lib/cx';
import { formatBaht, formatThaiDate } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { fillText, lotteryText } from '../../../messages/lottery';
import { webTh } from '../../../messages/th';
import { useCancelBill } from '../api/cancel-bill';
import { useBill } from '../api/get-bill';
import { type OrderTab, useOrderHistory } from '../api/get-order-history';

/**
 * One line each (whitespace-nowrap): a tab that wraps grows the strip; a strip wider than a phone
 * scrolls. Narrow padding and gaps keep all five (with เกม and กีฬา) in view on a 360 px phone.
 */
const tabClass =
  'flex-1 whitespace-nowrap rounded-lg px-2 py-2 text-sm font-semibold text-white/70 data-[state=active]:bg-gold-400 data-[state=active]:text-brand-950';

type BillLine = Bill['lines'][number];

const badgeClass: Record<0 | 1 | 2, string> = {
  0: 'bg-amber-400/20 text-amber-200',
  1: 'bg-emerald-400/20 text-emerald-200',
  2: 'bg-red-400/20 text-red-200',
};

/** docs/domain/lottery.md: a member may cancel a pending bill within 60 minutes of placing it (the server has the last word). */
export const CANCEL_WINDOW_MS = 60 * 60 * 1000;

export const StatusBadge = ({ status }: { status: 0 | 1 | 2 }) => (
  <span className={cx('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', badgeClass[status])}>
    {lotteryText.billStatus[status]}
  </span>
);

/** A tab another feature adds beside the bills (the app composes it: game rounds). */
export type ExtraHistoryTab = { value: string; label: string; content: ReactNode };

/**
 * `?modal=order-history`: pending, settled and cancelled bills, each opening its detail, and any
 * `extraTabs` after them. `initialTab` opens one of the extra tabs first (a link from its own page).
 */
export const OrderHistoryModal = ({
  extraTabs = [],
  initialTab,
}: {
  extraTabs?: ExtraHistoryTab[];
  initialTab?: string;
}) => {
  const [tab, setTab] = useState(() =>
    initialTab && extraTabs.some((extra) => extra.value === initialTab) ? initialTab : '0',
  );
  return (
    <Modal id={modalIds.orderHistory} title={webTh.modalOrderHistory}>
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List
          aria-label={webTh.modalOrderHistory}
          className="mb-4 flex gap-1 overflow-x-auto rounded-xl bg-brand-950 p-1"
        >
          <Tabs.Trigger value="0" className={tabClass}>
            {webTh.pendingBills}
          </Tabs.Trigger>
          <Tabs.Trigger value="1" className={tabClass}>
            {webTh.settledBills}
          </Tabs.Trigger>
          <Tabs.Trigger value="2" className={tabClass}>
            {webTh.cancelledBills}
          </Tabs.Trigger>
          {extraTabs.map((extra) => (
            <Tabs.Trigger key={extra.value} value={extra.value} className={tabClass}>
              {extra.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="0">
          <OrderList status={0} />
        </Tabs.Content>
        <Tabs.Content value="1">
          <OrderList status={1} />
        </Tabs.Content>
        <Tabs.Content value="2">
          <OrderList status={2} />
        </Tabs.Content>
        {extraTabs.map((extra) => (
          <Tabs.Content key={extra.value} value={extra.value}>
            {extra.content}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Modal>
  );
};

const OrderList = ({ status }: { status: OrderTab }) => (
  <PagedList
    history={useOrderHistory(status)}
    text={{
      loading: lotteryText.historyLoading,
      failed: lotteryText.historyFailed,
      retry: lotteryText.retry,
      empty: lotteryText.historyEmpty,
      loadMore: lotteryText.loadMore,
    }}
    keyOf={(item) => item.billNo}
    renderItem={(item) => <OrderCard item={item} />}
  />
);

const OrderCard = ({ item }: { item: OrderHistoryItem }) => {
  const [open, setOpen] = useState(false);
  return (
    <li className="rounded-xl bg-brand-800 p-3 ring-1 ring-white/10" data-testid="order-card">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold">{item.name}</p>
          <p className="font-num text-xs text-white/70">
            <span className="sr-only">{lotteryText.billNo} </span>
            {item.billNo}
          </p>
          <p className="text-xs text-white/60">{formatThaiDate(item.createdDate)}</p>
        </div>
        <StatusBadge status={item.status} />
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-white/60">{lotteryText.totalOrderAmount}</dt>
          <dd>
            <MoneyText amount={item.totalOrderAmount} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-white/60">{lotteryText.totalWinAmount}</dt>
          <dd className="font-semibold text-gold-200">
            {/* Before the result there is no win yet, not a win of 0; a cancelled bill has none. */}
            {item.status === 1 ? <MoneyText amount={item.totalWinAmount} /> : '—'}
          </dd>
        </div>
      </dl>
      <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? lotteryText.hideBill : lotteryText.viewBill}
      </Button>
      {open && <BillDetail billNo={item.billNo} />}
    </li>
  );
};

type Outcome = 'pending' | 'won' | 'lost' | 'refunded';

/** A line's fate: a cancelled bill refunded every line; a settled line won when it pays more than 0. */
const lineOutcomeOf = (status: Bill['status'], line: BillLine): Outcome => {
  if (status === 2) return 'refunded';
  if (line.winAmount === null) return 'pending';
  return line.winAmount === '0.00' ? 'lost' : 'won';
};

const LineOutcome = ({ outcome, line }: { outcome: Outcome; line: BillLine }) => {
  if (outcome === 'pending') return '—';
  if (outcome === 'lost') return lotteryText.noWin;
  const won = outcome === 'won';
  return (
    <span className="inline-flex flex-col items-end">
      <span
        className={cx(
          'rounded-full px-1.5 text-[11px] font-semibold',
          won ? 'bg-emerald-400 text-brand-950' : 'bg-white/10 text-white/80',
        )}
      >
        {won ? lotteryText.lineWon : lotteryText.lineRefunded}
      </span>{' '}
      <MoneyText amount={won ? (line.winAmount ?? '0.00') : line.amount} />
    </span>
  );
};

const BillDetail = ({ billNo }: { billNo: string }) => {
  const bill = useBill(billNo);
  const cancel = useCancelBill();
  const cancelKey = useRef<string | null>(null);
  const [asking, setAsking] = useState(false);
  if (bill.isPending) return <p className="text-sm text-white/70">{lotteryText.billLoading}</p>;
  if (bill.isError) {
    return (
      <div className="flex items-center gap-3 text-sm text-red-300">
        <p>{lotteryText.historyFailed}</p>
        <Button size="sm" variant="secondary" onClick={() => void bill.refetch()}>
          {lotteryText.retry}
        </Button>
      </div>
    );
  }
  const detail = bill.data;
  const cancellable =
    detail.status === 0 && Date.now() - new Date(detail.createdDate).getTime() < CANCEL_WINDOW_MS;
  return (
    <div className="mt-2 flex flex-col gap-2">
      <table className="w-full text-left text-xs">
        <thead className="text-white/60">
          <tr>
            <th className="py-1 font-normal">{lotteryText.betType}</th>
            <th className="py-1 font-normal">{lotteryText.number}</th>
            <th className="py-1 text-right font-normal">{lotteryText.amount}</th>
            <th className="py-1 text-right font-normal">{lotteryText.payOutTotal}</th>
            <th className="py-1 text-right font-normal">{lotteryText.lineOutcome}</th>
          </tr>
        </thead>
        <tbody>
          {detail.lines.map((line, index) => {
            const outcome = lineOutcomeOf(detail.status, line);
            return (
              <tr
                // biome-ignore lint/suspicious/noArrayIndexKey: bill lines have no id and never reorder
                key={index}
                data-outcome={outcome}
                className={cx(
                  'border-t border-white/5',
                  outcome === 'won' && 'bg-emerald-500/20 font-semibold text-emerald-50',
                  outcome === 'refunded' && 'text-white/60',
                )}
              >
                <td className={cx('py-1', outcome === 'won' && 'border-l-4 border-emerald-400 pl-1')}>
                  {line.betName || betTypeNamesTh[line.betType]}
                </td>
                <td className="py-1 font-num font-bold text-gold-200">{line.number}</td>
                <td className="py-1 text-right">
                  <MoneyText amount={line.amount} />
                </td>
                <td className="py-1 text-right">
                  <MoneyText amount={line.payOutTotal} />{' '}
                  <span className="text-white/50">(×{line.rewardPrice})</span>
                </td>
                <td className="py-1 text-right">
                  <LineOutcome outcome={outcome} line={line} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {cancellable && (
        <>
          <Button size="sm" variant="danger" loading={cancel.isPending} onClick={() => setAsking(true)}>
            {lotteryText.cancelBill}
          </Button>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title={lotteryText.cancelBillAsk}
            description={fillText(lotteryText.cancelBillAskDetail, {
              billNo,
              name: detail.name,
              amount: formatBaht(detail.totalOrderAmount),
            })}
            cancelLabel={lotteryText.cancelBillKeep}
            confirmLabel={lotteryText.cancelBillConfirm}
            loading={cancel.isPending}
            onConfirm={() => {
              cancelKey.current ??= newIdempotencyKey();
              cancel.mutate({ billNo, key: cancelKey.current }, { onSettled: () => setAsking(false) });
            }}
          />
        </>
      )}
    </div>
  );
};
