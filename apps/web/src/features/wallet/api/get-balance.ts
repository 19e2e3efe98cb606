import { apiPaths, type MoneyString } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useIsMember } from '../../../lib/auth-store';
import { isMoneyString } from '../../../lib/money-guard';
import { queryKeys } from '../../../lib/query-keys';
import { walletSync } from '../stores/wallet-store';

/**
 * `GET /api/v2/user/balance`: spendable balance (cash + bonus), the amount on hold (pending
 * withdrawals), what the member owes after a result correction (`receivable`), and the parts of the
 * balance: `cash` (what a withdrawal can take) and `bonus` (docs/domain/rewards.md §3 rule 1).
 */
export type Wallet = {
  balance: MoneyString;
  lockedBalance: MoneyString;
  receivable?: MoneyString;
  cash?: MoneyString;
  bonus?: MoneyString;
};

/** docs/domain/member-site.md §9: the balance reads "0.00" until the wallet has loaded. */
export const DEFAULT_BALANCE = '0.00';

/** Checked by hand (not zod): the header loads this on every page. */
export const isWallet = (value: unknown): value is Wallet =>
  typeof value === 'object' &&
  value !== null &&
  isMoneyString((value as Record<string, unknown>).balance) &&
  isMoneyString((value as Record<string, unknown>).lockedBalance);

/** The wallet from an answer or a push that passed `isWallet`; the optional parts only when well-formed. */
export const toWallet = (data: Wallet): Wallet => {
  const { receivable, cash, bonus } = data as Record<string, unknown>;
  return {
    balance: data.balance,
    lockedBalance: data.lockedBalance,
    ...(isMoneyString(receivable) ? { receivable } : {}),
    ...(isMoneyString(cash) ? { cash } : {}),
    ...(isMoneyString(bonus) ? { bonus } : {}),
  };
};

export const getBalance = async ({ signal }: { signal?: AbortSignal } = {}): Promise<Wallet> => {
  walletSync.start();
  try {
    const data = await api.get<unknown>(apiPaths.balance, { signal });
    if (!isWallet(data)) throw new Error('The balance answer does not match the contract');
    return toWallet(data);
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
