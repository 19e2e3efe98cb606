import type { Wallet } from '@chokdee/contracts';
import type { InvalidationBus } from '#platform/cache/invalidation-bus';
import { createReadCache } from '#platform/cache/read-cache';
import { afterCommit } from '#platform/db/after-commit';
import type { PostedHook, WalletService } from './wallet.service';

/** Bus topic whose keys are member ids: their cached balances are dropped. */
export const BALANCES_TOPIC = 'wallet-balances';

/** Balances remembered per node. */
const BALANCES_MAX = 100_000;
/** The bound on staleness if an invalidation is ever lost (Redis down while publishing). */
const BALANCE_RECHECK_MS = 30_000;

/**
 * The member's wallet as `getBalance` answers it, remembered per node. Every posting that moves a
 * member's account (they all go through `postTransfers`, the only writer of ledger balances) drops
 * that member's entry on this node and, through the bus, on the others once its transaction has
 * committed; a read that was running across the commit is not stored (see `createReadCache`).
 */
export const createBalanceCache = ({
  wallet,
  bus,
}: {
  wallet: Pick<WalletService, 'getBalance'>;
  bus: InvalidationBus;
}) => {
  const cache = createReadCache<string, Wallet>({
    load: (key) => {
      const [operatorId, memberId] = key.split(':') as [string, string];
      return wallet.getBalance(operatorId, memberId);
    },
    tagOf: (key) => key.slice(key.indexOf(':') + 1),
    ttlMs: () => BALANCE_RECHECK_MS,
    max: BALANCES_MAX,
  });
  bus.subscribe(BALANCES_TOPIC, (memberIds) => cache.invalidate(memberIds));
  bus.onReset(() => cache.clear());
  /** The wallet's posted hook this cache needs (the wallet module declares it; app.ts installs it). */
  const postedHook: PostedHook = (tx, _operatorId, memberIds) =>
    afterCommit(tx, () => bus.publish(BALANCES_TOPIC, memberIds));
  return {
    postedHook,
    /** The member's wallet, from this node's memory when no posting moved it since it was read. */
    get: (operatorId: string, memberId: string): Promise<Wallet> => cache.get(`${operatorId}:${memberId}`),
  };
};
export type BalanceCache = ReturnType<typeof createBalanceCache>;
