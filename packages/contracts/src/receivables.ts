import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { gameReceivableCauseSchema } from './games-admin';
import { moneySchema, positiveAmountInputSchema } from './money';
import { rejectRequestSchema } from './staff';

/** Back office: what members owe after a result correction their cash could not cover. */
export const receivablePaths = {
  /** `GET` (owner, finance, support): open receivables, oldest first, paged. */
  receivables: '/api/admin/finance/receivables',
  /** `GET` (every staff role): the member's open receivable, or null. */
  memberReceivable: '/api/admin/members/:id/receivable',
  /** `POST {amount?, reason}` (owner, Idempotency-Key): write (part of) it off. */
  writeOff: '/api/admin/members/:id/receivable/write-off',
} as const;

export const receivableHref = {
  memberReceivable: (memberId: string) => receivablePaths.memberReceivable.replace(':id', memberId),
  writeOff: (memberId: string) => receivablePaths.writeOff.replace(':id', memberId),
};

/** What raised (part of) a receivable: the owner's correction `correctionNo` of a round. */
export const receivableCauseSchema = z.object({
  roundCode: z.string(),
  correctionNo: z.number().int(),
  /** The part of the correction's claw-back the member's cash could not cover. */
  amount: moneySchema,
  at: z.string(),
});

/** An open receivable: the member, what they owe now, since when, and why. */
export const receivableSchema = z.object({
  member: z.object({ id: z.string(), phone: z.string(), name: z.string() }),
  owed: moneySchema,
  /** When it opened (the first shortfall since it was last at zero). */
  openedAt: z.string(),
  /** Whole days since `openedAt`. */
  ageDays: z.number().int(),
  causes: z.array(receivableCauseSchema),
  /** Game reversals since it opened whose take-back cash could not cover (docs/modules/games.md). */
  gameCauses: z.array(gameReceivableCauseSchema),
});
export type Receivable = z.infer<typeof receivableSchema>;
export const receivableListQuerySchema = pageQuerySchema;
export const receivablePageSchema = pageSchema(receivableSchema);
export const memberReceivableSchema = receivableSchema.nullable();

/** `POST …/receivable/write-off`: `amount` absent writes off all of it. */
export const receivableWriteOffRequestSchema = z.object({
  amount: positiveAmountInputSchema.optional(),
  reason: rejectRequestSchema.shape.reason,
});
export type ReceivableWriteOffRequest = z.input<typeof receivableWriteOffRequestSchema>;
export const receivableWriteOffResponseSchema = z.object({
  transferId: z.string(),
  writtenOff: moneySchema,
  /** What the member still owes ("0.00": closed, and their held withdrawals are back to PENDING). */
  owed: moneySchema,
});
