import { create } from 'zustand';

/** How long the overlay stays after the call that asked for it ends (docs/domain/member-site.md §9: 1000–2000 ms). */
export const OVERLAY_MIN_HIDE_MS = 1000;
export const OVERLAY_MAX_HIDE_MS = 2000;

type OverlayState = { holders: number };

/** The full-page loading overlay: shown while any call that asked for it is in flight. */
export const useLoadingOverlayStore = create<OverlayState>()(() => ({ holders: 0 }));

export const loadingOverlay = {
  show: () => useLoadingOverlayStore.setState((state) => ({ holders: state.holders + 1 })),
  /** Hides after `delayMs`, clamped to 1000–2000 ms, so a quick call does not flash the overlay. */
  hide: (delayMs = OVERLAY_MIN_HIDE_MS) => {
    const delay = Math.min(OVERLAY_MAX_HIDE_MS, Math.max(OVERLAY_MIN_HIDE_MS, delayMs));
    setTimeout(() => {
      useLoadingOverlayStore.setState((state) => ({ holders: Math.max(0, state.holders - 1) }));
    }, delay);
  },
};
