import {
  type AdminRoundDetail,
  type AdminRoundRow,
  type BetTypeCode,
  type ExposureBoard,
  formatAmount,
  type RoundStatus,
} from '@chokdee/contracts';
import type { DerivedResult } from '@chokdee/lottery';
import type { StaffService } from '#modules/staff/index';
import { bangkokDayStart } from '#platform/db/bangkok-day';
import { AppError } from '#platform/http/app-error';
import type { LotteryDeps } from '../lottery.deps';
import { createCorrectionRead } from '../settlement/correction.read';
import type { RoundListRow, RoundMoneyRow } from './round.repo';

type Deps = Pick<LotteryDeps, 'db' | 'products' | 'rounds'> & {
  staff: Pick<StaffService, 'usernameOf' | 'lastActionTimes'>;
};

/** Statuses a round reaches only after it stopped taking bills. */
const pastClose = new Set<RoundStatus>(['CLOSED', 'RESULTED', 'SETTLED', 'CANCELLED']);

/** A liability at or above this share of its cap is shown as near the cap. */
export const NEAR_CAP_SHARE = 0.8;

const nextDay = (date: Date): Date => new Date(date.getTime() + 24 * 3_600_000);

const signedAmount = (satang: bigint): string =>
  satang < 0n ? `-${formatAmount(-satang)}` : formatAmount(satang);

const moneyView = (money: RoundMoneyRow | undefined): AdminRoundRow['money'] => {
  const stake = money?.stakeSatang ?? 0n;
  const win = money?.winSatang ?? 0n;
  const refunded = money?.refundedSatang ?? 0n;
  return {
    bills: money?.bills ?? 0,
    pendingBills: money?.pendingBills ?? 0,
    stake: formatAmount(stake),
    win: formatAmount(win),
    refunded: formatAmount(refunded),
    profit: signedAmount(stake - win - refunded),
  };
};

const rowView = (
  round: RoundListRow,
  money: RoundMoneyRow | undefined,
  closedAt: Date | undefined,
): AdminRoundRow => ({
  roundCode: round.roundCode,
  productCode: round.productCode,
  productName: round.productName,
  status: round.status,
  openAt: round.openAt.toISOString(),
  closeAt: round.closeAt.toISOString(),
  closedEarlyAt: closedAt && closedAt < round.closeAt ? closedAt.toISOString() : null,
  money: moneyView(money),
});

/** What staff read about rounds: the calendar, a round's page with its money, and the exposure board. */
export const createRoundBoardService = ({ db, products, rounds, staff }: Deps) => {
  const roundOf = async (operatorId: string, roundCode: string) => {
    const round = await rounds.findRoundByCode(db, operatorId, roundCode);
    if (!round) throw new AppError('ROUND_NOT_FOUND');
    return round;
  };

  /**
   * When staff closed each of these rounds (the audit log's `lottery.round.close`): the round row
   * keeps only the scheduled close, and a round closed early would otherwise show that time.
   */
  const closedTimes = (operatorId: string, rounds: Array<Pick<RoundListRow, 'id' | 'status'>>) =>
    staff.lastActionTimes(
      operatorId,
      'lottery.round.close',
      'lottery_round',
      rounds.filter((round) => pastClose.has(round.status)).map((round) => round.id),
    );

  const staffRef = async (operatorId: string, id: string | null) => {
    if (!id) return null;
    return { id, username: (await staff.usernameOf(operatorId, id)) ?? id };
  };

  return {
    async list(
      operatorId: string,
      query: {
        from?: string | undefined;
        to?: string | undefined;
        productCode?: string | undefined;
        status?: RoundStatus | undefined;
        withYeekee?: 'true' | 'false' | undefined;
        pageNo: number;
        pageSize: number;
      },
    ) {
      const { rows, total } = await rounds.roundsPage(
        db,
        operatorId,
        {
          ...(query.from ? { from: bangkokDayStart(query.from) } : {}),
          ...(query.to ? { to: nextDay(bangkokDayStart(query.to)) } : {}),
          ...(query.productCode ? { productCode: query.productCode } : {}),
          ...(query.status ? { status: query.status } : {}),
          ...(query.withYeekee === 'false' ? { withoutGroup: 'YEEKEE' as const } : {}),
        },
        { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
      );
      const money = await rounds.roundMoney(
        db,
        rows.map((row) => row.id),
      );
      const closed = await closedTimes(operatorId, rows);
      return {
        data: rows.map((row) => rowView(row, money.get(row.id), closed.get(row.id))),
        total,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    async detail(operatorId: string, roundCode: string): Promise<AdminRoundDetail> {
      const round = await roundOf(operatorId, roundCode);
      const product = await products.findProduct(db, round.productId);
      if (!product) throw new Error(`round ${round.id} has no product`);
      const money = (await rounds.roundMoney(db, [round.id])).get(round.id);
      const closed = await closedTimes(operatorId, [round]);
      return {
        ...rowView(
          { ...round, productCode: product.code, productName: product.name },
          money,
          closed.get(round.id),
        ),
        resultFormat: product.resultFormat,
        result: (round.resultRaw as Record<string, unknown> | null) ?? null,
        derived: (round.resultDerived as DerivedResult | null) ?? null,
        enteredBy: await staffRef(operatorId, round.resultEnteredBy),
        enteredAt: round.resultEnteredAt?.toISOString() ?? null,
        confirmedBy: await staffRef(operatorId, round.resultConfirmedBy),
        confirmedAt: round.resultConfirmedAt?.toISOString() ?? null,
        settledAt: round.settledAt?.toISOString() ?? null,
        correctionCount: round.correctionCount,
        corrections: (await createCorrectionRead().ofRound(db, round.id)).map((c) => ({
          correctionNo: c.correctionNo,
          reason: c.reason,
          billsChanged: c.billsChanged,
          creditedTotal: formatAmount(c.creditedSatang),
          debitedTotal: formatAmount(c.debitedSatang),
          shortfallTotal: formatAmount(c.shortfallSatang),
          at: c.at.toISOString(),
        })),
        cancelReason: round.cancelReason,
      };
    },

    async exposure(
      operatorId: string,
      roundCode: string,
      filter: { betType?: BetTypeCode | undefined; limit: number },
    ): Promise<ExposureBoard> {
      const round = await roundOf(operatorId, roundCode);
      const rows = await rounds.exposureBoard(db, round, {
        limit: filter.limit,
        ...(filter.betType ? { betType: filter.betType } : {}),
      });
      const totals = await rounds.exposureTotals(db, round.id);
      return {
        roundCode: round.roundCode,
        status: round.status,
        totalStake: formatAmount(totals.totalStakeSatang),
        worstCase: totals.worst.map((w) => ({
          betType: w.betType,
          liability: formatAmount(w.liabilitySatang),
        })),
        rows: rows.map((row) => ({
          betType: row.betType,
          number: row.number,
          stake: formatAmount(row.stakeSatang),
          liability: formatAmount(row.liabilitySatang),
          liabilityCap: formatAmount(row.capSatang),
          capUsed: row.capUsed,
          nearCap: Number(row.capUsed) >= NEAR_CAP_SHARE,
          rule: row.rule,
        })),
      };
    },
  };
};
export type RoundBoardService = ReturnType<typeof createRoundBoardService>;
