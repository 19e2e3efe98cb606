import type { PayoutProviderFactory } from '#adapters/bank-payout/bank-payout';
import type { MemberService } from '#modules/member/index';
import type { WithdrawalPayoutSteps } from '#modules/payments/index';
import type { WalletService } from '#modules/wallet/index';
import type { AuditLog } from '#platform/audit/audit-log';
import type { InvalidationBus } from '#platform/cache/invalidation-bus';
import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import type { OperatorResolver } from '#platform/http/tenant';
import type { PayoutProviders } from './payout-providers';
import type { PayoutsRepo } from './payouts.repo';

export type PayoutLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type PayoutsModuleDeps = {
  db: Db;
  clock: Clock;
  log: PayoutLog;
  /** The server secret (JWT_SECRET): the key of `payout_accounts`' encrypted credentials. */
  secret: string;
  /** Builds an operator's adapter from its credentials (`createOpnPayout`; tests may pass another). */
  providerFactory: PayoutProviderFactory;
  /** Payments' steps on withdrawal rows (`createWithdrawalPayoutSteps`). */
  withdrawals: WithdrawalPayoutSteps;
  members: Pick<MemberService, 'summaries'>;
  wallet: Pick<WalletService, 'receivableOwed'>;
  audit: Pick<AuditLog, 'record'>;
  /** The webhook names its operator by key. */
  operators: Pick<OperatorResolver, 'byKey'>;
  /** Drops every node's cached provider of an operator whose account changed. */
  bus?: Pick<InvalidationBus, 'publish' | 'subscribe'>;
  /** Tests only (config TEST_PAYOUT_DISPATCH_DELAY_MS): the wait before an approval's in-process dispatch. */
  dispatchDelayMs?: number;
};

/** What every part of the payouts module works with (built once by `createPayoutsModule`). */
export type PayoutsContext = Pick<
  PayoutsModuleDeps,
  'db' | 'clock' | 'log' | 'withdrawals' | 'members' | 'wallet' | 'audit'
> & {
  repo: PayoutsRepo;
  providers: PayoutProviders;
  /** Work started in the background (a provider call after a member's request): awaited by `idle()`. */
  track(work: Promise<unknown>): void;
  /** Runs `work` alone among this process's callers of `key` (PGlite: advisory locks do not exclude). */
  exclusive<T>(key: string, work: () => Promise<T>): Promise<T>;
};

/** Background work of this node, so a test (or `close`) can wait until every call has come back. */
export const createTracker = (log: PayoutLog) => {
  const running = new Set<Promise<unknown>>();
  return {
    track(work: Promise<unknown>): void {
      const guarded = work.catch((err: unknown) => log.error({ err }, 'payout background work failed'));
      running.add(guarded);
      void guarded.finally(() => running.delete(guarded));
    },
    /** Resolves once nothing started in the background is running (including what that started). */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
};
