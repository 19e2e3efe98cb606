import type { ReactNode } from 'react';
import { cx } from '../../../lib/cx';

/** A titled block of the lobby pages (home, /member) with its "see all" action on the right. */
export const LobbySection = ({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) => (
  <section aria-labelledby={id} className="flex flex-col gap-2">
    <div className="flex items-baseline justify-between gap-2">
      <h2 id={id} className="text-xl font-bold text-gold-200">
        {title}
      </h2>
      {action}
    </div>
    {children}
  </section>
);

/** The "see all" link or button of a lobby section. */
export const seeAllClass = 'text-sm text-gold-300 underline';

/** A filter chip (a product or a group) in a row that scrolls sideways. */
export const chipClass = (active: boolean) =>
  cx(
    'shrink-0 rounded-full px-3 py-1 text-sm ring-1',
    active
      ? 'bg-gold-400 font-semibold text-brand-950 ring-gold-300'
      : 'bg-brand-800 text-gold-100 ring-gold-400/20',
  );
