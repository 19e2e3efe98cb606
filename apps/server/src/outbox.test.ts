import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '#platform/db/client';
import { rowsOf } from '#platform/db/rows';
import { consumeBatch, type EventConsumer, publishEvents, type StoredEvent } from '#platform/events/events';
import { createTestClock, createTestDb, testDbKinds, waitForOutboxHorizon } from '#testing/index';

const operatorId = '01900000-0000-7000-8000-000000000001';
const memberId = '01900000-0000-7000-8000-000000000002';

const withdrawalPaid = (subjectId: string) => ({
  type: 'withdrawal.paid' as const,
  operatorId,
  memberId,
  subjectId,
  payload: {
    withdrawalId: subjectId,
    paymentRef: `P${subjectId}`,
    amountSatang: '100',
    paidAt: '2026-01-01T00:00:00.000Z',
  },
  occurredAt: new Date('2026-01-01T00:00:00Z'),
});

describe.each(testDbKinds({ sql: true }))('the outbox (%s)', (kind) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('a consumer reads each committed event once, in order; a failing batch is read again; a dedupe key publishes once', async () => {
    database = await createTestDb(kind);
    const { db } = database;
    const clock = createTestClock();
    const seen: string[] = [];
    let failNext = false;
    const consumer: EventConsumer = {
      name: 'test.consumer',
      types: ['withdrawal.paid'],
      async handle(tx, events: StoredEvent[]) {
        await tx.execute(sql`select 1`);
        if (failNext) {
          failNext = false;
          throw new Error('handler crashed');
        }
        for (const event of events) seen.push(event.subjectId);
        return undefined;
      },
    };
    await db.transaction((tx) => publishEvents(tx, [withdrawalPaid('a'), withdrawalPaid('b')]));
    await db.transaction((tx) => publishEvents(tx, [withdrawalPaid('a'), withdrawalPaid('c')]));
    // Rolled back: never seen.
    await db
      .transaction(async (tx) => {
        await publishEvents(tx, [withdrawalPaid('rolled-back')]);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    // On a shared PostgreSQL another file's open transaction may hold the read horizon back.
    await waitForOutboxHorizon(db);
    failNext = true;
    await expect(consumeBatch(db, clock, consumer)).rejects.toThrow('handler crashed');
    expect(seen).toEqual([]);
    expect(await consumeBatch(db, clock, consumer)).toBe(3);
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(await consumeBatch(db, clock, consumer)).toBe(0);
    await db.transaction((tx) => publishEvents(tx, [withdrawalPaid('d')]));
    await waitForOutboxHorizon(db);
    expect(await consumeBatch(db, clock, consumer)).toBe(1);
    expect(seen).toEqual(['a', 'b', 'c', 'd']);
    const [count] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from domain_events`),
    );
    expect(count?.n).toBe(4);
  });
});
