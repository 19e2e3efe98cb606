import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const DISMISSED_ANNOUNCEMENTS_KEY = 'chokdee-dismissed-announcements';
/** Enough for every announcement a site runs at once; the oldest dismissals go first. */
const MAX_REMEMBERED = 100;

type DismissedState = { ids: string[]; dismiss: (id: string) => void };

/**
 * Announcements the member closed, on this device: a message is read, not money, so no server table.
 */
export const useDismissedAnnouncements = create<DismissedState>()(
  persist(
    (set, get) => ({
      ids: [],
      dismiss: (id) =>
        set({ ids: [id, ...get().ids.filter((seen) => seen !== id)].slice(0, MAX_REMEMBERED) }),
    }),
    {
      name: DISMISSED_ANNOUNCEMENTS_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ ids }) => ({ ids }),
    },
  ),
);
