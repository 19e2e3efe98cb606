import { z } from 'zod';
import { th } from './messages';
import { parseAmount } from './money-amount';

export * from './money-amount';
export * from './money-display';

/** An amount in a response. */
export const moneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

/** An amount in a request: number or string, at most two decimals, parsed to satang. */
export const amountInputSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const satang = parseAmount(value);
  if (satang === undefined) {
    ctx.addIssue({ code: 'custom', message: th.amountInvalid });
    return z.NEVER;
  }
  return satang;
});

/** A request amount that must be above zero (deposits, withdrawals, statement lines). */
export const positiveAmountInputSchema = amountInputSchema.refine((satang) => satang > 0n, {
  message: th.amountInvalid,
});
