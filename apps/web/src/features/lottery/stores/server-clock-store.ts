import { create } from 'zustand';

/**
 * The server's clock as the page estimates it (docs/domain/yeekee.md §3.6: countdowns run on server time,
 * re-estimated from every message). `offsetMs` = server time − this device's time, taken from the
 * latest `serverTime` (or `receivedAt`) a read, a push or a shot answered with. The trip's latency
 * (tens of ms) is left in: the countdowns show whole seconds.
 */
export const useServerClockStore = create<{ offsetMs: number }>(() => ({ offsetMs: 0 }));

/** Re-estimates the offset from a server timestamp just received; an unreadable one is ignored. */
export const observeServerTime = (iso: string, localNow: number = Date.now()): void => {
  const server = Date.parse(iso);
  if (Number.isNaN(server)) return;
  useServerClockStore.setState({ offsetMs: server - localNow });
};

/** The server's time now, as estimated. */
export const serverNow = (localNow: number = Date.now()): number =>
  localNow + useServerClockStore.getState().offsetMs;
