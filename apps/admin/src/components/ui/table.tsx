import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

/**
 * A list table that scrolls sideways on a tablet instead of squeezing its columns; `fit` for a
 * table laid out to fit its page at every width (its cells wrap), e.g. a work queue whose actions
 * must stay on screen.
 */
export const Table = ({ label, children, fit }: { label: string; children: ReactNode; fit?: boolean }) => (
  <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
    <table
      aria-label={label}
      className={cx('w-full border-collapse text-left text-sm', !fit && 'min-w-[880px]')}
    >
      {children}
    </table>
  </div>
);

export const Th = ({ children, className }: { children?: ReactNode; className?: string }) => (
  <th
    scope="col"
    className={cx('border-b border-slate-200 bg-slate-50 px-3 py-2 font-semibold text-slate-600', className)}
  >
    {children}
  </th>
);

export const Td = ({ children, className }: { children?: ReactNode; className?: string }) => (
  <td className={cx('border-b border-slate-100 px-3 py-2 align-top', className)}>{children}</td>
);

/** The one row of an empty list. */
export const EmptyRow = ({ colSpan, children }: { colSpan: number; children: ReactNode }) => (
  <tr>
    <td colSpan={colSpan} className="px-3 py-10 text-center text-slate-500">
      {children}
    </td>
  </tr>
);
