import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#platform/db/client';
import { rowsOf } from '#platform/db/rows';

export type CorrectionShortfall = {
  memberId: string;
  roundCode: string;
  correctionNo: number;
  shortfallSatang: bigint;
  at: Date;
};

/** Reads of corrections for other modules: what each correction could not take back, per member. */
export const createCorrectionRead = () => ({
  /** A round's corrections, first first: what each credited, took back and could not take back. */
  async ofRound(db: DbOrTx, roundId: string) {
    const rows = rowsOf<{
      correction_no: number;
      reason: string;
      bills_changed: number;
      credited: string;
      debited: string;
      shortfall: string;
      created_at: string | Date;
    }>(
      await db.execute(sql`
        select correction_no, reason, bills_changed, credited_satang::text as credited,
               debited_satang::text as debited, shortfall_satang::text as shortfall, created_at
        from lottery_round_corrections where round_id = ${roundId} order by correction_no`),
    );
    return rows.map((row) => ({
      correctionNo: Number(row.correction_no),
      reason: row.reason,
      billsChanged: Number(row.bills_changed),
      creditedSatang: BigInt(row.credited),
      debitedSatang: BigInt(row.debited),
      shortfallSatang: BigInt(row.shortfall),
      at: new Date(row.created_at),
    }));
  },

  /** The members' shortfalls (the causes of their receivables), oldest first. */
  async shortfallsOf(db: DbOrTx, operatorId: string, memberIds: string[]): Promise<CorrectionShortfall[]> {
    if (memberIds.length === 0) return [];
    const rows = rowsOf<{
      member_id: string;
      round_code: string;
      correction_no: number;
      shortfall: string;
      created_at: string | Date;
    }>(
      await db.execute(sql`
        select s.member_id, r.round_code, c.correction_no, s.shortfall_satang::text as shortfall, s.created_at
        from lottery_correction_shortfalls s
        join lottery_round_corrections c on c.id = s.correction_id
        join lottery_rounds r on r.id = c.round_id
        where s.operator_id = ${operatorId}
          and s.member_id = any(${`{${memberIds.join(',')}}`}::uuid[])
        order by s.created_at, s.id`),
    );
    return rows.map((row) => ({
      memberId: row.member_id,
      roundCode: row.round_code,
      correctionNo: Number(row.correction_no),
      shortfallSatang: BigInt(row.shortfall),
      at: new Date(row.created_at),
    }));
  },
});
export type CorrectionRead = ReturnType<typeof createCorrectionRead>;
