import type { IdempotencyService } from '#modules/idempotency/index';
import type { Platform, ServerModule } from '#platform/module';
import { adjustmentAdminRoutes } from './adjustments.admin-routes';
import { createBalanceCache } from './balance-cache';
import { walletAdminRoutes } from './wallet.admin-routes';
import { createWalletRepo } from './wallet.repo';
import { walletRoutes } from './wallet.routes';
import {
  createWalletService,
  type PostedHook,
  type ReceivableHook,
  type StakeHook,
  type WalletService,
} from './wallet.service';
import { createAdjustmentRequestRepo, createWalletAdminRepo } from './wallet-admin.repo';
import { createWalletAdminService } from './wallet-admin.service';

/**
 * The ledger hooks a module asks the wallet to call, declared as data on its `ServerModule.hooks`;
 * app.ts installs every module's once all are built (`installLedgerHooks`).
 */
export type LedgerHooks = {
  /** Refuses a stake inside `checkStake` (promotions: a line above a wagering condition's maximum). */
  stake?: StakeHook;
  /** Told when a member's receivable opens or closes (payments holds and releases withdrawals). */
  receivable?: ReceivableHook;
  /** Told which members' accounts a posting moved (the balance cache). */
  posted?: PostedHook;
};

/** Installs the declared hooks on the wallet, in module order (the only place `on…` is called). */
export const installLedgerHooks = (
  wallet: WalletService,
  modules: ReadonlyArray<{ hooks?: LedgerHooks | unknown }>,
): void => {
  for (const { hooks } of modules) {
    const ledger = (hooks ?? {}) as LedgerHooks;
    if (ledger.stake) wallet.onStake(ledger.stake);
    if (ledger.receivable) wallet.onReceivable(ledger.receivable);
    if (ledger.posted) wallet.onPosted(ledger.posted);
  }
};

/** The ledger (postings, stakes, receivables), the member's balance, and staff adjustments. */
export const createWalletModule = (
  platform: Platform,
  deps: {
    idempotency: IdempotencyService;
    staffNames: (operatorId: string) => Promise<Map<string, string>>;
    /** Phone and name of members, for the approval queue (the member module's door). */
    memberNames: (
      operatorId: string,
      memberIds: string[],
    ) => Promise<Map<string, { phone: string; name: string }>>;
  },
) => {
  const { db, clock, bus, audit, publish } = platform;
  const service = createWalletService({ db, repo: createWalletRepo(), clock });
  const balances = createBalanceCache({ wallet: service, bus });
  const admin = createWalletAdminService({
    db,
    repo: createWalletAdminRepo(),
    requests: createAdjustmentRequestRepo(),
    wallet: service,
    idempotency: deps.idempotency,
    audit,
    publish,
    clock,
    staffNames: deps.staffNames,
    memberNames: deps.memberNames,
  });
  return {
    name: 'wallet',
    api: { service, balances, admin },
    hooks: { posted: balances.postedHook },
    async siteRoutes(site, { guard, requireStaff }) {
      await site.register(walletRoutes, { balances, guard });
      await site.register(walletAdminRoutes, { service, requireStaff });
      await site.register(adjustmentAdminRoutes, { service: admin, requireStaff });
    },
  } satisfies ServerModule<'wallet', unknown, LedgerHooks>;
};
export type WalletModule = ReturnType<typeof createWalletModule>;
