import { z } from 'zod';
import { moneySchema } from './money';
import { reportRangeQuerySchema } from './reports';

/**
 * Back office: the site's marketing agents (docs/modules/rewards.md). A member who registers through an
 * active agent's `agref` link is linked to it; the agent earns `commissionPercent` of their members'
 * net loss (counted stake − counted win, covering lines excluded), floored to the satang.
 */
export const agentAdminPaths = {
  list: '/api/admin/agents',
  create: '/api/admin/agents',
  update: '/api/admin/agents/:id',
  report: '/api/admin/agents/:id/report',
} as const;
export const agentAdminHref = {
  update: (id: string) => agentAdminPaths.update.replace(':id', encodeURIComponent(id)),
  report: (id: string) => agentAdminPaths.report.replace(':id', encodeURIComponent(id)),
};

/** A percent with at most two decimals, 0–100 ("0", "2.5", "10.25"). */
export const commissionPercentSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, 'กรุณากรอกเปอร์เซ็นต์เป็นตัวเลข ทศนิยมไม่เกิน 2 ตำแหน่ง')
      .refine((value) => Number(value) <= 100, { message: 'เปอร์เซ็นต์ต้องไม่เกิน 100' }),
  );

/** The code in the `agref` link: letters, digits, `-` and `_`, matched exactly. */
export const agentCodeSchema = z
  .string({ error: 'กรุณากรอกรหัสตัวแทน' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{2,32}$/, 'รหัสตัวแทนใช้ตัวอักษรอังกฤษ ตัวเลข - หรือ _ ได้ 2–32 ตัว');
const agentNameSchema = z
  .string({ error: 'กรุณากรอกชื่อตัวแทน' })
  .trim()
  .min(1, 'กรุณากรอกชื่อตัวแทน')
  .max(100, 'ชื่อตัวแทนยาวเกินไป');

export const agentSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  /** "2.50": percent of the members' net loss. */
  commissionPercent: z.string(),
  active: z.boolean(),
  members: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type Agent = z.infer<typeof agentSchema>;
export const agentListSchema = z.object({ items: z.array(agentSchema) });

/** `POST /api/admin/agents` (owner). */
export const agentCreateRequestSchema = z
  .object({
    code: agentCodeSchema,
    name: agentNameSchema,
    commissionPercent: commissionPercentSchema,
    active: z.boolean().default(true),
  })
  .strict();
export type AgentCreateRequest = z.input<typeof agentCreateRequestSchema>;

/** `PUT /api/admin/agents/{id}` (owner): the code never changes (links in the field carry it). */
export const agentUpdateRequestSchema = z
  .object({ name: agentNameSchema, commissionPercent: commissionPercentSchema, active: z.boolean() })
  .strict();
export type AgentUpdateRequest = z.input<typeof agentUpdateRequestSchema>;

export const agentParamsSchema = z.object({ id: z.uuid() });
export const agentReportQuerySchema = reportRangeQuerySchema;

/** One member of the agent over the range. */
export const agentMemberRowSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  phone: z.string(),
  status: z.string(),
  joinedAt: z.string(),
  countedStake: moneySchema,
  countedWin: moneySchema,
  /** countedStake − countedWin (negative: the member won). */
  netLoss: moneySchema,
});

/** `GET /api/admin/agents/{id}/report?from&to` (owner, finance). */
export const agentReportSchema = z.object({
  agent: agentSchema,
  from: z.string(),
  to: z.string(),
  members: z.array(agentMemberRowSchema),
  totals: z.object({ countedStake: moneySchema, countedWin: moneySchema, netLoss: moneySchema }),
  /** floor(commissionPercent × max(0, totals.netLoss) / 100) to the satang. */
  commission: moneySchema,
});
export type AgentReport = z.infer<typeof agentReportSchema>;
