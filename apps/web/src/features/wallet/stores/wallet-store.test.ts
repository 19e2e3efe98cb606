import { afterEach, describe, expect, it, vi } from 'vitest';
import { SYNC_OFF_DELAY_MS, useWalletStore, walletSync } from './wallet-store';

describe('wallet sync flag', () => {
  afterEach(() => vi.useRealTimers());

  it('is on during a fetch and goes off 1 s after it ends', () => {
    vi.useFakeTimers();
    walletSync.start();
    expect(useWalletStore.getState().isSyncing).toBe(true);
    walletSync.end();
    vi.advanceTimersByTime(SYNC_OFF_DELAY_MS - 1);
    expect(useWalletStore.getState().isSyncing).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useWalletStore.getState().isSyncing).toBe(false);
  });

  it('stays on when a new fetch starts inside the second', () => {
    vi.useFakeTimers();
    walletSync.start();
    walletSync.end();
    vi.advanceTimersByTime(500);
    walletSync.start();
    vi.advanceTimersByTime(SYNC_OFF_DELAY_MS);
    expect(useWalletStore.getState().isSyncing).toBe(true);
    walletSync.end();
    vi.advanceTimersByTime(SYNC_OFF_DELAY_MS);
    expect(useWalletStore.getState().isSyncing).toBe(false);
  });
});
