import type { PaymentHistoryItem } from '@chokdee/contracts';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { MoneyText } from '../../../components/ui/money-text';
import { PagedList } from '../../../components/ui/paged-list';
import { modalIds } from '../../../config/paths';
import { cx } from '../../../lib/cx';
import { formatThaiDate } from '../../../lib/format';
import { walletText, webTh } from '../../../messages/th';
import { type PaymentType, usePaymentHistory } from '../api/get-payment-history';

const tabClass =
  'flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-white/70 data-[state=active]:bg-gold-400 data-[state=active]:text-brand-950';

const badgeClass: Record<PaymentHistoryItem['status'], string> = {
  PENDING: 'bg-amber-400/20 text-amber-200',
  APPROVED: 'bg-sky-400/20 text-sky-200',
  PAID: 'bg-emerald-400/20 text-emerald-200',
  CREDITED: 'bg-emerald-400/20 text-emerald-200',
  REJECTED: 'bg-red-400/20 text-red-200',
  SENDING: 'bg-sky-400/20 text-sky-200',
  FAILED: 'bg-amber-400/20 text-amber-200',
  ON_HOLD: 'bg-red-400/20 text-red-200',
};

/** Only some states carry a line of explanation under the badge. */
const statusHints: Partial<Record<PaymentHistoryItem['status'], string>> = walletText.statusHint;

/**
 * `?modal=fund-history`: deposit and withdraw history,
 * 25 a page with "load more". docs/domain/member-site.md §8: a failed fetch is only logged, the list says it failed.
 */
export const FundHistoryModal = () => {
  const [tab, setTab] = useState<PaymentType>('DEPOSIT');
  return (
    <Modal id={modalIds.fundHistory} title={webTh.modalFundHistory}>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as PaymentType)}>
        <Tabs.List
          aria-label={webTh.modalFundHistory}
          className="mb-4 flex gap-2 rounded-xl bg-brand-950 p-1"
        >
          <Tabs.Trigger value="DEPOSIT" className={tabClass}>
            {webTh.depositHistory}
          </Tabs.Trigger>
          <Tabs.Trigger value="WITHDRAW" className={tabClass}>
            {webTh.withdrawHistory}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="DEPOSIT">
          <HistoryList type="DEPOSIT" />
        </Tabs.Content>
        <Tabs.Content value="WITHDRAW">
          <HistoryList type="WITHDRAW" />
        </Tabs.Content>
      </Tabs.Root>
    </Modal>
  );
};

const HistoryList = ({ type }: { type: PaymentType }) => (
  <PagedList
    history={usePaymentHistory(type)}
    text={{
      loading: walletText.historyLoading,
      failed: walletText.historyFailed,
      retry: walletText.retry,
      empty: walletText.historyEmpty,
      loadMore: walletText.loadMore,
    }}
    keyOf={(item) => item.paymentRef}
    renderItem={(item) => <HistoryItem item={item} />}
  />
);

const HistoryItem = ({ item }: { item: PaymentHistoryItem }) => {
  const hint = statusHints[item.status];
  return (
    <li className="rounded-xl bg-brand-800 p-3 ring-1 ring-white/10" data-testid="payment-history-item">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-num text-sm text-white/80">
            <span className="sr-only">{walletText.paymentRef} </span>
            {item.paymentRef}
          </p>
          <p className="text-xs text-white/60">
            <span className="sr-only">{walletText.transferTime} </span>
            {formatThaiDate(item.transferTime)}
          </p>
        </div>
        <span
          className={cx(
            'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
            badgeClass[item.status],
          )}
        >
          {item.status === 'SENDING' && (
            <span aria-hidden className="size-1.5 rounded-full bg-current motion-safe:animate-pulse" />
          )}
          {walletText.status[item.status]}
        </span>
      </div>
      {hint && <p className="mt-1 text-xs text-white/70">{hint}</p>}
      <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-white/60">{walletText.amount}</dt>
          <dd className="font-semibold text-gold-200">
            <MoneyText amount={item.amount} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-white/60">{walletText.balanceBefore}</dt>
          <dd>
            <MoneyText amount={item.balanceBefore} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-white/60">{walletText.balanceAfter}</dt>
          <dd>
            <MoneyText amount={item.balanceAfter} />
          </dd>
        </div>
      </dl>
    </li>
  );
};
