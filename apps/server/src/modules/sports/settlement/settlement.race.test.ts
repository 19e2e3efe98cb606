import { errorCatalogue } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransferRequest } from '#modules/wallet/index';
import { rowsOf } from '#platform/db/rows';
import {
  balanceOf,
  buildOwnPoolNode,
  buildTestApp,
  call,
  checkLedger,
  fundedMember,
  manualFixture,
  moduleApi,
  ownerToken,
  placeTicket,
  registerMember,
  resultFixture,
  staffMember,
  type TestApp,
  testDbKinds,
} from '#testing/index';
import { createBookRepo } from '../book/book.repo';
import type { SportsDeps } from '../sports.deps';
import { createTicketRepo } from '../ticket/ticket.repo';
import { createResultsRepo } from './results.repo';
import { createSportsSettlement } from './settlement';

const winsOf = async (t: TestApp, fixtureId: string) =>
  rowsOf<{ n: number; total: string }>(
    await t.database.db.execute(sql`
      select count(*)::int as n, coalesce(sum(amount_satang), 0)::text as total from ledger_transfers
      where kind = 'SPORTS_WIN' and cause_id in (
        select ticket_id::text from sports_ticket_legs where fixture_id = ${fixtureId})`),
  )[0];

/** A settlement of its own on `t`'s database (its chunking, and a wallet a test may break). */
const settlementOn = (
  t: TestApp,
  options: { chunk: number; workers: number },
  wallet: SportsDeps['wallet'] = moduleApi(t, 'wallet').service,
) =>
  createSportsSettlement(
    {
      db: t.database.db,
      clock: t.clock,
      publish: t.publish,
      book: createBookRepo(),
      tickets: createTicketRepo(),
      results: createResultsRepo(),
      wallet,
      idempotency: moduleApi(t, 'idempotency').service,
      pushFixture: () => undefined,
      pushTicket: () => undefined,
    },
    options,
  );

describe.each(testDbKinds())('sports settlement, resumed and raced (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['sports', 'payments'], seedDemo: ['payments'] });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A fixture with one market, over/under 2.5 at these prices. */
  const overUnderFixture = (tier: 'TOP' | 'LOWER', over: string, under: string) =>
    manualFixture(t, {
      tier,
      markets: [
        {
          key: 'FT.OU:2.5',
          prices: [
            { outcome: 'OVER', odds: over },
            { outcome: 'UNDER', odds: under },
          ],
        },
      ],
    });

  /** The result entered by a trader and confirmed by the owner, settlement left to the caller. */
  const confirmResult = async (
    fixtureId: string,
    result: { ft: { home: number; away: number }; ht: { home: number; away: number } },
  ) => {
    const maker = (await staffMember(t, 'trader')).token;
    await call(t, { url: `/api/admin/sports/fixtures/${fixtureId}/result`, token: maker, body: result });
    await call(t, {
      url: `/api/admin/sports/fixtures/${fixtureId}/result/confirm`,
      token: await ownerToken(t),
    });
  };

  const bettors = async (count: number, fixtureId: string) => {
    const tokens: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const token = await fundedMember(t, await registerMember(t), '100.00');
      const placed = await placeTicket(t, token, {
        stake: '10',
        legs: [{ fixtureId, market: 'FT.1X2', outcome: 'HOME', odds: '2.10' }],
      });
      expect(placed.json().status.code).toBe(0);
      tokens.push(token);
    }
    return tokens;
  };

  it('a crash mid-settlement resumes without paying twice', async () => {
    const { id } = await manualFixture(t, { kickoffInMs: 60_000 });
    const tokens = await bettors(5, id);
    t.clock.advance(3 * 3_600_000);
    // The result is confirmed, then a settlement whose wallet fails after its first chunk of two tickets.
    await confirmResult(id, { ft: { home: 1, away: 0 }, ht: { home: 0, away: 0 } });
    const wallet = moduleApi(t, 'wallet').service;
    let calls = 0;
    const failing: SportsDeps['wallet'] = {
      ...wallet,
      postTransfers: async (tx, transfers: TransferRequest[]) => {
        calls += 1;
        if (calls === 2) throw new Error('the process died here');
        return wallet.postTransfers(tx, transfers);
      },
    };
    const crashing = settlementOn(t, { chunk: 2, workers: 1 }, failing);
    await expect(crashing.settleFixture(t.operatorId, id)).rejects.toThrow('the process died here');
    expect((await winsOf(t, id))?.n).toBe(2);
    // The job finds the fixture half-paid and finishes it; running it again moves nothing.
    await moduleApi(t, 'sports').jobs.settleTask.tick(t.database.db, t.clock);
    await moduleApi(t, 'sports').jobs.settleTask.tick(t.database.db, t.clock);
    expect(await winsOf(t, id)).toEqual({ n: 5, total: '10500' });
    for (const token of tokens) expect(await balanceOf(t, token)).toMatchObject({ balance: '111.00' });
    expect((await checkLedger(t)).ok).toBe(true);
  });

  it.runIf(kind === 'postgres')('two nodes settle each fixture once', async () => {
    const { id } = await manualFixture(t, { kickoffInMs: 60_000 });
    await bettors(6, id);
    t.clock.advance(3 * 3_600_000);
    const second = await buildOwnPoolNode(t);
    try {
      await confirmResult(id, { ft: { home: 2, away: 0 }, ht: { home: 1, away: 0 } });
      await Promise.all([
        moduleApi(t, 'sports').jobs.settleTask.tick(t.database.db, t.clock),
        moduleApi(second, 'sports').jobs.settleTask.tick(t.database.db, t.clock),
        moduleApi(t, 'sports').jobs.settleTask.tick(t.database.db, t.clock),
      ]);
      expect(await winsOf(t, id)).toEqual({ n: 6, total: '12600' });
      expect((await checkLedger(t)).ok).toBe(true);
    } finally {
      await second.close();
    }
  });

  it.runIf(kind === 'postgres')(
    'chunks paid side by side by two settlers at once pay each ticket once',
    async () => {
      const { id } = await manualFixture(t, { kickoffInMs: 60_000 });
      await bettors(7, id);
      t.clock.advance(3 * 3_600_000);
      await confirmResult(id, { ft: { home: 1, away: 0 }, ht: { home: 0, away: 0 } });
      // Two settlers (each its own in-process guard, as two nodes), one ticket a chunk, three chunks at
      // a time each, on the pool's connections: every ticket is raced for.
      const answers = await Promise.all([
        settlementOn(t, { chunk: 1, workers: 3 }).settleFixture(t.operatorId, id),
        settlementOn(t, { chunk: 1, workers: 3 }).settleFixture(t.operatorId, id),
      ]);
      expect(answers[0] + answers[1]).toBe(7);
      expect(await winsOf(t, id)).toEqual({ n: 7, total: '14700' });
      expect((await checkLedger(t)).ok).toBe(true);
    },
  );

  it.runIf(kind === 'postgres')(
    '20 racing tickets against one market’s liability cap never pass it',
    async () => {
      // A lower-tier market's cap is 100,000 baht: each 10,000 baht at 2.00 adds 10,000 to one side's win.
      const { id } = await overUnderFixture('LOWER', '2.00', '1.80');
      const tokens = await Promise.all(
        Array.from({ length: 20 }, async () => fundedMember(t, await registerMember(t), '10000.00')),
      );
      // Price policy ANY: from half the cap the risky side's price is shaded, and these bettors take it.
      const results = await Promise.all(
        tokens.map((token) =>
          placeTicket(t, token, {
            stake: '10000',
            legs: [{ fixtureId: id, market: 'FT.OU:2.5', outcome: 'OVER', odds: '2.00' }],
            acceptPolicy: 'ANY',
          }),
        ),
      );
      const codes = results.map((res) => res.json().status.code);
      const accepted = codes.filter((code) => code === 0).length;
      expect(accepted).toBeGreaterThanOrEqual(10);
      expect(codes.filter((code) => code === errorCatalogue.SPORTS_LIABILITY_FULL.code)).toHaveLength(
        20 - accepted,
      );
      const desk = await call(t, {
        method: 'GET',
        url: `/api/admin/sports/fixtures/${id}`,
        token: await ownerToken(t),
      });
      const market = desk.json().data.markets.find((row: { key: string }) => row.key === 'FT.OU:2.5');
      expect(Number(market.liability)).toBeLessThanOrEqual(100_000);
      expect(Number(market.liability)).toBeGreaterThan(90_000);
      expect(market.tickets).toBe(accepted);
      expect((await checkLedger(t)).ok).toBe(true);
    },
  );

  it.runIf(kind === 'postgres')(
    'one member’s 5 racing tickets on one selection never pass the 24-hour selection limit',
    async () => {
      const { id } = await overUnderFixture('TOP', '1.50', '2.40');
      const token = await fundedMember(t, await registerMember(t), '500000.00');
      // Top tier: at most 50,000 baht a ticket and twice that a selection in 24 h — two of 40,000 fit.
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          placeTicket(t, token, {
            stake: '40000',
            legs: [{ fixtureId: id, market: 'FT.OU:2.5', outcome: 'OVER', odds: '1.50' }],
          }),
        ),
      );
      const codes = results.map((res) => res.json().status.code).sort();
      expect(codes).toEqual([0, 0, ...Array(3).fill(errorCatalogue.SPORTS_SELECTION_DAY_LIMIT.code)]);
      expect(await balanceOf(t, token)).toMatchObject({ balance: '420000.00' });
      expect((await checkLedger(t)).ok).toBe(true);
    },
  );

  it.runIf(kind === 'postgres')(
    'the same Idempotency-Key sent 10 times at once places one ticket and one debit',
    async () => {
      const { id } = await manualFixture(t);
      const token = await fundedMember(t, await registerMember(t), '100.00');
      const body = {
        stake: '25',
        legs: [{ fixtureId: id, market: 'FT.1X2', outcome: 'DRAW', odds: '3.30' }],
      };
      const results = await Promise.all(
        Array.from({ length: 10 }, () => placeTicket(t, token, body, 'sports-same-key-0001')),
      );
      expect(results.map((res) => res.json().status.code)).toEqual(Array(10).fill(0));
      expect(new Set(results.map((res) => res.json().data.id)).size).toBe(1);
      expect(await balanceOf(t, token)).toMatchObject({ balance: '75.00' });
    },
  );

  it('a confirmed result settled twice moves nothing the second time; a rollback then the same result nets zero', async () => {
    const { id } = await manualFixture(t, { kickoffInMs: 60_000 });
    const [token] = await bettors(1, id);
    t.clock.advance(3 * 3_600_000);
    await resultFixture(t, id, { ft: { home: 3, away: 1 }, ht: { home: 1, away: 1 } });
    const paid = await balanceOf(t, token as string);
    await moduleApi(t, 'sports').jobs.settleTask.tick(t.database.db, t.clock);
    expect(await balanceOf(t, token as string)).toEqual(paid);
    // A revision to another result and back: the member ends where the right result puts them.
    await resultFixture(t, id, { ft: { home: 0, away: 1 }, ht: { home: 0, away: 1 } });
    expect(await balanceOf(t, token as string)).toMatchObject({ balance: '90.00' });
    await resultFixture(t, id, { ft: { home: 3, away: 1 }, ht: { home: 1, away: 1 } });
    expect(await balanceOf(t, token as string)).toEqual(paid);
    expect((await checkLedger(t)).ok).toBe(true);
  });
});
