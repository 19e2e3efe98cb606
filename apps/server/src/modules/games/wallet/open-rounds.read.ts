import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '#platform/db/client';
import { gameRounds } from '../games.tables';

/**
 * How many of the member's provider game rounds are still open (staked, not yet settled or
 * cancelled): like a pending lottery bill, a win may still arrive, so a wagering condition is not
 * closed on a small balance meanwhile (docs/domain/rewards.md §3 rule 4). Read-only, for promotions.
 */
export const countOpenGameRounds = async (
  db: DbOrTx,
  operatorId: string,
  memberId: string,
): Promise<number> => {
  const [row] = await db
    .select({ open: count() })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.operatorId, operatorId),
        eq(gameRounds.memberId, memberId),
        eq(gameRounds.status, 'OPEN'),
      ),
    );
  return row?.open ?? 0;
};
