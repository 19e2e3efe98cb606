import { type SQL, sql } from 'drizzle-orm';
import type { Clock } from '#platform/clock';
import type { Db, Tx } from '#platform/db/client';
import { arrayLiteral, rowsOf } from '#platform/db/rows';
import type { Task } from '#platform/scheduler/scheduler';
import type { DomainEventPayloads, DomainEventType } from './event-types';

/**
 * Durable domain events (docs/architecture.md#domain-events-the-outbox). A module publishes a fact with `publishEvents(tx, …)`
 * inside the transaction that makes the fact true; consumers read the outbox after commit, each in
 * (txid, id) order, and advance their position in the same transaction as their own writes. A crash
 * anywhere loses nothing and handles nothing twice (a batch that did not commit is read again).
 */

export type DomainEventInput<K extends DomainEventType = DomainEventType> = {
  type: K;
  operatorId: string;
  memberId: string | null;
  /** The id of what the fact is about (a bill, a deposit, a withdrawal, a member). */
  subjectId: string;
  /** Unique per operator: publishing the same key again is a no-op. Default `{type}:{subjectId}`. */
  dedupeKey?: string;
  payload: DomainEventPayloads[K];
  occurredAt: Date;
};

/** An event as a consumer reads it; `payload` typed by `type`. */
export type StoredEvent = {
  [K in DomainEventType]: {
    id: bigint;
    txid: bigint;
    operatorId: string;
    type: K;
    memberId: string | null;
    subjectId: string;
    payload: DomainEventPayloads[K];
    occurredAt: Date;
  };
}[DomainEventType];

/**
 * Writes events into the outbox inside the caller's transaction, in one statement whatever the batch
 * size. A dedupe key already published is skipped (the first publication stands).
 */
export const publishEvents = async (tx: Tx, events: DomainEventInput[]): Promise<void> => {
  if (events.length === 0) return;
  const column = (pick: (event: DomainEventInput) => string) => arrayLiteral(events.map(pick));
  await tx.execute(sql`
    insert into domain_events (operator_id, type, member_id, subject_id, dedupe_key, payload, occurred_at)
    select e.operator_id, e.type, nullif(e.member_id, '')::uuid, e.subject_id, e.dedupe_key,
           e.payload::jsonb, e.occurred_at
    from unnest(
      ${column((event) => event.operatorId)}::uuid[],
      ${column((event) => event.type)}::text[],
      ${column((event) => event.memberId ?? '')}::text[],
      ${column((event) => event.subjectId)}::text[],
      ${column((event) => event.dedupeKey ?? `${event.type}:${event.subjectId}`)}::text[],
      ${column((event) => JSON.stringify(event.payload))}::text[],
      ${column((event) => event.occurredAt.toISOString())}::timestamptz[]
    ) as e(operator_id, type, member_id, subject_id, dedupe_key, payload, occurred_at)
    on conflict (operator_id, dedupe_key) do nothing`);
};

/** `publishEventsFrom`'s INSERT as SQL, for a writer that publishes inside a statement of its own (a CTE). */
export const eventsInsert = (query: SQL): SQL =>
  sql`insert into domain_events (operator_id, type, member_id, subject_id, dedupe_key, payload, occurred_at)
    ${query}
    on conflict (operator_id, dedupe_key) do nothing`;

/**
 * Writes the events a query selects, set-based, inside the caller's transaction: for facts about
 * thousands of rows at once (settlement's bills), whose payloads the database already holds.
 * `query` answers the columns `operator_id, type, member_id, subject_id, dedupe_key, payload,
 * occurred_at` (payload jsonb; its shape must be `DomainEventPayloads[type]`). Answers how many it
 * wrote; a dedupe key already published is skipped.
 */
export const publishEventsFrom = async (tx: Tx, query: SQL): Promise<number> => {
  const result = await tx.execute(eventsInsert(query));
  const counted = result as { rowCount?: number | null; affectedRows?: number };
  return Number(counted.rowCount ?? counted.affectedRows ?? 0);
};

/**
 * A consumer of the outbox. `handle` runs inside the transaction that advances the consumer's
 * position, so its writes and the position commit together; it must also be safe to run again on the
 * same events (a unique key per effect), the rule every handler keeps anyway.
 */
export type EventConsumer = {
  /** Unique and stable: the position is stored under it. */
  name: string;
  types: readonly DomainEventType[];
  /**
   * Handles a batch inside the position's transaction. May answer a function run once that
   * transaction committed (pushes to members: never before the writes they announce are visible).
   */
  handle(tx: Tx, events: StoredEvent[], now: Date): Promise<undefined | (() => void)>;
};

type EventRow = {
  id: string;
  txid: string;
  operator_id: string;
  type: DomainEventType;
  member_id: string | null;
  subject_id: string;
  payload: unknown;
  occurred_at: Date | string;
};

const toStored = (row: EventRow): StoredEvent =>
  ({
    id: BigInt(row.id),
    txid: BigInt(row.txid),
    operatorId: row.operator_id,
    type: row.type,
    memberId: row.member_id,
    subjectId: row.subject_id,
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    occurredAt: new Date(row.occurred_at),
  }) as StoredEvent;

/**
 * Handles the next batch of `consumer` in one transaction: locks its position row (several nodes
 * take turns), reads up to `batchSize` events of its types past the position and below the oldest
 * running transaction, hands them over, and advances. Answers how many it handled (0: caught up).
 */
export const consumeBatch = async (
  db: Db,
  clock: Clock,
  consumer: EventConsumer,
  batchSize = 200,
): Promise<number> => {
  let afterCommit: undefined | (() => void);
  const handled = await db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into event_consumers (name) values (${consumer.name}) on conflict do nothing`,
    );
    const [position] = rowsOf<{ last_txid: string; last_id: string }>(
      await tx.execute(
        sql`select last_txid, last_id from event_consumers where name = ${consumer.name} for update`,
      ),
    );
    if (!position) throw new Error(`event consumer ${consumer.name} has no position row`);
    const rows = rowsOf<EventRow>(
      await tx.execute(sql`
        select id, txid, operator_id, type, member_id, subject_id, payload, occurred_at
        from domain_events
        where (txid, id) > (${position.last_txid}::bigint, ${position.last_id}::bigint)
          and txid < (pg_snapshot_xmin(pg_current_snapshot())::text)::bigint
          and type = any(${arrayLiteral(consumer.types)}::text[])
        order by txid, id
        limit ${batchSize}`),
    );
    const last = rows.at(-1);
    if (!last) return 0;
    afterCommit = await consumer.handle(tx, rows.map(toStored), clock.now());
    await tx.execute(sql`
      update event_consumers set last_txid = ${last.txid}::bigint, last_id = ${last.id}::bigint,
        updated_at = ${clock.now()}
      where name = ${consumer.name}`);
    return rows.length;
  });
  afterCommit?.();
  return handled;
};

/**
 * A scheduler task that drains `consumer` (batch after batch, at most `maxBatches` per run) every
 * `everyMs`. A failing batch rolls back whole and is retried at the next run.
 */
export const eventConsumerTask = (
  consumer: EventConsumer,
  options: { everyMs?: number; batchSize?: number; maxBatches?: number } = {},
): Task & { drain(db: Db, clock: Clock): Promise<number> } => {
  const { everyMs = 1000, batchSize = 200, maxBatches = 50 } = options;
  const drain = async (db: Db, clock: Clock): Promise<number> => {
    let handled = 0;
    for (let batch = 0; batch < maxBatches; batch += 1) {
      const count = await consumeBatch(db, clock, consumer, batchSize);
      handled += count;
      if (count < batchSize) break;
    }
    return handled;
  };
  return {
    key: `events:${consumer.name}`,
    everyMs,
    drain,
    async tick(db, clock) {
      const handled = await drain(db, clock);
      return handled > 0 ? { result: { handled } } : {};
    },
  };
};
