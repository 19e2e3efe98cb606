import {
  type AdminYeekeeRound,
  type AdminYeekeeShotPage,
  formatAmount,
  type YeekeeRoundItem,
} from '@chokdee/contracts';
import { yeekeeBusinessDateOf, yeekeeFigures } from '@chokdee/lottery';
import type { MemberService } from '#modules/member/index';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import { AppError } from '#platform/http/app-error';
import type { LotteryDeps } from '../lottery.deps';
import { roundNameOf } from '../round/round-view';
import type { MarketRepo } from './market.repo';
import { yeekeePhaseOf } from './round-phase';
import type { YeekeeAdminRepo } from './yeekee-admin.repo';
import type { LotteryRoundRow, YeekeeRoundRepo, YeekeeRoundRow } from './yeekee-round.repo';

type Deps = Pick<LotteryDeps, 'db' | 'clock' | 'rounds'> & {
  markets: MarketRepo;
  admin: YeekeeAdminRepo;
  yeekee: YeekeeRoundRepo;
  members: Pick<MemberService, 'summaries'>;
};

/** A round as the day list shows it (members' fields; staff add money). */
const roundItem = (
  product: { code: string; name: string },
  round: LotteryRoundRow,
  yeekee: YeekeeRoundRow,
  now: Date,
): YeekeeRoundItem => ({
  roundCode: round.roundCode,
  roundNo: yeekee.roundNo,
  roundName: roundNameOf({ ...product, schedule: { kind: 'yeekee' } }, round.roundCode),
  businessDate: yeekee.businessDate,
  status: round.status,
  phase: yeekeePhaseOf(
    { ...round, freezeAt: yeekee.freezeAt, frozenAt: yeekee.frozenAt, voidReason: yeekee.voidReason },
    now,
  ),
  openAt: round.openAt.toISOString(),
  closeAt: round.closeAt.toISOString(),
  freezeAt: yeekee.freezeAt.toISOString(),
  shotCount: yeekee.shotCount,
  result: yeekee.resultR === null ? null : { r: yeekee.resultR, ...yeekeeFigures(yeekee.resultR) },
  voidReason: yeekee.voidReason,
});

/**
 * The back office's Yeekee reads: a market's rounds of a business date with bettors, stakes, what
 * was paid and the house's result, shooters, rewards and void reasons; a round's full shot list, with
 * the member behind each shot for the owner only (others see the masked name members see).
 */
export const createYeekeeAdminService = (deps: Deps) => {
  const { db, clock, rounds, markets, admin, yeekee, members } = deps;
  return {
    async roundsOfDay(
      operatorId: string,
      code: string,
      date: string | undefined,
    ): Promise<{ marketCode: string; businessDate: string; rounds: AdminYeekeeRound[] }> {
      const found = await markets.findMarketByCode(db, operatorId, code);
      if (!found) throw new AppError('YEEKEE_MARKET_NOT_FOUND');
      const { market, product } = found;
      const now = clock.now();
      const businessDate =
        date ??
        yeekeeBusinessDateOf(
          {
            code: product.code,
            firstCloseTime: market.firstCloseTime,
            roundMinutes: market.roundMinutes,
            roundsPerDay: market.roundsPerDay,
          },
          now,
        );
      const rows = await admin.roundsOfDate(db, product.id, businessDate);
      const money = await admin.roundMoney(
        db,
        rows.map((row) => row.round.id),
      );
      return {
        marketCode: product.code,
        businessDate,
        rounds: rows.map(({ round, yeekee: side }) => {
          const figures = money.get(round.id);
          const settled = round.status === 'SETTLED' || round.status === 'CANCELLED';
          const stake = figures?.stakeSatang ?? 0n;
          const paid = figures?.paidSatang ?? 0n;
          return {
            ...roundItem(product, round, side, now),
            formula: side.formula,
            bettors: figures?.bettors ?? 0,
            bills: figures?.bills ?? 0,
            stake: formatAmount(stake),
            paid: settled ? formatAmount(paid) : null,
            profit: settled ? formatAmount(stake - paid) : null,
            shooters: figures?.shooters ?? 0,
            rewardsPaid: formatAmount(figures?.rewardsSatang ?? 0n),
          };
        }),
      };
    },

    async shots(
      staff: AuthenticatedStaff,
      roundCode: string,
      page: { afterSeq?: number | undefined; limit: number },
    ): Promise<AdminYeekeeShotPage> {
      const round = await rounds.findRoundByCode(db, staff.operatorId, roundCode);
      if (!round) throw new AppError('ROUND_NOT_FOUND');
      const side = await yeekee.findYeekeeRound(db, round.id);
      if (!side) throw new AppError('YEEKEE_NOT_A_YEEKEE_ROUND');
      const shots = await yeekee.shotPage(db, round.id, page.afterSeq ?? 0, page.limit);
      const isOwner = staff.role === 'owner';
      const people = isOwner
        ? await members.summaries(
            db,
            staff.operatorId,
            shots.map((shot) => shot.memberId),
          )
        : new Map();
      const last = shots.at(-1)?.seq;
      return {
        roundCode: round.roundCode,
        shots: shots.map((shot) => {
          const person = people.get(shot.memberId);
          return {
            seq: shot.seq,
            number: shot.number,
            name: shot.name,
            receivedAt: shot.receivedAt.toISOString(),
            member: person ? { memberId: shot.memberId, phone: person.phone, fullName: person.name } : null,
          };
        }),
        nextAfterSeq: last !== undefined && last < side.lastSeq ? last : null,
        count: side.shotCount,
      };
    },
  };
};
export type YeekeeAdminService = ReturnType<typeof createYeekeeAdminService>;
