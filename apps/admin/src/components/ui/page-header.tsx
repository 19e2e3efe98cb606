import type { ReactNode } from 'react';

/** The page's heading (its accessible name) and the buttons beside it. */
export const PageHeader = ({ title, actions }: { title: string; actions?: ReactNode }) => (
  <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
    <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
    {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
  </div>
);
