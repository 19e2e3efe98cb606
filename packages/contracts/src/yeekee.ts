import { z } from 'zod';
import { roundStatuses } from './lottery';
import { th } from './messages';
import { amountInputSchema, moneySchema } from './money';

/**
 * Yeekee (ยี่กี, docs/domain/yeekee.md): markets, rounds, shots, the live board and the result proof.
 * Big integers (sums, R) travel as decimal strings; times as ISO-8601 UTC with milliseconds.
 */

/** `CLASSIC`: sum − the 16th shot counted back from the last. `SEEDED` (default): plus a committed house seed. */
export const yeekeeFormulas = ['CLASSIC', 'SEEDED'] as const;
export type YeekeeFormula = (typeof yeekeeFormulas)[number];

/** Why a round was voided and every bill refunded, by rule only (docs/domain/yeekee.md §3.5). */
export const yeekeeVoidReasons = ['TOO_FEW_SHOTS', 'INTAKE_OUTAGE'] as const;
export type YeekeeVoidReason = (typeof yeekeeVoidReasons)[number];

/**
 * Where a round is, as members see it: before its open (`SCHEDULED`), taking bills and shots
 * (`BETTING`), shooting only after the close (`SHOOTING`), frozen and being computed (`FROZEN`),
 * `RESULTED` (result published, bills being paid or paid), `VOID` (refunded).
 */
export const yeekeePhases = ['SCHEDULED', 'BETTING', 'SHOOTING', 'FROZEN', 'RESULTED', 'VOID'] as const;
export type YeekeePhase = (typeof yeekeePhases)[number];

/** The digits a member shoots: exactly 5, 00000–99999. */
export const yeekeeShotNumberSchema = z.string().regex(/^[0-9]{5}$/, 'กรุณากรอกเลข 5 หลัก (00000–99999)');

const timeOfDaySchema = z
  .string()
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'กรุณากรอกเวลาแบบ ชม.:นาที เช่น 06:00');

/**
 * Shooter rewards (docs/domain/yeekee.md §3.7, off by default): `amount` to the shooter at each of `positions`
 * (counted back from the last shot: 1 = the last shot, 16 = the subtracted shot), only when that member
 * staked at least `minStake` in the round, at most one reward per member per round.
 */
export const yeekeeShooterRewardsSchema = z.object({
  enabled: z.boolean(),
  positions: z
    .array(z.number().int().min(1, 'ตำแหน่งต้องเป็น 1 ขึ้นไป').max(1000, 'ตำแหน่งต้องไม่เกิน 1,000'))
    .max(10, 'กำหนดได้ไม่เกิน 10 ตำแหน่ง'),
  amount: moneySchema,
  minStake: moneySchema,
});
export type YeekeeShooterRewards = z.infer<typeof yeekeeShooterRewardsSchema>;

/**
 * Rewards as staff send them. While off, the amounts may be 0 (a market's stored default) so its other
 * settings can be saved; when on, at least one position and both amounts above zero.
 */
export const yeekeeShooterRewardsInputSchema = z
  .object({
    enabled: z.boolean(),
    positions: yeekeeShooterRewardsSchema.shape.positions,
    amount: amountInputSchema,
    minStake: amountInputSchema,
  })
  .superRefine((rewards, ctx) => {
    if (!rewards.enabled) return;
    if (rewards.positions.length === 0)
      ctx.addIssue({ code: 'custom', path: ['positions'], message: 'กรุณาระบุตำแหน่งที่ได้รางวัลอย่างน้อย 1 ตำแหน่ง' });
    for (const field of ['amount', 'minStake'] as const)
      if (rewards[field] <= 0n) ctx.addIssue({ code: 'custom', path: [field], message: th.amountInvalid });
  });

/** Defaults of docs/domain/yeekee.md: 88 rounds of 15 minutes from 06:00, 120 s of shooting, SEEDED. */
export const yeekeeMarketDefaults = {
  roundsPerDay: 88,
  roundMinutes: 15,
  firstCloseTime: '06:00',
  shootWindowSeconds: 120,
  minShots: 20,
  maxShotsPerMember: 100,
  shotCooldownSeconds: 3,
  formula: 'SEEDED',
} as const satisfies Record<string, unknown>;

/** The shot counted back from the last that the formula subtracts (position 1 = the last shot). */
export const yeekeeSubtractPosition = 16;

const marketSettingsShape = {
  name: z.string().trim().min(1, 'กรุณากรอกชื่อตลาด').max(100, 'ชื่อตลาดยาวเกิน 100 ตัวอักษร'),
  roundsPerDay: z.number().int().min(1, 'อย่างน้อย 1 รอบต่อวัน').max(1440, 'ไม่เกิน 1,440 รอบต่อวัน'),
  roundMinutes: z.number().int().min(1, 'รอบละอย่างน้อย 1 นาที').max(60, 'รอบละไม่เกิน 60 นาที'),
  firstCloseTime: timeOfDaySchema,
  shootWindowSeconds: z.number().int().min(0, 'ต้องไม่ติดลบ').max(300, 'ไม่เกิน 300 วินาที'),
  minShots: z
    .number()
    .int()
    .min(yeekeeSubtractPosition, `อย่างน้อย ${yeekeeSubtractPosition} ครั้ง (สูตรนับเลขลำดับที่ 16 จากท้าย)`)
    .max(100_000, 'ไม่เกิน 100,000 ครั้ง'),
  maxShotsPerMember: z.number().int().min(1, 'อย่างน้อย 1 ครั้ง').max(10_000, 'ไม่เกิน 10,000 ครั้ง'),
  shotCooldownSeconds: z.number().int().min(0, 'ต้องไม่ติดลบ').max(600, 'ไม่เกิน 600 วินาที'),
  formula: z.enum(yeekeeFormulas),
};

/** A day holds at most 24 hours of rounds. */
const fitsInADay = (market: { roundsPerDay: number; roundMinutes: number }) =>
  market.roundsPerDay * market.roundMinutes <= 1440;
const fitsInADayIssue = { message: 'จำนวนรอบ × นาทีต่อรอบ ต้องไม่เกิน 24 ชั่วโมง', path: ['roundsPerDay'] };

/** Market code: capital letters and digits, 2–12, starting with a letter ("YK", "YK5"). */
export const yeekeeMarketCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z][A-Z0-9]{1,11}$/, 'รหัสตลาดใช้ตัวอักษรภาษาอังกฤษพิมพ์ใหญ่และตัวเลข 2–12 ตัว ขึ้นต้นด้วยตัวอักษร');

/** `POST /api/admin/lottery/yeekee/markets` (owner, lottery). Its first round starts at the next minute. */
export const createYeekeeMarketRequestSchema = z
  .object({
    code: yeekeeMarketCodeSchema,
    ...marketSettingsShape,
    shooterRewards: yeekeeShooterRewardsInputSchema.optional(),
  })
  .refine(fitsInADay, fitsInADayIssue);
export type CreateYeekeeMarketRequest = z.input<typeof createYeekeeMarketRequestSchema>;

/** `PUT /api/admin/lottery/yeekee/markets/{code}`: the whole settings; applies to rounds created after. */
export const updateYeekeeMarketRequestSchema = z
  .object({
    ...marketSettingsShape,
    isEnabled: z.boolean(),
    shooterRewards: yeekeeShooterRewardsInputSchema,
  })
  .refine(fitsInADay, fitsInADayIssue);
export type UpdateYeekeeMarketRequest = z.input<typeof updateYeekeeMarketRequestSchema>;

export const yeekeeMarketCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(32) });

/** A market's settings as both staff and members read them. */
const marketReadShape = {
  code: z.string(),
  name: z.string(),
  roundsPerDay: z.number().int(),
  roundMinutes: z.number().int(),
  firstCloseTime: z.string(),
  shootWindowSeconds: z.number().int(),
  minShots: z.number().int(),
  maxShotsPerMember: z.number().int(),
  shotCooldownSeconds: z.number().int(),
  formula: z.enum(yeekeeFormulas),
  shooterRewards: yeekeeShooterRewardsSchema,
};

/** A market as staff edit it. */
export const adminYeekeeMarketSchema = z.object({
  ...marketReadShape,
  isEnabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminYeekeeMarket = z.infer<typeof adminYeekeeMarketSchema>;
export const adminYeekeeMarketListSchema = z.object({ data: z.array(adminYeekeeMarketSchema) });

/** A market as members read its rules (`GET /api/v2/lotto/yeekee/markets`). */
export const yeekeeMarketSchema = z.object({ ...marketReadShape, subtractPosition: z.number().int() });
export type YeekeeMarket = z.infer<typeof yeekeeMarketSchema>;
export const yeekeeMarketListSchema = z.object({ data: z.array(yeekeeMarketSchema) });

/** The published outcome of a resulted round. `r` is the final figure (SEEDED: 5 digits). */
export const yeekeeOutcomeSchema = z.object({ r: z.string(), top3: z.string(), bottom2: z.string() });

/** One round in a market's day list. */
export const yeekeeRoundItemSchema = z.object({
  roundCode: z.string(),
  roundNo: z.number().int(),
  roundName: z.string(),
  businessDate: z.string(),
  status: z.enum(roundStatuses),
  phase: z.enum(yeekeePhases),
  openAt: z.string(),
  closeAt: z.string(),
  /** closeAt + the shooting window: shots stop, the list is frozen. */
  freezeAt: z.string(),
  shotCount: z.number().int(),
  result: yeekeeOutcomeSchema.nullable(),
  voidReason: z.enum(yeekeeVoidReasons).nullable(),
});
export type YeekeeRoundItem = z.infer<typeof yeekeeRoundItemSchema>;

/** `GET /api/v2/lotto/yeekee/markets/{code}/rounds?date=YYYY-MM-DD` (default: the current business date). */
export const yeekeeRoundsQuerySchema = z.object({
  date: z
    .string()
    .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, 'วันที่ต้องเป็นแบบ YYYY-MM-DD')
    .optional(),
});
export const yeekeeRoundListSchema = z.object({
  marketCode: z.string(),
  marketName: z.string(),
  businessDate: z.string(),
  serverTime: z.string(),
  rounds: z.array(yeekeeRoundItemSchema),
});
export type YeekeeRoundList = z.infer<typeof yeekeeRoundListSchema>;

/** `GET /api/v2/lotto/yeekee/rounds/{roundCode}`: the round, its running board and the member's own count. */
export const yeekeeRoundDetailSchema = yeekeeRoundItemSchema.extend({
  marketCode: z.string(),
  marketName: z.string(),
  serverTime: z.string(),
  formula: z.enum(yeekeeFormulas),
  minShots: z.number().int(),
  maxShotsPerMember: z.number().int(),
  shotCooldownSeconds: z.number().int(),
  subtractPosition: z.number().int(),
  /** The sum of every accepted shot so far (decimal string). */
  sum: z.string(),
  /** The highest sequence number given so far (0 before the first shot). */
  lastSeq: z.number().int(),
  /** SEEDED: SHA-256(seed ‖ roundCode), published when the round opened; null for CLASSIC. */
  seedCommitment: z.string().nullable(),
  /** The calling member's accepted shots in this round, and when the next may be shot (null: now). */
  myShotCount: z.number().int(),
  nextShotAt: z.string().nullable(),
});
export type YeekeeRoundDetail = z.infer<typeof yeekeeRoundDetailSchema>;

/** A shot on the board: the shooter's name masked (first 2 characters + ***), never an id. */
export const yeekeeBoardShotSchema = z.object({
  seq: z.number().int(),
  number: z.string(),
  name: z.string(),
  receivedAt: z.string(),
});
export type YeekeeBoardShot = z.infer<typeof yeekeeBoardShotSchema>;

/**
 * `GET …/rounds/{roundCode}/shots?afterSeq=&limit=`: with `afterSeq`, the shots after it in order;
 * without, the newest `limit` shots (still oldest first). `limit` 1–500, default 100.
 */
export const yeekeeShotsQuerySchema = z.object({
  afterSeq: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const yeekeeShotPageSchema = z.object({
  roundCode: z.string(),
  shots: z.array(yeekeeBoardShotSchema),
  lastSeq: z.number().int(),
  count: z.number().int(),
  sum: z.string(),
  serverTime: z.string(),
});
export type YeekeeShotPage = z.infer<typeof yeekeeShotPageSchema>;

/** `GET …/rounds/{roundCode}/my-shots`: the calling member's shots, oldest first. */
export const yeekeeMyShotsSchema = z.object({
  roundCode: z.string(),
  shots: z.array(z.object({ seq: z.number().int(), number: z.string(), receivedAt: z.string() })),
});
export type YeekeeMyShots = z.infer<typeof yeekeeMyShotsSchema>;

/** `POST …/rounds/{roundCode}/shots {number}` (member, Idempotency-Key optional). */
export const yeekeeShootRequestSchema = z.object({ number: yeekeeShotNumberSchema });
export const yeekeeShotAcceptedSchema = z.object({
  seq: z.number().int(),
  number: z.string(),
  receivedAt: z.string(),
});
export type YeekeeShotAccepted = z.infer<typeof yeekeeShotAcceptedSchema>;

/** `data` of a refused shot: when the next one may be tried (ms from now), null when never in this round. */
export const yeekeeShotRefusedDataSchema = z.object({ retryAfterMs: z.number().int().nullable() });

/**
 * `GET …/rounds/{roundCode}/proof?afterSeq=&limit=`: everything needed to recompute the result. The
 * hash covers the whole canonical list (`yeekeeShotsHash` of `@chokdee/lottery`), whatever page is read;
 * `limit` 1–5000, default 5000. Answered once the round is frozen.
 */
export const yeekeeProofQuerySchema = z.object({
  afterSeq: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(5000).default(5000),
});
export const yeekeeProofSchema = z.object({
  roundCode: z.string(),
  formula: z.enum(yeekeeFormulas),
  shotCount: z.number().int(),
  shots: z.array(yeekeeBoardShotSchema),
  /** The `afterSeq` of the next page; null on the last page. */
  nextAfterSeq: z.number().int().nullable(),
  sum: z.string(),
  subtractPosition: z.number().int(),
  /** The round's minimum shots (its settings snapshot): fewer → void, so a guest can recompute that too. */
  minShots: z.number().int(),
  /** The 5 digits of the subtracted shot, and its sequence number; null when the round was void. */
  subtractedShot: z.string().nullable(),
  subtractedSeq: z.number().int().nullable(),
  /** SEEDED: the seed revealed at the freeze, and its commitment published at the open. */
  seed: z.string().optional(),
  seedCommitment: z.string().optional(),
  /** CLASSIC R = sum − subtracted shot; for SEEDED the final `r` adds the seed (mod 100,000). */
  classicR: z.string().nullable(),
  r: z.string().nullable(),
  top3: z.string().nullable(),
  bottom2: z.string().nullable(),
  shotsHash: z.string(),
  frozenAt: z.string(),
  voidReason: z.enum(yeekeeVoidReasons).nullable(),
});
export type YeekeeProof = z.infer<typeof yeekeeProofSchema>;

/** Staff: a market's rounds of one business date with their money (`GET …/markets/{code}/rounds?date=`). */
export const adminYeekeeRoundSchema = yeekeeRoundItemSchema.extend({
  formula: z.enum(yeekeeFormulas),
  bettors: z.number().int(),
  bills: z.number().int(),
  stake: moneySchema,
  /** What the round paid (null before settlement). */
  paid: moneySchema.nullable(),
  /** stake − paid (the house's result; null before settlement). */
  profit: moneySchema.nullable(),
  shooters: z.number().int(),
  rewardsPaid: moneySchema,
});
export type AdminYeekeeRound = z.infer<typeof adminYeekeeRoundSchema>;
export const adminYeekeeRoundListSchema = z.object({
  marketCode: z.string(),
  businessDate: z.string(),
  rounds: z.array(adminYeekeeRoundSchema),
});

/**
 * Staff: a round's full shot list (`GET /api/admin/lottery/yeekee/rounds/{roundCode}/shots`). `member`
 * (phone and id) is there only for the owner; other roles see the masked name like members do.
 */
export const adminYeekeeShotSchema = yeekeeBoardShotSchema.extend({
  member: z.object({ memberId: z.string(), phone: z.string(), fullName: z.string() }).nullable(),
});
export const adminYeekeeShotPageSchema = z.object({
  roundCode: z.string(),
  shots: z.array(adminYeekeeShotSchema),
  nextAfterSeq: z.number().int().nullable(),
  count: z.number().int(),
});
export type AdminYeekeeShotPage = z.infer<typeof adminYeekeeShotPageSchema>;

/** Realtime: the live board of a round (room `round:{roundCode}`, joined with `yeekee.join`). */
export const yeekeeBoardDeltaSchema = z.object({
  roundCode: z.string(),
  /** The delta covers every seq in fromSeq..toSeq (fromSeq = the previous delta's toSeq + 1). */
  fromSeq: z.number().int(),
  toSeq: z.number().int(),
  /** The newest shots of that range (at most 40, to stay under 4 KB); the REST read has them all. */
  shots: z.array(yeekeeBoardShotSchema).max(40),
  sum: z.string(),
  count: z.number().int(),
  serverTime: z.string(),
});
export type YeekeeBoardDelta = z.infer<typeof yeekeeBoardDeltaSchema>;

/** Realtime: the round changed phase (frozen, resulted, void); re-read the round for the rest. */
export const yeekeeRoundChangedSchema = z.object({
  roundCode: z.string(),
  phase: z.enum(yeekeePhases),
  result: yeekeeOutcomeSchema.nullable(),
  voidReason: z.enum(yeekeeVoidReasons).nullable(),
  serverTime: z.string(),
});
export type YeekeeRoundChanged = z.infer<typeof yeekeeRoundChangedSchema>;

/** Socket events of the Yeekee board. `join`/`leave` take `{roundCode}` and ack `{ok, serverTime}`. */
export const yeekeeSocketEvents = {
  join: 'yeekee.join',
  leave: 'yeekee.leave',
  board: 'yeekee.board',
  round: 'yeekee.round',
} as const;

/** The payload of `yeekee.join` and `yeekee.leave`. */
export const yeekeeJoinRequestSchema = z.object({ roundCode: z.string().trim().min(1).max(64) });
/** The ack of `yeekee.join`/`yeekee.leave`; a refusal carries the error catalogue's `code`. */
export const yeekeeJoinAckSchema = z.object({
  ok: z.boolean(),
  serverTime: z.string(),
  code: z.number().int().optional(),
});
export type YeekeeJoinAck = z.infer<typeof yeekeeJoinAckSchema>;

export const yeekeePaths = {
  markets: '/api/v2/lotto/yeekee/markets',
  marketRounds: '/api/v2/lotto/yeekee/markets/:code/rounds',
  round: '/api/v2/lotto/yeekee/rounds/:roundCode',
  shots: '/api/v2/lotto/yeekee/rounds/:roundCode/shots',
  myShots: '/api/v2/lotto/yeekee/rounds/:roundCode/my-shots',
  proof: '/api/v2/lotto/yeekee/rounds/:roundCode/proof',
} as const;

export const yeekeeAdminPaths = {
  markets: '/api/admin/lottery/yeekee/markets',
  market: '/api/admin/lottery/yeekee/markets/:code',
  marketRounds: '/api/admin/lottery/yeekee/markets/:code/rounds',
  roundShots: '/api/admin/lottery/yeekee/rounds/:roundCode/shots',
} as const;

const encoded = (value: string) => encodeURIComponent(value);
export const yeekeeHref = {
  marketRounds: (code: string) => `/api/v2/lotto/yeekee/markets/${encoded(code)}/rounds`,
  round: (roundCode: string) => `/api/v2/lotto/yeekee/rounds/${encoded(roundCode)}`,
  shots: (roundCode: string) => `/api/v2/lotto/yeekee/rounds/${encoded(roundCode)}/shots`,
  myShots: (roundCode: string) => `/api/v2/lotto/yeekee/rounds/${encoded(roundCode)}/my-shots`,
  proof: (roundCode: string) => `/api/v2/lotto/yeekee/rounds/${encoded(roundCode)}/proof`,
} as const;
export const yeekeeAdminHref = {
  market: (code: string) => `/api/admin/lottery/yeekee/markets/${encoded(code)}`,
  marketRounds: (code: string) => `/api/admin/lottery/yeekee/markets/${encoded(code)}/rounds`,
  roundShots: (roundCode: string) => `/api/admin/lottery/yeekee/rounds/${encoded(roundCode)}/shots`,
} as const;
