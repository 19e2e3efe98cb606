import { formatAmount, realtimeEvents } from '@chokdee/contracts';
import type { Publisher } from '#platform/realtime/publisher';

/**
 * Balances to push after a commit: wallet.updated carries the member's new balance (cash + bonus,
 * as the member site shows it, docs/domain/member-site.md §3), its parts, and the hold.
 */
export type BalanceAfter = {
  memberId: string;
  /** Cash: the main account. */
  balanceSatang: bigint;
  /** The bonus account (0 when never opened). */
  bonusSatang: bigint;
  lockedSatang: bigint;
  /** What the member owes (pushed as `receivable` while above zero). */
  receivableSatang?: bigint;
};

/** Push wallet.updated once the transaction that changed the money committed (never inside it). */
export const publishWallet = (publish: Publisher, after: BalanceAfter): void => {
  publish.toMember(after.memberId, realtimeEvents.walletUpdated, {
    balance: formatAmount(after.balanceSatang + after.bonusSatang),
    cash: formatAmount(after.balanceSatang),
    bonus: formatAmount(after.bonusSatang),
    lockedBalance: formatAmount(after.lockedSatang),
    // Only while the member owes: a push without it means nothing is owed.
    ...(after.receivableSatang ? { receivable: formatAmount(after.receivableSatang) } : {}),
  });
};
