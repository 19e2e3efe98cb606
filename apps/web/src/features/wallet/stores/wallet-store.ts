import { create } from 'zustand';
import { onTestReset } from '../../../lib/module-state';

/** docs/domain/member-site.md §4: the sync flag stays on for 1 s after a balance fetch ends. */
export const SYNC_OFF_DELAY_MS = 1000;

type WalletSyncState = { isSyncing: boolean };

export const useWalletStore = create<WalletSyncState>()(() => ({ isSyncing: false }));

let offTimer: ReturnType<typeof setTimeout> | undefined;
onTestReset(() => {
  clearTimeout(offTimer);
  offTimer = undefined;
});

export const walletSync = {
  start: () => {
    clearTimeout(offTimer);
    useWalletStore.setState({ isSyncing: true });
  },
  end: () => {
    clearTimeout(offTimer);
    offTimer = setTimeout(() => useWalletStore.setState({ isSyncing: false }), SYNC_OFF_DELAY_MS);
  },
};
