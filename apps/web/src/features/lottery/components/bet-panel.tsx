import { type BetType, betTypeDigits, isValidBetNumber } from '@chokdee/lottery';
import { useState } from 'react';
import { fillText, lotteryText } from '../../../messages/lottery';
import { useDigitKeys } from '../hooks/use-digit-keys';

const padKeys = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/**
 * The number pad: accepts digits only, exactly as many as the bet type has; a complete number is
 * added to the slip at once. Typing on a keyboard works too (digits, Backspace, Escape).
 */
export const BetPanel = ({
  betType,
  onNumber,
  disabled,
}: {
  betType: BetType;
  onNumber: (number: string) => void;
  disabled?: boolean;
}) => {
  const digits = betTypeDigits[betType];
  const [entry, setEntry] = useState('');
  const [forType, setForType] = useState(betType);
  if (forType !== betType) {
    setForType(betType);
    setEntry('');
  }

  const push = (digit: string) => {
    if (disabled || !/^[0-9]$/.test(digit)) return;
    const next = `${entry}${digit}`.slice(0, digits);
    if (next.length === digits && isValidBetNumber(betType, next)) {
      onNumber(next);
      setEntry('');
    } else {
      setEntry(next);
    }
  };
  const backspace = () => setEntry((current) => current.slice(0, -1));

  useDigitKeys({ digit: push, backspace, clear: () => setEntry('') });

  return (
    <div className="flex flex-col items-center gap-3">
      <input
        aria-label={lotteryText.enteredNumber}
        inputMode="numeric"
        autoComplete="off"
        disabled={disabled}
        value={entry}
        placeholder={fillText(lotteryText.digitsHint, { digits })}
        onChange={(event) => {
          const typed = event.target.value.replace(/\D/g, '');
          if (typed.length >= digits) {
            const number = typed.slice(0, digits);
            if (isValidBetNumber(betType, number)) onNumber(number);
            setEntry('');
          } else setEntry(typed);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setEntry('');
        }}
        className="h-14 w-48 rounded-xl bg-brand-950 text-center font-num text-3xl tracking-[0.4em] ring-1 ring-gold-400/40 placeholder:text-sm placeholder:tracking-normal focus:outline-none focus:ring-gold-300"
      />
      <fieldset aria-label={lotteryText.numberPad} className="grid w-full max-w-xs grid-cols-3 gap-2">
        {padKeys.map((key) => (
          <PadButton key={key} label={key} onClick={() => push(key)} disabled={disabled} />
        ))}
        <PadButton label={lotteryText.clearAll} onClick={() => setEntry('')} disabled={disabled} muted />
        <PadButton label="0" onClick={() => push('0')} disabled={disabled} />
        <PadButton label={lotteryText.clearDigit} onClick={backspace} disabled={disabled} muted />
      </fieldset>
    </div>
  );
};

/** A key of a number pad (the slip's and the Yeekee shot pad). */
export const PadButton = ({
  label,
  onClick,
  disabled,
  muted,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  muted?: boolean;
}) => (
  <button
    type="button"
    onClick={onClick}
    disabled={disabled}
    className={
      muted
        ? 'h-12 rounded-xl bg-brand-700 text-sm font-semibold text-white/80 disabled:opacity-50'
        : 'h-12 rounded-xl bg-brand-800 font-num text-xl font-bold ring-1 ring-white/10 active:bg-gold-400 active:text-brand-950 disabled:opacity-50'
    }
  >
    {label}
  </button>
);
