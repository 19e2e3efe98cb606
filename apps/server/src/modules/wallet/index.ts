export { createWalletRepo } from './wallet.repo';
export { walletRoutes } from './wallet.routes';
export { createWalletService, type WalletService } from './wallet.service';
