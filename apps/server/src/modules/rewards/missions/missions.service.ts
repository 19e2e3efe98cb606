import {
  defaultCategoryWeights,
  formatAmount,
  type MissionClaimResponse,
  type MissionCompletion,
  type MissionList,
  type MissionProgressStatus,
  type MissionState,
  type MissionTemplate,
  type MissionTemplateCommand,
  type MissionView,
  missionTargetIsMoney,
  periodOf,
  periodRange,
  realtimeEvents,
} from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { IdempotencyService } from '#modules/idempotency/index';
import type { MemberService } from '#modules/member/index';
import type { ConditionService } from '#modules/promotions/index';
import { publishWallet, type WalletService } from '#modules/wallet/index';
import type { AuditLog } from '#platform/audit/audit-log';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import { lockKey } from '#platform/db/tx';
import { AppError } from '#platform/http/app-error';
import type { IdempotentRequest } from '#platform/http/idempotency';
import type { Publisher } from '#platform/realtime/publisher';
import type { MissionProgressRow, MissionsRepo, MissionTemplateRow } from './missions.repo';

/** A mission's bonus is wagered with at most this stake per line (docs/domain/rewards.md §3 rule 5 default). */
const BONUS_MAX_STAKE_SATANG = 50_000n;

const multiplierText = (tenths: number): string =>
  tenths % 10 === 0 ? String(tenths / 10) : `${Math.floor(tenths / 10)}.${tenths % 10}`;
const tenthsOf = (multiplier: string): number => {
  const [whole = '0', tenth = '0'] = multiplier.split('.');
  return Number(whole) * 10 + Number(tenth);
};
/** The bonus's turnover target: multiplier × reward, rounded up to the satang. */
const turnoverTargetOf = (rewardSatang: bigint, tenths: number): bigint =>
  (rewardSatang * BigInt(tenths) + 9n) / 10n;

const amountText = (kind: MissionTemplateRow['kind'], value: bigint): string =>
  missionTargetIsMoney(kind) ? formatAmount(value) : value.toString();

export const templateView = (row: MissionTemplateRow): MissionTemplate => {
  const money = missionTargetIsMoney(row.kind);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    kind: row.kind,
    window: row.window,
    category: row.category,
    targetAmount: money ? formatAmount(row.target) : null,
    targetCount: money ? null : Number(row.target),
    rewardAmount: formatAmount(row.rewardSatang),
    rewardKind: row.rewardKind,
    bonusMultiplier: row.bonusMultiplierTenths === null ? null : multiplierText(row.bonusMultiplierTenths),
    claimHours: row.claimHours,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};

const templateValues = (command: MissionTemplateCommand) => ({
  name: command.name,
  description: command.description,
  kind: command.kind,
  window: command.window,
  category: command.category,
  target: missionTargetIsMoney(command.kind)
    ? (command.targetAmount ?? 0n)
    : BigInt(command.targetCount ?? 0),
  rewardSatang: command.rewardAmount,
  rewardKind: command.rewardKind,
  bonusMultiplierTenths: command.bonusMultiplier === null ? null : tenthsOf(command.bonusMultiplier),
  claimHours: command.claimHours,
  enabled: command.enabled,
  sortOrder: command.sortOrder,
});

/** What the member sees of a row's status at `now` (the job writes EXPIRED later; the view does not wait). */
export const stateOf = (
  row: Pick<MissionProgressRow, 'status' | 'endsAt' | 'claimUntil'>,
  now: Date,
): MissionState => {
  if (row.status === 'CLAIMED') return 'CLAIMED';
  if (row.status === 'EXPIRED') return 'EXPIRED';
  if (row.status === 'COMPLETED') return now < row.claimUntil ? 'CLAIMABLE' : 'EXPIRED';
  return now < row.endsAt ? 'IN_PROGRESS' : 'EXPIRED';
};

type Deps = {
  db: Db;
  clock: Clock;
  repo: MissionsRepo;
  publish: Publisher;
  wallet: Pick<WalletService, 'postTransfers' | 'memberBalances'>;
  members: Pick<MemberService, 'lockRowForUpdate' | 'summaries'>;
  conditions: Pick<ConditionService, 'grant' | 'announce'>;
  idempotency: Pick<IdempotencyService, 'run'>;
  audit: Pick<AuditLog, 'record'>;
};

/**
 * Missions for members (the list with progress, the claim) and for staff (templates, completions).
 * A claim is paid once: under the member's advisory lock, the row is locked and moved COMPLETED →
 * CLAIMED by a conditional update in the transaction that posts the money (cash `MISSION_CLAIMED`
 * REWARDS → main under the key `mission-claim:{rowId}`, or a bonus through the promotions engine's
 * `grant` with source MISSION and the row as its source ref, unique per source).
 */
export const createMissionsService = (deps: Deps) => {
  const { db, clock, repo } = deps;

  const view = (
    template: MissionTemplateRow,
    row: MissionProgressRow | undefined,
    period: string,
    now: Date,
  ): MissionView => {
    const range = periodRange(period);
    const progress = row?.progress ?? 0n;
    const target = row?.target ?? template.target;
    const endsAt = row?.endsAt ?? range.to;
    const claimUntil = row?.claimUntil ?? new Date(range.to.getTime() + template.claimHours * 3_600_000);
    const shown = progress > target ? target : progress;
    const rewardSatang = row?.rewardSatang ?? template.rewardSatang;
    const rewardKind = row?.rewardKind ?? template.rewardKind;
    const tenths = row ? row.bonusMultiplierTenths : template.bonusMultiplierTenths;
    return {
      templateId: template.id,
      claimId: row?.id ?? null,
      period,
      name: template.name,
      description: template.description,
      kind: template.kind,
      window: template.window,
      category: template.category,
      unit: missionTargetIsMoney(template.kind) ? 'MONEY' : 'COUNT',
      progress: amountText(template.kind, shown),
      target: amountText(template.kind, target),
      percent: target > 0n ? Number((shown * 100n) / target) : 0,
      reward: {
        amount: formatAmount(rewardSatang),
        kind: rewardKind,
        multiplier: rewardKind === 'BONUS' && tenths !== null ? multiplierText(tenths) : null,
      },
      state: row ? stateOf(row, now) : now < endsAt ? 'IN_PROGRESS' : 'EXPIRED',
      endsAt: endsAt.toISOString(),
      claimUntil: claimUntil.toISOString(),
      completedAt: row?.completedAt?.toISOString() ?? null,
      claimedAt: row?.claimedAt?.toISOString() ?? null,
    };
  };

  return {
    /**
     * `GET /api/v2/missions`: each enabled template in its current period (today or this week), with
     * the member's progress; then earlier completed missions still claimable. Claimable first.
     */
    async list(operatorId: string, memberId: string): Promise<MissionList> {
      const now = clock.now();
      const day = periodOf('DAY', now);
      const week = periodOf('WEEK', now);
      const templates = await repo.listTemplates(db, operatorId);
      const byId = new Map(templates.map((template) => [template.id, template]));
      const rows = await repo.memberRows(db, operatorId, memberId, [day, week]);
      const rowOf = new Map(rows.map((row) => [`${row.templateId}|${row.period}`, row]));
      const items: MissionView[] = [];
      for (const template of templates) {
        if (!template.enabled) continue;
        const period = template.window === 'DAILY' ? day : week;
        items.push(view(template, rowOf.get(`${template.id}|${period}`), period, now));
      }
      for (const row of rows) {
        const template = byId.get(row.templateId);
        if (!template || row.period === day || row.period === week) continue;
        if (stateOf(row, now) === 'CLAIMABLE') items.push(view(template, row, row.period, now));
      }
      const rank: Record<MissionState, number> = { CLAIMABLE: 0, IN_PROGRESS: 1, CLAIMED: 2, EXPIRED: 3 };
      items.sort((a, b) => rank[a.state] - rank[b.state]);
      return { serverTime: now.toISOString(), day, week, items };
    },

    /**
     * `POST /api/v2/missions/{id}/claim` (Idempotency-Key): only a completed, unclaimed mission of
     * this member within its claim window; a locked member is refused (REWARD_MEMBER_LOCKED); a bonus
     * is refused while another is being wagered (PROMOTION_ONE_ACTIVE) and can be claimed later.
     */
    async claim(request: IdempotentRequest, memberId: string, id: string): Promise<MissionClaimResponse> {
      const { operatorId } = request;
      const outcome = await db.transaction((tx) =>
        deps.idempotency.run(tx, request, async (): Promise<MissionClaimResponse> => {
          await lockKey(tx, `mission-claim:${operatorId}:${memberId}`);
          const row = await repo.lockMemberRow(tx, operatorId, memberId, id);
          if (!row) throw new AppError('MISSION_NOT_FOUND');
          const now = clock.now();
          const state = stateOf(row, now);
          if (state === 'CLAIMED') throw new AppError('MISSION_ALREADY_CLAIMED');
          if (state === 'EXPIRED') throw new AppError('MISSION_CLAIM_EXPIRED');
          if (state !== 'CLAIMABLE') throw new AppError('MISSION_NOT_COMPLETED');
          const member = await deps.members.lockRowForUpdate(tx, operatorId, memberId);
          if (member.status !== 'ACTIVE') throw new AppError('REWARD_MEMBER_LOCKED');
          const template = await repo.findTemplate(tx, operatorId, row.templateId);
          const name = template?.name ?? '';
          let claimRef: string;
          let turnoverTarget: bigint | null = null;
          if (row.rewardKind === 'CASH') {
            const [posted] = await deps.wallet.postTransfers(tx, [
              {
                operatorId,
                kind: 'MISSION_CLAIMED',
                debit: { house: 'REWARDS' },
                credit: { memberId, kind: 'MEMBER_WALLET' },
                amountSatang: row.rewardSatang,
                causeType: 'mission_progress',
                causeId: row.id,
                idempotencyKey: `mission-claim:${row.id}`,
              },
            ]);
            claimRef = posted?.transferId ?? '';
          } else {
            turnoverTarget = turnoverTargetOf(row.rewardSatang, row.bonusMultiplierTenths ?? 10);
            const { conditionId } = await deps.conditions.grant(tx, {
              operatorId,
              memberId,
              source: 'MISSION',
              promotionId: null,
              sourceRef: row.id,
              periodKey: row.period,
              name: name || 'ภารกิจ',
              bonusSatang: row.rewardSatang,
              depositSatang: 0n,
              depositRef: null,
              targetSatang: turnoverTarget,
              categoryWeights: defaultCategoryWeights,
              maxStakeSatang: BONUS_MAX_STAKE_SATANG,
              now,
            });
            claimRef = conditionId;
          }
          if (!(await repo.markClaimed(tx, row.id, now, claimRef)))
            throw new AppError('MISSION_ALREADY_CLAIMED');
          return {
            claimId: row.id,
            name,
            amount: formatAmount(row.rewardSatang),
            rewardKind: row.rewardKind,
            turnoverTarget: turnoverTarget === null ? null : formatAmount(turnoverTarget),
            claimedAt: now.toISOString(),
          };
        }),
      );
      if (!outcome.replayed) {
        if (outcome.data.rewardKind === 'BONUS') await deps.conditions.announce(operatorId, [memberId]);
        else
          publishWallet(deps.publish, {
            memberId,
            ...(await deps.wallet.memberBalances(db, operatorId, memberId)),
          });
        deps.publish.toMember(memberId, realtimeEvents.missionUpdated, {});
      }
      return outcome.data;
    },

    async listTemplates(operatorId: string): Promise<MissionTemplate[]> {
      return (await repo.listTemplates(db, operatorId)).map(templateView);
    },

    async createTemplate(
      staff: AuthenticatedStaff,
      ip: string,
      command: MissionTemplateCommand,
    ): Promise<MissionTemplate> {
      const now = clock.now();
      const id = uuidv7();
      return db.transaction(async (tx) => {
        await repo.insertTemplate(tx, {
          id,
          operatorId: staff.operatorId,
          ...templateValues(command),
          createdAt: now,
          updatedAt: now,
        });
        const created = await repo.findTemplate(tx, staff.operatorId, id);
        if (!created) throw new Error('mission template vanished');
        const after = templateView(created);
        await deps.audit.record(tx, {
          staff,
          action: 'mission.template.create',
          targetType: 'mission_template',
          targetId: id,
          after,
          ip,
        });
        return after;
      });
    },

    /** Replaces a template's settings; progress rows already started keep their target and reward. */
    async updateTemplate(
      staff: AuthenticatedStaff,
      ip: string,
      id: string,
      command: MissionTemplateCommand | { enabled: boolean },
    ): Promise<MissionTemplate> {
      return db.transaction(async (tx) => {
        const before = await repo.lockTemplate(tx, staff.operatorId, id);
        if (!before) throw new AppError('MISSION_TEMPLATE_NOT_FOUND');
        const values = 'kind' in command ? templateValues(command) : { enabled: command.enabled };
        await repo.updateTemplate(tx, staff.operatorId, id, { ...values, updatedAt: clock.now() });
        const updated = await repo.findTemplate(tx, staff.operatorId, id);
        if (!updated) throw new Error('mission template vanished');
        const after = templateView(updated);
        await deps.audit.record(tx, {
          staff,
          action: 'mission.template.update',
          targetType: 'mission_template',
          targetId: id,
          before: templateView(before),
          after,
          ip,
        });
        return after;
      });
    },

    async completions(
      operatorId: string,
      filter: {
        period?: string | undefined;
        templateId?: string | undefined;
        status?: MissionProgressStatus | undefined;
        pageNo: number;
        pageSize: number;
      },
    ): Promise<{ data: MissionCompletion[]; total: number; pageNo: number; pageSize: number }> {
      const { rows, total } = await repo.pageProgress(db, operatorId, filter);
      const names = await deps.members.summaries(
        db,
        operatorId,
        rows.map((row) => row.memberId),
      );
      return {
        data: rows.map((row) => {
          const kind = row.kind as MissionTemplateRow['kind'];
          return {
            id: row.id,
            templateId: row.templateId,
            templateName: row.templateName,
            kind,
            period: row.period,
            memberId: row.memberId,
            loginName: names.get(row.memberId)?.phone ?? '',
            memberName: names.get(row.memberId)?.name ?? '',
            unit: missionTargetIsMoney(kind) ? 'MONEY' : 'COUNT',
            progress: amountText(kind, row.progress),
            target: amountText(kind, row.target),
            status: row.status,
            rewardAmount: formatAmount(row.rewardSatang),
            rewardKind: row.rewardKind,
            completedAt: row.completedAt?.toISOString() ?? null,
            claimedAt: row.claimedAt?.toISOString() ?? null,
            claimUntil: row.claimUntil.toISOString(),
          };
        }),
        total,
        pageNo: filter.pageNo,
        pageSize: filter.pageSize,
      };
    },
  };
};
export type MissionsService = ReturnType<typeof createMissionsService>;
