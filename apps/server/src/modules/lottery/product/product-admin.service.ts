import { type AdminProduct, formatAmount } from '@chokdee/contracts';
import { betTypeNamesTh } from '@chokdee/lottery';
import type { AuditLog } from '#platform/audit/audit-log';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { DbOrTx, Tx } from '#platform/db/client';
import { AppError, fieldAppError } from '#platform/http/app-error';
import { type LotteryDeps, rateText } from '../lottery.deps';
import type { ProductBetTypeRow, ProductRow } from './product.repo';

type Deps = Pick<LotteryDeps, 'db' | 'products' | 'catalogue'> & { audit: Pick<AuditLog, 'record'> };

/** What `PATCH …/products/{code}` carries once parsed (amounts in satang). */
export type ProductUpdate = {
  enabled?: boolean | undefined;
  sortOrder?: number | undefined;
  closeTime?: string | undefined;
  betTypes?:
    | Array<{
        betType: ProductBetTypeRow['betType'];
        payOutPrice?: string | undefined;
        minBet?: bigint | undefined;
        maxBet?: bigint | undefined;
        memberMax?: bigint | undefined;
        liabilityCap?: bigint | undefined;
        enabled?: boolean | undefined;
      }>
    | undefined;
};

type StoredSchedule = { kind: string; closeTime?: string; days?: number[] };

/**
 * Lottery products as staff manage them (lottery, owner): enable, order, close time, each bet type's
 * rate and limits, holidays. A change applies to what comes after it: bills keep their snapshotted
 * rates, and rounds already created keep their times (the round job uses the new close time and
 * holidays for the rounds it creates next).
 */
export const createProductAdminService = (deps: Deps) => {
  const { db, products, audit } = deps;
  const view = async (dbOrTx: DbOrTx, rows: ProductRow[]): Promise<AdminProduct[]> => {
    const ids = rows.map((p) => p.id);
    const betTypes = await products.allBetTypes(dbOrTx, ids);
    const holidays = await products.holidayRows(dbOrTx, ids);
    return rows.map((product) => {
      const schedule = product.schedule as StoredSchedule;
      return {
        code: product.code,
        name: product.name,
        group: product.group,
        resultFormat: product.resultFormat,
        enabled: product.isEnabled,
        sortOrder: product.sortOrder,
        schedule: {
          kind: schedule.kind,
          ...(schedule.closeTime ? { closeTime: schedule.closeTime } : {}),
          ...(schedule.days ? { days: schedule.days } : {}),
        },
        holidays: holidays
          .filter((h) => h.productId === product.id)
          .map((h) => ({ date: h.holiday, note: h.note })),
        betTypes: betTypes
          .filter((bt) => bt.productId === product.id)
          .map((bt) => ({
            betType: bt.betType,
            betName: betTypeNamesTh[bt.betType],
            payOutPrice: rateText(bt.rate),
            minBet: formatAmount(bt.minStakeSatang),
            maxBet: formatAmount(bt.maxStakeSatang),
            memberMax: formatAmount(bt.memberMaxSatang),
            liabilityCap: formatAmount(bt.liabilityCapSatang),
            enabled: bt.isEnabled,
          })),
      };
    });
  };

  const lockedProduct = async (tx: Tx, operatorId: string, code: string): Promise<ProductRow> => {
    const product = await products.lockProductByCode(tx, operatorId, code);
    if (!product) throw new AppError('PRODUCT_NOT_FOUND');
    return product;
  };

  const one = async (tx: Tx, operatorId: string, code: string): Promise<AdminProduct> => {
    const product = await products.findProductByCode(tx, operatorId, code);
    if (!product) throw new AppError('PRODUCT_NOT_FOUND');
    const [answer] = await view(tx, [product]);
    if (!answer) throw new AppError('PRODUCT_NOT_FOUND');
    return answer;
  };

  return {
    async list(operatorId: string): Promise<{ data: AdminProduct[] }> {
      return { data: await view(db, await products.allProducts(db, operatorId)) };
    },

    async update(
      staff: AuthenticatedStaff,
      ip: string,
      code: string,
      change: ProductUpdate,
    ): Promise<AdminProduct> {
      return db.transaction(async (tx) => {
        // The members' catalogue (lotto list, results, round detail) is dropped on every node at commit.
        deps.catalogue?.changed(tx, [staff.operatorId]);
        const product = await lockedProduct(tx, staff.operatorId, code);
        const [before] = await view(tx, [product]);
        const schedule = product.schedule as StoredSchedule;
        if (change.closeTime !== undefined && !schedule.closeTime)
          throw fieldAppError('VALIDATION_FAILED', 'closeTime');
        await products.updateProduct(tx, product.id, {
          ...(change.enabled !== undefined ? { isEnabled: change.enabled } : {}),
          ...(change.sortOrder !== undefined ? { sortOrder: change.sortOrder } : {}),
          ...(change.closeTime !== undefined
            ? { schedule: { ...schedule, closeTime: change.closeTime } }
            : {}),
        });
        const current = new Map(
          (await products.allBetTypes(tx, [product.id])).map((bt) => [bt.betType, bt] as const),
        );
        for (const [index, betType] of (change.betTypes ?? []).entries()) {
          const row = current.get(betType.betType);
          if (!row) throw fieldAppError('BET_TYPE_NOT_OFFERED', `betTypes.${index}.betType`);
          const min = betType.minBet ?? row.minStakeSatang;
          const max = betType.maxBet ?? row.maxStakeSatang;
          const memberMax = betType.memberMax ?? row.memberMaxSatang;
          if (!(min <= max && max <= memberMax))
            throw fieldAppError('BET_LIMITS_INVALID', `betTypes.${index}`);
          await products.updateBetType(tx, product.id, betType.betType, {
            ...(betType.payOutPrice !== undefined ? { rate: betType.payOutPrice } : {}),
            minStakeSatang: min,
            maxStakeSatang: max,
            memberMaxSatang: memberMax,
            ...(betType.liabilityCap !== undefined ? { liabilityCapSatang: betType.liabilityCap } : {}),
            ...(betType.enabled !== undefined ? { isEnabled: betType.enabled } : {}),
          });
        }
        const after = await one(tx, staff.operatorId, code);
        await audit.record(tx, {
          staff,
          action: 'lottery.product.update',
          targetType: 'lottery_product',
          targetId: product.id,
          before,
          after,
          ip,
        });
        return after;
      });
    },

    async setHoliday(
      staff: AuthenticatedStaff,
      ip: string,
      code: string,
      date: string,
      note: string,
    ): Promise<AdminProduct> {
      return db.transaction(async (tx) => {
        // The members' catalogue (lotto list, results, round detail) is dropped on every node at commit.
        deps.catalogue?.changed(tx, [staff.operatorId]);
        const product = await lockedProduct(tx, staff.operatorId, code);
        await products.upsertHoliday(tx, { productId: product.id, holiday: date, note });
        await audit.record(tx, {
          staff,
          action: 'lottery.holiday.set',
          targetType: 'lottery_product',
          targetId: product.id,
          after: { date, note },
          ip,
        });
        return one(tx, staff.operatorId, code);
      });
    },

    async removeHoliday(
      staff: AuthenticatedStaff,
      ip: string,
      code: string,
      date: string,
    ): Promise<AdminProduct> {
      return db.transaction(async (tx) => {
        // The members' catalogue (lotto list, results, round detail) is dropped on every node at commit.
        deps.catalogue?.changed(tx, [staff.operatorId]);
        const product = await lockedProduct(tx, staff.operatorId, code);
        if (!(await products.deleteHoliday(tx, product.id, date))) throw new AppError('HOLIDAY_NOT_FOUND');
        await audit.record(tx, {
          staff,
          action: 'lottery.holiday.remove',
          targetType: 'lottery_product',
          targetId: product.id,
          before: { date },
          ip,
        });
        return one(tx, staff.operatorId, code);
      });
    },
  };
};
export type ProductAdminService = ReturnType<typeof createProductAdminService>;
