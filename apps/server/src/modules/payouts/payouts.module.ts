import type { WithdrawalStatus } from '@chokdee/contracts';
import type { PayoutProvider, ProviderTransfer } from '#adapters/bank-payout/bank-payout';
import type { PayoutDispatcher } from '#modules/payments/index';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import { eventConsumerTask } from '#platform/events/events';
import type { Task } from '#platform/scheduler/scheduler';
import { createDispatch } from './dispatcher';
import { createPayoutProviders } from './payout-providers';
import { createPayoutTasks } from './payout-tasks';
import {
  createKeyedMutex,
  createTracker,
  type PayoutsContext,
  type PayoutsModuleDeps,
} from './payouts.context';
import { createPayoutsRepo, type PayoutRecipientRow } from './payouts.repo';
import { createRecipients } from './recipients';
import { createTransfers } from './transfers';
import { createWebhook } from './webhook';

export type { PayoutsModuleDeps };

/**
 * Automatic withdrawals (docs/modules/payouts.md): the operator's payout provider, members' recipients, one
 * transfer per withdrawal attempt (row before call, idempotency key, webhook and poll applying the
 * provider's outcome), the dispatcher payments is given, the staff retry, and the jobs that finish
 * what a crash or a lost answer left open.
 */
export const createPayoutsModule = (deps: PayoutsModuleDeps) => {
  const repo = createPayoutsRepo();
  const tracker = createTracker(deps.log);
  const providers = createPayoutProviders({
    db: deps.db,
    repo,
    secret: deps.secret,
    factory: deps.providerFactory,
    bus: deps.bus,
  });
  const ctx: PayoutsContext = {
    db: deps.db,
    clock: deps.clock,
    log: deps.log,
    repo,
    providers,
    withdrawals: deps.withdrawals,
    members: deps.members,
    wallet: deps.wallet,
    audit: deps.audit,
    track: tracker.track,
    exclusive: createKeyedMutex(),
  };
  const transfers = createTransfers(ctx);
  // Recipients tell the dispatcher when one verifies; the dispatcher asks recipients: bound late.
  let releaseWaiting: (operatorId: string, memberId: string) => Promise<void> = async () => undefined;
  const recipients = createRecipients(ctx, (operatorId, memberId) => releaseWaiting(operatorId, memberId));
  const dispatch = createDispatch(ctx, recipients, transfers, { delayMs: deps.dispatchDelayMs ?? 0 });
  releaseWaiting = dispatch.releaseWaiting;
  const handleWebhook = createWebhook(ctx, { operators: deps.operators, transfers, recipients });

  return {
    /** Payments' `payouts` dependency: told after each approval. */
    dispatcher: dispatch.dispatcher satisfies PayoutDispatcher,
    /** The operator's adapter (undefined: no payout account), cached per node. */
    providerOf: (operatorId: string): Promise<PayoutProvider | undefined> => providers.providerOf(operatorId),
    /** Drops the cached adapter (after a rotation), on every node through the bus. */
    forgetProvider: (operatorId: string): void => providers.forgetProvider(operatorId),
    recipients: {
      ensure: (operatorId: string, memberId: string): Promise<PayoutRecipientRow | undefined> =>
        recipients.ensure(operatorId, memberId),
      refresh: (operatorId: string, memberId: string): Promise<PayoutRecipientRow | undefined> =>
        recipients.refresh(operatorId, memberId),
    },
    retry: (
      staff: AuthenticatedStaff,
      ip: string,
      withdrawalId: string,
    ): Promise<{ status: WithdrawalStatus }> => dispatch.retry(staff, ip, withdrawalId),
    /** A provider transfer onto its row and withdrawal (idempotent; reconciliation uses only this). */
    applyTransfer: async (operatorId: string, transfer: ProviderTransfer): Promise<void> => {
      await transfers.apply(operatorId, transfer);
    },
    handleWebhook,
    /** Scheduler tasks (`main.ts`): sender recovery, poll, recipient re-check. */
    tasks: createPayoutTasks(ctx, { transfers, recipients, dispatch }) satisfies Task[],
    /** The outbox consumer creating a recipient on `member.registered` (joins `app.eventTasks`). */
    eventTasks: [eventConsumerTask(recipients.registrationConsumer, { everyMs: 2_000 })],
    /** Resolves once every provider call started in the background has come back (tests, close). */
    idle: tracker.idle,
  };
};
export type PayoutsModule = ReturnType<typeof createPayoutsModule>;
