import { yeekeeMarketDefaults } from '@chokdee/contracts';
import type { Db } from '#platform/db/client';
import type { ProductRepo } from '../product/product.repo';
import type { MarketRepo } from './market.repo';
import { insertYeekeeMarket, type YeekeeMarketSettings } from './market.service';

/** The demo's Yeekee markets: the classic 88 × 15 minutes from 06:00, and a fast 288 × 5 minutes (both SEEDED). */
export const demoYeekeeMarkets: Array<YeekeeMarketSettings & { code: string }> = [
  { code: 'YK', ...yeekeeMarketDefaults, name: 'จับยี่กี' },
  { code: 'YK5', ...yeekeeMarketDefaults, name: 'ยี่กี 5 นาที', roundsPerDay: 288, roundMinutes: 5 },
];

/**
 * Seeds the demo site's Yeekee markets (products, daily bet types and rates, settings), open from the
 * start of time so the round job makes the current day's rounds at once. Idempotent: a market whose
 * code exists is left as staff set it.
 */
export const seedDemoYeekee = async ({
  db,
  products,
  markets,
  operatorId,
  now,
}: {
  db: Db;
  products: ProductRepo;
  markets: MarketRepo;
  operatorId: string;
  now: Date;
}): Promise<void> => {
  await db.transaction(async (tx) => {
    for (const { code, ...settings } of demoYeekeeMarkets) {
      if (await products.findProductByCode(tx, operatorId, code)) continue;
      await insertYeekeeMarket(
        tx,
        { products, markets },
        { operatorId, code, settings, now, startsAt: new Date(0) },
      );
    }
  });
};
