import type { BetTypeCode } from '@chokdee/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#platform/db/client';
import { arrayLiteral, rowsOf } from '#platform/db/rows';

export type RoundBillRow = {
  id: string;
  billNo: string;
  memberId: string;
  status: number;
  totalSatang: bigint;
  totalWinSatang: bigint | null;
  createdAt: Date;
};
export type RoundBillLineRow = {
  billId: string;
  lineIndex: number;
  betType: BetTypeCode;
  number: string;
  stakeSatang: bigint;
  rate: string;
  /** The judged win (a row of `lottery_line_wins`); null for a line that has none. */
  winSatang: bigint | null;
};
export type RoundBillFilter = { number?: string; billNo?: string; winners?: boolean };

/** A round's bills for the back office (the round's bills and winners tabs, a bill's lines). */
export const createRoundBillsRepo = () => {
  const whereOf = (roundId: string, filter: RoundBillFilter): SQL => sql`
    b.round_id = ${roundId}
    ${filter.billNo ? sql`and b.bill_no = ${filter.billNo}` : sql``}
    ${
      filter.number
        ? sql`and exists (select 1 from lottery_bill_lines l
                          where l.round_id = ${roundId} and l.bill_id = b.id and l.number = ${filter.number})`
        : sql``
    }
    ${filter.winners ? sql`and b.status = 1 and b.total_win_satang > 0` : sql``}`;

  return {
    /** One page of the round's bills, newest first (winners: the largest win first). */
    async page(
      db: DbOrTx,
      roundId: string,
      filter: RoundBillFilter,
      page: { offset: number; limit: number },
    ): Promise<{ rows: RoundBillRow[]; total: number }> {
      const where = whereOf(roundId, filter);
      const rows = rowsOf<{
        id: string;
        bill_no: string;
        member_id: string;
        status: number;
        total: string;
        win: string | null;
        created_at: Date | string;
      }>(
        await db.execute(sql`
          select b.id, b.bill_no, b.member_id, b.status, b.total_satang::text as total,
                 b.total_win_satang::text as win, b.created_at
          from lottery_bills b
          where ${where}
          order by ${filter.winners ? sql`b.total_win_satang desc,` : sql``} b.created_at desc, b.id desc
          limit ${page.limit} offset ${page.offset}`),
      );
      const [counted] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from lottery_bills b where ${where}`),
      );
      return {
        rows: rows.map((row) => ({
          id: row.id,
          billNo: row.bill_no,
          memberId: row.member_id,
          status: Number(row.status),
          totalSatang: BigInt(row.total),
          totalWinSatang: row.win === null ? null : BigInt(row.win),
          createdAt: new Date(row.created_at),
        })),
        total: Number(counted?.n ?? 0),
      };
    },

    /** The lines of the bills given, with each line's judged win, in line order. */
    async lines(db: DbOrTx, roundId: string, billIds: string[]): Promise<RoundBillLineRow[]> {
      if (billIds.length === 0) return [];
      const rows = rowsOf<{
        bill_id: string;
        line_index: number;
        bet_type: BetTypeCode;
        number: string;
        stake: string;
        rate: string;
        win: string | null;
      }>(
        await db.execute(sql`
          select l.bill_id, l.line_index, l.bet_type, l.number, l.stake_satang::text as stake,
                 l.rate::text as rate, w.win_satang::text as win
          from lottery_bill_lines l
          left join lottery_line_wins w on w.round_id = ${roundId} and w.bill_id = l.bill_id and w.line_id = l.id
          where l.bill_id = any(${arrayLiteral(billIds)}::uuid[])
          order by l.bill_id, l.line_index`),
      );
      return rows.map((row) => ({
        billId: row.bill_id,
        lineIndex: Number(row.line_index),
        betType: row.bet_type,
        number: row.number,
        stakeSatang: BigInt(row.stake),
        rate: row.rate,
        winSatang: row.win === null ? null : BigInt(row.win),
      }));
    },
  };
};
export type RoundBillsRepo = ReturnType<typeof createRoundBillsRepo>;
