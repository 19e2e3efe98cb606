import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

/** A message in the page or dialog: an error (role="alert") or a notice (role="status"). */
export const Alert = ({
  tone = 'error',
  children,
  className,
}: {
  tone?: 'error' | 'info';
  children: ReactNode;
  className?: string;
}) => (
  <p
    role={tone === 'error' ? 'alert' : 'status'}
    className={cx(
      'rounded-md px-3 py-2 text-sm',
      tone === 'error'
        ? 'bg-red-50 text-red-700 ring-1 ring-red-200'
        : 'bg-amber-50 text-amber-800 ring-1 ring-amber-200',
      className,
    )}
  >
    {children}
  </p>
);
