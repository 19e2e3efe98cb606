import {
  fillMessage,
  type StatementFilter,
  type StatementLine,
  signedBaht,
  statementFilters,
} from '@chokdee/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { PagedList } from '../../../components/ui/paged-list';
import { modalIds } from '../../../config/paths';
import { cx } from '../../../lib/cx';
import { formatBaht, formatThaiDate } from '../../../lib/format';
import { useModal } from '../../../lib/modal-url';
import { statementText } from '../../../messages/statement';
import { webTh } from '../../../messages/th';
import { useStatement } from '../api/get-statement';

const chipClass = (active: boolean) =>
  cx(
    'shrink-0 rounded-full px-3 py-1 text-sm font-semibold ring-1',
    active ? 'bg-gold-400 text-brand-950 ring-gold-400' : 'bg-brand-950 text-white/80 ring-white/15',
  );

const pagedText = {
  loading: statementText.loading,
  failed: statementText.failed,
  retry: statementText.retry,
  empty: statementText.empty,
  loadMore: statementText.loadMore,
};

/**
 * `?modal=payment-history` (the user menu's ประวัติการเงิน): the member's statement — every movement
 * of the balance the header shows (cash + bonus), newest first, with the balance after each, filtered
 * by kind, 25 a page with "load more"; its footer leads to the fund history (deposit and withdraw states).
 */
export const StatementModal = () => {
  const [filter, setFilter] = useState<StatementFilter | undefined>(undefined);
  const { openModal } = useModal();
  return (
    <Modal
      id={modalIds.paymentHistory}
      title={webTh.modalPaymentHistory}
      footer={
        // Deposits and withdrawals with their references and states (pending, paid…) are in the fund history.
        <Button variant="secondary" className="w-full" onClick={() => openModal(modalIds.fundHistory)}>
          {webTh.modalFundHistory}
        </Button>
      }
    >
      <fieldset className="-mx-1 mb-3 flex gap-2 overflow-x-auto px-1 pb-1">
        <legend className="sr-only">{statementText.filters}</legend>
        {[undefined, ...statementFilters].map((value) => (
          <button
            key={value ?? 'ALL'}
            type="button"
            aria-pressed={filter === value}
            className={chipClass(filter === value)}
            onClick={() => setFilter(value)}
          >
            {value ? statementText.filter[value] : statementText.all}
          </button>
        ))}
      </fieldset>
      <PagedList
        history={useStatement(filter)}
        text={pagedText}
        keyOf={(line) => line.id}
        renderItem={(line) => <Line line={line} />}
      />
    </Modal>
  );
};

const Line = ({ line }: { line: StatementLine }) => {
  const out = line.amount.startsWith('-');
  const hasBonus = !/^-?0+\.00$/.test(line.bonusAmount);
  return (
    <li className="rounded-xl bg-brand-800 p-3 ring-1 ring-white/10" data-testid="statement-line">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold">
            {statementText.kind[line.kind]}
            {line.ref && <span className="font-normal text-white/70"> · {line.ref}</span>}
          </p>
          <p className="text-xs text-white/60">
            <span className="sr-only">{statementText.time} </span>
            <time dateTime={line.at}>{formatThaiDate(line.at)}</time>
          </p>
        </div>
        <div className="shrink-0 text-right">
          <p className={cx('font-semibold tabular-nums', out ? 'text-red-300' : 'text-emerald-300')}>
            <span className="sr-only">{statementText.amount} </span>
            {signedBaht(line.amount)}
          </p>
          <p className="text-xs text-white/70 tabular-nums">
            {statementText.balanceAfter} {formatBaht(line.balanceAfter)}
          </p>
        </div>
      </div>
      {hasBonus && (
        <p className="mt-1 text-xs text-gold-200 tabular-nums">
          {fillMessage(statementText.bonusPart, { amount: signedBaht(line.bonusAmount) })}
        </p>
      )}
    </li>
  );
};
