import { type SportsOddsFormat, sportsOddsFormats } from '@chokdee/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const ODDS_FORMAT_STORAGE_KEY = 'chokdee-sports-odds-format';

const isOddsFormat = (value: unknown): value is SportsOddsFormat =>
  typeof value === 'string' && (sportsOddsFormats as readonly string[]).includes(value);

/**
 * How handicaps and totals are shown (docs/domain/sportsbook.md §3): Malay water unless the member
 * chose otherwise; kept on the device. 1X2, correct score and parlays are decimal whatever it is.
 */
export const useOddsFormatStore = create<{
  format: SportsOddsFormat;
  setFormat: (format: SportsOddsFormat) => void;
}>()(
  persist((set) => ({ format: 'MY', setFormat: (format) => set({ format }) }), {
    name: ODDS_FORMAT_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
    partialize: (state) => ({ format: state.format }),
    // A value another version wrote (or a hand edit) is not a format: keep the default.
    merge: (persisted, current) => {
      const format = (persisted as { format?: unknown } | undefined)?.format;
      return isOddsFormat(format) ? { ...current, format } : current;
    },
  }),
);

export const useOddsFormat = (): SportsOddsFormat => useOddsFormatStore((state) => state.format);
