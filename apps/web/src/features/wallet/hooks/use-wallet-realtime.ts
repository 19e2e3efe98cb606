import { fillMessage, realtimeEvents } from '@chokdee/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatBaht } from '../../../lib/format';
import { isMoneyString } from '../../../lib/money-guard';
import { queryKeys } from '../../../lib/query-keys';
import { realtime as appRealtime, REALTIME_CONNECTED, type Realtime } from '../../../lib/socket';
import { toast } from '../../../lib/toast';
import { walletText } from '../../../messages/th';
import { isWallet, toWallet } from '../api/get-balance';
import { isWithdrawalStatus, patchWithdrawalStatus } from '../utils/history-cache';

const record = (payload: unknown): Record<string, unknown> =>
  typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};

/**
 * Keeps the page live while a member is logged in: `wallet.updated` replaces the wallet in the
 * cache at once (header balance and open modals re-render), deposits and paid / rejected
 * withdrawals toast, a withdrawal's new state is written into the withdraw history in the cache
 * (each state shows live: SENDING, PAID, FAILED…), and fund history and the statement refetch. Mounted once, in the
 * root layout (and the game-loader layout, which is outside it).
 */
export const useWalletRealtime = (realtime: Realtime = appRealtime) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refreshHistory = () => void queryClient.invalidateQueries({ queryKey: queryKeys.paymentHistory });
    const offs = [
      realtime.on(realtimeEvents.walletUpdated, (payload) => {
        if (!isWallet(payload)) return;
        // `receivable` rides along only while the member owes something; `cash`/`bonus` since bonus money exists (docs/domain/rewards.md rule 1).
        queryClient.setQueryData(queryKeys.wallet, toWallet(payload));
        // The cash (and today's withdrawals) bound the withdraw tab's "all": re-read while it is open.
        void queryClient.invalidateQueries({ queryKey: queryKeys.withdrawLimits });
        // Every move of the balance is a statement line: an open statement re-reads from the newest.
        void queryClient.invalidateQueries({ queryKey: queryKeys.statement });
      }),
      realtime.on(realtimeEvents.depositCredited, (payload) => {
        const { amount } = record(payload);
        if (isMoneyString(amount))
          toast.success(fillMessage(walletText.depositCredited, { amount: formatBaht(amount) }));
        refreshHistory();
      }),
      realtime.on(realtimeEvents.withdrawalUpdated, (payload) => {
        const { amount, status, paymentRef } = record(payload);
        const shown = isMoneyString(amount) ? formatBaht(amount) : '';
        // One toast per withdrawal even when the push comes twice (a retry, a reconciliation).
        const id = typeof paymentRef === 'string' ? `withdrawal-${status}-${paymentRef}` : undefined;
        if (status === 'PAID')
          toast.success(fillMessage(walletText.withdrawalPaid, { amount: shown }), { id });
        if (status === 'REJECTED')
          toast.error(fillMessage(walletText.withdrawalRejected, { amount: shown }), { id });
        // SENDING, FAILED (money still held, staff take over) and the rest show in the history only.
        if (typeof paymentRef === 'string' && isWithdrawalStatus(status))
          patchWithdrawalStatus(queryClient, { paymentRef, status });
        refreshHistory();
      }),
      // Push is a hint: after a (re)connect, re-read what may have changed while offline.
      realtime.on(REALTIME_CONNECTED, () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
        void queryClient.invalidateQueries({ queryKey: queryKeys.withdrawLimits });
        // A withdrawal paid (or failed) while the socket was down shows at the next history read.
        refreshHistory();
      }),
    ];
    const stop = realtime.start();
    return () => {
      for (const off of offs) off();
      stop();
    };
  }, [queryClient, realtime]);
};
