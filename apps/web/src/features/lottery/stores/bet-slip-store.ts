import type { RoundDetail } from '@chokdee/contracts';
import type { BetType } from '@chokdee/lottery';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { addToSlip, type BetLine, expandNumber, rerateSlip, setSlipAmount } from '../utils/slip';

export const BET_SLIP_STORAGE_KEY = 'chokdee-bet-slip';
export const DEFAULT_BUY_AMOUNT = '1.00';

export type ProductInfo = { code: string; productName: string };

/** A line as a past bill or a saved number set gives it back: bet type, number and its own amount. */
export type ReusedLine = { betType: BetType; number: string; amount: string };

/** docs/domain/member-site.md §3's bet state: the slip plus the round it is for. */
export type BetSlipState = {
  betRoundCode: string | null;
  productInfo: ProductInfo | null;
  ruleTxt: string;
  configs: { defaultAmount: string };
  /** The bet type being entered and whether กลับเลข is on. */
  betInfo: { betType: BetType; isReverse: boolean };
  roundInfo: RoundDetail | null;
  betList: BetLine[];
  /** The confirm step of checkout is open. */
  isConfirmOpen: boolean;
  /** The Idempotency-Key of the bill being placed; kept across retries until it succeeds. */
  pendingBillKey: string | null;
};

export type BetSlipActions = {
  /** Switches to a round; a different round empties the slip and resets the default amount. */
  setRound: (roundCode: string) => void;
  setRoundInfo: (round: RoundDetail, ruleTxt?: string) => void;
  setProductInfo: (product: ProductInfo) => void;
  setBetType: (betType: BetType) => void;
  setReverse: (isReverse: boolean) => void;
  setDefaultAmount: (amount: string) => void;
  /** Adds one typed number (expanded by กลับเลข) with the default amount. */
  addNumber: (number: string) => void;
  /** Adds helper output as-is (no reversal) for the current bet type. */
  addNumbers: (numbers: readonly string[]) => void;
  /**
   * Adds lines with their own amounts (โพยเก่า, a saved number set); lines of a bet type the round
   * does not sell are skipped. Answers how many were added.
   */
  addLines: (lines: readonly ReusedLine[]) => number;
  setLineAmount: (betId: string, amount: string) => void;
  setAllAmounts: (amount: string) => void;
  removeLine: (betId: string) => void;
  clearList: () => void;
  setConfirmOpen: (open: boolean) => void;
  /** The bill key for this attempt: the same one until `reset` (a retry reuses it). */
  billKey: () => string;
  /** docs/domain/member-site.md §4: clears the list, closes the bet and confirm modals, clears the round code. */
  reset: () => void;
};

const initialState = (): BetSlipState => ({
  betRoundCode: null,
  productInfo: null,
  ruleTxt: '',
  configs: { defaultAmount: DEFAULT_BUY_AMOUNT },
  betInfo: { betType: 'THREE_TOP', isReverse: false },
  roundInfo: null,
  betList: [],
  isConfirmOpen: false,
  pendingBillKey: null,
});

export const useBetSlipStore = create<BetSlipState & BetSlipActions>()(
  persist(
    (set, get) => ({
      ...initialState(),
      setRound: (roundCode) => {
        if (get().betRoundCode === roundCode) return;
        // A new round starts from the default amount: 50 baht chosen for last night's draw is not today's.
        set({ ...initialState(), betRoundCode: roundCode });
      },
      setRoundInfo: (round, ruleTxt) => {
        const state = get();
        const betInfo = round.betTypes.some((entry) => entry.betType === state.betInfo.betType)
          ? state.betInfo
          : { ...state.betInfo, betType: round.betTypes[0]?.betType ?? state.betInfo.betType };
        set({
          roundInfo: round,
          betInfo,
          ruleTxt: ruleTxt ?? state.ruleTxt,
          productInfo: { code: round.productCode, productName: round.productName },
          betList: rerateSlip(state.betList, round),
        });
      },
      setProductInfo: (productInfo) => set({ productInfo }),
      setBetType: (betType) => set({ betInfo: { ...get().betInfo, betType } }),
      setReverse: (isReverse) => set({ betInfo: { ...get().betInfo, isReverse } }),
      setDefaultAmount: (defaultAmount) => set({ configs: { ...get().configs, defaultAmount } }),
      addNumber: (number) => {
        const { betInfo, betList, configs, roundInfo } = get();
        const numbers = expandNumber(betInfo.betType, number, betInfo.isReverse);
        set({
          betList: addToSlip(
            betList,
            numbers.map((value) => ({ betType: betInfo.betType, number: value })),
            configs.defaultAmount,
            roundInfo,
            newIdempotencyKey,
          ),
          pendingBillKey: null,
        });
      },
      addNumbers: (numbers) => {
        const { betInfo, betList, configs, roundInfo } = get();
        set({
          betList: addToSlip(
            betList,
            numbers.map((value) => ({ betType: betInfo.betType, number: value })),
            configs.defaultAmount,
            roundInfo,
            newIdempotencyKey,
          ),
          pendingBillKey: null,
        });
      },
      addLines: (lines) => {
        const { betList, configs, roundInfo } = get();
        const sold = lines.filter((line) =>
          roundInfo?.betTypes.some((entry) => entry.betType === line.betType),
        );
        set({
          betList: addToSlip(betList, sold, configs.defaultAmount, roundInfo, newIdempotencyKey),
          pendingBillKey: null,
        });
        return sold.length;
      },
      setLineAmount: (betId, amount) =>
        set({ betList: setSlipAmount(get().betList, amount, betId), pendingBillKey: null }),
      setAllAmounts: (amount) => set({ betList: setSlipAmount(get().betList, amount), pendingBillKey: null }),
      removeLine: (betId) =>
        set({ betList: get().betList.filter((line) => line.betId !== betId), pendingBillKey: null }),
      clearList: () => set({ betList: [], pendingBillKey: null }),
      setConfirmOpen: (isConfirmOpen) => set({ isConfirmOpen }),
      billKey: () => {
        const existing = get().pendingBillKey;
        if (existing) return existing;
        const key = newIdempotencyKey();
        set({ pendingBillKey: key });
        return key;
      },
      reset: () => set({ ...initialState(), configs: get().configs }),
    }),
    {
      name: BET_SLIP_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({
        betRoundCode,
        productInfo,
        ruleTxt,
        configs,
        betInfo,
        roundInfo,
        betList,
        pendingBillKey,
      }) => ({
        betRoundCode,
        productInfo,
        ruleTxt,
        configs,
        betInfo,
        roundInfo,
        betList,
        pendingBillKey,
      }),
    },
  ),
);

/** docs/domain/member-site.md §3: the bet total is the sum of buyAmount. */
export { slipTotal } from '../utils/slip';
