import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { betTypeCodes } from '../product/product.tables';

/**
 * The win of each winning line, written once by settlement's judge (insert-only: the round's
 * `lottery_bill_lines` are never updated after placing, so settling a round writes ~2% of its
 * lines' worth of rows instead of touching, and logging a full page image of, most of the lines'
 * pages). A line of a settled bill with no row here won nothing. A result correction deletes the
 * round's rows and judges again. Keyed by round then bill: paying, finding losers and the
 * `bill.settled` events read a round's or a bill's wins from this one index.
 */
export const lotteryLineWins = pgTable(
  'lottery_line_wins',
  {
    roundId: uuid('round_id').notNull(),
    billId: uuid('bill_id').notNull(),
    /**
     * The line (`lottery_bill_lines.id`). No foreign key on purpose: the judge copies it from the line
     * itself, and a key check would lock each winning line (`FOR KEY SHARE` writes the line's tuple
     * header: the very page writes, and full page images, this table exists to avoid).
     */
    lineId: uuid('line_id').notNull(),
    /** The line's bet type (copied: the events sum wins per bet type without reading the lines). */
    betType: text('bet_type', { enum: betTypeCodes }).notNull(),
    winSatang: bigint('win_satang', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'lottery_line_wins_pk', columns: [t.roundId, t.billId, t.lineId] }),
    check('lottery_line_wins_win_not_negative', sql`${t.winSatang} >= 0`),
  ],
);
