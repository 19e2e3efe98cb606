import { type ReactNode, useId } from 'react';
import { cx } from '../../lib/cx';

/** A titled card of a page (a lottery round, a sports fixture); the section is named by its heading. */
export const Panel = ({
  title,
  actions,
  className,
  children,
  testId,
}: {
  title: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
  testId?: string;
}) => {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className={cx('rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200', className)}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
};
