import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#platform/db/rows';
import { AppError } from '#platform/http/app-error';
import { depositDirect } from '#testing/game-wallet';
import {
  buildTestApp,
  checkLedger,
  insertLoggedInMembers,
  type TestApp,
  testDatabaseUrl,
} from '#testing/index';
import { HOUSE_SHARDS, houseShardOf } from './house-shards';
import { createWalletRepo } from './wallet.repo';
import { createWalletService, type WalletService } from './wallet.service';

describe('houseShardOf', () => {
  it('is stable and within 0..HOUSE_SHARDS-1', () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        const shard = houseShardOf(id);
        expect(Number.isInteger(shard) && shard >= 0 && shard < HOUSE_SHARDS).toBe(true);
        expect(houseShardOf(id)).toBe(shard);
      }),
    );
    // Pinned: a member's shard never changes between releases (their stakes' house row).
    expect(houseShardOf('00000000-0000-0000-0000-000000000000')).toBe(1);
    expect(houseShardOf('0190f3a4-7c1e-7d2a-9b3c-4d5e6f708192')).toBe(9);
  });
});

// Only PostgreSQL shows the race: PGlite runs one session, so its transactions never overlap.
describe.runIf(testDatabaseUrl())('sharded house accounts under racing stakes (postgres)', () => {
  let t: TestApp;
  let wallet: WalletService;
  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', modules: [], seedDemo: false });
    wallet = createWalletService({ db: t.database.db, repo: createWalletRepo(), clock: t.clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  const stake = (memberId: string, amountSatang: bigint, idempotencyKey: string) =>
    t.database.db.transaction((tx) =>
      wallet.debitStake(tx, {
        operatorId: t.operatorId,
        memberId,
        amountSatang,
        maxLineStakeSatang: amountSatang,
        category: 'LOTTERY',
        causeType: 'test_stake',
        causeId: idempotencyKey,
        idempotencyKey,
      }),
    );

  it('spreads 240 racing stakes of 48 members over the BETS shards, exact to the satang', async () => {
    const members = (await insertLoggedInMembers(t, 48)).map((m) => m.memberId);
    // Each member holds 100.00 and races five stakes of 30.00: exactly three apply.
    await Promise.all(members.map((memberId) => depositDirect(t, memberId, 10_000n)));
    const keys = members.flatMap((memberId) =>
      Array.from({ length: 5 }, (_, i) => ({ memberId, key: `race:${memberId}:${i}` })),
    );
    const outcomes = await Promise.all(
      keys.map(({ memberId, key }) =>
        stake(memberId, 3_000n, key).then(
          () => 'OK',
          (error: unknown) => {
            if (error instanceof AppError && error.errorName === 'INSUFFICIENT_BALANCE') return 'REFUSED';
            throw error;
          },
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'OK')).toHaveLength(3 * members.length);

    // A retried key answers the split it posted and moves nothing.
    const applied = keys.filter((_, i) => outcomes[i] === 'OK');
    const first = applied[0] as { memberId: string; key: string };
    expect(await stake(first.memberId, 3_000n, first.key)).toEqual({ cashSatang: 3_000n, bonusSatang: 0n });

    // Every stake went to its member's shard; the shards used are those of the members.
    const postings = rowsOf<{ member_id: string; shard: number; n: number }>(
      await t.database.db.execute(sql`
        select m.member_id, h.shard, count(*)::int as n
        from ledger_transfers x
        join ledger_accounts m on m.id = x.debit_account_id
        join ledger_accounts h on h.id = x.credit_account_id
        where x.operator_id = ${t.operatorId} and x.cause_type = 'test_stake'
        group by m.member_id, h.shard`),
    );
    expect(postings).toHaveLength(members.length);
    for (const row of postings) {
      expect(Number(row.shard)).toBe(houseShardOf(row.member_id));
      expect(row.n).toBe(3);
    }
    const shards = new Set(members.map(houseShardOf));
    expect(shards.size).toBeGreaterThan(HOUSE_SHARDS / 2);
    const bets = rowsOf<{ shard: number; balance: string }>(
      await t.database.db.execute(sql`
        select shard, balance_satang::text as balance from ledger_accounts
        where operator_id = ${t.operatorId} and member_id is null and kind = 'BETS'`),
    );
    expect(new Set(bets.map((row) => Number(row.shard)))).toEqual(shards);
    // The kind's balance is the sum of its shards: every applied stake, to the satang.
    expect(await wallet.houseBalance(t.database.db, t.operatorId, 'BETS')).toBe(
      3_000n * BigInt(applied.length),
    );
    for (const memberId of members.slice(0, 5))
      expect((await wallet.memberBalances(t.database.db, t.operatorId, memberId)).balanceSatang).toBe(1_000n);
    // A house ↔ house transfer uses shard 0.
    await t.database.db.transaction((tx) =>
      wallet.postTransfers(tx, [
        {
          operatorId: t.operatorId,
          kind: 'ADJUSTMENT',
          debit: { house: 'ADJUSTMENTS' },
          credit: { house: 'WRITE_OFFS' },
          amountSatang: 1n,
          causeType: 'test_house',
          causeId: randomUUID(),
          idempotencyKey: `test-house:${randomUUID()}`,
        },
      ]),
    );
    const house = rowsOf<{ shards: number[] }>(
      await t.database.db.execute(sql`
        select array_agg(distinct shard)::int[] as shards from ledger_accounts
        where operator_id = ${t.operatorId} and kind in ('ADJUSTMENTS', 'WRITE_OFFS')`),
    );
    expect(house[0]?.shards).toEqual([0]);
    expect(await checkLedger(t)).toMatchObject({ ok: true, sumOfBalances: 0n, negativeMemberAccounts: 0 });
  });
});
