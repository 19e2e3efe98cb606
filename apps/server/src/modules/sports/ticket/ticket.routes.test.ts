import { errorCatalogue, sportsHref, sportsPaths } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  buildTestApp,
  call,
  checkLedger,
  fundedMember,
  manualFixture,
  placeTicket,
  registerMember,
  resultFixture,
  type TestApp,
} from '#testing/index';

const code = (name: keyof typeof errorCatalogue) => errorCatalogue[name].code;

describe('sports tickets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ modules: ['sports', 'payments'], seedDemo: ['payments'] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a single on a hand-entered fixture is paid the half win of a quarter line, with the working', async () => {
    const { id } = await manualFixture(t);
    const token = await fundedMember(t, await registerMember(t), '500.00');
    const placed = await placeTicket(t, token, {
      stake: '100',
      legs: [{ fixtureId: id, market: 'FT.AH:-0.25', outcome: 'HOME', odds: '1.90' }],
    });
    expect(placed.json().status.code).toBe(0);
    const ticket = placed.json().data;
    expect(ticket).toMatchObject({ kind: 'SINGLE', status: 'OPEN', stake: '100.00', maxPayout: '190.00' });
    expect(await balanceOf(t, token)).toMatchObject({ balance: '400.00' });

    t.clock.advance(2 * 3_600_000);
    // Home won by one: the −0.25 line's halves are −0.5 (win) and 0 (win) — a full win.
    await resultFixture(t, id, { ft: { home: 2, away: 1 }, ht: { home: 1, away: 0 } });
    const read = await call(t, { method: 'GET', url: sportsHref.ticket(ticket.id), token });
    expect(read.json().data).toMatchObject({ status: 'SETTLED', payout: '190.00' });
    expect(read.json().data.legs[0]).toMatchObject({ result: 'WIN', factor: '1.9000' });
    expect(read.json().data.legs[0].working).toContain('2-1');
    expect(await balanceOf(t, token)).toMatchObject({ balance: '590.00' });
    expect((await checkLedger(t)).ok).toBe(true);
  });

  it('a 3-leg parlay pays stake × the product of the factors, rounded down once', async () => {
    const fixtures = await Promise.all([manualFixture(t), manualFixture(t), manualFixture(t)]);
    const token = await fundedMember(t, await registerMember(t), '500.00');
    const [a, b, c] = fixtures.map((fixture) => fixture.id) as [string, string, string];
    const placed = await placeTicket(t, token, {
      stake: '100',
      legs: [
        { fixtureId: a, market: 'FT.1X2', outcome: 'HOME', odds: '2.10' },
        { fixtureId: b, market: 'FT.AH:-0.25', outcome: 'HOME', odds: '1.90' },
        { fixtureId: c, market: 'FT.OU:2.5', outcome: 'OVER', odds: '1.95' },
      ],
    });
    expect(placed.json().status.code).toBe(0);
    expect(placed.json().data).toMatchObject({ kind: 'PARLAY', maxPayout: '778.05' });
    t.clock.advance(2 * 3_600_000);
    await resultFixture(t, a, { ft: { home: 1, away: 0 }, ht: { home: 0, away: 0 } });
    await resultFixture(t, b, { ft: { home: 1, away: 1 }, ht: { home: 0, away: 0 } });
    // Two legs graded (win, half lose), one to come: still open.
    const open = await call(t, { method: 'GET', url: sportsHref.ticket(placed.json().data.id), token });
    expect(open.json().data.status).toBe('OPEN');
    await resultFixture(t, c, { ft: { home: 2, away: 1 }, ht: { home: 1, away: 0 } });
    const settled = await call(t, { method: 'GET', url: sportsHref.ticket(placed.json().data.id), token });
    // 100 × 2.10 × 0.5 × 1.95 = 204.75
    expect(settled.json().data).toMatchObject({ status: 'SETTLED', payout: '204.75' });
    expect(await balanceOf(t, token)).toMatchObject({ balance: '604.75' });
  });

  it('a parlay is settled lost as soon as one leg loses', async () => {
    const [a, b] = (await Promise.all([manualFixture(t), manualFixture(t)])).map((f) => f.id) as [
      string,
      string,
    ];
    const token = await fundedMember(t, await registerMember(t), '100.00');
    const placed = await placeTicket(t, token, {
      stake: '50',
      legs: [
        { fixtureId: a, market: 'FT.1X2', outcome: 'AWAY', odds: '3.60' },
        { fixtureId: b, market: 'FT.1X2', outcome: 'HOME', odds: '2.10' },
      ],
    });
    t.clock.advance(2 * 3_600_000);
    await resultFixture(t, a, { ft: { home: 3, away: 0 }, ht: { home: 1, away: 0 } });
    const read = await call(t, { method: 'GET', url: sportsHref.ticket(placed.json().data.id), token });
    expect(read.json().data).toMatchObject({ status: 'SETTLED', payout: '0.00' });
  });

  it('bad tickets get a clear Thai error and move nothing', async () => {
    const { id } = await manualFixture(t);
    const { id: other } = await manualFixture(t);
    const token = await fundedMember(t, await registerMember(t), '100.00');
    const leg = { fixtureId: id, market: 'FT.OU:2.5', outcome: 'OVER', odds: '1.95' };
    const refusals: Array<[unknown, keyof typeof errorCatalogue]> = [
      [{ stake: '9.99', legs: [leg] }, 'SPORTS_STAKE_TOO_SMALL'],
      [{ stake: '10', legs: [{ ...leg, odds: '2.50' }] }, 'SPORTS_ODDS_CHANGED'],
      [
        { stake: '10', legs: [leg, { ...leg, market: 'FT.1X2', outcome: 'HOME', odds: '2.10' }] },
        'SPORTS_ONE_LEG_PER_FIXTURE',
      ],
      [{ stake: '10', legs: Array.from({ length: 13 }, () => leg) }, 'SPORTS_TOO_MANY_LEGS'],
      [{ stake: '10', legs: [{ ...leg, market: 'FT.OU:25' }] }, 'SPORTS_SELECTION_INVALID'],
      [{ stake: '10', legs: [{ ...leg, outcome: 'HOME' }] }, 'SPORTS_SELECTION_INVALID'],
      [{ stake: '10', legs: [{ ...leg, market: 'FT.OU:3.5' }] }, 'SPORTS_SELECTION_INVALID'],
      [{ stake: '200', legs: [leg] }, 'INSUFFICIENT_BALANCE'],
      [
        { stake: '10', legs: [{ ...leg, fixtureId: other, market: 'FT.CS', outcome: '1-0', odds: '7.00' }] },
        'SPORTS_SELECTION_INVALID',
      ],
    ];
    for (const [body, name] of refusals) {
      const res = await placeTicket(t, token, body as never);
      expect(res.json().status.code, name).toBe(code(name));
      expect(res.json().status.message).toMatch(/[\u0E00-\u0E7F]/);
    }
    const mine = await call(t, { method: 'GET', url: sportsPaths.tickets, token });
    expect(mine.json().data).toEqual([]);
    expect(await balanceOf(t, token)).toMatchObject({ balance: '100.00' });
  });

  it('a bet after kick-off or on a suspended market is refused', async () => {
    const { id, token: staff } = await manualFixture(t, { kickoffInMs: 60_000 });
    const token = await fundedMember(t, await registerMember(t), '100.00');
    const leg = { fixtureId: id, market: 'FT.OU:2.5', outcome: 'OVER', odds: '1.95' };
    const suspended = await call(t, {
      url: sportsHref.adminMarketControl(id),
      token: staff,
      body: { market: 'FT.OU:2.5', action: 'SUSPEND', reason: 'ข่าวตัวผู้เล่น' },
    });
    expect(suspended.statusCode).toBe(200);
    expect((await placeTicket(t, token, { stake: '10', legs: [leg] })).json().status.code).toBe(
      code('SPORTS_MARKET_CLOSED'),
    );
    await call(t, {
      url: sportsHref.adminMarketControl(id),
      token: staff,
      body: { market: 'ALL', action: 'REOPEN', reason: 'ok' },
    });
    expect((await placeTicket(t, token, { stake: '10', legs: [leg] })).json().status.code).toBe(0);
    t.clock.advance(60_000);
    expect((await placeTicket(t, token, { stake: '10', legs: [leg] })).json().status.code).toBe(
      code('SPORTS_MARKET_CLOSED'),
    );
  });

  it('the maker of a result cannot confirm it', async () => {
    const { id, token } = await manualFixture(t, { kickoffInMs: 1000 });
    t.clock.advance(5000);
    await call(t, {
      url: sportsHref.adminResult(id),
      token,
      body: { ft: { home: 1, away: 0 }, ht: { home: 0, away: 0 } },
    });
    const same = await call(t, { url: sportsHref.adminResultConfirm(id), token });
    expect(same.json().status.code).toBe(code('SPORTS_MAKER_CHECKER'));
  });
});
