import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * The outbox of domain events (docs/architecture.md#domain-events-the-outbox): a fact other parts react to, written in the
 * transaction of the fact. `txid` is the writing transaction's id (`pg_current_xact_id()`), so a
 * consumer reads in (txid, id) order only below the oldest transaction still running
 * (`pg_snapshot_xmin`): an event committed late with a smaller id can never be skipped.
 * `dedupe_key` (unique per operator) makes publishing a fact twice a no-op.
 * No foreign key to operators or members: the outbox is platform, below every module.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    txid: bigint('txid', { mode: 'bigint' }).notNull().default(sql`(pg_current_xact_id()::text)::bigint`),
    operatorId: uuid('operator_id').notNull(),
    type: text('type').notNull(),
    /** The member the fact is about (null for operator-wide facts). */
    memberId: uuid('member_id'),
    /** The id of the thing the fact is about (a bill, a withdrawal…). */
    subjectId: text('subject_id').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    payload: jsonb('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('domain_events_operator_dedupe').on(t.operatorId, t.dedupeKey),
    index('domain_events_position').on(t.txid, t.id),
    index('domain_events_member').on(t.operatorId, t.memberId, t.type, t.occurredAt),
  ],
);

/**
 * Where each consumer has read to: the (txid, id) of the last event it handled. Advanced in the same
 * transaction as the handler's writes, and row-locked while a batch runs, so of several nodes one
 * handles each batch and a crash replays only what did not commit.
 */
export const eventConsumers = pgTable('event_consumers', {
  name: text('name').primaryKey(),
  lastTxid: bigint('last_txid', { mode: 'bigint' }).notNull().default(sql`0`),
  lastId: bigint('last_id', { mode: 'bigint' }).notNull().default(sql`0`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
