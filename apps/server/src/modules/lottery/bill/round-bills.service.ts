import { type AdminRoundBillPage, formatAmount, maskPhone } from '@chokdee/contracts';
import { AppError } from '#platform/http/app-error';
import type { LotteryDeps } from '../lottery.deps';
import { rateText } from '../lottery.deps';
import type { MemberSummaries } from '../settlement/payout-preview';
import { BILL_CANCELLED, BILL_SETTLED } from './bill.tables';
import type { RoundBillLineRow, RoundBillRow, RoundBillsRepo } from './round-bills.repo';

type Deps = Pick<LotteryDeps, 'db' | 'rounds'> & { roundBills: RoundBillsRepo; members: MemberSummaries };

const statusOf = (bill: RoundBillRow) =>
  bill.status === BILL_SETTLED ? 'SETTLED' : bill.status === BILL_CANCELLED ? 'CANCELLED' : 'PENDING';

const lineView = (bill: RoundBillRow, line: RoundBillLineRow) => {
  const settled = bill.status === BILL_SETTLED;
  const won = settled && (line.winSatang ?? 0n) > 0n;
  return {
    lineIndex: line.lineIndex,
    betType: line.betType,
    number: line.number,
    stake: formatAmount(line.stakeSatang),
    rate: rateText(line.rate),
    outcome:
      bill.status === BILL_CANCELLED
        ? ('CANCELLED' as const)
        : !settled
          ? ('PENDING' as const)
          : won
            ? ('WIN' as const)
            : ('LOSE' as const),
    win: settled ? formatAmount(line.winSatang ?? 0n) : null,
  };
};

/**
 * A round's bills for staff (lottery, owner, finance): who holds which numbers, each bill with its
 * lines, rates and wins — filtered to the bills with a line on one number, one bill, or the winners.
 */
export const createRoundBillsService = ({ db, rounds, roundBills, members }: Deps) => ({
  async page(
    operatorId: string,
    roundCode: string,
    query: {
      pageNo: number;
      pageSize: number;
      number?: string | undefined;
      billNo?: string | undefined;
      winners?: 'true' | 'false' | undefined;
    },
  ): Promise<AdminRoundBillPage> {
    const round = await rounds.findRoundByCode(db, operatorId, roundCode);
    if (!round) throw new AppError('ROUND_NOT_FOUND');
    const { rows, total } = await roundBills.page(
      db,
      round.id,
      {
        ...(query.number ? { number: query.number } : {}),
        ...(query.billNo ? { billNo: query.billNo } : {}),
        winners: query.winners === 'true',
      },
      { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
    );
    const lines = await roundBills.lines(
      db,
      round.id,
      rows.map((bill) => bill.id),
    );
    const people =
      rows.length > 0
        ? await members.summaries(
            db,
            operatorId,
            rows.map((bill) => bill.memberId),
          )
        : new Map<string, { phone: string; name: string }>();
    return {
      data: rows.map((bill) => {
        const person = people.get(bill.memberId);
        return {
          billNo: bill.billNo,
          roundCode: round.roundCode,
          createdAt: bill.createdAt.toISOString(),
          status: statusOf(bill),
          total: formatAmount(bill.totalSatang),
          win: bill.status === BILL_SETTLED ? formatAmount(bill.totalWinSatang ?? 0n) : null,
          member: {
            id: bill.memberId,
            phone: person ? maskPhone(person.phone) : '',
            name: person?.name ?? '',
          },
          lines: lines.filter((line) => line.billId === bill.id).map((line) => lineView(bill, line)),
        };
      }),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  },
});
export type RoundBillsService = ReturnType<typeof createRoundBillsService>;
