import { errorCatalogue } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '#platform/http/app-error';
import { decidableBy, makerCheckerView, needsChecker } from './maker-checker';

const errors = { notFound: 'ADJUSTMENT_NOT_FOUND', makerChecker: 'ADJUSTMENT_MAKER_CHECKER' } as const;
const nameOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err.errorName;
  }
  return 'none';
};

describe('maker-checker', () => {
  it('needs a second staff member only above the threshold', () => {
    expect(needsChecker(500_001n, 500_000n)).toBe(true);
    expect(needsChecker(500_000n, 500_000n)).toBe(false);
    expect(needsChecker(1n, 500_000n)).toBe(false);
  });

  it('lets another staff member decide a pending request, never its maker', () => {
    const row = { id: 'r1', status: 'PENDING', makerId: 'alice', checkerId: null };
    expect(decidableBy(row, 'bob', errors)).toBe(row);
    expect(nameOf(() => decidableBy(row, 'alice', errors))).toBe('ADJUSTMENT_MAKER_CHECKER');
    expect(errorCatalogue.ADJUSTMENT_MAKER_CHECKER.http).toBe(403);
  });

  it('refuses a missing or already decided request', () => {
    expect(nameOf(() => decidableBy(undefined, 'bob', errors))).toBe('ADJUSTMENT_NOT_FOUND');
    expect(nameOf(() => decidableBy(null, 'bob', errors))).toBe('ADJUSTMENT_NOT_FOUND');
    const decided = { status: 'APPROVED', makerId: 'alice', checkerId: 'bob' };
    expect(nameOf(() => decidableBy(decided, 'carol', errors))).toBe('INVALID_STATE');
    // A decided request reads INVALID_STATE even to its maker (the state is the news).
    expect(nameOf(() => decidableBy(decided, 'alice', errors))).toBe('INVALID_STATE');
  });

  it('names the maker and the checker', () => {
    const names = new Map([['alice', 'อลิส']]);
    expect(makerCheckerView({ status: 'APPROVED', makerId: 'alice', checkerId: 'bob' }, names)).toEqual({
      makerId: 'alice',
      makerName: 'อลิส',
      checkerId: 'bob',
      checkerName: null,
    });
    expect(
      makerCheckerView({ status: 'PENDING', makerId: 'x', checkerId: null }, names).checkerName,
    ).toBeNull();
  });
});
