export { walletAdminRoutes } from './wallet.admin-routes';
export { type BalanceAfter, publishWallet } from './wallet.publish';
export { createWalletRepo } from './wallet.repo';
export { walletRoutes } from './wallet.routes';
export {
  type AccountRef,
  createWalletService,
  type LedgerCheck,
  type TransferRequest,
  type WalletService,
} from './wallet.service';
