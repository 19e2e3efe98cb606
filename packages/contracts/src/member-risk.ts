import { z } from 'zod';
import { memberStatusSchema } from './members-admin';
import { moneySchema } from './money';
import { wageringCategories } from './promotions';
import { reportRangeQuerySchema } from './reports';

/**
 * A member's risk page in the back office: money in and out, play by product, the flags the rules
 * below raise and the accounts that share something with this one (docs/modules/member.md, "Risk").
 */
export const memberRiskPaths = { risk: '/api/admin/members/:id/risk' } as const;

/** `/api/admin/members/{id}/risk`. */
export const memberRiskHref = (id: string) => memberRiskPaths.risk.replace(':id', encodeURIComponent(id));

/** `?from&to`: Bangkok days, both included, as the reports take them. */
export const memberRiskQuerySchema = reportRangeQuerySchema;
export type MemberRiskQuery = z.infer<typeof memberRiskQuerySchema>;

/**
 * What ties two accounts: the same bank account holder's name (titles and spacing ignored; one bank
 * account belongs to one member already), a login from the same IP address, or the same browser (user
 * agent) from that address.
 */
export const memberLinkKinds = ['BANK_NAME', 'IP', 'DEVICE'] as const;
export type MemberLinkKind = (typeof memberLinkKinds)[number];

/**
 * The flags, each from one rule over the chosen days (the thresholds are in the server's risk service):
 * - `WITHDREW_WITHOUT_PLAY`: asked to withdraw while the settled stake is under half the deposits;
 * - `WINNING`: won more than staked, by at least the big-win amount;
 * - `LINKED`: shares a bank account holder's name, an IP address or a device with another account;
 * - `LINKED_TO_LOCKED`: one of those accounts is locked.
 */
export const memberRiskFlags = ['WITHDREW_WITHOUT_PLAY', 'WINNING', 'LINKED', 'LINKED_TO_LOCKED'] as const;
export type MemberRiskFlag = (typeof memberRiskFlags)[number];

const countAmountSchema = z.object({ count: z.number().int(), amount: moneySchema });

export const memberRiskPlaySchema = z.object({
  category: z.enum(wageringCategories),
  bills: z.number().int(),
  stake: moneySchema,
  win: moneySchema,
  /** Stake − win: the house's result on this member (negative when the member is ahead). */
  houseNet: moneySchema,
});

export const memberRiskLinkSchema = z.object({
  memberId: z.string(),
  phone: z.string(),
  name: z.string(),
  status: memberStatusSchema,
  reasons: z.array(z.object({ kind: z.enum(memberLinkKinds), value: z.string() })),
});
export type MemberRiskLink = z.infer<typeof memberRiskLinkSchema>;

export const memberRiskSchema = z.object({
  memberId: z.string(),
  from: z.string(),
  to: z.string(),
  money: z.object({
    deposits: countAmountSchema,
    /** Paid out. */
    withdrawals: countAmountSchema,
    /** Asked for and not yet paid or refused. */
    pendingWithdrawals: countAmountSchema,
    /** Deposits − paid withdrawals. */
    net: moneySchema,
  }),
  /** Every category with settled play in the days, in the catalogue's order. */
  play: z.array(memberRiskPlaySchema),
  playTotal: memberRiskPlaySchema.omit({ category: true }),
  flags: z.array(z.enum(memberRiskFlags)),
  /** At most MEMBER_RISK_MAX_LINKS accounts, the most reasons first. */
  linked: z.array(memberRiskLinkSchema),
});
export type MemberRisk = z.infer<typeof memberRiskSchema>;

export const MEMBER_RISK_MAX_LINKS = 50;
