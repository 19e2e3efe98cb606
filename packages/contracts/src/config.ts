import { z } from 'zod';
import { moneySchema } from './money';

/** `GET /api/v2/config/bank-list`: the banks a member may register an account at. */
export const bankSchema = z.object({
  companyId: z.number().int(),
  bankName: z.string(),
  /** Short code such as `KBANK`. */
  code: z.string(),
  /** The Bank of Thailand's three-digit number, e.g. "004". */
  bankNumber: z.string(),
  logoUrl: z.string(),
});
export type Bank = z.infer<typeof bankSchema>;
export const bankListSchema = z.array(bankSchema);

export const webConfigQuerySchema = z.object({ query: z.string().trim().max(253).optional() });

/** `GET /api/v2/config/web?query={hostname}`: the site's public settings. */
export const webConfigSchema = z.object({
  operatorKey: z.string(),
  siteName: z.string(),
  minimumDeposit: moneySchema,
  maximumDeposit: moneySchema,
  minWithdraw: moneySchema,
  maxWithdraw: moneySchema,
  lineId: z.string(),
  lineUrl: z.string(),
  telegramId: z.string(),
  telegramUrl: z.string(),
  /** The home page's banners, in display order (`linkUrl` may be empty: no link). */
  banners: z.array(z.object({ imageUrl: z.string(), linkUrl: z.string(), sortOrder: z.number().int() })),
});
export type WebConfig = z.infer<typeof webConfigSchema>;

/** `GET /api/health`. */
export const healthSchema = z.object({ database: z.literal('ok'), uptimeSeconds: z.number() });

/** `GET /api/dev/sms-outbox?mobileNo=` — only with `SMS_PROVIDER=console` outside production. */
export const smsOutboxQuerySchema = z.object({ mobileNo: z.string().optional() });
export const smsOutboxItemSchema = z.object({
  mobileNo: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type SmsOutboxItem = z.infer<typeof smsOutboxItemSchema>;
export const smsOutboxSchema = z.array(smsOutboxItemSchema);
