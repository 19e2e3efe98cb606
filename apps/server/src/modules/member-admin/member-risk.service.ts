import {
  addBangkokDays,
  bangkokDateStart,
  formatAmount,
  MEMBER_RISK_MAX_LINKS,
  type MemberLinkKind,
  type MemberRisk,
  type MemberRiskFlag,
  type MemberRiskLink,
  type MemberRiskQuery,
  type WageringCategory,
  WITHDRAWAL_BIG_WIN_SATANG,
  wageringCategories,
} from '@chokdee/contracts';
import type { AuthService } from '#modules/auth/index';
import type { MemberService } from '#modules/member/index';
import type { PaymentsService } from '#modules/payments/index';

/** A member's settled play in one category over Bangkok days (`toDay` exclusive). */
export type MemberPlayRead = (
  operatorId: string,
  memberId: string,
  range: { fromDay: string; toDay: string },
) => Promise<Array<{ category: WageringCategory; stakeSatang: bigint; winSatang: bigint; bills: number }>>;

type Deps = {
  members: Pick<MemberService, 'requireMember' | 'findByIds' | 'membersSharingHolderName'>;
  auth: Pick<AuthService, 'membersSharingAddress'>;
  payments: Pick<PaymentsService, 'memberTotals'>;
  /** The rewards module's daily turnover; absent when rewards is switched off (no play shown). */
  play?: MemberPlayRead | undefined;
};

/**
 * WITHDREW_WITHOUT_PLAY fires when the settled stake is under this share of the deposits (as a
 * fraction num/den): money passed through the site to a bank account with little play is the pattern
 * an operator's bank asks about.
 */
const PLAY_SHARE_NUM = 1n;
const PLAY_SHARE_DEN = 2n;

const countAmount = (figure: { count: number; satang: bigint }) => ({
  count: figure.count,
  amount: formatAmount(figure.satang),
});

/** The flags of the page, each one rule (the list and its meaning: packages/contracts member-risk.ts). */
export const memberRiskFlagsOf = (input: {
  depositsSatang: bigint;
  withdrawalsAskedSatang: bigint;
  stakeSatang: bigint;
  winSatang: bigint;
  linked: Array<Pick<MemberRiskLink, 'status'>>;
}): MemberRiskFlag[] => {
  const flags: MemberRiskFlag[] = [];
  if (
    input.withdrawalsAskedSatang > 0n &&
    input.stakeSatang * PLAY_SHARE_DEN < input.depositsSatang * PLAY_SHARE_NUM
  )
    flags.push('WITHDREW_WITHOUT_PLAY');
  if (input.winSatang - input.stakeSatang >= WITHDRAWAL_BIG_WIN_SATANG) flags.push('WINNING');
  if (input.linked.length > 0) flags.push('LINKED');
  if (input.linked.some((link) => link.status === 'LOCKED')) flags.push('LINKED_TO_LOCKED');
  return flags;
};

/**
 * A member's risk page: money in and out and play by category over Bangkok days, the flags, and the
 * accounts tied to this one by a bank holder's name, a login address or a device (docs/modules/member.md).
 * Reads only, through the other modules' doors.
 */
export const createMemberRiskService = ({ members, auth, payments, play }: Deps) => {
  /** Every tie to another account, one row per account with its reasons, the most reasons first. */
  const linkedAccounts = async (operatorId: string, memberId: string): Promise<MemberRiskLink[]> => {
    const reasons = new Map<string, Array<{ kind: MemberLinkKind; value: string }>>();
    const add = (other: string, kind: MemberLinkKind, value: string) => {
      const list = reasons.get(other) ?? [];
      if (!list.some((reason) => reason.kind === kind && reason.value === value)) list.push({ kind, value });
      reasons.set(other, list);
    };
    for (const row of await members.membersSharingHolderName(operatorId, memberId, MEMBER_RISK_MAX_LINKS))
      add(row.memberId, 'BANK_NAME', row.accountName);
    for (const row of await auth.membersSharingAddress(operatorId, memberId, MEMBER_RISK_MAX_LINKS)) {
      add(row.memberId, 'IP', row.ip);
      if (row.sameDevice) add(row.memberId, 'DEVICE', row.ip);
    }
    const others = await members.findByIds(operatorId, [...reasons.keys()]);
    return others
      .map((other) => ({
        memberId: other.id,
        phone: other.phone,
        name: other.fullName,
        status: other.status,
        reasons: reasons.get(other.id) ?? [],
      }))
      .sort((a, b) => b.reasons.length - a.reasons.length || a.memberId.localeCompare(b.memberId))
      .slice(0, MEMBER_RISK_MAX_LINKS);
  };

  return {
    async risk(operatorId: string, memberId: string, query: MemberRiskQuery): Promise<MemberRisk> {
      await members.requireMember(operatorId, memberId);
      const toDay = addBangkokDays(query.to, 1);
      const money = await payments.memberTotals(operatorId, memberId, {
        from: bangkokDateStart(query.from),
        to: bangkokDateStart(toDay),
      });
      const played = play ? await play(operatorId, memberId, { fromDay: query.from, toDay }) : [];
      const byCategory = new Map(played.map((row) => [row.category, row]));
      const rows = wageringCategories.flatMap((category) => {
        const row = byCategory.get(category);
        return row && (row.stakeSatang !== 0n || row.winSatang !== 0n || row.bills !== 0) ? [row] : [];
      });
      const stakeSatang = rows.reduce((sum, row) => sum + row.stakeSatang, 0n);
      const winSatang = rows.reduce((sum, row) => sum + row.winSatang, 0n);
      const linked = await linkedAccounts(operatorId, memberId);
      return {
        memberId,
        from: query.from,
        to: query.to,
        money: {
          deposits: countAmount(money.deposits),
          withdrawals: countAmount(money.withdrawals),
          pendingWithdrawals: countAmount(money.pendingWithdrawals),
          net: formatAmount(money.deposits.satang - money.withdrawals.satang),
        },
        play: rows.map((row) => ({
          category: row.category,
          bills: row.bills,
          stake: formatAmount(row.stakeSatang),
          win: formatAmount(row.winSatang),
          houseNet: formatAmount(row.stakeSatang - row.winSatang),
        })),
        playTotal: {
          bills: rows.reduce((sum, row) => sum + row.bills, 0),
          stake: formatAmount(stakeSatang),
          win: formatAmount(winSatang),
          houseNet: formatAmount(stakeSatang - winSatang),
        },
        flags: memberRiskFlagsOf({
          depositsSatang: money.deposits.satang,
          withdrawalsAskedSatang: money.withdrawals.satang + money.pendingWithdrawals.satang,
          stakeSatang,
          winSatang,
          linked,
        }),
        linked,
      };
    },
  };
};
export type MemberRiskService = ReturnType<typeof createMemberRiskService>;
