import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { members } from '../member/member.tables';
import { operators } from '../operator/operator.tables';

/** What an OTP is for: registering a new phone, or the member's own "forgot password". */
export const otpPurposes = ['REGISTER', 'PASSWORD_RESET'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

/**
 * One OTP sent to a phone: to register it, or to set a new password ("forgot password"). The code is
 * stored only as an HMAC. A row is pending until verified, then usable by one `create` or one reset
 * of its own purpose (consumed) within a window after verification. A newer code for the same phone
 * supersedes older pending ones. A forgot-password row for a phone no member has is written too (its
 * code is never sent), so the answer and the phone's limits are the same either way.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    phone: text('phone').notNull(),
    /** The `verifyRef` the client holds and the SMS shows beside the code. */
    verifyRef: text('verify_ref').notNull(),
    purpose: text('purpose', { enum: otpPurposes }).notNull().default('REGISTER'),
    /** HMAC-SHA256 of the code, bound to operator, phone and ref. */
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    unique('phone_verifications_operator_phone_ref').on(t.operatorId, t.phone, t.verifyRef),
    index('phone_verifications_phone_created_idx').on(t.operatorId, t.phone, t.createdAt),
    check('phone_verifications_attempts_not_negative', sql`${t.failedAttempts} >= 0`),
    check('phone_verifications_purpose', sql`${t.purpose} in ('REGISTER', 'PASSWORD_RESET')`),
  ],
);

/** A member's password (argon2id). Kept apart from the profile so only this module ever reads it. */
export const memberCredentials = pgTable('member_credentials', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id),
  operatorId: uuid('operator_id')
    .notNull()
    .references(() => operators.id),
  passwordHash: text('password_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A login. The access token carries `id`; the token counts only while this row is unrevoked and unexpired. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('member_sessions_member_idx').on(t.memberId),
    // The risk page looks up who else logged in from an address.
    index('member_sessions_operator_ip_idx').on(t.operatorId, t.ip),
  ],
);

/**
 * Failed logins, in the database so the throttle holds across nodes. A login first records its
 * attempt here (under a lock) and deletes it again when the password proves right. A success sets
 * `cleared_at` on the phone's earlier failures: they stop counting for the phone, still for the address.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    /** The login name as typed (digits only when it was a phone number). */
    phone: text('phone').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (t) => [
    index('login_failures_phone_idx').on(t.operatorId, t.phone, t.createdAt),
    index('login_failures_ip_idx').on(t.operatorId, t.ip, t.createdAt),
  ],
);

/**
 * A password reset staff started: a one-time code sent by SMS, stored only as an HMAC. Nothing else
 * changes until the member uses it: the password and sessions keep working, and `reset-password`
 * with the code sets a new password and ends every session. A newer reset supersedes older open
 * ones; five wrong codes wear it out. Rows issued before the old password was kept may have left the
 * credential a marker no password verifies against (the member then sets one with a code).
 */
export const memberPasswordResets = pgTable(
  'member_password_resets',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    /** HMAC-SHA256 of the code, bound to operator, member and this row's id. */
    codeHash: text('code_hash').notNull(),
    /** The staff account that issued it (the audit log has the rest). */
    issuedBy: uuid('issued_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    index('member_password_resets_member_idx').on(t.operatorId, t.memberId, t.createdAt),
    check('member_password_resets_attempts_not_negative', sql`${t.failedAttempts} >= 0`),
  ],
);

/**
 * The operator's OTP sending limits (one row per operator; none: contracts' `DEFAULT_OTP_LIMITS`).
 * Changes are in the staff audit log (`otp_limits.update`).
 */
export const otpSendLimits = pgTable(
  'otp_send_limits',
  {
    operatorId: uuid('operator_id')
      .primaryKey()
      .references(() => operators.id),
    /** OTP SMS from one client address per rolling 10 minutes. */
    perAddressPer10Min: integer('per_address_per_10_min').notNull(),
    /** OTP SMS the whole site sends per rolling hour (the budget). */
    operatorPerHour: integer('operator_per_hour').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: uuid('updated_by').notNull(),
  },
  (t) => [
    check(
      'otp_send_limits_values',
      sql`${t.perAddressPer10Min} between 1 and 1000 and ${t.operatorPerHour} between 1 and 100000`,
    ),
  ],
);

/**
 * One OTP SMS taken from the address's and the operator's allowance, reserved before the send (in a
 * short transaction of its own) and taken back when no SMS went out (a refusal, a gateway failure).
 */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('otp_sends_operator_created_idx').on(t.operatorId, t.createdAt),
    index('otp_sends_operator_ip_created_idx').on(t.operatorId, t.ip, t.createdAt),
  ],
);
