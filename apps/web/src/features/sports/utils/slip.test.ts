import { describe, expect, it } from 'vitest';
import {
  FIXTURE_ID,
  fixtureFixture,
  OTHER_FIXTURE_ID,
  rulesFixture,
  slipLegFixture,
} from '../testing-fixtures';
import { limitsOf, pickLeg, type SlipLeg, slipSummary, syncLeg, ticketBody } from './slip';

const leg = slipLegFixture;

const limits = limitsOf(rulesFixture());
const summary = (args: {
  mode: 'SINGLE' | 'PARLAY';
  legs: SlipLeg[];
  typedStake: string;
  format?: 'MY' | 'HK' | 'EU';
}) => slipSummary({ ...args, chosenFormat: args.format ?? 'MY', limits });

describe('pickLeg', () => {
  it('a parlay takes one leg per fixture: a second price of the same fixture replaces the first', () => {
    const home = leg();
    const away = leg({ outcome: 'AWAY', odds: '2.250' });
    const other = leg({
      fixtureId: OTHER_FIXTURE_ID,
      market: 'FT.1X2',
      type: '1X2',
      outcome: 'DRAW',
      odds: '3.400',
    });
    const first = pickLeg([], home, 'PARLAY', 12);
    expect(first.result).toBe('added');
    const second = pickLeg(first.legs, other, 'PARLAY', 12);
    expect(second.legs).toHaveLength(2);
    const replaced = pickLeg(second.legs, away, 'PARLAY', 12);
    expect(replaced.result).toBe('replaced');
    expect(replaced.replaced).toBe(home);
    // In its place, not appended: the order of the parlay stays.
    expect(replaced.legs).toEqual([away, other]);
    // A first-half price of the same match replaces it too (1H and FT never combine).
    const half = leg({ market: '1H.AH:-0.25', period: '1H' });
    expect(pickLeg(replaced.legs, half, 'PARLAY', 12).legs).toEqual([half, other]);
  });

  it('the same price again takes it off; a full parlay takes no more; a single holds one leg', () => {
    const home = leg();
    expect(pickLeg([home], leg(), 'PARLAY', 12)).toEqual({ legs: [], result: 'removed' });
    const twelve = Array.from({ length: 12 }, (_, index) => leg({ fixtureId: `f-${index}` }));
    const full = pickLeg(twelve, leg({ fixtureId: 'f-13' }), 'PARLAY', 12);
    expect(full.result).toBe('full');
    expect(full.legs).toHaveLength(12);
    const other = leg({ fixtureId: OTHER_FIXTURE_ID });
    expect(pickLeg([home], other, 'SINGLE', 12)).toEqual({
      legs: [other],
      result: 'replaced',
      replaced: home,
    });
  });
});

describe('slipSummary', () => {
  it('a single at red water risks ยอดแทง × |m| and pays on the risk: 100 at −0.80 → 80 deducted, 180 at most', () => {
    const red = leg({ outcome: 'AWAY', odds: '2.250' });
    const shown = summary({ mode: 'SINGLE', legs: [red], typedStake: '100' });
    expect(shown).toMatchObject({ redWater: true, typedSatang: 10_000n, riskSatang: 8_000n, ready: true });
    expect(shown.maxPayoutSatang).toBe(18_000n);
    expect(ticketBody([red], shown, 'BETTER')).toEqual({
      stake: '80.00',
      legs: [{ fixtureId: FIXTURE_ID, market: 'FT.AH:-0.75', outcome: 'AWAY', odds: '2.250' }],
      acceptPolicy: 'BETTER',
      oddsFormat: 'MY',
    });
    // Cut to the satang, never more than the price says: 33.33 × 0.80 = 26.664 → 26.66.
    expect(summary({ mode: 'SINGLE', legs: [red], typedStake: '33.33' }).riskSatang).toBe(2_666n);
  });

  it('black water, other formats, 1X2 and parlays risk what is typed', () => {
    const black = summary({ mode: 'SINGLE', legs: [leg()], typedStake: '100' });
    expect(black).toMatchObject({ redWater: false, riskSatang: 10_000n, maxPayoutSatang: 19_200n });
    const hk = summary({ mode: 'SINGLE', legs: [leg({ odds: '2.250' })], typedStake: '100', format: 'HK' });
    expect(hk).toMatchObject({
      redWater: false,
      riskSatang: 10_000n,
      maxPayoutSatang: 22_500n,
      format: 'HK',
    });
    const draw = leg({ market: 'FT.1X2', type: '1X2', outcome: 'DRAW', odds: '3.600' });
    expect(summary({ mode: 'SINGLE', legs: [draw], typedStake: '100' })).toMatchObject({
      redWater: false,
      riskSatang: 10_000n,
      maxPayoutSatang: 36_000n,
      format: 'EU',
    });
  });

  it('a parlay multiplies decimal odds exactly and cuts to the satang once', () => {
    const legs = [
      leg({ fixtureId: 'a', market: 'FT.1X2', type: '1X2', odds: '1.95' }),
      leg({ fixtureId: 'b', market: 'FT.AH:-0.25', odds: '1.90' }),
      leg({ fixtureId: 'c', market: 'FT.OU:2.75', type: 'OU', outcome: 'OVER', odds: '2.250' }),
    ];
    const shown = summary({ mode: 'PARLAY', legs, typedStake: '33.33' });
    // 33.33 × 1.95 × 1.90 × 2.25 = 277.847… → 277.84; red water does not apply to a parlay.
    expect(shown).toMatchObject({
      redWater: false,
      riskSatang: 3_333n,
      maxPayoutSatang: 27_784n,
      format: 'EU',
    });
  });

  it('checks the rules numbers before sending, in the server’s words', () => {
    const parlayOf = (count: number, odds = '1.50') =>
      Array.from({ length: count }, (_, index) => leg({ fixtureId: `f-${index}`, odds }));
    expect(summary({ mode: 'PARLAY', legs: parlayOf(1), typedStake: '100' }).problem).toBe(
      'บอลสเต็ปต้องเลือกอย่างน้อย 2 คู่',
    );
    expect(summary({ mode: 'PARLAY', legs: parlayOf(13), typedStake: '100' }).problem).toBe(
      'บอลสเต็ปเลือกได้สูงสุด 12 คู่',
    );
    // 2^10 = 1,024 > 1,000.
    expect(summary({ mode: 'PARLAY', legs: parlayOf(10, '2.00'), typedStake: '100' }).problem).toBe(
      'ราคารวมของบอลสเต็ปต้องไม่เกิน 1,000',
    );
    expect(summary({ mode: 'PARLAY', legs: parlayOf(9, '2.00'), typedStake: '100' }).problem).toBeUndefined();
    expect(summary({ mode: 'SINGLE', legs: [leg()], typedStake: '9.99' }).problem).toBe('ยอดแทงขั้นต่ำ 10 บาท');
    // At red water the minimum is on what is deducted: 10 typed at −0.80 risks 8.
    expect(summary({ mode: 'SINGLE', legs: [leg({ odds: '2.250' })], typedStake: '10' }).problem).toBe(
      'ยอดแทงขั้นต่ำ 10 บาท',
    );
    expect(summary({ mode: 'SINGLE', legs: [leg()], typedStake: '1.234' }).problem).toBe(
      'กรุณากรอกยอดแทงเป็นตัวเลข ทศนิยมไม่เกิน 2 ตำแหน่ง',
    );
    expect(summary({ mode: 'SINGLE', legs: [leg({ suspended: true })], typedStake: '100' }).problem).toBe(
      'ราคานี้ปิดรับชั่วคราว',
    );
    const empty = summary({ mode: 'SINGLE', legs: [leg()], typedStake: '' });
    expect(empty.ready).toBe(false);
    expect(empty.problem).toBeUndefined();
  });

  it('keeps the most it can pay within the rules’ cap and says how much may be staked', () => {
    const capped = slipSummary({
      mode: 'PARLAY',
      legs: [
        leg({ fixtureId: 'a', odds: '1.95' }),
        leg({ fixtureId: 'b', odds: '1.90' }),
        leg({ fixtureId: 'c', odds: '2.00' }),
      ],
      typedStake: '200',
      chosenFormat: 'MY',
      limits: limitsOf(rulesFixture({ maxPayout: '1000.00' })),
    });
    // 200 × 7.41 = 1,482 > 1,000; 1,000 ÷ 7.41 = 134.952… → 134.95.
    expect(capped.maxPayoutSatang).toBe(148_200n);
    expect(capped.problem).toBe('ยอดจ่ายสูงสุดต่อบิลต้องไม่เกิน 1,000 บาท ลดยอดแทงได้สูงสุด 134.95 บาท');
    expect(capped.ready).toBe(false);
  });
});

describe('syncLeg', () => {
  it('takes the pushed price (remembering the one before) and marks a market that takes no bets', () => {
    const fixture = fixtureFixture();
    const moved = fixtureFixture({
      markets: fixture.markets.map((market) =>
        market.key === 'FT.AH:-0.75'
          ? {
              ...market,
              prices: [
                { outcome: 'HOME', odds: '1.950' },
                { outcome: 'AWAY', odds: '2.200' },
              ],
            }
          : market,
      ),
    });
    const synced = syncLeg(leg(), moved, { complete: true });
    expect(synced).toMatchObject({ odds: '1.950', changedFrom: '1.920', suspended: false });
    const suspended = syncLeg(
      leg({ market: 'FT.OU:2.75', type: 'OU', outcome: 'OVER', odds: '1.950' }),
      fixture,
      {
        complete: true,
      },
    );
    expect(suspended.suspended).toBe(true);
    // A list carries the main markets only: a leg of another market is left as it is there…
    const other = leg({ market: 'FT.AH:-1', odds: '2.100' });
    expect(syncLeg(other, fixture, { complete: false })).toBe(other);
    // …and is gone from a fixture that carries every market.
    expect(syncLeg(other, fixture, { complete: true }).suspended).toBe(true);
  });
});
