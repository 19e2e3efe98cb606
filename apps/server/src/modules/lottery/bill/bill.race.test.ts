import { errorCatalogue } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  buildTestApp,
  checkLedger,
  fundedMember,
  placeBill,
  registerMember,
  type TestApp,
  testDatabaseUrl,
} from '#testing/index';
import { openRound } from '#testing/rounds';

let ROUND: string;

// Only PostgreSQL can show these races: PGlite runs one transaction at a time, so nothing ever interleaves.
describe.runIf(testDatabaseUrl())('lottery bill races (postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', modules: ['lottery', 'payments'] });
    ({ roundCode: ROUND } = await openRound(t));
  });
  afterAll(async () => {
    await t.close();
  });

  it('20 racing bills over one balance: exactly the affordable ones succeed', async () => {
    const token = await fundedMember(t, await registerMember(t), '100.00');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placeBill(t, token, ROUND, [
          { betType: 'TWO_TOP', number: String(i).padStart(2, '0'), amount: '30' },
        ]),
      ),
    );
    const codes = results.map((res) => res.json().status.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(3);
    expect(codes.filter((code) => code === errorCatalogue.INSUFFICIENT_BALANCE.code)).toHaveLength(17);
    expect(await balanceOf(t, token)).toEqual({ balance: '10.00', lockedBalance: '0.00' });
    expect((await checkLedger(t)).ok).toBe(true);
  });

  it('the same Idempotency-Key sent 10 times at once makes one bill and one debit', async () => {
    const token = await fundedMember(t, await registerMember(t), '100.00');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        placeBill(t, token, ROUND, [{ betType: 'RUN_TOP', number: '9', amount: '10' }], 'same-key-race-0001'),
      ),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((res) => res.json().data.billNo)).size).toBe(1);
    expect(await balanceOf(t, token)).toEqual({ balance: '90.00', lockedBalance: '0.00' });
  });

  it('racing members on one number never pass the house cap together', async () => {
    // 1,250 × 800 = 1,000,000 baht liability fills the cap: of 8 racing 200-baht bills, exactly 6 fit.
    const tokens = await Promise.all(
      Array.from({ length: 8 }, async () => fundedMember(t, await registerMember(t), '500.00')),
    );
    const results = await Promise.all(
      tokens.map((token) =>
        placeBill(t, token, ROUND, [{ betType: 'THREE_TOP', number: '555', amount: '200' }]),
      ),
    );
    const codes = results.map((res) => res.json().status.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(6);
    expect(codes.filter((code) => code === errorCatalogue.EXPOSURE_CAP_REACHED.code)).toHaveLength(2);
    expect((await checkLedger(t)).ok).toBe(true);
  });
});
