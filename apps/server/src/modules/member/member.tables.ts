import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { banks, operators } from '../operator/operator.tables';

/** LOCKED: staff locked the member (no login, every session ended); see docs "Member administration". */
export const memberStatuses = ['ACTIVE', 'LOCKED'] as const;
export const memberKinds = ['MEMBER', 'HOUSE', 'STAFF'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/**
 * The operator's marketing agents; a member who registers with an active agent's `agentCode` is
 * linked to it. The agent earns `commission_percent` of their members' net loss (staff read it in
 * the back office; module rewards/agents). An inactive agent's code links nobody new.
 */
export const agents = pgTable(
  'agents',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Percent with two decimals, 0–100 ("2.50"). */
    commissionPercent: numeric('commission_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    unique('agents_operator_code').on(t.operatorId, t.code),
    check('agents_commission_percent', sql`${t.commissionPercent} >= 0 and ${t.commissionPercent} <= 100`),
  ],
);

/**
 * A member of one site. The phone is the login name and is unique per operator (enforced here, so
 * two registrations racing past the service's check still produce one member).
 */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    /** Ten digits, e.g. "0812345678". */
    phone: text('phone').notNull(),
    fullName: text('full_name').notNull(),
    gender: text('gender', { enum: ['M', 'F', 'O'] }),
    email: text('email'),
    /** The member's own code to invite others; unique per operator. */
    referralCode: text('referral_code').notNull(),
    referrerId: uuid('referrer_id').references((): AnyPgColumn => members.id),
    agentId: uuid('agent_id').references(() => agents.id),
    /** How they heard of the site (the register form's `sourceRef`). */
    sourceRef: text('source_ref').notNull(),
    status: text('status', { enum: memberStatuses }).notNull().default('ACTIVE'),
    /**
     * `MEMBER`, or an account of the house or of a staff member (never shoots Yeekee: the shot table's
     * foreign key on (id, kind) refuses it, docs/domain/yeekee.md §2). Only the owner changes it.
     */
    accountKind: text('account_kind', { enum: memberKinds }).notNull().default('MEMBER'),
    /** While LOCKED: when, why and by which staff account (kept as the audit log's copy is). */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockReason: text('lock_reason'),
    lockedBy: uuid('locked_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('members_operator_phone').on(t.operatorId, t.phone),
    unique('members_operator_referral_code').on(t.operatorId, t.referralCode),
    check('members_phone_digits', sql`${t.phone} ~ '^[0-9]{10}$'`),
    check('members_status', sql`${t.status} in ('ACTIVE', 'LOCKED')`),
    check('members_account_kind', sql`${t.accountKind} in ('MEMBER', 'HOUSE', 'STAFF')`),
    /** The target of the Yeekee shot table's (member, kind) foreign key. */
    unique('members_id_account_kind').on(t.id, t.accountKind),
    check(
      'members_lock_fields',
      sql`(${t.status} = 'LOCKED') = (${t.lockedAt} is not null and ${t.lockReason} is not null and ${t.lockedBy} is not null)`,
    ),
    index('members_operator_created_idx').on(t.operatorId, t.createdAt),
    index('members_referrer_idx').on(t.referrerId),
    index('members_agent_idx').on(t.agentId),
  ],
);

/**
 * The bank accounts a member withdraws to. One account (bank + number) belongs to one member per
 * operator: the unique constraint decides when two registrations race.
 */
export const memberBankAccounts = pgTable(
  'member_bank_accounts',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    bankId: integer('bank_id')
      .notNull()
      .references(() => banks.id),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('member_bank_accounts_operator_bank_number').on(t.operatorId, t.bankId, t.accountNumber),
    check('member_bank_accounts_number_digits', sql`${t.accountNumber} ~ '^[0-9]{1,20}$'`),
    index('member_bank_accounts_member_idx').on(t.memberId),
  ],
);
