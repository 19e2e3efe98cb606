import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import { cx } from '../../lib/cx';

export type TextFieldProps = Omit<ComponentPropsWithoutRef<'input'>, 'id'> & {
  label: ReactNode;
  /** Thai error text; shown under the input with role="alert" and linked by aria-describedby. */
  error?: string;
  /** Help text under the input. */
  hint?: ReactNode;
  id?: string;
};

/** Label + input + error, accessible by label: works with react-hook-form's `register(...)`. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, type = 'text', ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-gold-100">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          'h-11 rounded-lg border bg-brand-950/60 px-3 text-base text-white placeholder:text-white/40',
          'focus:outline-none focus:ring-2 focus:ring-gold-300',
          error ? 'border-red-400' : 'border-brand-600',
        )}
        {...rest}
      />
      {hint && !error && (
        <p id={hintId} className="text-xs text-white/60">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
});
