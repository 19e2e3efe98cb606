import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#platform/http/app-error';
import type { IdempotentRequest } from '#platform/http/idempotency';
import { buildTestApp, type TestApp, testDbKinds } from '#testing/index';
import { createIdempotencyRepo } from './idempotency.repo';
import { createIdempotencyService } from './idempotency.service';

describe.each(testDbKinds({ sql: true }))('idempotency.run (%s)', (kind) => {
  let t: TestApp;
  const repo = createIdempotencyRepo();
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: [], seedDemo: false });
  });
  afterAll(async () => t?.close());

  const service = () => createIdempotencyService({ repo, clock: t.clock });
  const request = (key: string, requestHash = 'hash-a'): IdempotentRequest => ({
    operatorId: t.operatorId,
    caller: 'member-1',
    key,
    requestHash,
  });

  it('runs the work once and answers its data again on a replay, without running it', async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
      return { billNo: 'B123', amount: '10.00' };
    };
    const first = await t.database.db.transaction((tx) => service().run(tx, request('key-once-1'), work));
    const again = await t.database.db.transaction((tx) => service().run(tx, request('key-once-1'), work));
    expect(first).toEqual({ data: { billNo: 'B123', amount: '10.00' }, replayed: false });
    expect(again).toEqual({ data: { billNo: 'B123', amount: '10.00' }, replayed: true });
    expect(runs).toBe(1);
  });

  it('refuses the same key with another request, and stores nothing for a refusal', async () => {
    await t.database.db.transaction((tx) =>
      service().run(tx, request('key-other-1'), async () => ({ n: 1 })),
    );
    await expect(
      t.database.db.transaction((tx) =>
        service().run(tx, request('key-other-1', 'hash-b'), async () => ({ n: 2 })),
      ),
    ).rejects.toMatchObject({ errorName: 'IDEMPOTENCY_KEY_REUSED' });

    await expect(
      t.database.db.transaction((tx) =>
        service().run(tx, request('key-refused-1'), async () => {
          throw new AppError('INSUFFICIENT_BALANCE');
        }),
      ),
    ).rejects.toMatchObject({ errorName: 'INSUFFICIENT_BALANCE' });
    const stored = await t.database.db.transaction((tx) =>
      repo.find(tx, t.operatorId, 'member-1', 'key-refused-1'),
    );
    expect(stored).toBeUndefined();
  });

  it('replays an answer stored as a whole envelope before services returned data', async () => {
    await t.database.db.transaction((tx) =>
      repo.insert(tx, {
        operatorId: t.operatorId,
        caller: 'member-1',
        key: 'key-legacy-1',
        requestHash: 'hash-a',
        responseStatus: 200,
        responseBody: { status: { code: 0, message: 'สำเร็จ' }, data: { paymentRef: 'W1', amount: '100.00' } },
        createdAt: t.clock.now(),
      }),
    );
    const replay = await t.database.db.transaction((tx) =>
      service().run(tx, request('key-legacy-1'), async () => ({ paymentRef: 'never', amount: '0.00' })),
    );
    expect(replay).toEqual({ data: { paymentRef: 'W1', amount: '100.00' }, replayed: true });
  });
});
