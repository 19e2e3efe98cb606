import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import type { ReusedLine } from './bet-slip-store';

export const NUMBER_SETS_STORAGE_KEY = 'chokdee-number-sets';
/** Per member on this device; the oldest set goes when a member saves more. */
export const MAX_NUMBER_SETS = 20;
export const NUMBER_SET_NAME_MAX = 30;

export type NumberSet = { id: string; name: string; lines: ReusedLine[]; savedAt: string };

type NumberSetsState = {
  /** Saved sets by member id (the token's `sub`), newest first. */
  byMember: Record<string, NumberSet[]>;
  save: (memberId: string, name: string, lines: readonly ReusedLine[]) => void;
  remove: (memberId: string, id: string) => void;
};

/**
 * Saved number sets (ชุดเลข), kept on this device per member in localStorage: a convenience, not
 * money, so no server table; a set saved under the same name replaces the older one.
 */
export const useNumberSetsStore = create<NumberSetsState>()(
  persist(
    (set, get) => ({
      byMember: {},
      save: (memberId, name, lines) => {
        const trimmed = name.trim().slice(0, NUMBER_SET_NAME_MAX);
        const others = (get().byMember[memberId] ?? []).filter((entry) => entry.name !== trimmed);
        const saved: NumberSet = {
          id: newIdempotencyKey(),
          name: trimmed,
          lines: lines.map(({ betType, number, amount }) => ({ betType, number, amount })),
          savedAt: new Date().toISOString(),
        };
        set({ byMember: { ...get().byMember, [memberId]: [saved, ...others].slice(0, MAX_NUMBER_SETS) } });
      },
      remove: (memberId, id) =>
        set({
          byMember: {
            ...get().byMember,
            [memberId]: (get().byMember[memberId] ?? []).filter((entry) => entry.id !== id),
          },
        }),
    }),
    {
      name: NUMBER_SETS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ byMember }) => ({ byMember }),
    },
  ),
);
