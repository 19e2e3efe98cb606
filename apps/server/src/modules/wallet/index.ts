export { walletAdminRoutes } from './wallet.admin-routes';
export { createWalletRepo } from './wallet.repo';
export { walletRoutes } from './wallet.routes';
export {
  type AccountRef,
  createWalletService,
  type LedgerCheck,
  type TransferRequest,
  type WalletService,
} from './wallet.service';
