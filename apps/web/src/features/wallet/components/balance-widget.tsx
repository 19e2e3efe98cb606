import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cx } from '../../../lib/cx';
import { formatBaht, INVALID_AMOUNT_TEXT } from '../../../lib/format';
import { queryKeys } from '../../../lib/query-keys';
import { walletText, webTh } from '../../../messages/th';
import { DEFAULT_BALANCE } from '../api/get-balance';
import { useHeaderBalance } from '../hooks/use-game-hold';
import { useShownWallet } from '../hooks/use-shown-wallet';
import { useWalletStore } from '../stores/wallet-store';
import { LastKnownNote } from './last-known-note';

/**
 * Header balance (cash + bonus) with a refresh button; the icon spins while the sync flag is on.
 * `progress` (the app passes the open promotion's turnover bar) sits under the amount; with bonus in
 * the balance the amount's title says how much of it is cash. Offline it is the last balance known,
 * greyed with a note; while a game is open it waits for the game to show a change (hooks/use-game-hold).
 */
export const BalanceWidget = ({ progress }: { progress?: ReactNode }) => {
  const { wallet: data, stale, offline } = useShownWallet();
  const { balance, held } = useHeaderBalance(data?.balance);
  const isSyncing = useWalletStore((state) => state.isSyncing);
  const queryClient = useQueryClient();
  return (
    <div className="flex items-center gap-1 rounded-full bg-brand-950/70 py-1 pr-1 pl-3 ring-1 ring-gold-400/40">
      <span className="sr-only">{webTh.balance}</span>
      <span className="flex flex-col gap-0.5">
        <output
          className={cx('font-semibold tabular-nums', stale ? 'text-white/50' : 'text-gold-200')}
          aria-live="polite"
          data-testid="wallet-balance"
          title={
            !held && data?.cash && data.bonus && data.bonus !== DEFAULT_BALANCE
              ? `${walletText.cash} ${formatBaht(data.cash)} · ${walletText.bonus} ${formatBaht(data.bonus)}`
              : undefined
          }
        >
          {balance === undefined && stale ? INVALID_AMOUNT_TEXT : formatBaht(balance ?? DEFAULT_BALANCE)}
        </output>
        {stale ? <LastKnownNote offline={offline} testId="wallet-balance-stale" /> : progress}
      </span>
      <button
        type="button"
        aria-label={webTh.refreshBalance}
        aria-busy={isSyncing || undefined}
        onClick={() => void queryClient.refetchQueries({ queryKey: queryKeys.wallet })}
        className="grid size-8 place-items-center rounded-full text-gold-300 hover:bg-white/10"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={cx('size-5', isSyncing && 'animate-spin')}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M21 12a9 9 0 1 1-2.64-6.36" />
          <path d="M21 3v6h-6" />
        </svg>
      </button>
    </div>
  );
};
