import {
  type ActiveCondition,
  type BonusHistoryItem,
  type ConditionAdmin,
  formatAmount,
  type MyPromotions,
} from '@chokdee/contracts';
import type { IdempotencyService } from '#modules/idempotency/index';
import type { MemberService } from '#modules/member/index';
import type { AuditLog } from '#platform/audit/audit-log';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Db, Tx } from '#platform/db/client';
import type { IdempotentRequest } from '#platform/http/idempotency';
import type { CatalogueRepo } from './catalogue.repo';
import type { ConditionRow, ConditionsRepo } from './conditions.repo';
import type { ConditionService } from './conditions.service';

type Deps = {
  db: Db;
  repo: ConditionsRepo;
  /** The member's pick for their next deposit is the catalogue's row. */
  catalogue: Pick<CatalogueRepo, 'findSelection'>;
  conditions: ConditionService;
  idempotency: Pick<IdempotencyService, 'run'>;
  audit: Pick<AuditLog, 'record'>;
  members: Pick<MemberService, 'summaries'>;
};

/** How many history lines `promotions/me` carries (the rest: `promotions/history`). */
const ME_HISTORY_LINES = 10;

const activeOf = (row: ConditionRow): ActiveCondition => ({
  conditionId: row.id,
  source: row.source,
  promotionName: row.name,
  bonus: formatAmount(row.bonusSatang),
  currentTurnover: formatAmount(row.turnoverSatang),
  turnoverTarget: formatAmount(row.targetSatang),
  maxStake: formatAmount(row.maxStakeSatang),
  categoryWeights: row.categoryWeights,
  startedAt: row.startedAt.toISOString(),
});

const adminOf = (row: ConditionRow, loginName: string): ConditionAdmin => ({
  ...activeOf(row),
  memberId: row.memberId,
  loginName,
  status: row.status,
  closedAt: row.closedAt?.toISOString() ?? null,
  closeReason: row.closeReason,
});

/**
 * The member's and staff's calls on wagering conditions: progress and history, forfeit (member),
 * the per-member list and cancel with a reason (staff, audited). Money moves through the engine
 * (`ConditionService`) inside one transaction with the idempotency answer and the audit row; the
 * pushes go after commit.
 */
export const createMyPromotionsService = ({
  db,
  repo,
  catalogue,
  conditions,
  idempotency,
  audit,
  members,
}: Deps) => {
  const historyPage = async (operatorId: string, memberId: string, pageNo: number, pageSize: number) => {
    const { rows, total } = await repo.pageHistory(db, operatorId, memberId, { pageNo, pageSize });
    const data: BonusHistoryItem[] = rows.map((row) => ({
      kind: row.kind,
      promotionName: row.name ?? '',
      amount: formatAmount(row.amountSatang),
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    }));
    return { data, total, pageNo, pageSize };
  };

  return {
    /** `GET /api/v2/promotions/me`: the pick for the next deposit, the oldest open condition, recent history. */
    async me(operatorId: string, memberId: string): Promise<MyPromotions> {
      const [oldest] = await repo.openConditions(db, operatorId, memberId);
      return {
        selected: await catalogue
          .findSelection(db, operatorId, memberId)
          .then((found) =>
            found ? { promotionId: found.promotionId, promotionName: found.promotionName } : null,
          ),
        active: oldest ? activeOf(oldest) : null,
        history: (await historyPage(operatorId, memberId, 1, ME_HISTORY_LINES)).data,
      };
    },

    history: historyPage,

    /** `POST /api/v2/promotions/forfeit` (Idempotency-Key: a retry answers the first result, moves nothing). */
    async forfeit(request: IdempotentRequest, memberId: string) {
      const { operatorId } = request;
      const outcome = await db.transaction((tx) =>
        idempotency.run(tx, request, async () => {
          const { forfeitedSatang, promotionName } = await conditions.forfeit(tx, operatorId, memberId);
          return { forfeited: formatAmount(forfeitedSatang), promotionName };
        }),
      );
      if (!outcome.replayed) await conditions.announce(operatorId, [memberId]);
      return outcome.data;
    },

    /** The site's conditions for the back office, newest first (one member's, one status). */
    async listConditions(
      operatorId: string,
      query: {
        memberId?: string | undefined;
        status?: ConditionAdmin['status'] | undefined;
        pageNo: number;
        pageSize: number;
      },
    ) {
      const { rows, total } = await repo.pageConditions(db, operatorId, query);
      const names = await members.summaries(
        db,
        operatorId,
        rows.map((row) => row.memberId),
      );
      return {
        data: rows.map((row) => adminOf(row, names.get(row.memberId)?.phone ?? '')),
        total,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    /**
     * Staff cancel a member's open condition with a reason: the bonus and what it won go, cash is
     * free; the audit row commits with it. With an Idempotency-Key a retry answers the first result.
     */
    async cancelCondition(
      staff: AuthenticatedStaff,
      ip: string,
      request: IdempotentRequest | undefined,
      conditionId: string,
      reason: string,
    ) {
      const { operatorId } = staff;
      let memberId: string | undefined;
      const work = async (tx: Tx) => {
        const { before, forfeitedSatang } = await conditions.cancel(
          tx,
          operatorId,
          conditionId,
          staff.staffId,
          reason,
        );
        memberId = before.memberId;
        const after = await repo.findCondition(tx, operatorId, conditionId);
        if (!after) throw new Error('condition vanished after cancel');
        await audit.record(tx, {
          staff,
          action: 'promotion.condition.cancel',
          targetType: 'wagering_condition',
          targetId: conditionId,
          before: { status: before.status, turnover: formatAmount(before.turnoverSatang) },
          after: { status: after.status, reason, forfeited: formatAmount(forfeitedSatang) },
          ip,
        });
        // The login name is read after commit: the member module reads banks through the outer handle.
        return { condition: adminOf(after, ''), forfeited: formatAmount(forfeitedSatang) };
      };
      const outcome = await db.transaction((tx) =>
        request
          ? idempotency.run(tx, request, () => work(tx))
          : work(tx).then((data) => ({ data, replayed: false })),
      );
      if (memberId && !outcome.replayed) await conditions.announce(operatorId, [memberId]);
      const { condition } = outcome.data;
      const names = await members.summaries(db, operatorId, [condition.memberId]);
      return {
        ...outcome.data,
        condition: { ...condition, loginName: names.get(condition.memberId)?.phone ?? '' },
      };
    },
  };
};
export type MyPromotionsService = ReturnType<typeof createMyPromotionsService>;
