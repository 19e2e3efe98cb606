import { describe, expect, it } from 'vitest';
import { rational } from './rational';
import { ticketProblem } from './ticket';

const leg = (fixtureId: string, decimal = rational(19n, 10n)) => ({ fixtureId, decimal });

describe('ticketProblem', () => {
  it('takes a single of 10 baht and a parlay of 2–12 legs on different fixtures', () => {
    expect(ticketProblem(1_000n, [leg('a')])).toBeUndefined();
    // 1.5^12 ≈ 130, within the combined-odds cap.
    expect(
      ticketProblem(
        1_000n,
        Array.from({ length: 12 }, (_, i) => leg(`f${i}`, rational(3n, 2n))),
      ),
    ).toBeUndefined();
  });

  it('names each refusal', () => {
    expect(ticketProblem(999n, [leg('a')])).toBe('STAKE_TOO_SMALL');
    expect(ticketProblem(1_000n, [])).toBe('NO_LEGS');
    expect(
      ticketProblem(
        1_000n,
        Array.from({ length: 13 }, (_, i) => leg(`f${i}`)),
      ),
    ).toBe('TOO_MANY_LEGS');
    expect(ticketProblem(1_000n, [leg('a'), leg('a')])).toBe('ONE_LEG_PER_FIXTURE');
    // 1.9^11 ≈ 1,164 > 1,000.
    expect(
      ticketProblem(
        1_000n,
        Array.from({ length: 11 }, (_, i) => leg(`f${i}`)),
      ),
    ).toBe('COMBINED_ODDS_TOO_HIGH');
    // 600,000 at 2.00 may pay 1,200,000 baht, over the 1,000,000 cap.
    expect(ticketProblem(60_000_000n, [leg('a', rational(2n))])).toBe('PAYOUT_OVER_CAP');
  });

  it('counts what identical open parlays may already pay against the cap', () => {
    const legs = [leg('a', rational(10n)), leg('b', rational(10n))];
    expect(ticketProblem(500_000n, legs)).toBeUndefined();
    expect(ticketProblem(500_000n, legs, { alreadyPayable: 50_000_001n })).toBe('PAYOUT_OVER_CAP');
  });
});
