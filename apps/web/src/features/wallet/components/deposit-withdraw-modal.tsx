import { fillMessage } from '@chokdee/contracts';
import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { Modal } from '../../../components/ui/modal';
import { MoneyText } from '../../../components/ui/money-text';
import { modalIds } from '../../../config/paths';
import { cx } from '../../../lib/cx';
import { formatBaht, INVALID_AMOUNT_TEXT } from '../../../lib/format';
import { useModal } from '../../../lib/modal-url';
import { walletText, webTh } from '../../../messages/th';
import { DEFAULT_BALANCE } from '../api/get-balance';
import { useShownWallet } from '../hooks/use-shown-wallet';
import { DepositTab } from './deposit-tab';
import { LastKnownNote } from './last-known-note';
import { WithdrawTab } from './withdraw-tab';

type Tab = typeof modalIds.deposit | typeof modalIds.withdraw;

const tabClass =
  'flex-1 rounded-lg px-3 py-2 text-base font-semibold text-white/70 data-[state=active]:bg-gold-400 data-[state=active]:text-brand-950';

export type DepositWithdrawSlots = {
  /** Above the deposit tab's accounts (the app puts the promotion choice here). */
  depositTop?: ReactNode;
  /** Above the withdraw form (the app puts the open condition's progress here). */
  withdrawTop?: ReactNode;
};

/**
 * Full-screen deposit / withdraw frame; the tab follows `?modal=deposit|withdraw`. The balance card
 * splits cash and bonus once the member has bonus: a withdrawal can take only the cash. Offline the
 * card shows the last balance known, greyed with a note (never 0 for want of a read). It always shows
 * the wallet itself, also over a game (the header's hold while playing is the header's alone).
 */
export const DepositWithdrawModal = ({ depositTop, withdrawTop }: DepositWithdrawSlots = {}) => {
  const { currentModal, openModal } = useModal();
  const { wallet: data, stale, offline } = useShownWallet();
  const amount = (money: string | undefined) =>
    money === undefined && stale ? INVALID_AMOUNT_TEXT : formatBaht(money ?? DEFAULT_BALANCE);
  const tab: Tab = currentModal === modalIds.withdraw ? modalIds.withdraw : modalIds.deposit;
  return (
    <Modal
      id={[modalIds.deposit, modalIds.withdraw]}
      title={webTh.modalDepositWithdraw}
      description={webTh.autoDepositClaim}
      variant="fullscreen"
    >
      <dl className="mb-4 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-brand-800 p-3 ring-1 ring-gold-400/30">
          <dt className="text-sm text-white/70">{webTh.balance}</dt>
          <dd
            className={cx('text-xl font-bold tabular-nums', stale ? 'text-white/50' : 'text-gold-200')}
            data-testid="modal-balance"
          >
            {amount(data?.balance)}
          </dd>
          {stale && (
            <dd>
              <LastKnownNote offline={offline} testId="modal-balance-stale" />
            </dd>
          )}
          {data?.bonus && data.bonus !== DEFAULT_BALANCE && data.cash && (
            <dd className="mt-1 text-xs text-white/70" data-testid="modal-balance-split">
              {walletText.cash} <MoneyText amount={data.cash} /> · {walletText.bonus}{' '}
              <MoneyText amount={data.bonus} />
            </dd>
          )}
        </div>
        <div className="rounded-xl bg-brand-800 p-3 ring-1 ring-white/10">
          <dt className="text-sm text-white/70">{webTh.lockedBalance}</dt>
          <dd
            className={cx('text-xl font-bold tabular-nums', stale ? 'text-white/50' : 'text-white')}
            data-testid="modal-locked-balance"
          >
            {amount(data?.lockedBalance)}
          </dd>
        </div>
      </dl>
      {data?.receivable && data.receivable !== DEFAULT_BALANCE && (
        <p
          role="status"
          className="mb-4 rounded-xl bg-red-500/15 p-3 text-sm text-red-100 ring-1 ring-red-400/40"
          data-testid="receivable-notice"
        >
          {fillMessage(webTh.receivableNotice, { amount: formatBaht(data.receivable) })}
        </p>
      )}
      <Tabs.Root value={tab} onValueChange={(value) => openModal(value as Tab)}>
        <Tabs.List
          aria-label={webTh.modalDepositWithdraw}
          className="mb-4 flex gap-2 rounded-xl bg-brand-950 p-1"
        >
          <Tabs.Trigger value={modalIds.deposit} className={tabClass}>
            {webTh.deposit}
          </Tabs.Trigger>
          <Tabs.Trigger value={modalIds.withdraw} className={tabClass}>
            {webTh.withdraw}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value={modalIds.deposit} className="flex flex-col gap-4">
          {depositTop}
          <DepositTab />
        </Tabs.Content>
        <Tabs.Content value={modalIds.withdraw} className="flex flex-col gap-4">
          {withdrawTop}
          <WithdrawTab />
        </Tabs.Content>
      </Tabs.Root>
    </Modal>
  );
};
