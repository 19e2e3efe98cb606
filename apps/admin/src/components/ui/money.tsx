import { cx } from '../../lib/cx';
import { formatBaht } from '../../lib/format';

/** An amount of the wire ("-12.50") in baht; a negative one (a loss) in red. */
export const Money = ({ amount, className }: { amount: string; className?: string }) => (
  <span className={cx('tabular-nums', amount.startsWith('-') && 'text-red-600', className)}>
    {formatBaht(amount)}
  </span>
);
