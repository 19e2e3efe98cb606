import { createHash } from 'node:crypto';
import {
  addBangkokDays,
  bangkokDateOf,
  bangkokDateStart,
  basisPointsToPercent,
  defaultCategoryWeights,
  defaultReferralBasisPoints,
  formatAmount,
  type Invite,
  invitePath,
  type ReferralClaimResponse,
  type ReferralFriendsPage,
  type ReferralHistoryPage,
  type ReferralIncome,
  type ReferralInvalidReason,
  type ReferralReport,
  type ReferralReportQuery,
  type ReferralSettings,
  type ReferralSettingsCommand,
  type ReferralSummary,
  type WageringCategory,
  wageringCategories,
} from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import { loginAddresses } from '#modules/auth/index';
import type { IdempotencyService } from '#modules/idempotency/index';
import {
  bankAccountNames,
  memberByReferralCode,
  type ReferralMember,
  referralMembersByIds,
  referredMembers,
} from '#modules/member/index';
import { type ConditionService, targetOf } from '#modules/promotions/index';
import { publishWallet, type WalletService } from '#modules/wallet/index';
import type { AuditLog } from '#platform/audit/audit-log';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Clock } from '#platform/clock';
import type { Db, DbOrTx, Tx } from '#platform/db/client';
import { lockKey } from '#platform/db/tx';
import { AppError } from '#platform/http/app-error';
import type { IdempotentRequest } from '#platform/http/idempotency';
import type { Publisher } from '#platform/realtime/publisher';
import type { ActivityRepo } from '../activity/activity.repo';
import type { ReferralIncomeRow, ReferralRepo, ReferralSettingsRow } from './referral.repo';
import { basisPointsOf, incomeOf, invalidReasons, maskName, rateTable } from './referral.rules';

/** The referrer's VIP benefits (module VIP): its `referralBonusPercent` is added to every category's rate. */
export type VipBenefitsReader = (
  db: DbOrTx,
  operatorId: string,
  memberIds: string[],
) => Promise<Map<string, { referralBonusPercent: string }>>;

export type ReferralDeps = {
  db: Db;
  clock: Clock;
  repo: ReferralRepo;
  activityRepo: ActivityRepo;
  wallet: Pick<WalletService, 'postTransfers' | 'memberBalances'>;
  conditions: Pick<ConditionService, 'grant' | 'announce'>;
  idempotency: Pick<IdempotencyService, 'run'>;
  audit: Pick<AuditLog, 'record'>;
  publish: Publisher;
  vipBenefits?: VipBenefitsReader | undefined;
};

/** docs/domain/rewards.md rule 7: a shared login address within this many days makes a friend not valid. */
const SHARED_ADDRESS_DAYS = 30;
const DAY_MS = 86_400_000;

/** The defaults of docs/domain/rewards.md rule 7 (and the choices of this programme where it is silent). */
export const defaultReferralSettings = (operatorId: string, now: Date): ReferralSettingsRow => ({
  operatorId,
  enabled: true,
  basisPoints: { ...defaultReferralBasisPoints },
  minFirstDepositSatang: 10_000n,
  minClaimSatang: 1_000n,
  claimAs: 'CASH',
  bonusMultiplier: '1',
  bonusMaxStakeSatang: 50_000n,
  updatedAt: now,
  updatedBy: null,
});

const percentsOf = (rates: Record<WageringCategory, number>): Record<WageringCategory, string> =>
  Object.fromEntries(
    wageringCategories.map((category) => [category, basisPointsToPercent(rates[category])]),
  ) as Record<WageringCategory, string>;

const settingsView = (row: ReferralSettingsRow | undefined): ReferralSettings => {
  const shown = row ?? { ...defaultReferralSettings('', new Date(0)), enabled: false };
  return {
    enabled: row ? row.enabled : false,
    percents: percentsOf(rateTable(shown.basisPoints)),
    minFirstDeposit: formatAmount(shown.minFirstDepositSatang),
    minClaim: formatAmount(shown.minClaimSatang),
    claimAs: shown.claimAs,
    bonusMultiplier: shown.bonusMultiplier,
    bonusMaxStake: formatAmount(shown.bonusMaxStakeSatang),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
};

const multiplierTenths = (multiplier: string): number => {
  const [whole = '0', tenth = '0'] = multiplier.split('.');
  return Number(whole) * 10 + Number(tenth);
};

/** Bangkok day range `[fromDay, toDay)` of the month holding `day`. */
const monthOf = (day: string): { fromDay: string; toDay: string } => {
  const fromDay = `${day.slice(0, 7)}-01`;
  const [year = 0, month = 1] = fromDay.split('-').map(Number);
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { fromDay, toDay: next };
};

/**
 * The referral programme (docs/domain/rewards.md rule 7): invitations and their clicks, valid friends, the daily
 * income (`incomesOfDay`, written by the job `referral-income`), the member's summary, friends,
 * history and claim, and the back office's settings and report.
 */
export const createReferralService = (deps: ReferralDeps) => {
  const { db, clock, repo, activityRepo } = deps;

  const settingsOf = (dbOrTx: DbOrTx, operatorId: string) => repo.findSettings(dbOrTx, operatorId);

  /**
   * Why each friend is not valid as of `asOf` (empty list: valid). Reads the bank names through the
   * member module's door and the login addresses through auth's, deposits from the outbox.
   */
  const validity = async (
    dbOrTx: DbOrTx,
    operatorId: string,
    friends: readonly ReferralMember[],
    asOf: Date,
    minFirstDepositSatang: bigint,
  ): Promise<Map<string, ReferralInvalidReason[]>> => {
    const result = new Map<string, ReferralInvalidReason[]>();
    if (friends.length === 0) return result;
    const friendIds = friends.map((friend) => friend.id);
    const everyone = [...new Set([...friendIds, ...friends.map((friend) => friend.referrerId ?? '')])].filter(
      Boolean,
    );
    const [names, deposits, addresses] = await Promise.all([
      bankAccountNames(dbOrTx, operatorId, everyone),
      repo.firstDeposits(dbOrTx, operatorId, friendIds, new Date(asOf.getTime() + 1)),
      loginAddresses(dbOrTx, operatorId, everyone, {
        from: new Date(asOf.getTime() - SHARED_ADDRESS_DAYS * DAY_MS),
        to: new Date(asOf.getTime() + 1),
      }),
    ]);
    for (const friend of friends) {
      const referrerId = friend.referrerId ?? '';
      result.set(
        friend.id,
        invalidReasons(
          {
            firstDepositSatang: deposits.get(friend.id),
            friendNames: names.get(friend.id) ?? [],
            referrerNames: names.get(referrerId) ?? [],
            friendAddresses: addresses.get(friend.id),
            referrerAddresses: addresses.get(referrerId),
          },
          minFirstDepositSatang,
        ),
      );
    }
    return result;
  };

  /**
   * The income rows of one Bangkok `day` for these referrers' valid friends (validity as of `asOf`):
   * the friend's counted turnover per category × (the category's rate + the referrer's VIP bonus),
   * floored to the satang; rows of 0 are left out.
   */
  const incomesOfDay = async (
    dbOrTx: DbOrTx,
    operatorId: string,
    settings: ReferralSettingsRow,
    referrerIds: readonly string[],
    day: string,
    asOf: Date,
    now: Date,
  ): Promise<{ rows: ReferralIncomeRow[]; validFriends: number }> => {
    const friends = await referredMembers(dbOrTx, operatorId, referrerIds);
    const reasons = await validity(dbOrTx, operatorId, friends, asOf, settings.minFirstDepositSatang);
    const valid = friends.filter((friend) => (reasons.get(friend.id) ?? []).length === 0);
    if (valid.length === 0) return { rows: [], validFriends: 0 };
    const referrerOf = new Map(valid.map((friend) => [friend.id, friend.referrerId ?? '']));
    const totals = await activityRepo.totalsByCategory(
      dbOrTx,
      operatorId,
      { fromDay: day, toDay: addBangkokDays(day, 1) },
      valid.map((friend) => friend.id),
    );
    const vip = deps.vipBenefits
      ? await deps.vipBenefits(dbOrTx, operatorId, [...new Set(referrerIds)])
      : undefined;
    const rates = rateTable(settings.basisPoints);
    const rows: ReferralIncomeRow[] = [];
    for (const total of totals) {
      const referrerId = referrerOf.get(total.memberId);
      if (!referrerId) continue;
      const basisPoints = rates[total.category] + basisPointsOf(vip?.get(referrerId)?.referralBonusPercent);
      const amountSatang = incomeOf(total.countedStakeSatang, basisPoints);
      if (amountSatang <= 0n) continue;
      rows.push({
        id: uuidv7(),
        operatorId,
        referrerId,
        friendId: total.memberId,
        day,
        category: total.category,
        turnoverSatang: total.countedStakeSatang,
        basisPoints,
        amountSatang,
        claimId: null,
        createdAt: now,
      });
    }
    return { rows, validFriends: valid.length };
  };

  const requireMember = async (operatorId: string, memberId: string): Promise<ReferralMember> => {
    const [member] = await referralMembersByIds(db, operatorId, [memberId]);
    if (!member) throw new AppError('NOT_FOUND');
    return member;
  };

  return {
    settingsOf,
    incomesOfDay,
    validity,

    /** `GET /api/v2/invite/{slug}`: the inviter's masked name; counts one click per client per day. */
    async invite(operatorId: string, slug: string, clientIp: string): Promise<Invite> {
      const code = slug.trim().toUpperCase();
      const member = /^[A-Z0-9]{8}$/.test(code)
        ? await memberByReferralCode(db, operatorId, code)
        : undefined;
      if (member?.status !== 'ACTIVE') throw new AppError('REFERRAL_NOT_FOUND');
      const now = clock.now();
      await repo.addClick(db, {
        operatorId,
        referrerId: member.id,
        day: bangkokDateOf(now),
        clientHash: createHash('sha256').update(`${operatorId}\n${clientIp}`).digest('hex').slice(0, 32),
        firstAt: now,
      });
      return { code: member.referralCode, inviterName: maskName(member.fullName) };
    },

    async summary(operatorId: string, memberId: string): Promise<ReferralSummary> {
      const member = await requireMember(operatorId, memberId);
      const settings = await settingsOf(db, operatorId);
      const shown = settings ?? defaultReferralSettings(operatorId, new Date(0));
      const now = clock.now();
      const today = bangkokDateOf(now);
      const friends = await referredMembers(db, operatorId, [memberId]);
      const reasons = await validity(db, operatorId, friends, now, shown.minFirstDepositSatang);
      const validFriends = friends.filter((friend) => (reasons.get(friend.id) ?? []).length === 0).length;
      const running = settings?.enabled
        ? await incomesOfDay(db, operatorId, settings, [memberId], today, now, now)
        : { rows: [] };
      const month = await repo.incomeByFriend(db, operatorId, memberId, monthOf(today));
      return {
        enabled: settings?.enabled ?? false,
        code: member.referralCode,
        invitePath: invitePath(member.referralCode),
        clicks: await repo.clicksOf(db, operatorId, memberId),
        registered: friends.length,
        validFriends,
        incomeToday: formatAmount(running.rows.reduce((sum, row) => sum + row.amountSatang, 0n)),
        incomeMonth: formatAmount([...month.values()].reduce((sum, satang) => sum + satang, 0n)),
        claimable: formatAmount(await repo.claimableOf(db, operatorId, memberId)),
        minClaim: formatAmount(shown.minClaimSatang),
        claimAs: shown.claimAs,
        percents: percentsOf(rateTable(shown.basisPoints)),
      };
    },

    /** The member's friends, newest first: masked name, joined, valid or why not, this month's play. */
    async friends(
      operatorId: string,
      memberId: string,
      pageNo: number,
      pageSize: number,
    ): Promise<ReferralFriendsPage> {
      const settings = (await settingsOf(db, operatorId)) ?? defaultReferralSettings(operatorId, new Date(0));
      const now = clock.now();
      const all = (await referredMembers(db, operatorId, [memberId])).reverse();
      const page = all.slice((pageNo - 1) * pageSize, pageNo * pageSize);
      const month = monthOf(bangkokDateOf(now));
      const [reasons, totals, income] = await Promise.all([
        validity(db, operatorId, page, now, settings.minFirstDepositSatang),
        activityRepo.totalsByCategory(
          db,
          operatorId,
          month,
          page.map((friend) => friend.id),
        ),
        repo.incomeByFriend(db, operatorId, memberId, month),
      ]);
      return {
        data: page.map((friend) => {
          const why = reasons.get(friend.id) ?? [];
          return {
            name: maskName(friend.fullName),
            joinedAt: friend.createdAt.toISOString(),
            valid: why.length === 0,
            reasons: why,
            turnover: totals
              .filter((total) => total.memberId === friend.id && total.countedStakeSatang > 0n)
              .map((total) => ({
                category: total.category,
                turnover: formatAmount(total.countedStakeSatang),
              })),
            income: formatAmount(income.get(friend.id) ?? 0n),
          };
        }),
        total: all.length,
        pageNo,
        pageSize,
      };
    },

    async history(
      operatorId: string,
      memberId: string,
      pageNo: number,
      pageSize: number,
    ): Promise<ReferralHistoryPage> {
      const { rows, total } = await repo.historyPage(db, operatorId, memberId, pageNo, pageSize);
      return {
        data: rows.map((row) => ({ ...row, amount: formatAmount(BigInt(row.amount)) })),
        total,
        pageNo,
        pageSize,
      };
    },

    /** Credited income per Bangkok day (the last 31) or month (the last 12), newest first. */
    async income(operatorId: string, memberId: string, by: 'DAY' | 'MONTH'): Promise<ReferralIncome> {
      const today = bangkokDateOf(clock.now());
      const toDay = addBangkokDays(today, 1);
      let fromDay = addBangkokDays(today, -30);
      if (by === 'MONTH') {
        const [year = 0, month = 1] = today.split('-').map(Number);
        const start = new Date(Date.UTC(year, month - 12, 1));
        fromDay = `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}-01`;
      }
      const rows = await repo.incomeByPeriod(db, operatorId, memberId, by, { fromDay, toDay });
      return {
        by,
        items: rows.map((row) => ({
          period: row.period,
          turnover: formatAmount(row.turnoverSatang),
          income: formatAmount(row.incomeSatang),
          friends: row.friends,
        })),
      };
    },

    /**
     * `POST /api/v2/referral/claim` (Idempotency-Key): the whole claimable balance, under the
     * member's advisory lock and a conditional update of the unclaimed rows, so racing claims pay
     * once. Cash: REFERRAL_CLAIMED (REWARDS → main); bonus: a REFERRAL grant with its condition.
     */
    async claim(request: IdempotentRequest, memberId: string): Promise<ReferralClaimResponse> {
      const { operatorId } = request;
      const outcome = await db.transaction((tx: Tx) =>
        deps.idempotency.run(tx, request, async (): Promise<ReferralClaimResponse> => {
          await lockKey(tx, `referral-claim:${operatorId}:${memberId}`);
          const settings = await settingsOf(tx, operatorId);
          if (!settings) throw new AppError('REFERRAL_PROGRAMME_OFF');
          const [member] = await referralMembersByIds(tx, operatorId, [memberId]);
          if (!member) throw new AppError('NOT_FOUND');
          if (member.status !== 'ACTIVE') throw new AppError('REWARD_MEMBER_LOCKED');
          const claimable = await repo.claimableOf(tx, operatorId, memberId);
          if (claimable <= 0n) throw new AppError('REFERRAL_NOTHING_TO_CLAIM');
          if (claimable < settings.minClaimSatang)
            throw new AppError('REFERRAL_CLAIM_BELOW_MINIMUM', {
              params: { min: formatAmount(settings.minClaimSatang) },
            });
          const claimId = uuidv7();
          const amount = await repo.takeUnclaimed(tx, operatorId, memberId, claimId);
          if (amount <= 0n) throw new AppError('REFERRAL_NOTHING_TO_CLAIM');
          const now = clock.now();
          let conditionId: string | null = null;
          let turnoverTarget: string | null = null;
          if (settings.claimAs === 'CASH') {
            await deps.wallet.postTransfers(tx, [
              {
                operatorId,
                kind: 'REFERRAL_CLAIMED',
                debit: { house: 'REWARDS' },
                credit: { memberId, kind: 'MEMBER_WALLET' },
                amountSatang: amount,
                causeType: 'referral_claim',
                causeId: claimId,
                idempotencyKey: `referral-claim:${claimId}`,
              },
            ]);
          } else {
            const targetSatang = targetOf(multiplierTenths(settings.bonusMultiplier), amount);
            ({ conditionId } = await deps.conditions.grant(tx, {
              operatorId,
              memberId,
              source: 'REFERRAL',
              promotionId: null,
              sourceRef: claimId,
              periodKey: null,
              name: 'รายได้แนะนำเพื่อน',
              bonusSatang: amount,
              depositSatang: 0n,
              depositRef: null,
              targetSatang,
              categoryWeights: defaultCategoryWeights,
              maxStakeSatang: settings.bonusMaxStakeSatang,
              now,
            }));
            turnoverTarget = formatAmount(targetSatang);
          }
          await repo.insertClaim(tx, {
            id: claimId,
            operatorId,
            memberId,
            amountSatang: amount,
            paidAs: settings.claimAs,
            conditionId,
            createdAt: now,
          });
          return { claimed: formatAmount(amount), paidAs: settings.claimAs, turnoverTarget };
        }),
      );
      if (!outcome.replayed) {
        if (outcome.data.paidAs === 'BONUS') await deps.conditions.announce(operatorId, [memberId]);
        else {
          const balances = await deps.wallet.memberBalances(db, operatorId, memberId);
          publishWallet(deps.publish, { memberId, ...balances });
        }
      }
      return outcome.data;
    },

    /** The settings staff see (defaults, switched off, when the operator has none). */
    async getSettings(operatorId: string): Promise<ReferralSettings> {
      return settingsView(await settingsOf(db, operatorId));
    },

    /** Owner or finance change the settings; audited with before and after. */
    async putSettings(
      staff: AuthenticatedStaff,
      ip: string,
      parsed: ReferralSettingsCommand,
    ): Promise<ReferralSettings> {
      const row: ReferralSettingsRow = {
        operatorId: staff.operatorId,
        enabled: parsed.enabled,
        basisPoints: Object.fromEntries(
          wageringCategories.map((category) => [category, basisPointsOf(parsed.percents[category])]),
        ),
        minFirstDepositSatang: parsed.minFirstDeposit,
        minClaimSatang: parsed.minClaim,
        claimAs: parsed.claimAs,
        bonusMultiplier: parsed.bonusMultiplier,
        bonusMaxStakeSatang: parsed.bonusMaxStake,
        updatedAt: clock.now(),
        updatedBy: staff.staffId,
      };
      await db.transaction(async (tx) => {
        const before = await settingsOf(tx, staff.operatorId);
        await repo.putSettings(tx, row);
        const values = ({ updatedAt: _at, ...rest }: ReferralSettings) => rest;
        await deps.audit.record(tx, {
          staff,
          action: 'referral_settings.update',
          targetType: 'referral_settings',
          targetId: staff.operatorId,
          before: before ? values(settingsView(before)) : null,
          after: values(settingsView(row)),
          ip,
        });
      });
      return settingsView(row);
    },

    /**
     * Per referrer over Bangkok days `from`–`to` (inclusive): friends (registered by the end),
     * valid friends (now), income credited for those days, and claims made in them.
     */
    async report(operatorId: string, query: ReferralReportQuery): Promise<ReferralReport> {
      const settings = (await settingsOf(db, operatorId)) ?? defaultReferralSettings(operatorId, new Date(0));
      const toDay = addBangkokDays(query.to, 1);
      const end = bangkokDateStart(toDay);
      const now = clock.now();
      const friends = (await referredMembers(db, operatorId)).filter((friend) => friend.createdAt < end);
      const reasons = await validity(
        db,
        operatorId,
        friends,
        now < end ? now : end,
        settings.minFirstDepositSatang,
      );
      const { income, claimed } = await repo.reportTotals(db, operatorId, {
        fromDay: query.from,
        toDay,
        from: bangkokDateStart(query.from),
        to: end,
      });
      const referrerIds = [
        ...new Set([
          ...friends.map((friend) => friend.referrerId ?? ''),
          ...income.keys(),
          ...claimed.keys(),
        ]),
      ].filter(Boolean);
      const referrers = new Map(
        (await referralMembersByIds(db, operatorId, referrerIds)).map((row) => [row.id, row]),
      );
      const items = referrerIds
        .map((id) => {
          const theirs = friends.filter((friend) => friend.referrerId === id);
          const referrer = referrers.get(id);
          return {
            memberId: id,
            name: referrer?.fullName ?? '',
            phone: referrer?.phone ?? '',
            code: referrer?.referralCode ?? '',
            friends: theirs.length,
            validFriends: theirs.filter((friend) => (reasons.get(friend.id) ?? []).length === 0).length,
            incomeSatang: income.get(id) ?? 0n,
            claimedSatang: claimed.get(id) ?? 0n,
          };
        })
        .sort((a, b) =>
          a.incomeSatang === b.incomeSatang
            ? b.friends - a.friends
            : a.incomeSatang > b.incomeSatang
              ? -1
              : 1,
        );
      return {
        from: query.from,
        to: query.to,
        items: items.map(({ incomeSatang, claimedSatang, ...rest }) => ({
          ...rest,
          income: formatAmount(incomeSatang),
          claimed: formatAmount(claimedSatang),
        })),
        totals: {
          income: formatAmount(items.reduce((sum, row) => sum + row.incomeSatang, 0n)),
          claimed: formatAmount(items.reduce((sum, row) => sum + row.claimedSatang, 0n)),
        },
      };
    },
  };
};
export type ReferralService = ReturnType<typeof createReferralService>;
