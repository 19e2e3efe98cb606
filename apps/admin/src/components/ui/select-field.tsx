import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import { cx } from '../../lib/cx';

export type SelectFieldProps = Omit<ComponentPropsWithoutRef<'select'>, 'id'> & {
  label: ReactNode;
  /** Thai error text; shown under the select with role="alert" and linked by aria-describedby. */
  error?: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
  id?: string;
};

/** Label + select + error, found by its label; works with react-hook-form's `register(...)`. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, options, id, className, ...rest },
  ref,
) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        className={cx(
          'h-10 rounded-md border bg-white px-2 text-base text-slate-900',
          'focus:outline-none focus:ring-2 focus:ring-brand-600',
          error ? 'border-red-500' : 'border-slate-300',
        )}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${selectId}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
});
