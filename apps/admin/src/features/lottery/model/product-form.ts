import {
  type AdminProduct,
  betTypeSchema,
  errorCatalogue,
  formatAmount,
  parseAmount,
  positiveAmountInputSchema,
  rateSchema,
  type UpdateProductRequest,
  updateProductRequestSchema,
} from '@chokdee/contracts';
import { z } from 'zod';
import { lotteryTh } from '../../../messages/lottery';

/** The limits of a bet type the editor changes, amounts in baht as the server sends them. */
export const limitFields = ['minBet', 'maxBet', 'memberMax', 'liabilityCap'] as const;
type LimitField = (typeof limitFields)[number];

/** What the editor's inputs hold (text, as typed). */
export type ProductFormValues = {
  enabled: boolean;
  closeTime: string;
  betTypes: Array<
    { betType: AdminProduct['betTypes'][number]['betType']; enabled: boolean; payOutPrice: string } & Record<
      LimitField,
      string
    >
  >;
};

/** The contracts' request amount (more than zero, at most 2 decimals) on what was typed, in satang. */
const amount = z.string().transform((value, ctx) => {
  const parsed = positiveAmountInputSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  return z.NEVER;
});
const rate = z
  .string()
  .trim()
  .refine((value) => rateSchema.safeParse(value).success, lotteryTh.rateInvalid);

/**
 * The editor's check: the contracts' amount and close-time rules (`updateProductRequestSchema`), and the
 * server's min ≤ max ≤ member max with its Thai message. Amounts come out in satang.
 */
export const productFormSchema = (hasCloseTime: boolean) =>
  z.object({
    enabled: z.boolean(),
    closeTime: hasCloseTime ? updateProductRequestSchema.shape.closeTime.unwrap() : z.string(),
    betTypes: z.array(
      z
        .object({
          betType: betTypeSchema,
          enabled: z.boolean(),
          payOutPrice: rate,
          minBet: amount,
          maxBet: amount,
          memberMax: amount,
          liabilityCap: amount,
        })
        .refine((row) => row.minBet <= row.maxBet && row.maxBet <= row.memberMax, {
          message: errorCatalogue.BET_LIMITS_INVALID.message,
          path: ['maxBet'],
        }),
    ),
  });
export type ProductFormOutput = z.output<ReturnType<typeof productFormSchema>>;

export const productFormValues = (product: AdminProduct): ProductFormValues => ({
  enabled: product.enabled,
  closeTime: product.schedule.closeTime ?? '',
  betTypes: product.betTypes.map(
    ({ betType, enabled, payOutPrice, minBet, maxBet, memberMax, liabilityCap }) => ({
      betType,
      enabled,
      payOutPrice,
      minBet,
      maxBet,
      memberMax,
      liabilityCap,
    }),
  ),
});

/** "90.50", "90.5" and " 90.5" are the same rate. */
const normalRate = (rate: string) => {
  const trimmed = rate.trim();
  return trimmed.includes('.') ? trimmed.replace(/0+$/, '').replace(/\.$/, '') : trimmed;
};

type BetTypeChange = NonNullable<UpdateProductRequest['betTypes']>[number];

/**
 * The `PATCH` body: only what differs from the product as loaded — each changed bet type with only
 * its changed fields — so the audit row shows exactly what was edited. Empty when nothing changed.
 */
export const productPatch = (product: AdminProduct, values: ProductFormOutput): UpdateProductRequest => {
  const body: UpdateProductRequest = {};
  if (values.enabled !== product.enabled) body.enabled = values.enabled;
  if (product.schedule.closeTime && values.closeTime !== product.schedule.closeTime)
    body.closeTime = values.closeTime;
  const betTypes = values.betTypes.flatMap((row): BetTypeChange[] => {
    const before = product.betTypes.find((item) => item.betType === row.betType);
    if (!before) return [];
    const change: BetTypeChange = { betType: row.betType };
    if (normalRate(row.payOutPrice) !== normalRate(before.payOutPrice)) change.payOutPrice = row.payOutPrice;
    for (const field of limitFields) {
      if (row[field] !== parseAmount(before[field])) change[field] = formatAmount(row[field]);
    }
    if (row.enabled !== before.enabled) change.enabled = row.enabled;
    return Object.keys(change).length > 1 ? [change] : [];
  });
  if (betTypes.length > 0) body.betTypes = betTypes;
  return body;
};
