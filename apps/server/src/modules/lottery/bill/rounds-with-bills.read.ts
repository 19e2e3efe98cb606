import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#platform/db/client';
import { arrayLiteral, rowsOf } from '#platform/db/rows';
import { BILL_CANCELLED } from './bill.tables';

/**
 * Which of these (member, round) pairs have a bill in the round that the member did not cancel (a
 * refunded one counts: the member bet). Answers `{memberId}|{roundId}` keys. Read-only, for the
 * missions' "N Yeekee shots in rounds where you bet" (docs/domain/rewards.md rule 9), so rewards need not read
 * the lottery's tables.
 */
export const roundsWithBills = async (
  db: DbOrTx,
  operatorId: string,
  pairs: ReadonlyArray<{ memberId: string; roundId: string }>,
): Promise<Set<string>> => {
  if (pairs.length === 0) return new Set();
  const rows = rowsOf<{ member_id: string; round_id: string }>(
    await db.execute(sql`
      select distinct b.member_id, b.round_id
      from lottery_bills b
      join unnest(${arrayLiteral(pairs.map((p) => p.memberId))}::uuid[],
                  ${arrayLiteral(pairs.map((p) => p.roundId))}::uuid[]) as p(member_id, round_id)
        on b.member_id = p.member_id and b.round_id = p.round_id
      where b.operator_id = ${operatorId} and b.status <> ${BILL_CANCELLED}`),
  );
  return new Set(rows.map((row) => `${row.member_id}|${row.round_id}`));
};
