import type { WithdrawalStatus } from '@chokdee/contracts';
import type { PayoutProvider, ProviderTransfer } from '#adapters/bank-payout/bank-payout';
import { simulatedBankBaseUrl } from '#adapters/bank-payout/simulated-bank';
import type { PayoutDispatcher } from '#modules/payments/index';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import { eventConsumerTask } from '#platform/events/events';
import { createKeyedMutex } from '#platform/keyed-mutex';
import type { Platform, ServerModule } from '#platform/module';
import type { Task } from '#platform/scheduler/scheduler';
import { createDispatch } from './dispatcher';
import { createPayoutAdmin, payoutAdminRoutes, reconciliationRoutes } from './payout-admin';
import type { PayoutAdminDeps } from './payout-admin.deps';
import { createPayoutProviders } from './payout-providers';
import { createPayoutTasks } from './payout-tasks';
import { createTracker, type PayoutsContext, type PayoutsModuleDeps } from './payouts.context';
import { createPayoutsRepo, type PayoutRecipientRow } from './payouts.repo';
import { payoutRetryRoutes, payoutWebhookRoutes } from './payouts.routes';
import { seedDemoPayouts } from './payouts.seed';
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
const createPayouts = (deps: PayoutsModuleDeps) => {
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
    /** The outbox consumer creating a recipient on `member.registered` (the module's `eventConsumers`). */
    eventTasks: [eventConsumerTask(recipients.registrationConsumer, { everyMs: 2_000 })],
    /** Resolves once every provider call started in the background has come back (tests, close). */
    idle: tracker.idle,
  };
};
/** The payouts flow other modules and tests are given (`createPayoutsModule`'s `api`, less `admin`). */
export type PayoutsModule = ReturnType<typeof createPayouts>;

/**
 * Automatic withdrawals as a server module: the flow above and its back office (`createPayoutAdmin`),
 * their routes (the provider's webhook outside the tenant scope, in its own raw-body scope), jobs,
 * consumer, and the demo operator's payout account on the simulated bank.
 */
export const createPayoutsModule = (
  platform: Platform,
  deps: Pick<PayoutsModuleDeps, 'withdrawals' | 'members' | 'wallet' | 'operators' | 'providerFactory'> &
    Pick<PayoutAdminDeps, 'payments' | 'staff' | 'withdrawals'>,
) => {
  const { db, clock, log, config, audit, bus, publish } = platform;
  const flow = createPayouts({
    ...deps,
    db,
    clock,
    log,
    secret: config.JWT_SECRET,
    audit,
    bus,
    dispatchDelayMs: config.TEST_PAYOUT_DISPATCH_DELAY_MS,
  });
  // The back office: account and settings, balance, recipients, withdrawal detail, reconciliation.
  const admin = createPayoutAdmin({
    db,
    clock,
    secret: config.JWT_SECRET,
    publish,
    audit,
    flow,
    payments: deps.payments,
    withdrawals: deps.withdrawals,
    members: deps.members,
    staff: deps.staff,
    log,
  });
  return {
    name: 'payouts',
    api: { ...flow, admin },
    // Approved withdrawals no node dispatched sent, a lost answer sent again (same key), SENT ones
    // polled, pending recipients checked again; then reconciliation and late withdrawals.
    jobs: [...flow.tasks, ...admin.tasks],
    eventConsumers: flow.eventTasks,
    // Provider calls still running finish before the database closes.
    onClose: () => flow.idle(),
    seedDemo: [
      {
        // Paid by the simulated bank (mounted by this process, or SIMULATED_BANK_URL's); none: by hand.
        fixture: false,
        async run({ db, operatorId, operatorKey, clock }) {
          const baseUrl = simulatedBankBaseUrl(config);
          if (baseUrl)
            await seedDemoPayouts({
              db,
              operatorId,
              operatorKey,
              baseUrl,
              serverSecret: config.JWT_SECRET,
              now: clock.now(),
            });
        },
      },
    ],
    async siteRoutes(site, { requireStaff }) {
      await site.register(payoutRetryRoutes, { payouts: flow, requireStaff });
      await site.register(payoutAdminRoutes, { service: admin.service, requireStaff });
      await site.register(reconciliationRoutes, { reconciliation: admin.reconciliation, requireStaff });
    },
    async rootRoutes(app) {
      // The payout provider's webhook names its operator in the path (its own raw-body scope).
      await app.register(payoutWebhookRoutes, { payouts: flow });
    },
  } satisfies ServerModule<'payouts'>;
};
