import { OTP_LENGTH } from '@chokdee/contracts';
import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { authText } from '../../../messages/th';

/** A box left empty travels as a space, so "12 456" fails the 6-digit check like a short code does. */
const EMPTY = ' ';

const toBoxes = (value: string): string[] =>
  Array.from({ length: OTP_LENGTH }, (_, index) => {
    const char = value[index] ?? '';
    return /\d/.test(char) ? char : '';
  });

const fromBoxes = (boxes: readonly string[]): string =>
  boxes
    .map((char) => char || EMPTY)
    .join('')
    .trimEnd();

export type OtpInputProps = {
  value: string;
  onChange: (value: string) => void;
  /** Shown under the boxes and marks them invalid. */
  error?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Id of the error text, for `aria-describedby`. */
  errorId?: string;
};

/**
 * Six single-digit boxes. Typing moves to the next box, Backspace on an empty box goes back, and a
 * pasted (or SMS-autofilled) code spreads over the boxes from the one it lands in.
 */
export const OtpInput = ({ value, onChange, error, disabled, autoFocus, errorId }: OtpInputProps) => {
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const boxes = toBoxes(value);

  const focusBox = (index: number) => {
    const target = inputs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    target?.focus();
    target?.select();
  };

  /** Writes `digits` from box `start` on and moves focus past the last one written. */
  const fill = (start: number, digits: string) => {
    const next = [...boxes];
    const chars = digits.slice(0, OTP_LENGTH - start).split('');
    chars.forEach((char, offset) => {
      next[start + offset] = char;
    });
    onChange(fromBoxes(next));
    focusBox(start + chars.length);
  };

  const handleInput = (index: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (!digits) return;
    // A filled box whose text was not selected receives the old digit plus the new one: keep the new.
    const previous = boxes[index];
    if (previous && digits.length === 2) {
      fill(index, digits[0] === previous ? digits.slice(1) : digits.slice(0, 1));
      return;
    }
    fill(index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...boxes];
      if (boxes[index]) {
        next[index] = '';
        onChange(fromBoxes(next));
      } else if (index > 0) {
        next[index - 1] = '';
        onChange(fromBoxes(next));
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    event.preventDefault();
    if (!digits) return;
    // A whole code fills every box wherever it was pasted; a fragment starts at the focused box.
    fill(digits.length >= OTP_LENGTH ? 0 : index, digits);
  };

  return (
    <div>
      <div className="flex justify-between gap-2">
        {boxes.map((digit, index) => (
          <input
            // The boxes are a fixed row of six; their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length row, never reordered
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // Room for a second digit: typing over a filled box replaces it instead of being ignored.
            maxLength={index === 0 ? OTP_LENGTH : 2}
            aria-label={`${authText.otpDigitLabel} ${index + 1}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            // biome-ignore lint/a11y/noAutofocus: the code box is the only thing to do on this step
            autoFocus={autoFocus && index === 0}
            disabled={disabled}
            value={digit}
            onChange={(event) => handleInput(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
            className="h-12 w-full min-w-0 rounded-lg border border-brand-600 bg-brand-950/60 text-center text-xl font-semibold text-white focus:outline-none focus:ring-2 focus:ring-gold-300 aria-invalid:border-red-400 disabled:opacity-60"
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
};
