import { formatAmount, parseAmount } from '@chokdee/contracts';
import { useEffect, useState } from 'react';
import { cx } from '../../../lib/cx';

/** Normalizes typed money ("10", "10.5") to "10.00"; undefined when it is not a positive 2-decimal amount. */
export const normalizeAmount = (text: string): string | undefined => {
  const satang = parseAmount(text.replace(/,/g, ''));
  return satang === undefined || satang <= 0n ? undefined : formatAmount(satang);
};

type AmountInputProps = {
  value: string;
  onCommit: (amount: string) => void;
  label: string;
  className?: string;
  invalid?: boolean;
};

/** A money box that commits a valid amount on blur or Enter and goes back to the last good one otherwise. */
export const AmountInput = ({ value, onCommit, label, className, invalid }: AmountInputProps) => {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => {
    const amount = normalizeAmount(text);
    if (amount === undefined) setText(value);
    else if (amount !== value) onCommit(amount);
    else setText(value);
  };
  return (
    <input
      aria-label={label}
      aria-invalid={invalid || undefined}
      inputMode="decimal"
      value={text}
      onChange={(event) => setText(event.target.value.replace(/[^\d.,]/g, ''))}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      className={cx(
        'h-9 w-24 rounded-lg bg-brand-950 px-2 text-right tabular-nums ring-1 ring-white/20 focus:outline-none focus:ring-gold-300',
        invalid && 'ring-red-400',
        className,
      )}
    />
  );
};
