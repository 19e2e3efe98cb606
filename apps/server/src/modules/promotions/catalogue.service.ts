import {
  bahtText,
  type DepositPromotionResult,
  type ErrorName,
  errorMessage,
  formatAmount,
  type PromotionAdmin,
  type PromotionList,
  type PromotionPreview,
  type PromotionSelection,
  type PromotionView,
  type promotionInputSchema,
  realtimeEvents,
  TAKE_CASH_THRESHOLD_SATANG,
} from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { IdempotencyService } from '#modules/idempotency/index';
import type { MemberService } from '#modules/member/index';
import type { WalletService } from '#modules/wallet/index';
import type { AuditLog } from '#platform/audit/audit-log';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Clock } from '#platform/clock';
import { bangkokDayStart, bangkokMidnightOf } from '#platform/db/bangkok-day';
import type { Db, DbOrTx, Tx } from '#platform/db/client';
import type { DomainEventPayloads } from '#platform/events/event-types';
import type { EventConsumer, StoredEvent } from '#platform/events/events';
import { AppError, fieldError } from '#platform/http/app-error';
import type { IdempotentRequest } from '#platform/http/idempotency';
import type { Publisher } from '#platform/realtime/publisher';
import type { CatalogueRepo, PromotionRow } from './catalogue.repo';
import type { ConditionService } from './conditions.service';
import {
  claimPeriodKey,
  multiplierTenthsOf,
  multiplierText,
  type PromotionRules,
  promotionTerms,
  quotePromotion,
} from './promotion-terms';

/** A promotion as staff send it, parsed (amounts in satang). */
export type PromotionCommand = z.output<typeof promotionInputSchema>;

/**
 * What the catalogue needs of the wagering engine: `grant` opens the condition and moves the bonus,
 * refusing REWARD_MEMBER_LOCKED, PROMOTION_ONE_ACTIVE and PROMOTION_ALREADY_TAKEN; `announce` pushes
 * the member's promotion and balances after commit.
 */
export type ConditionGrants = Pick<ConditionService, 'grant' | 'hasOpenBonus' | 'announce' | 'lockMembers'>;

type Deps = {
  db: Db;
  clock: Clock;
  repo: CatalogueRepo;
  conditions: ConditionGrants;
  wallet: Pick<WalletService, 'memberBalances'>;
  members: Pick<MemberService, 'requireMember'>;
  idempotency: IdempotencyService;
  audit: Pick<AuditLog, 'record'>;
  publish: Publisher;
};

/** What decides whether a member may take a promotion now. */
type MemberFacts = {
  isLocked: boolean;
  hasOpenBonus: boolean;
  cashSatang: bigint;
  /** Deposits credited so far, and on today's Bangkok date. */
  deposits: number;
  depositsToday: number;
  /** `{promotionId}:{periodKey}` of every claim the member made. */
  claims: Set<string>;
};

type Refusal = { error: ErrorName; params?: Record<string, string> };

const refusalMessage = (refusal: Refusal) => errorMessage(refusal.error, refusal.params);

const cashAbove: Refusal = {
  error: 'PROMOTION_CASH_ABOVE_THRESHOLD',
  params: { max: bahtText(TAKE_CASH_THRESHOLD_SATANG) },
};

const isOpenAt = (promotion: PromotionRow, at: Date) =>
  promotion.enabled &&
  (promotion.validFrom === null || promotion.validFrom <= at) &&
  (promotion.validTo === null || at < promotion.validTo);

const sameBangkokDay = (a: Date, b: Date) =>
  bangkokMidnightOf(a).getTime() === bangkokMidnightOf(b).getTime();

/**
 * Why the member cannot take `promotion` now (the first reason, in the order a member would fix
 * them), or undefined. The same rules as the grant on deposit, read before the deposit exists.
 */
const refusalNow = (promotion: PromotionRow, facts: MemberFacts, now: Date): Refusal | undefined => {
  if (facts.isLocked) return { error: 'REWARD_MEMBER_LOCKED' };
  if (promotion.kind === 'NEW_MEMBER' && facts.deposits > 0) return { error: 'PROMOTION_NEW_MEMBERS_ONLY' };
  if (promotion.kind === 'FIRST_DEPOSIT_OF_DAY' && facts.depositsToday > 0)
    return { error: 'PROMOTION_NOT_FIRST_DEPOSIT_TODAY' };
  if (
    promotion.kind !== 'EVERY_DEPOSIT' &&
    facts.claims.has(`${promotion.id}:${claimPeriodKey(promotion, now, '')}`)
  )
    return { error: 'PROMOTION_ALREADY_TAKEN' };
  if (facts.hasOpenBonus) return { error: 'PROMOTION_ONE_ACTIVE' };
  if (facts.cashSatang > TAKE_CASH_THRESHOLD_SATANG) return cashAbove;
  return undefined;
};

/** Why the credited deposit does not earn the selected promotion, before the engine's own checks. */
const refusalAtDeposit = (
  promotion: PromotionRow,
  deposit: DomainEventPayloads['deposit.credited'],
  creditedAt: Date,
): Refusal | undefined => {
  if (!isOpenAt(promotion, creditedAt)) return { error: 'PROMOTION_NOT_AVAILABLE' };
  if (promotion.kind === 'NEW_MEMBER' && deposit.previousDeposits > 0)
    return { error: 'PROMOTION_NEW_MEMBERS_ONLY' };
  if (promotion.kind === 'FIRST_DEPOSIT_OF_DAY' && deposit.depositsEarlierToday > 0)
    return { error: 'PROMOTION_NOT_FIRST_DEPOSIT_TODAY' };
  if (!quotePromotion(promotion, BigInt(deposit.amountSatang)).qualifies)
    return {
      error: 'PROMOTION_DEPOSIT_BELOW_MINIMUM',
      params: { min: bahtText(promotion.minDepositSatang) },
    };
  if (BigInt(deposit.cashBeforeSatang) > TAKE_CASH_THRESHOLD_SATANG) return cashAbove;
  return undefined;
};

/** The row's columns from a command (everything staff set). */
const columnsOf = (command: PromotionCommand) => ({
  name: command.name,
  description: command.description,
  bannerUrl: command.bannerUrl,
  kind: command.kind,
  periodDays: command.periodDays,
  bonusPercent: command.bonusPercent,
  // A cap means nothing on a fixed bonus: it is not kept, so the row says what applies.
  bonusCapSatang: command.bonusPercent === null ? null : command.bonusCap,
  fixedBonusSatang: command.fixedBonus,
  minDepositSatang: command.minDeposit,
  multiplierTenths: multiplierTenthsOf(command.multiplier),
  base: command.base,
  categoryWeights: command.categoryWeights,
  maxStakeSatang: command.maxStake,
  validFrom: command.validFrom ? new Date(command.validFrom) : null,
  validTo: command.validTo ? new Date(command.validTo) : null,
  enabled: command.enabled,
  sortOrder: command.sortOrder,
});

/** What the member list and the back office both show of a promotion. */
const offerView = (row: PromotionRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  bannerUrl: row.bannerUrl,
  kind: row.kind,
  bonusPercent: row.bonusPercent,
  bonusCap: row.bonusCapSatang === null ? null : formatAmount(row.bonusCapSatang),
  fixedBonus: row.fixedBonusSatang === null ? null : formatAmount(row.fixedBonusSatang),
  minDeposit: formatAmount(row.minDepositSatang),
  multiplier: multiplierText(row.multiplierTenths),
  base: row.base,
  categoryWeights: row.categoryWeights,
  maxStake: formatAmount(row.maxStakeSatang),
  validTo: row.validTo?.toISOString() ?? null,
});

const adminView = (row: PromotionRow): PromotionAdmin => ({
  ...offerView(row),
  periodDays: row.periodDays,
  validFrom: row.validFrom?.toISOString() ?? null,
  enabled: row.enabled,
  sortOrder: row.sortOrder,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const memberView = (row: PromotionRow, refusal: Refusal | undefined): PromotionView => ({
  ...offerView(row),
  terms: promotionTerms(row),
  available: refusal === undefined,
  unavailableReason: refusal ? refusalMessage(refusal) : null,
});

/** The longest range the cost report reads at once (days). */
const COST_REPORT_MAX_DAYS = 366;

/**
 * The promotions catalogue (docs/domain/rewards.md §1, §3 rule 5): staff define promotions; members read them in
 * plain Thai, pick one for their next deposit, and get it granted when that deposit is credited — or
 * read why not. The bonus and its wagering condition are the engine's (`conditions.grant`).
 */
export const createCatalogueService = (deps: Deps) => {
  const { db, clock, repo, conditions, wallet, members, idempotency, audit, publish } = deps;

  const requirePromotion = async (dbOrTx: DbOrTx, operatorId: string, id: string) => {
    const row = await repo.findPromotion(dbOrTx, operatorId, id);
    if (!row) throw new AppError('PROMOTION_NOT_FOUND');
    return row;
  };

  /** `isLocked` is read by the caller before its transaction (the grant locks and checks it again). */
  const memberFacts = async (
    dbOrTx: DbOrTx,
    operatorId: string,
    memberId: string,
    promotionIds: string[],
    now: Date,
    isLocked: boolean,
  ): Promise<MemberFacts> => {
    const { balanceSatang } = await wallet.memberBalances(dbOrTx, operatorId, memberId);
    const latest = await repo.latestDeposit(dbOrTx, operatorId, memberId);
    const claims = await repo.claimsOf(dbOrTx, operatorId, memberId, promotionIds);
    return {
      isLocked,
      hasOpenBonus: await conditions.hasOpenBonus(dbOrTx, operatorId, memberId),
      cashSatang: balanceSatang,
      deposits: latest ? latest.previousDeposits + 1 : 0,
      depositsToday:
        latest && sameBangkokDay(new Date(latest.creditedAt), now) ? latest.depositsEarlierToday + 1 : 0,
      claims: new Set(claims.map((claim) => `${claim.promotionId}:${claim.periodKey}`)),
    };
  };

  const depositResultView = (
    row: Awaited<ReturnType<CatalogueRepo['latestDepositResult']>>,
  ): DepositPromotionResult | null =>
    row
      ? {
          promotionId: row.promotionId,
          promotionName: row.promotionName,
          deposit: formatAmount(row.depositSatang),
          granted: row.granted,
          bonus: formatAmount(row.bonusSatang),
          turnoverTarget: formatAmount(row.targetSatang),
          reason: row.reason,
          at: row.createdAt.toISOString(),
        }
      : null;

  /**
   * Decides one credited deposit: uses up the member's selection (taken before the deposit was
   * credited) and grants its promotion, or records why not. Answers whether the member's promotion
   * state changed (for the push). Runs inside the consumer's transaction; a second run of the same
   * deposit finds its result and does nothing.
   */
  const decideDeposit = async (
    tx: Tx,
    event: Extract<StoredEvent, { type: 'deposit.credited' }>,
    now: Date,
  ): Promise<boolean> => {
    const { operatorId, memberId, payload } = event;
    if (!memberId) return false;
    const selection = await repo.lockSelection(tx, operatorId, memberId);
    if (!selection?.promotionId) return false;
    const creditedAt = new Date(payload.creditedAt);
    // Picked after this deposit was credited (the consumer runs a moment later): it is for the next one.
    if (selection.selectedAt > creditedAt) return false;
    if (await repo.hasDepositResult(tx, operatorId, payload.depositId)) return false;
    const promotion = await requirePromotion(tx, operatorId, selection.promotionId);
    const depositSatang = BigInt(payload.amountSatang);
    const quote = quotePromotion(promotion, depositSatang);
    let reason: string | null = null;
    let conditionId: string | null = null;
    const refusal = refusalAtDeposit(promotion, payload, creditedAt);
    if (refusal) reason = refusalMessage(refusal);
    else {
      try {
        // A savepoint: a refused grant takes back whatever it wrote, and the batch goes on.
        const granted = await tx.transaction((savepoint) =>
          conditions.grant(savepoint, {
            operatorId,
            memberId,
            source: 'PROMOTION',
            promotionId: promotion.id,
            sourceRef: null,
            periodKey: claimPeriodKey(promotion, creditedAt, payload.depositId),
            name: promotion.name,
            bonusSatang: quote.bonusSatang,
            depositSatang,
            depositRef: payload.depositId,
            targetSatang: quote.targetSatang,
            categoryWeights: promotion.categoryWeights,
            maxStakeSatang: promotion.maxStakeSatang,
            now,
          }),
        );
        conditionId = granted.conditionId;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        reason = error.message;
      }
    }
    await repo.insertDepositResult(tx, {
      id: uuidv7(),
      operatorId,
      memberId,
      promotionId: promotion.id,
      promotionName: promotion.name,
      depositId: payload.depositId,
      depositSatang,
      granted: conditionId !== null,
      conditionId,
      bonusSatang: conditionId ? quote.bonusSatang : 0n,
      targetSatang: conditionId ? quote.targetSatang : 0n,
      reason,
      createdAt: now,
    });
    // Used up either way: a later deposit never takes a promotion the member did not pick for it.
    await repo.upsertSelection(tx, { operatorId, memberId, promotionId: null, selectedAt: now });
    return true;
  };

  const service = {
    async adminList(operatorId: string): Promise<{ data: PromotionAdmin[] }> {
      return { data: (await repo.allPromotions(db, operatorId)).map(adminView) };
    },

    async adminGet(operatorId: string, id: string): Promise<PromotionAdmin> {
      return adminView(await requirePromotion(db, operatorId, id));
    },

    /** Creates a promotion (audited in the same transaction). */
    async create(staff: AuthenticatedStaff, ip: string, command: PromotionCommand): Promise<PromotionAdmin> {
      const now = clock.now();
      const id = uuidv7();
      return db.transaction(async (tx) => {
        await repo.insertPromotion(tx, {
          id,
          operatorId: staff.operatorId,
          ...columnsOf(command),
          createdBy: staff.staffId,
          updatedBy: staff.staffId,
          createdAt: now,
          updatedAt: now,
        });
        const after = adminView(await requirePromotion(tx, staff.operatorId, id));
        await audit.record(tx, {
          staff,
          action: 'promotion.create',
          targetType: 'promotion',
          targetId: id,
          after,
          ip,
        });
        return after;
      });
    },

    /**
     * Replaces a promotion's settings (audited with before and after). Conditions already granted keep
     * what they were granted with (their own target, weights and maximum stake).
     */
    async update(
      staff: AuthenticatedStaff,
      ip: string,
      id: string,
      command: PromotionCommand,
    ): Promise<PromotionAdmin> {
      return db.transaction(async (tx) => {
        const row = await repo.lockPromotion(tx, staff.operatorId, id);
        if (!row) throw new AppError('PROMOTION_NOT_FOUND');
        await repo.updatePromotion(tx, staff.operatorId, id, {
          ...columnsOf(command),
          updatedBy: staff.staffId,
          updatedAt: clock.now(),
        });
        const after = adminView(await requirePromotion(tx, staff.operatorId, id));
        await audit.record(tx, {
          staff,
          action: 'promotion.update',
          targetType: 'promotion',
          targetId: id,
          before: adminView(row),
          after,
          ip,
        });
        return after;
      });
    },

    /** What a member depositing `depositSatang` would get, and the terms they would read. */
    preview(command: PromotionCommand, depositSatang: bigint): PromotionPreview {
      const rules: PromotionRules = { ...columnsOf(command), createdAt: clock.now() };
      const quote = quotePromotion(rules, depositSatang);
      return {
        qualifies: quote.qualifies,
        bonus: formatAmount(quote.bonusSatang),
        turnoverTarget: formatAmount(quote.targetSatang),
        terms: promotionTerms(rules),
      };
    },

    /**
     * The promotions open now, with their terms. For a member also whether each can be taken now and
     * why not, the current selection, and what the last deposit with a selection got. A guest reads
     * every open promotion as available: taking one starts with logging in.
     */
    async list(operatorId: string, memberId: string | undefined): Promise<PromotionList> {
      const now = clock.now();
      const rows = await repo.openPromotions(db, operatorId, now);
      if (!memberId)
        return {
          data: rows.map((row) => memberView(row, undefined)),
          selected: null,
          lastDepositResult: null,
        };
      const member = await members.requireMember(operatorId, memberId);
      const facts = await memberFacts(
        db,
        operatorId,
        memberId,
        rows.map((row) => row.id),
        now,
        member.status === 'LOCKED',
      );
      const selection = await repo.findSelection(db, operatorId, memberId);
      return {
        data: rows.map((row) => memberView(row, refusalNow(row, facts, now))),
        selected: selection
          ? { promotionId: selection.promotionId, promotionName: selection.promotionName }
          : null,
        lastDepositResult: depositResultView(await repo.latestDepositResult(db, operatorId, memberId)),
      };
    },

    /** Enabled, valid promotions that have a banner, for the home page. */
    async banners(
      operatorId: string,
    ): Promise<{ data: Array<{ id: string; name: string; bannerUrl: string }> }> {
      const rows = await repo.openPromotions(db, operatorId, clock.now());
      return {
        data: rows.flatMap((row) =>
          row.bannerUrl ? [{ id: row.id, name: row.name, bannerUrl: row.bannerUrl }] : [],
        ),
      };
    },

    /**
     * Picks the promotion the member's next credited deposit takes (null: ไม่รับโปรโมชั่น), under an
     * Idempotency-Key. Refused with the reason when the member cannot take it now (locked, new
     * members only, not the first deposit today, taken this period, a bonus still wagering, cash
     * above 20 baht): the same checks run again when the deposit is credited.
     */
    async select(
      request: IdempotentRequest,
      memberId: string,
      promotionId: string | null,
    ): Promise<{ selected: PromotionSelection | null }> {
      const { operatorId } = request;
      const isLocked = (await members.requireMember(operatorId, memberId)).status === 'LOCKED';
      const answer = await db.transaction((tx) =>
        idempotency.run(tx, request, async () => {
          const now = clock.now();
          if (promotionId === null) {
            await repo.upsertSelection(tx, { operatorId, memberId, promotionId: null, selectedAt: now });
            return { selected: null };
          }
          const promotion = await requirePromotion(tx, operatorId, promotionId);
          if (!isOpenAt(promotion, now)) throw new AppError('PROMOTION_NOT_AVAILABLE');
          const refusal = refusalNow(
            promotion,
            await memberFacts(tx, operatorId, memberId, [promotion.id], now, isLocked),
            now,
          );
          if (refusal) throw new AppError(refusal.error, refusal.params ? { params: refusal.params } : {});
          await repo.upsertSelection(tx, { operatorId, memberId, promotionId, selectedAt: now });
          return { selected: { promotionId, promotionName: promotion.name } };
        }),
      );
      if (!answer.replayed) publish.toMember(memberId, realtimeEvents.promotionUpdated, {});
      return answer.data;
    },

    /**
     * The outbox consumer that grants a selected promotion when its deposit is credited
     * (`deposit.credited`), pushing `promotion.updated` to the members it decided for once committed.
     */
    depositGrantConsumer: {
      name: 'promotions.deposit-grant',
      types: ['deposit.credited'],
      async handle(tx, events, now) {
        const decided = new Map<string, Set<string>>();
        // Every member of the batch locked before the first grant (the engine's lock order): a grant
        // never holds the house's BONUSES while waiting for another member.
        for (const operatorId of [...new Set(events.map((event) => event.operatorId))].sort())
          await conditions.lockMembers(
            tx,
            operatorId,
            events.flatMap((event) =>
              event.operatorId === operatorId && event.memberId ? [event.memberId] : [],
            ),
          );
        for (const event of events) {
          if (event.type !== 'deposit.credited' || !event.memberId) continue;
          if (!(await decideDeposit(tx, event, now))) continue;
          const members = decided.get(event.operatorId) ?? new Set<string>();
          decided.set(event.operatorId, members.add(event.memberId));
        }
        if (decided.size === 0) return undefined;
        return () => {
          // A push is a hint (the list and `promotions/me` are the truth): a failed one is not retried.
          for (const [operatorId, memberIds] of decided)
            void conditions.announce(operatorId, memberIds).catch(() => undefined);
        };
      },
    } satisfies EventConsumer,

    /**
     * The cost of each promotion (and other bonus sources) over Bangkok dates `[from, to]`: the
     * conditions granted on those dates, with what they granted, converted and removed so far.
     */
    async costReport(operatorId: string, from: string, to: string) {
      if (from > to) throw fieldError('to', 'วันสิ้นสุดต้องไม่ก่อนวันเริ่ม');
      const start = bangkokDayStart(from);
      const end = new Date(bangkokDayStart(to).getTime() + 86_400_000);
      if (end.getTime() - start.getTime() > COST_REPORT_MAX_DAYS * 86_400_000)
        throw fieldError('to', `เลือกช่วงได้ไม่เกิน ${COST_REPORT_MAX_DAYS} วัน`);
      const rows = await repo.costOf(db, operatorId, { from: start, to: end });
      return {
        rows: rows.map((row) => ({
          source: row.source,
          promotionId: row.promotionId,
          name: row.name,
          grants: row.grants,
          granted: formatAmount(row.grantedSatang),
          converted: formatAmount(row.convertedSatang),
          forfeited: formatAmount(row.forfeitedSatang),
          open: row.open,
        })),
      };
    },
  };
  return service;
};
export type CatalogueService = ReturnType<typeof createCatalogueService>;
