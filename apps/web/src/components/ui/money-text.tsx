import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../../lib/cx';
import { formatBaht } from '../../lib/format';

export type MoneyTextProps = Omit<ComponentPropsWithoutRef<'span'>, 'children'> & {
  /** A decimal string from the server, e.g. "1250.00". */
  amount: string;
};

/** An amount in baht, th-TH formatted, in tabular figures so columns line up. */
export const MoneyText = ({ amount, className, ...rest }: MoneyTextProps) => (
  <span className={cx('tabular-nums', className)} {...rest}>
    {formatBaht(amount)}
  </span>
);
