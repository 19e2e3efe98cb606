import { apiPaths, type MoneyString } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useIsMember } from '../../../lib/auth-store';
import { isMoneyString } from '../../../lib/money-guard';
import { queryKeys } from '../../../lib/query-keys';
import { walletSync } from '../stores/wallet-store';

/**
 * `GET /api/v2/user/balance`: spendable balance, the amount on hold (pending withdrawals) and what
 * the member owes after a result correction (`receivable`).
 */
export type Wallet = { balance: MoneyString; lockedBalance: MoneyString; receivable?: MoneyString };

/** Spec §9: the balance reads "0.00" until the wallet has loaded. */
export const DEFAULT_BALANCE = '0.00';

/** Checked by hand (not zod): the header loads this on every page. */
export const isWallet = (value: unknown): value is Wallet =>
  typeof value === 'object' &&
  value !== null &&
  isMoneyString((value as Record<string, unknown>).balance) &&
  isMoneyString((value as Record<string, unknown>).lockedBalance);

export const getBalance = async ({ signal }: { signal?: AbortSignal } = {}): Promise<Wallet> => {
  walletSync.start();
  try {
    const data = await api.get<unknown>(apiPaths.balance, { signal });
    if (!isWallet(data)) throw new Error('The balance answer does not match the contract');
    const { receivable } = data as Record<string, unknown>;
    return {
      balance: data.balance,
      lockedBalance: data.lockedBalance,
      ...(isMoneyString(receivable) ? { receivable } : {}),
    };
  } finally {
    walletSync.end();
  }
};

export const walletQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.wallet, queryFn: ({ signal }) => getBalance({ signal }) });

/** The member's wallet; idle for guests. */
export const useWallet = () => {
  const isMember = useIsMember();
  return useQuery({ ...walletQueryOptions(), enabled: isMember });
};
