import type { SportsAcceptPolicy, SportsFixture, SportsTicket } from '@chokdee/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import {
  type PickResult,
  pickLeg,
  repriced,
  type SlipLeg,
  type SlipMode,
  sameSelection,
  syncLeg,
} from '../utils/slip';

export const SPORTS_SLIP_STORAGE_KEY = 'chokdee-sports-slip';

/** The ticket the slip placed last, shown in the slip (รอยืนยัน with a spinner while PENDING). */
export type PlacedTicket = Pick<SportsTicket, 'id' | 'ticketNo' | 'status' | 'rejectReason'> & {
  /** The fixture's live delay, for "about n seconds". */
  delaySeconds: number;
};

export type SportsSlipState = {
  mode: SlipMode;
  /** Each mode keeps its own selection, so switching back and forth loses nothing. */
  single: SlipLeg[];
  parlay: SlipLeg[];
  /** ยอดแทง as typed. */
  typedStake: string;
  acceptPolicy: SportsAcceptPolicy;
  /**
   * The Idempotency-Key of the confirmation in flight or left unanswered (a network failure), with the
   * body it carries: confirming the same body again is a retry of it and reuses the key; anything else
   * is a new confirmation with a new key.
   */
  confirmation: { key: string; body: string } | null;
  lastTicket: PlacedTicket | null;
  /** The phone's bottom sheet is open. */
  sheetOpen: boolean;
};

export type SportsSlipActions = {
  /** Taps a price: see `pickLeg`. Answers what happened (the caller tells the member). */
  pick: (leg: SlipLeg, maxLegs: number) => { result: PickResult; replaced?: SlipLeg };
  setMode: (mode: SlipMode) => void;
  removeLeg: (leg: SlipLeg) => void;
  /** Empties the current mode's legs. */
  clearLegs: () => void;
  setTypedStake: (typedStake: string) => void;
  setAcceptPolicy: (acceptPolicy: SportsAcceptPolicy) => void;
  /** The key for sending `body`: the unanswered confirmation's when it is the same body, else a new one. */
  keyFor: (body: string) => string;
  /** The server answered (placed or refused): the next confirmation is a new one. */
  settleConfirmation: () => void;
  /** A fixture read or pushed: its legs take the price now, or are marked suspended (see `syncLeg`). */
  syncFixture: (fixture: SportsFixture, options: { complete: boolean }) => void;
  /** The server's price now for the current mode's leg at `index`. */
  repriceLeg: (index: number, odds: string) => void;
  /** Takes placed selections off both modes' legs. */
  removeSelections: (selections: ReadonlyArray<Pick<SlipLeg, 'fixtureId' | 'market' | 'outcome'>>) => void;
  /** The member has seen the changed prices: the marks go. */
  acknowledgeChanges: () => void;
  setLastTicket: (ticket: PlacedTicket | null) => void;
  setSheetOpen: (open: boolean) => void;
};

const initialState = (): SportsSlipState => ({
  mode: 'SINGLE',
  single: [],
  parlay: [],
  typedStake: '',
  acceptPolicy: 'BETTER',
  confirmation: null,
  lastTicket: null,
  sheetOpen: false,
});

const withLegs = (
  mode: SlipMode,
  legs: SlipLeg[],
): Pick<SportsSlipState, 'single'> | Pick<SportsSlipState, 'parlay'> =>
  mode === 'SINGLE' ? { single: legs } : { parlay: legs };

export const activeLegs = (state: Pick<SportsSlipState, 'mode' | 'single' | 'parlay'>): SlipLeg[] =>
  state.mode === 'SINGLE' ? state.single : state.parlay;

/**
 * The sportsbook's slip (docs/modules/sports-web.md). Kept on the device (localStorage) with the last
 * ticket, so a reload keeps the selection and still follows a ticket that waits for its live delay.
 */
export const useSportsSlipStore = create<SportsSlipState & SportsSlipActions>()(
  persist(
    (set, get) => ({
      ...initialState(),
      pick: (leg, maxLegs) => {
        const state = get();
        const { legs, result, replaced } = pickLeg(activeLegs(state), leg, state.mode, maxLegs);
        if (result !== 'full') set(withLegs(state.mode, legs));
        return { result, replaced };
      },
      setMode: (mode) => {
        const state = get();
        if (state.mode === mode) return;
        // Switching with nothing on the other side starts it from what is picked here.
        if (mode === 'PARLAY' && state.parlay.length === 0) set({ mode, parlay: [...state.single] });
        else if (mode === 'SINGLE' && state.single.length === 0)
          set({ mode, single: state.parlay.slice(-1) });
        else set({ mode });
      },
      removeLeg: (leg) => {
        const state = get();
        set(
          withLegs(
            state.mode,
            activeLegs(state).filter((current) => !sameSelection(current, leg)),
          ),
        );
      },
      clearLegs: () => set(withLegs(get().mode, [])),
      setTypedStake: (typedStake) => set({ typedStake }),
      setAcceptPolicy: (acceptPolicy) => set({ acceptPolicy }),
      keyFor: (body) => {
        const current = get().confirmation;
        if (current?.body === body) return current.key;
        const key = newIdempotencyKey();
        set({ confirmation: { key, body } });
        return key;
      },
      settleConfirmation: () => set({ confirmation: null }),
      syncFixture: (fixture, options) => {
        const state = get();
        const single = state.single.map((leg) => syncLeg(leg, fixture, options));
        const parlay = state.parlay.map((leg) => syncLeg(leg, fixture, options));
        const changed =
          single.some((leg, index) => leg !== state.single[index]) ||
          parlay.some((leg, index) => leg !== state.parlay[index]);
        if (changed) set({ single, parlay });
      },
      repriceLeg: (index, odds) => {
        const state = get();
        const legs = activeLegs(state);
        const leg = legs[index];
        if (!leg) return;
        set(
          withLegs(
            state.mode,
            legs.map((current, at) => (at === index ? repriced(leg, odds) : current)),
          ),
        );
      },
      removeSelections: (selections) => {
        const keep = (leg: SlipLeg) => !selections.some((selection) => sameSelection(leg, selection));
        const state = get();
        set({ single: state.single.filter(keep), parlay: state.parlay.filter(keep) });
      },
      acknowledgeChanges: () => {
        const clear = (leg: SlipLeg) => (leg.changedFrom === null ? leg : { ...leg, changedFrom: null });
        const state = get();
        set({ single: state.single.map(clear), parlay: state.parlay.map(clear) });
      },
      setLastTicket: (lastTicket) => set({ lastTicket }),
      setSheetOpen: (sheetOpen) => set({ sheetOpen }),
    }),
    {
      name: SPORTS_SLIP_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ sheetOpen: _open, ...kept }) => kept,
    },
  ),
);

/** Whether a selection is on the slip (in the mode shown). */
export const useIsPicked = (fixtureId: string, market: string, outcome: string): boolean =>
  useSportsSlipStore((state) =>
    activeLegs(state).some((leg) => sameSelection(leg, { fixtureId, market, outcome })),
  );
