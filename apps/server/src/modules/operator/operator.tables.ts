import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** One site (tenant) of this deployment. Every tenant-owned table references it. */
export const operators = pgTable('operators', {
  id: uuid('id').primaryKey(),
  /** The value of the `x-operator` header, e.g. `demo`. */
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Hostnames that resolve to an operator when a request carries no `x-operator` header. */
export const operatorDomains = pgTable('operator_domains', {
  hostname: text('hostname').primaryKey(),
  operatorId: uuid('operator_id')
    .notNull()
    .references(() => operators.id),
});

/** The site's public settings (`GET /api/v2/config/web`). Amounts in satang. */
export const webConfigs = pgTable(
  'web_configs',
  {
    operatorId: uuid('operator_id')
      .primaryKey()
      .references(() => operators.id),
    siteName: text('site_name').notNull(),
    minimumDepositSatang: bigint('minimum_deposit_satang', { mode: 'bigint' }).notNull(),
    maximumDepositSatang: bigint('maximum_deposit_satang', { mode: 'bigint' }).notNull(),
    minWithdrawSatang: bigint('min_withdraw_satang', { mode: 'bigint' }).notNull(),
    maxWithdrawSatang: bigint('max_withdraw_satang', { mode: 'bigint' }).notNull(),
    lineId: text('line_id').notNull(),
    lineUrl: text('line_url').notNull(),
    telegramId: text('telegram_id').notNull(),
    telegramUrl: text('telegram_url').notNull(),
    /** The home page's banners, `[{ imageUrl, linkUrl, sortOrder }]`, checked by the contracts' schema. */
    banners: jsonb('banners')
      .$type<Array<{ imageUrl: string; linkUrl: string; sortOrder: number }>>()
      .notNull()
      .default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'web_configs_deposit_range',
      sql`${t.minimumDepositSatang} > 0 and ${t.maximumDepositSatang} >= ${t.minimumDepositSatang}`,
    ),
    check(
      'web_configs_withdraw_range',
      sql`${t.minWithdrawSatang} > 0 and ${t.maxWithdrawSatang} >= ${t.minWithdrawSatang}`,
    ),
  ],
);

/**
 * Thai banks (reference data shared by every operator). `id` is the `companyId` members send when
 * they register an account.
 */
export const banks = pgTable('banks', {
  id: serial('id').primaryKey(),
  /** Short code such as `KBANK`. */
  code: text('code').notNull().unique(),
  nameTh: text('name_th').notNull(),
  /** The Bank of Thailand's three-digit number, e.g. "004". */
  bankNumber: text('bank_number').notNull().unique(),
  sortOrder: integer('sort_order').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * Banks a site does not offer (an owner disabled them): its members cannot pick them to register and
 * staff cannot add a deposit account there. The `banks` list itself is shared by every operator.
 */
export const operatorDisabledBanks = pgTable(
  'operator_disabled_banks',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    bankId: integer('bank_id')
      .notNull()
      .references(() => banks.id),
    disabledAt: timestamp('disabled_at', { withTimezone: true }).notNull(),
    disabledBy: uuid('disabled_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.bankId] })],
);
