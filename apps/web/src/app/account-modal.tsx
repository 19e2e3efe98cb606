import { AccountModal } from '../features/account/components/account-modal';
import { WalletParts } from '../features/wallet/components/wallet-parts';

/** The account summary with the wallet's parts composed in (features do not import each other). */
export const AccountModalWithWallet = () => <AccountModal balances={<WalletParts />} />;
