import {
  type BetType,
  backRun,
  betTypeDigits,
  doubles,
  evenTwo,
  frontRun,
  highTwo,
  lowTwo,
  nineteenDoors,
  oddTwo,
  siblings,
  triples,
} from '@chokdee/lottery';
import { useState } from 'react';
import { cx } from '../../../lib/cx';
import { lotteryText } from '../../../messages/lottery';

type HelperId = keyof typeof lotteryText.helpers;

type Helper = { id: HelperId; digits: 2 | 3; needsDigit: boolean; numbers: (digit: string) => string[] };

/** The number helpers of docs/domain/lottery.md §5, from `@chokdee/lottery`; each fits 2- or 3-digit bet types. */
export const helpers: readonly Helper[] = [
  { id: 'nineteenDoors', digits: 2, needsDigit: true, numbers: nineteenDoors },
  { id: 'frontRun', digits: 2, needsDigit: true, numbers: frontRun },
  { id: 'backRun', digits: 2, needsDigit: true, numbers: backRun },
  { id: 'doubles', digits: 2, needsDigit: false, numbers: doubles },
  { id: 'lowTwo', digits: 2, needsDigit: false, numbers: lowTwo },
  { id: 'highTwo', digits: 2, needsDigit: false, numbers: highTwo },
  { id: 'evenTwo', digits: 2, needsDigit: false, numbers: evenTwo },
  { id: 'oddTwo', digits: 2, needsDigit: false, numbers: oddTwo },
  { id: 'siblings', digits: 2, needsDigit: false, numbers: siblings },
  { id: 'triples', digits: 3, needsDigit: false, numbers: () => triples() },
];

/** Helpers that fit a bet type (none for the 1-digit run types). */
export const helpersFor = (betType: BetType): readonly Helper[] =>
  helpers.filter((helper) => helper.digits === betTypeDigits[betType]);

/** เลขชุด: pick a digit when the helper needs one, then add the helper's numbers to the slip. */
export const BetOption = ({
  betType,
  onNumbers,
  disabled,
}: {
  betType: BetType;
  onNumbers: (numbers: string[]) => void;
  disabled?: boolean;
}) => {
  const [digit, setDigit] = useState<string | null>(null);
  const available = helpersFor(betType);
  if (available.length === 0) return null;
  const needsDigit = available.some((helper) => helper.needsDigit);
  return (
    <div className="flex flex-col gap-3">
      {needsDigit && (
        <fieldset>
          <legend className="mb-1 text-sm text-white/70">{lotteryText.helperDigit}</legend>
          <div className="grid grid-cols-10 gap-1">
            {['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={digit === value}
                disabled={disabled}
                onClick={() => setDigit(digit === value ? null : value)}
                className={cx(
                  'h-9 rounded-lg font-num font-bold ring-1',
                  digit === value ? 'bg-gold-400 text-brand-950 ring-gold-300' : 'bg-brand-800 ring-white/10',
                )}
              >
                {value}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <div className="grid grid-cols-3 gap-2">
        {available.map((helper) => (
          <button
            key={helper.id}
            type="button"
            disabled={disabled || (helper.needsDigit && digit === null)}
            title={helper.needsDigit && digit === null ? lotteryText.helperNeedsDigit : undefined}
            onClick={() => onNumbers(helper.numbers(digit ?? '0'))}
            className="h-10 rounded-lg bg-brand-700 text-sm font-semibold ring-1 ring-gold-400/30 disabled:opacity-50"
          >
            {lotteryText.helpers[helper.id]}
          </button>
        ))}
      </div>
    </div>
  );
};
