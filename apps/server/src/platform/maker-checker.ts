import type { ErrorName } from '@chokdee/contracts';
import { AppError } from '#platform/http/app-error';

/**
 * Maker-checker (four eyes) of staff money by hand — wallet adjustments and reward grants: above
 * the operator's approval threshold the request waits PENDING until a second staff member approves
 * or rejects it, and the staff member who made it may do neither. One rule, so both stay the same.
 */

/** A request that may wait for a second staff member. */
export type MakerChecked = {
  status: string;
  makerId: string;
  checkerId: string | null;
};

/** Above the threshold (strictly) a second staff member must approve; at or below it, it goes through. */
export const needsChecker = (amountSatang: bigint, thresholdSatang: bigint): boolean =>
  amountSatang > thresholdSatang;

/**
 * The request `staffId` may approve or reject: it exists on the site (else `notFound`), is still
 * PENDING (else INVALID_STATE) and was made by someone else (else `makerChecker`, 403).
 */
export const decidableBy = <Row extends MakerChecked>(
  found: Row | null | undefined,
  staffId: string,
  errors: { notFound: ErrorName; makerChecker: ErrorName },
): Row => {
  if (!found) throw new AppError(errors.notFound);
  if (found.status !== 'PENDING') throw new AppError('INVALID_STATE');
  if (found.makerId === staffId) throw new AppError(errors.makerChecker);
  return found;
};

/** Who made and who checked a request, by name where the staff module knows it. */
export const makerCheckerView = (row: MakerChecked, names: Map<string, string>) => ({
  makerId: row.makerId,
  makerName: names.get(row.makerId) ?? null,
  checkerId: row.checkerId,
  checkerName: row.checkerId ? (names.get(row.checkerId) ?? null) : null,
});
