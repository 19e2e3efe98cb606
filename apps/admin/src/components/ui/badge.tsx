import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export type BadgeTone = 'neutral' | 'warning' | 'info' | 'success' | 'danger';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-300',
  warning: 'bg-amber-50 text-amber-800 ring-amber-300',
  info: 'bg-sky-50 text-sky-800 ring-sky-300',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  danger: 'bg-red-50 text-red-700 ring-red-300',
};

export const Badge = ({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) => (
  <span
    className={cx(
      'inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
      tones[tone],
    )}
  >
    {children}
  </span>
);
