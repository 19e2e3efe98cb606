import { useEffect, useMemo } from 'react';
import { useMemberId } from '../../../lib/auth-store';
import { useOnlineStatus } from '../../../lib/online-status';
import { isWallet, toWallet, useWallet, type Wallet } from '../api/get-balance';

/** Where this device keeps the member's last wallet read (with their id, so another member never sees it). */
export const LAST_WALLET_KEY = 'chokdee-last-wallet';

const remember = (memberId: string, wallet: Wallet) => {
  try {
    localStorage.setItem(LAST_WALLET_KEY, JSON.stringify({ memberId, wallet }));
  } catch {
    // Storage full or blocked: offline will show no amount rather than a wrong one.
  }
};

/** The last wallet this member's device read, or undefined (none, another member's, or not a wallet). */
export const lastKnownWallet = (memberId: string | null): Wallet | undefined => {
  if (!memberId) return undefined;
  try {
    const saved = JSON.parse(localStorage.getItem(LAST_WALLET_KEY) ?? 'null') as {
      memberId?: unknown;
      wallet?: unknown;
    } | null;
    return saved?.memberId === memberId && isWallet(saved.wallet) ? toWallet(saved.wallet) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The wallet to show and whether it is current. Online it is the wallet read (docs/domain/member-site.md §9's "0.00" until
 * the first read). Offline, or when the last read failed, it is the last one known — the cache's, or
 * after a reload the one this device kept — and `stale` says it is not current; with none known,
 * `wallet` is undefined and the amount is not shown (never 0, never made up).
 */
export const useShownWallet = (): { wallet: Wallet | undefined; stale: boolean; offline: boolean } => {
  const query = useWallet();
  const online = useOnlineStatus();
  const memberId = useMemberId();
  useEffect(() => {
    if (query.data && memberId) remember(memberId, query.data);
  }, [query.data, memberId]);
  const stale = !online || (query.isError && !query.isFetching);
  const kept = useMemo(() => (stale ? lastKnownWallet(memberId) : undefined), [stale, memberId]);
  return { wallet: query.data ?? kept, stale, offline: !online };
};
