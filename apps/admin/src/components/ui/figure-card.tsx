import type { ReactNode } from 'react';

/** One headline figure in a card (a label above an amount or count), for a page's row of figures. */
export const FigureCard = ({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: ReactNode;
}) => (
  <div className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid={testId}>
    <dt className="text-sm text-slate-500">{label}</dt>
    <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900">{children}</dd>
  </div>
);
