import {
  type BetTypeCode,
  type CorrectionPreview,
  formatAmount,
  maskPhone,
  type PayoutPreview,
} from '@chokdee/contracts';
import { type DerivedResult, deriveResult, parseRawResult } from '@chokdee/lottery';
import { sql } from 'drizzle-orm';
import type { WalletService } from '#modules/wallet/index';
import type { DbOrTx } from '#platform/db/client';
import { rowsOf } from '#platform/db/rows';
import { AppError, fieldError } from '#platform/http/app-error';
import type { LotteryDeps } from '../lottery.deps';
import { clawBackSplit, differences, paidForRound, sameJson } from './correction-rules';
import { winningLines } from './settlement';

/** The members' names and phones, from the member module (given by the lottery module). */
export type MemberSummaries = {
  summaries(
    db: DbOrTx,
    operatorId: string,
    memberIds: string[],
  ): Promise<Map<string, { phone: string; name: string }>>;
};

type Deps = Pick<LotteryDeps, 'db' | 'products' | 'rounds'> & {
  wallet: Pick<WalletService, 'netToMembers' | 'memberBalancesOf'>;
  members: MemberSummaries;
};

const signed = (satang: bigint): string => (satang < 0n ? `-${formatAmount(-satang)}` : formatAmount(satang));

/**
 * The payout previews: what confirming an entered result would pay, and what correcting a settled
 * result would move. Both aggregate settlement's own `winningLines` (the rows its judge inserts), so
 * the preview is the payment to the satang; they run in a read-only transaction and write nothing.
 */
export const createPayoutPreview = ({ db, products, rounds, wallet, members }: Deps) => {
  const roundOf = async (tx: DbOrTx, operatorId: string, roundCode: string) => {
    const round = await rounds.findRoundByCode(tx, operatorId, roundCode);
    if (!round) throw new AppError('ROUND_NOT_FOUND');
    return round;
  };

  return {
    /** An entered, unconfirmed result (RESULTED): per bet type the winning lines, members and payout. */
    async result(operatorId: string, roundCode: string): Promise<PayoutPreview> {
      return db.transaction(
        async (tx) => {
          const round = await roundOf(tx, operatorId, roundCode);
          if (round.status !== 'RESULTED' || round.resultConfirmedAt !== null || !round.resultDerived)
            throw new AppError('ROUND_STATE_INVALID');
          const derived = round.resultDerived as DerivedResult;
          const rows = rowsOf<{
            bet_type: BetTypeCode | null;
            lines: number;
            bills: number;
            members: number;
            payout: string;
          }>(
            await tx.execute(sql`
              select w.bet_type, count(*)::int as lines, count(distinct w.bill_id)::int as bills,
                     count(distinct w.member_id)::int as members, sum(w.win_satang)::text as payout
              from (${winningLines(round.id, derived, 'pending')}) w
              group by grouping sets ((w.bet_type), ())
              order by w.bet_type nulls last`),
          );
          const total = rows.find((row) => row.bet_type === null);
          return {
            roundCode: round.roundCode,
            derived,
            byBetType: rows
              .filter((row): row is typeof row & { bet_type: BetTypeCode } => row.bet_type !== null)
              .map((row) => ({
                betType: row.bet_type,
                lines: Number(row.lines),
                members: Number(row.members),
                payout: formatAmount(BigInt(row.payout)),
              })),
            total: {
              lines: Number(total?.lines ?? 0),
              bills: Number(total?.bills ?? 0),
              members: Number(total?.members ?? 0),
              payout: formatAmount(BigInt(total?.payout ?? 0)),
            },
          };
        },
        { accessMode: 'read only' },
      );
    },

    /**
     * A settled round's result corrected to `result` (not stored): per bet type the lines that stop
     * and start winning and the net; per member the difference the correction would post (the same
     * `paidForRound` and `clawBackSplit` the correction uses) and who would owe more than they hold.
     */
    async correction(
      operatorId: string,
      roundCode: string,
      result: Record<string, unknown>,
    ): Promise<CorrectionPreview> {
      const preview = await db.transaction(
        async (tx) => {
          const round = await roundOf(tx, operatorId, roundCode);
          if (round.status !== 'SETTLED') throw new AppError('ROUND_STATE_INVALID');
          const product = await products.findProduct(tx, round.productId);
          if (!product) throw new Error(`round ${round.id} has no product`);
          const parsed = parseRawResult(product.resultFormat, result);
          if (!parsed.ok) throw fieldError(`result.${parsed.field}`, parsed.message);
          if (sameJson(parsed.raw, round.resultRaw)) throw new AppError('RESULT_UNCHANGED');
          const derived = deriveResult(product.resultFormat, parsed.raw);

          const fresh = sql`(${winningLines(round.id, derived, 'settled')})`;
          const byBetType = rowsOf<{
            bet_type: BetTypeCode;
            stop_lines: number;
            stop_payout: string;
            start_lines: number;
            start_payout: string;
            net: string;
          }>(
            await tx.execute(sql`
              with fresh as ${fresh},
              old as (select line_id, bet_type, win_satang from lottery_line_wins where round_id = ${round.id})
              select coalesce(f.bet_type, o.bet_type) as bet_type,
                     (count(*) filter (where f.line_id is null))::int as stop_lines,
                     coalesce(sum(o.win_satang) filter (where f.line_id is null), 0)::text as stop_payout,
                     (count(*) filter (where o.line_id is null))::int as start_lines,
                     coalesce(sum(f.win_satang) filter (where o.line_id is null), 0)::text as start_payout,
                     sum(coalesce(f.win_satang, 0) - coalesce(o.win_satang, 0))::text as net
              from fresh f full join old o on o.line_id = f.line_id
              group by 1 order by 1`),
          );
          const entitled = new Map(
            rowsOf<{ member_id: string; win: string }>(
              await tx.execute(sql`
                select member_id, sum(win_satang)::text as win from ${fresh} w group by member_id`),
            ).map((row) => [row.member_id, BigInt(row.win)] as const),
          );
          const moves = differences(entitled, await paidForRound(wallet, tx, operatorId, round.id));
          const owingIds = moves.filter(([, difference]) => difference < 0n).map(([memberId]) => memberId);
          const held = new Map(
            (owingIds.length > 0 ? await wallet.memberBalancesOf(tx, operatorId, owingIds) : []).map(
              (b) => [b.memberId, { cash: b.balanceSatang, bonus: b.bonusSatang }] as const,
            ),
          );
          let credited = 0n;
          let debited = 0n;
          let shortfallTotal = 0n;
          let membersCredited = 0;
          let membersDebited = 0;
          const owing: Array<{ memberId: string; owed: bigint; holds: bigint; shortfall: bigint }> = [];
          for (const [memberId, difference] of moves) {
            if (difference > 0n) {
              credited += difference;
              membersCredited += 1;
            } else if (difference < 0n) {
              const owed = -difference;
              const wallet = held.get(memberId) ?? { cash: 0n, bonus: 0n };
              const split = clawBackSplit(owed, wallet);
              if (split.fromBonus + split.fromCash > 0n) membersDebited += 1;
              debited += split.fromBonus + split.fromCash;
              shortfallTotal += split.shortfall;
              if (split.shortfall > 0n)
                owing.push({
                  memberId,
                  owed,
                  holds: split.fromBonus + split.fromCash,
                  shortfall: split.shortfall,
                });
            }
          }
          owing.sort((a, b) => (a.shortfall === b.shortfall ? 0 : a.shortfall > b.shortfall ? -1 : 1));
          const net = byBetType.reduce((sum, row) => sum + BigInt(row.net), 0n);
          return {
            roundCode: round.roundCode,
            derived,
            byBetType: byBetType.map((row) => ({
              betType: row.bet_type,
              stopWinning: { lines: Number(row.stop_lines), payout: formatAmount(BigInt(row.stop_payout)) },
              startWinning: {
                lines: Number(row.start_lines),
                payout: formatAmount(BigInt(row.start_payout)),
              },
              net: signed(BigInt(row.net)),
            })),
            net: signed(net),
            membersCredited,
            membersDebited,
            creditedTotal: formatAmount(credited),
            debitedTotal: formatAmount(debited),
            shortfallTotal: formatAmount(shortfallTotal),
            owing,
          };
        },
        { accessMode: 'read only' },
      );
      // Names after the read: the member module's summaries read the banks outside any transaction.
      const people =
        preview.owing.length > 0
          ? await members.summaries(
              db,
              operatorId,
              preview.owing.map((row) => row.memberId),
            )
          : new Map<string, { phone: string; name: string }>();
      return {
        ...preview,
        owing: preview.owing.map((row) => {
          const person = people.get(row.memberId);
          return {
            member: {
              id: row.memberId,
              phone: person ? maskPhone(person.phone) : '',
              name: person?.name ?? '',
            },
            owed: formatAmount(row.owed),
            holds: formatAmount(row.holds),
            shortfall: formatAmount(row.shortfall),
          };
        }),
      };
    },
  };
};
export type PayoutPreviewService = ReturnType<typeof createPayoutPreview>;
