export { adjustmentTotals, countPendingAdjustments } from './adjustment.totals';
export { adjustmentAdminRoutes } from './adjustments.admin-routes';
export { BALANCES_TOPIC, type BalanceCache, createBalanceCache } from './balance-cache';
export { HOUSE_SHARDS, houseShardOf } from './house-shards';
export { type CauseCategorySql, ledgerTotals, type MemberChange } from './ledger.totals';
export { type RewardClaimKind, rewardClaimKinds, rewardClaimTotals } from './reward-claim.totals';
export { bonusShareOf } from './stake-split';
export { memberStatementEntries, type StatementEntry } from './statement.read';
export { walletAdminRoutes } from './wallet.admin-routes';
export { createWalletModule, installLedgerHooks, type LedgerHooks, type WalletModule } from './wallet.module';
export { type BalanceAfter, publishWallet } from './wallet.publish';
export { createWalletRepo } from './wallet.repo';
export { walletRoutes } from './wallet.routes';
export {
  type AccountRef,
  createWalletService,
  type LedgerCheck,
  type PostedHook,
  type ReceivableHook,
  type StakeCategory,
  type StakeHook,
  type StakeLock,
  type StakeRequest,
  type StakeSplit,
  type TransferRequest,
  type WalletService,
} from './wallet.service';
export type { LedgerAccountKind, TransferKind } from './wallet.tables';
export { createAdjustmentRequestRepo, createWalletAdminRepo } from './wallet-admin.repo';
export {
  type AdjustmentDirection,
  createWalletAdminService,
  staffCaller,
  type WalletAdminService,
} from './wallet-admin.service';
