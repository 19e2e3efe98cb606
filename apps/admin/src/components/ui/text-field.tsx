import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import { cx } from '../../lib/cx';

export type TextFieldProps = Omit<ComponentPropsWithoutRef<'input'>, 'id'> & {
  label: ReactNode;
  /** Thai error text; shown under the input with role="alert" and linked by aria-describedby. */
  error?: string | undefined;
  hint?: ReactNode;
  id?: string;
};

/** Label + input + error, found by its label; works with react-hook-form's `register(...)`. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, type = 'text', ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const describedBy =
    [hint && !error ? `${inputId}-hint` : null, error ? `${inputId}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          'h-10 rounded-md border bg-white px-3 text-base text-slate-900 placeholder:text-slate-400',
          'focus:outline-none focus:ring-2 focus:ring-brand-600',
          error ? 'border-red-500' : 'border-slate-300',
        )}
        {...rest}
      />
      {hint && !error && (
        <p id={`${inputId}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
});
