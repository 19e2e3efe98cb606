import { type MemberStatusName, signedBaht } from '@chokdee/contracts';
import { forwardRef, type ReactNode } from 'react';
import { generatePath } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { cx } from '../../../lib/cx';
import { formatDateTime } from '../../../lib/format';
import { memberStatusLabel, membersTh } from '../../../messages/members';
import { adminTh } from '../../../messages/th';

/** The link to a member's page (inside /admin). */
export const memberHref = (id: string) => generatePath(paths.member, { id });

export const MemberStatusBadge = ({ status }: { status: MemberStatusName }) => (
  <Badge tone={status === 'LOCKED' ? 'danger' : 'success'}>{memberStatusLabel[status]}</Badge>
);

/** An ISO time, or "never" for a member who has not logged in yet. */
export const timeOrNever = (iso: string | null) => (iso ? formatDateTime(iso) : membersTh.never);

/** A signed ledger amount: "+฿100.00" in green, "-฿10.00" in red (contracts' `signedBaht`). */
export const SignedBaht = ({ amount }: { amount: string }) => {
  const debit = amount.startsWith('-');
  return (
    <span className={cx('font-semibold tabular-nums', debit ? 'text-red-700' : 'text-emerald-700')}>
      {signedBaht(amount)}
    </span>
  );
};

/** A titled box of the member's page (its heading names the region). */
export const InfoCard = ({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) => (
  <section
    aria-label={title}
    className={cx('rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200', className)}
  >
    <h2 className="mb-3 text-base font-bold text-slate-900">{title}</h2>
    {children}
  </section>
);

/** Label / value rows inside a card, in the order given. */
export const Fields = ({ rows }: { rows: Record<string, ReactNode> }) => (
  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
    {Object.entries(rows).map(([label, value]) => (
      <div key={label} className="contents">
        <dt className="text-slate-500">{label}</dt>
        <dd className="min-w-0 break-words text-slate-900">{value}</dd>
      </div>
    ))}
  </dl>
);

/** A baht amount typed by staff (decimal keyboard, no autofill); works with `register('amount')`. */
export const AmountField = forwardRef<HTMLInputElement, TextFieldProps>(function AmountField(props, ref) {
  return <TextField ref={ref} inputMode="decimal" autoComplete="off" {...props} />;
});

/** The reason a member action asks for (kept in the audit log); works with `register('reason')`. */
export const ReasonField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label'>>(
  function ReasonField(props, ref) {
    return <TextField ref={ref} label={adminTh.reason} autoComplete="off" maxLength={500} {...props} />;
  },
);
