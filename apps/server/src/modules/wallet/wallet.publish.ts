import { formatAmount, realtimeEvents } from '@chokdee/contracts';
import type { Publisher } from '#platform/realtime/publisher';

/** Balances to push after a commit: wallet.updated carries the member's new balance and hold. */
export type BalanceAfter = {
  memberId: string;
  balanceSatang: bigint;
  lockedSatang: bigint;
  /** What the member owes (pushed as `receivable` while above zero). */
  receivableSatang?: bigint;
};

/** Push wallet.updated once the transaction that changed the money committed (never inside it). */
export const publishWallet = (publish: Publisher, after: BalanceAfter): void => {
  publish.toMember(after.memberId, realtimeEvents.walletUpdated, {
    balance: formatAmount(after.balanceSatang),
    lockedBalance: formatAmount(after.lockedSatang),
    // Only while the member owes: a push without it means nothing is owed.
    ...(after.receivableSatang ? { receivable: formatAmount(after.receivableSatang) } : {}),
  });
};
