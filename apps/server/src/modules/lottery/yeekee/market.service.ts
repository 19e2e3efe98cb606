import {
  type AdminYeekeeMarket,
  formatAmount,
  type YeekeeFormula,
  type YeekeeShooterRewards,
} from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { AuditLog } from '#platform/audit/audit-log';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Tx } from '#platform/db/client';
import { AppError, fieldAppError } from '#platform/http/app-error';
import type { LotteryDeps } from '../lottery.deps';
import type { StoredSchedule } from '../lottery.jobs';
import { dailyBetTypeRows } from '../product/product.seed';
import type { MarketRepo, MarketWithProduct } from './market.repo';
import { roundSeedOf, roundSnapshotOf } from './yeekee.jobs';
import type { YeekeeRoundRepo } from './yeekee-round.repo';

/** A market's settings once parsed (amounts in satang). */
export type YeekeeMarketSettings = {
  name: string;
  roundsPerDay: number;
  roundMinutes: number;
  firstCloseTime: string;
  shootWindowSeconds: number;
  minShots: number;
  maxShotsPerMember: number;
  shotCooldownSeconds: number;
  formula: YeekeeFormula;
  shooterRewards?: { enabled: boolean; positions: number[]; amount: bigint; minStake: bigint } | undefined;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The product's stored schedule of a market: first close, cadence and last close (Bangkok). */
export const yeekeeStoredSchedule = (settings: {
  firstCloseTime: string;
  roundMinutes: number;
  roundsPerDay: number;
}): StoredSchedule => {
  const [hours = 0, minutes = 0] = settings.firstCloseTime.split(':').map(Number);
  const last = (hours * 60 + minutes + (settings.roundsPerDay - 1) * settings.roundMinutes) % 1440;
  return {
    kind: 'yeekee',
    first: settings.firstCloseTime,
    everyMinutes: settings.roundMinutes,
    last: `${pad(Math.floor(last / 60))}:${pad(last % 60)}`,
  };
};

/** The next whole minute after `now`: a new market's first round starts there (docs/modules/yeekee.md). */
const nextMinute = (now: Date): Date => new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 60_000);

const rewardsView = ({ market }: MarketWithProduct): YeekeeShooterRewards => ({
  enabled: market.rewardEnabled,
  positions: market.rewardPositions,
  amount: formatAmount(market.rewardAmountSatang),
  minStake: formatAmount(market.rewardMinStakeSatang),
});

export const adminMarketView = (row: MarketWithProduct): AdminYeekeeMarket => ({
  code: row.product.code,
  name: row.product.name,
  isEnabled: row.product.isEnabled,
  roundsPerDay: row.market.roundsPerDay,
  roundMinutes: row.market.roundMinutes,
  firstCloseTime: row.market.firstCloseTime,
  shootWindowSeconds: row.market.shootWindowSeconds,
  minShots: row.market.minShots,
  maxShotsPerMember: row.market.maxShotsPerMember,
  shotCooldownSeconds: row.market.shotCooldownSeconds,
  formula: row.market.formula,
  shooterRewards: rewardsView(row),
  createdAt: row.market.createdAt.toISOString(),
  updatedAt: row.market.updatedAt.toISOString(),
});

const marketColumns = (settings: YeekeeMarketSettings) => ({
  roundsPerDay: settings.roundsPerDay,
  roundMinutes: settings.roundMinutes,
  firstCloseTime: settings.firstCloseTime,
  shootWindowSeconds: settings.shootWindowSeconds,
  minShots: settings.minShots,
  maxShotsPerMember: settings.maxShotsPerMember,
  shotCooldownSeconds: settings.shotCooldownSeconds,
  formula: settings.formula,
  ...(settings.shooterRewards
    ? {
        rewardEnabled: settings.shooterRewards.enabled,
        rewardPositions: [...new Set(settings.shooterRewards.positions)].sort((a, b) => a - b),
        rewardAmountSatang: settings.shooterRewards.amount,
        rewardMinStakeSatang: settings.shooterRewards.minStake,
      }
    : {}),
});

type Deps = Pick<LotteryDeps, 'db' | 'clock' | 'products' | 'catalogue'> & {
  markets: MarketRepo;
  yeekee: YeekeeRoundRepo;
};

/**
 * Makes a Yeekee market: its product (group and result format YEEKEE, the stored 'yeekee' schedule),
 * the daily products' bet types and rates (docs/domain/lottery.md §2) and its settings row; no round opens before
 * `startsAt`. Refuses a code any product of the operator already has.
 */
export const insertYeekeeMarket = async (
  tx: Tx,
  deps: Pick<Deps, 'products' | 'markets'>,
  input: { operatorId: string; code: string; settings: YeekeeMarketSettings; now: Date; startsAt: Date },
): Promise<MarketWithProduct> => {
  const { operatorId, code, settings, now, startsAt } = input;
  if (await deps.products.findProductByCode(tx, operatorId, code))
    throw fieldAppError('YEEKEE_MARKET_CODE_TAKEN', 'code');
  const existing = await deps.products.allProducts(tx, operatorId);
  const product = await deps.products.insertProductIfAbsent(tx, {
    id: uuidv7(),
    operatorId,
    code,
    name: settings.name,
    group: 'YEEKEE',
    resultFormat: 'YEEKEE',
    logoUrl: '',
    schedule: yeekeeStoredSchedule(settings),
    sortOrder: Math.max(0, ...existing.map((p) => p.sortOrder)) + 1,
  });
  await deps.products.insertBetTypesIfAbsent(tx, dailyBetTypeRows(product.id));
  await deps.markets.insertMarket(tx, {
    productId: product.id,
    operatorId,
    ...marketColumns(settings),
    startsAt,
    createdAt: now,
    updatedAt: now,
  });
  const stored = await deps.markets.findMarketByCode(tx, operatorId, code);
  if (!stored) throw new Error(`market ${code} missing after insert`);
  return stored;
};

/** Yeekee markets as staff manage them (owner, lottery): list, create, edit — audited in the change's transaction. */
export const createMarketService = (deps: Deps & { audit: Pick<AuditLog, 'record'> }) => {
  const { db, clock, markets, audit } = deps;
  return {
    async list(operatorId: string): Promise<{ data: AdminYeekeeMarket[] }> {
      return { data: (await markets.markets(db, { operatorId })).map(adminMarketView) };
    },

    /** A new market; its first round starts at the next minute (the round job creates it within a minute). */
    async create(
      staff: AuthenticatedStaff,
      ip: string,
      input: YeekeeMarketSettings & { code: string },
    ): Promise<AdminYeekeeMarket> {
      return db.transaction(async (tx) => {
        // The members' catalogue (lotto list, results, round detail) is dropped on every node at commit.
        deps.catalogue?.changed(tx, [staff.operatorId]);
        const now = clock.now();
        const { code, ...settings } = input;
        const created = await insertYeekeeMarket(tx, deps, {
          operatorId: staff.operatorId,
          code,
          settings,
          now,
          startsAt: nextMinute(now),
        });
        const after = adminMarketView(created);
        await audit.record(tx, {
          staff,
          action: 'yeekee.market.create',
          targetType: 'lottery_product',
          targetId: created.product.id,
          after,
          ip,
        });
        return after;
      });
    },

    /** The whole settings; they apply to rounds created after (rounds snapshot them). */
    async update(
      staff: AuthenticatedStaff,
      ip: string,
      code: string,
      input: YeekeeMarketSettings & { isEnabled: boolean },
    ): Promise<AdminYeekeeMarket> {
      return db.transaction(async (tx) => {
        // The members' catalogue (lotto list, results, round detail) is dropped on every node at commit.
        deps.catalogue?.changed(tx, [staff.operatorId]);
        const current = await markets.findMarketByCode(tx, staff.operatorId, code, 'update');
        if (!current) throw new AppError('YEEKEE_MARKET_NOT_FOUND');
        const before = adminMarketView(current);
        const { isEnabled, ...settings } = input;
        await markets.updateMarket(tx, current.product.id, {
          ...marketColumns(settings),
          updatedAt: clock.now(),
        });
        await markets.updateMarketProduct(tx, current.product.id, {
          name: settings.name,
          isEnabled,
          schedule: yeekeeStoredSchedule(settings),
        });
        const updated = await markets.findMarketByCode(tx, staff.operatorId, code);
        if (!updated) throw new AppError('YEEKEE_MARKET_NOT_FOUND');
        // Rounds made ahead but not open yet take the new window, limits, formula and rewards (nobody
        // has bet or shot on them); their times stay: a timetable change applies to rounds made after.
        const now = clock.now();
        const unopened = await deps.yeekee.unopenedRounds(tx, current.product.id, now);
        const resnapshotted = await deps.yeekee.resnapshotRounds(
          tx,
          now,
          roundSnapshotOf(updated.market),
          unopened.map((round) => ({
            roundId: round.roundId,
            ...roundSeedOf(updated.market.formula, round),
          })),
        );
        const after = adminMarketView(updated);
        await audit.record(tx, {
          staff,
          action: 'yeekee.market.update',
          targetType: 'lottery_product',
          targetId: current.product.id,
          before,
          after: { ...after, unopenedRoundsUpdated: resnapshotted },
          ip,
        });
        return after;
      });
    },
  };
};
export type MarketService = ReturnType<typeof createMarketService>;
