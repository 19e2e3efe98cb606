import {
  DEFAULT_MAX_STAKE_SATANG,
  defaultCategoryWeights,
  formatAmount,
  type RewardGrant,
  type RewardGrantPage,
  type RewardGrantSettings,
} from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { IdempotencyService } from '#modules/idempotency/index';
import type { MemberService } from '#modules/member/index';
import { type ConditionService, targetOf } from '#modules/promotions/index';
import type { AuditLog } from '#platform/audit/audit-log';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Clock } from '#platform/clock';
import type { Db, Tx } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import type { IdempotentRequest } from '#platform/http/idempotency';
import { decidableBy, makerCheckerView, needsChecker } from '#platform/maker-checker';
import type { GrantsRepo, RewardGrantRow } from './grants.repo';

/**
 * The default approval threshold while the operator has saved none: ฿1,000. A goodwill bonus of a
 * few hundred baht goes through at once; anything larger needs a second staff member (docs/domain/rewards.md
 * rule 11). Lower than the adjustments' ฿5,000 because a bonus is never owed: it is a gift.
 */
export const GRANT_THRESHOLD_DEFAULT_SATANG = 100_000n;

/** "1.5" → 15 (the schema allows one decimal). */
const tenthsOf = (multiplier: string): number => Math.round(Number(multiplier) * 10);
const multiplierText = (tenths: number): string =>
  tenths % 10 === 0 ? `${tenths / 10}` : (tenths / 10).toFixed(1);

type Deps = {
  db: Db;
  clock: Clock;
  repo: GrantsRepo;
  members: Pick<MemberService, 'requireMember' | 'summaries' | 'findLoginMember'>;
  conditions: Pick<ConditionService, 'grant' | 'announce'>;
  idempotency: Pick<IdempotencyService, 'run'>;
  audit: Pick<AuditLog, 'record'>;
  staffNames: (operatorId: string) => Promise<Map<string, string>>;
};

/**
 * Bonus granted by staff (docs/domain/rewards.md rule 11), on the wallet adjustments' pattern:
 * at or below the operator's threshold the grant is written at once; above it the request waits
 * PENDING until a *different* owner/finance staff member approves (the grant is written then) or
 * rejects it. The grant is the promotions engine's `grant` (source MANUAL, source ref = the request
 * id: its unique index writes it once), which refuses a locked member and a second open bonus.
 */
export const createGrantsService = ({
  db,
  clock,
  repo,
  members,
  conditions,
  idempotency,
  audit,
  staffNames,
}: Deps) => {
  const thresholdOf = async (dbOrTx: Db | Tx, operatorId: string) =>
    (await repo.settings(dbOrTx, operatorId))?.approvalThresholdSatang ?? GRANT_THRESHOLD_DEFAULT_SATANG;

  const views = async (operatorId: string, rows: RewardGrantRow[]): Promise<RewardGrant[]> => {
    if (rows.length === 0) return [];
    const names = await staffNames(operatorId);
    const people = await members.summaries(
      db,
      operatorId,
      rows.map((row) => row.memberId),
    );
    return rows.map((row) => ({
      id: row.id,
      memberId: row.memberId,
      memberName: people.get(row.memberId)?.name ?? null,
      memberPhone: people.get(row.memberId)?.phone ?? null,
      amount: formatAmount(row.amountSatang),
      multiplier: multiplierText(row.multiplierTenths),
      target: formatAmount(targetOf(row.multiplierTenths, row.amountSatang)),
      reason: row.reason,
      status: row.status,
      ...makerCheckerView(row, names),
      rejectReason: row.rejectReason,
      conditionId: row.conditionId,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    }));
  };
  const viewOf = async (operatorId: string, row: RewardGrantRow) =>
    (await views(operatorId, [row]))[0] as RewardGrant;

  /** The condition: bonus = amount, target = multiplier × bonus, default weights and maximum stake. */
  const grantCondition = (tx: Tx, row: RewardGrantRow, now: Date) =>
    conditions.grant(tx, {
      operatorId: row.operatorId,
      memberId: row.memberId,
      source: 'MANUAL',
      promotionId: null,
      sourceRef: row.id,
      periodKey: null,
      name: 'โบนัสพิเศษจากทีมงาน',
      bonusSatang: row.amountSatang,
      depositSatang: 0n,
      depositRef: null,
      targetSatang: targetOf(row.multiplierTenths, row.amountSatang),
      categoryWeights: defaultCategoryWeights,
      maxStakeSatang: DEFAULT_MAX_STAKE_SATANG,
      now,
    });

  const auditFields = (row: RewardGrantRow) => ({
    grantId: row.id,
    amount: formatAmount(row.amountSatang),
    multiplier: multiplierText(row.multiplierTenths),
    reason: row.reason,
  });

  /** The request, on this site, still PENDING, and not `staff`'s own. */
  const pendingOf = async (tx: Tx, staff: AuthenticatedStaff, id: string) => {
    const found = await repo.lock(tx, staff.operatorId, id);
    return decidableBy(found, staff.staffId, {
      notFound: 'REWARD_GRANT_NOT_FOUND',
      makerChecker: 'REWARD_GRANT_MAKER_CHECKER',
    });
  };

  return {
    /**
     * A grant under the staff member's Idempotency-Key (a retry answers the first result and grants
     * nothing). A locked member is refused (REWARD_MEMBER_LOCKED) at once, pending or not.
     */
    async request(
      staff: AuthenticatedStaff,
      ip: string,
      request: IdempotentRequest,
      input: {
        memberId?: string | undefined;
        phone?: string | undefined;
        amount: bigint;
        multiplier: string;
        reason: string;
      },
    ): Promise<RewardGrant> {
      const { operatorId } = staff;
      // Before the transaction: the member module reads through its own plain handle. Staff read
      // which member they named wrong, not a bare "not found".
      const member = input.phone
        ? await members.findLoginMember(operatorId, input.phone)
        : await members.requireMember(operatorId, input.memberId ?? '').catch(() => undefined);
      if (!member)
        throw input.phone
          ? new AppError('MEMBER_PHONE_NOT_FOUND', { params: { phone: input.phone } })
          : new AppError('MEMBER_ID_NOT_FOUND', { params: { memberId: input.memberId ?? '' } });
      if (member.status !== 'ACTIVE') throw new AppError('REWARD_MEMBER_LOCKED');
      let granted = false;
      const outcome = await db.transaction((tx) =>
        idempotency.run(tx, request, async () => {
          const now = clock.now();
          const threshold = await thresholdOf(tx, operatorId);
          const row: RewardGrantRow = {
            id: uuidv7(),
            operatorId,
            memberId: member.id,
            makerId: staff.staffId,
            amountSatang: input.amount,
            multiplierTenths: tenthsOf(input.multiplier),
            reason: input.reason,
            status: 'PENDING',
            checkerId: null,
            rejectReason: null,
            conditionId: null,
            createdAt: now,
            decidedAt: null,
          };
          if (needsChecker(input.amount, threshold)) {
            await repo.insert(tx, row);
            await audit.record(tx, {
              staff,
              action: 'reward_grant.request',
              targetType: 'member',
              targetId: row.memberId,
              after: { ...auditFields(row), status: 'PENDING' },
              ip,
            });
            return { grantId: row.id };
          }
          // The request row first (the condition's source ref names it), then the grant.
          await repo.insert(tx, row);
          const { conditionId } = await grantCondition(tx, row, now);
          const decided = await repo.decide(tx, operatorId, row.id, {
            status: 'APPROVED',
            decidedAt: now,
            conditionId,
          });
          if (!decided) throw new Error('manual grant row missing');
          await audit.record(tx, {
            staff,
            action: 'reward_grant.grant',
            targetType: 'member',
            targetId: row.memberId,
            after: { ...auditFields(row), status: 'APPROVED', conditionId },
            ip,
          });
          granted = true;
          return { grantId: decided.id };
        }),
      );
      if (granted && !outcome.replayed) await conditions.announce(operatorId, [member.id]);
      // The stored answer is the grant's id; the view (names from other modules' plain handles, which
      // must not run inside the transaction on PGlite) is read after commit: a replay shows it as it is now.
      const row = await repo.find(db, operatorId, outcome.data.grantId);
      if (!row) throw new Error('manual grant row missing');
      return viewOf(operatorId, row);
    },

    /**
     * A second owner/finance staff member approves: the request row locked (two approvers at once: the
     * second waits, then reads APPROVED and gets 409 INVALID_STATE), the grant, then PENDING → APPROVED
     * by a conditional UPDATE, audited, in one transaction. A grant the engine refuses (locked member, a bonus still open) rolls back:
     * the request stays pending.
     */
    async approve(staff: AuthenticatedStaff, ip: string, id: string): Promise<RewardGrant> {
      const { operatorId } = staff;
      const row = await db.transaction(async (tx) => {
        const found = await pendingOf(tx, staff, id);
        const now = clock.now();
        const { conditionId } = await grantCondition(tx, found, now);
        const decided = await repo.decide(tx, operatorId, id, {
          status: 'APPROVED',
          checkerId: staff.staffId,
          decidedAt: now,
          conditionId,
        });
        if (!decided) throw new AppError('INVALID_STATE');
        await audit.record(tx, {
          staff,
          action: 'reward_grant.approve',
          targetType: 'member',
          targetId: found.memberId,
          before: { grantId: id, status: 'PENDING' },
          after: { ...auditFields(found), status: 'APPROVED', makerId: found.makerId, conditionId },
          ip,
        });
        return decided;
      });
      await conditions.announce(operatorId, [row.memberId]);
      return viewOf(operatorId, row);
    },

    /** A second staff member rejects (nothing granted), audited; the maker may not. */
    async reject(staff: AuthenticatedStaff, ip: string, id: string, reason: string): Promise<RewardGrant> {
      const { operatorId } = staff;
      const row = await db.transaction(async (tx) => {
        const found = await pendingOf(tx, staff, id);
        const decided = await repo.decide(tx, operatorId, id, {
          status: 'REJECTED',
          checkerId: staff.staffId,
          decidedAt: clock.now(),
          rejectReason: reason,
        });
        if (!decided) throw new AppError('INVALID_STATE');
        await audit.record(tx, {
          staff,
          action: 'reward_grant.reject',
          targetType: 'member',
          targetId: found.memberId,
          before: { grantId: id, status: 'PENDING' },
          after: { ...auditFields(found), status: 'REJECTED', rejectReason: reason },
          ip,
        });
        return decided;
      });
      return viewOf(operatorId, row);
    },

    async list(
      operatorId: string,
      query: { status?: RewardGrantRow['status'] | undefined; pageNo: number; pageSize: number },
    ): Promise<RewardGrantPage> {
      const { rows, total } = await repo.page(db, operatorId, query);
      return { data: await views(operatorId, rows), total, pageNo: query.pageNo, pageSize: query.pageSize };
    },

    async settings(operatorId: string): Promise<RewardGrantSettings> {
      const row = await repo.settings(db, operatorId);
      return {
        approvalThreshold: formatAmount(row?.approvalThresholdSatang ?? GRANT_THRESHOLD_DEFAULT_SATANG),
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    },

    /** The owner saves the threshold, audited with the value before. */
    async saveSettings(
      staff: AuthenticatedStaff,
      ip: string,
      input: { approvalThreshold: bigint },
    ): Promise<RewardGrantSettings> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const before = await thresholdOf(tx, staff.operatorId);
        await repo.saveSettings(tx, {
          operatorId: staff.operatorId,
          approvalThresholdSatang: input.approvalThreshold,
          updatedAt: now,
          updatedBy: staff.staffId,
        });
        await audit.record(tx, {
          staff,
          action: 'reward_grant_settings.update',
          targetType: 'operator',
          targetId: staff.operatorId,
          before: { approvalThreshold: formatAmount(before) },
          after: { approvalThreshold: formatAmount(input.approvalThreshold) },
          ip,
        });
      });
      return { approvalThreshold: formatAmount(input.approvalThreshold), updatedAt: now.toISOString() };
    },
  };
};
export type GrantsService = ReturnType<typeof createGrantsService>;
