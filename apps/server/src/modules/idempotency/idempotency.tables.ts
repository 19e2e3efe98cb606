import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { operators } from '../operator/operator.tables';

/**
 * The first successful answer to a money-moving POST, per (operator, caller, Idempotency-Key).
 * Written in the same transaction as the money it moved, so "answered" and "moved" commit together.
 * `request_hash` is SHA-256 over the method, path and parsed body: the same key with another body
 * is refused. `caller` is the member id (or another principal's id for other callers).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    caller: text('caller').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'idempotency_keys_pk', columns: [t.operatorId, t.caller, t.key] })],
);
