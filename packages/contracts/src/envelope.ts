import { z } from 'zod';

/** `code` 0 is success; every other code is an entry of `errorCatalogue`. */
export const statusSchema = z.object({
  code: z.number().int(),
  message: z.string(),
});
export type Status = z.infer<typeof statusSchema>;

export const envelopeSchema = <T extends z.ZodType>(data: T) => z.object({ status: statusSchema, data });

/** `data` of a call that answers with its status only (e.g. logout). */
export const noDataSchema = z.null();

export type Envelope<T> = { status: Status; data: T };

/** A list that pages: `data: { data: [...], total, pageNo, pageSize }`. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  });

export const pageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

/**
 * `format=csv` on a list call: every row of the same filters as a CSV file (Thai headers, UTF-8
 * with BOM, streamed; apps/server/src/platform/http/csv.ts) instead of the envelope's page.
 */
export const listFormatSchema = z.enum(['json', 'csv']).default('json');

/** What `data` holds when a request failed validation: the first failing field, then all of them. */
export const validationErrorDataSchema = z.object({
  field: z.string(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type ValidationErrorData = z.infer<typeof validationErrorDataSchema>;
