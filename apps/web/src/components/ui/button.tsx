import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { cx } from '../../lib/cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-gold-400 text-brand-950 hover:bg-gold-300 shadow-sm shadow-gold-500/20',
  secondary: 'bg-brand-700 text-white hover:bg-brand-600 ring-1 ring-inset ring-gold-400/40',
  ghost: 'bg-transparent text-gold-200 hover:bg-white/10',
  danger: 'bg-red-600 text-white hover:bg-red-500',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm whitespace-nowrap',
  md: 'h-10 px-4 text-base',
  lg: 'h-12 px-6 text-lg',
};

export type ButtonProps = ComponentPropsWithoutRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and marks it busy while a request runs. */
  loading?: boolean;
  fullWidth?: boolean;
};

export const buttonClassName = ({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'> = {}) =>
  cx(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    fullWidth && 'w-full',
  );

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, loading = false, fullWidth, className, disabled, type = 'button', children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(buttonClassName({ variant, size, fullWidth }), className)}
      {...rest}
    >
      {loading && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {children}
    </button>
  );
});
