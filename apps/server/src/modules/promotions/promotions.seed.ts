import { DEFAULT_MAX_STAKE_SATANG, defaultCategoryWeights } from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { Db } from '#platform/db/client';
import type { CatalogueRepo } from './catalogue.repo';

const baht = (amount: number): bigint => BigInt(amount) * 100n;

/**
 * The demo site's promotions (docs/modules/promotions.md), so a newcomer can take one and watch its turnover:
 * the first deposit of the day (10% up to 500 baht, ×5 of deposit + bonus), a new-member bonus and an
 * every-deposit bonus. Seeded once: a site that already has promotions is left as staff made it.
 */
export const seedDemoPromotions = async ({
  db,
  repo,
  operatorId,
  now,
}: {
  db: Db;
  repo: CatalogueRepo;
  operatorId: string;
  now: Date;
}): Promise<void> => {
  await db.transaction(async (tx) => {
    if ((await repo.allPromotions(tx, operatorId)).length > 0) return;
    const common = {
      operatorId,
      periodDays: null,
      categoryWeights: defaultCategoryWeights,
      maxStakeSatang: DEFAULT_MAX_STAKE_SATANG,
      validFrom: null,
      validTo: null,
      enabled: true,
      createdBy: null,
      updatedBy: null,
      createdAt: now,
      updatedAt: now,
    };
    await repo.insertPromotion(tx, {
      ...common,
      id: uuidv7(),
      name: 'ฝากแรกของวัน รับโบนัส 10%',
      description:
        'ฝากเงินครั้งแรกของวัน รับโบนัสเพิ่ม 10% สูงสุด 500 บาท ทำเทิร์นโอเวอร์ 5 เท่าของยอดฝากรวมโบนัส แล้วถอนได้ทั้งหมด',
      bannerUrl: '/promotions/first-deposit-of-day.svg',
      kind: 'FIRST_DEPOSIT_OF_DAY',
      bonusPercent: 10,
      bonusCapSatang: baht(500),
      fixedBonusSatang: null,
      minDepositSatang: baht(100),
      multiplierTenths: 50,
      base: 'DEPOSIT_PLUS_BONUS',
      sortOrder: 1,
    });
    await repo.insertPromotion(tx, {
      ...common,
      id: uuidv7(),
      name: 'สมาชิกใหม่ ฝากครั้งแรกรับเพิ่ม 100 บาท',
      description: 'ต้อนรับสมาชิกใหม่ ฝากครั้งแรกตั้งแต่ 100 บาท รับโบนัส 100 บาททันที ทำเทิร์นโอเวอร์ 5 เท่าของโบนัส',
      bannerUrl: '/promotions/new-member.svg',
      kind: 'NEW_MEMBER',
      bonusPercent: null,
      bonusCapSatang: null,
      fixedBonusSatang: baht(100),
      minDepositSatang: baht(100),
      multiplierTenths: 50,
      base: 'BONUS',
      sortOrder: 2,
    });
    await repo.insertPromotion(tx, {
      ...common,
      id: uuidv7(),
      name: 'ฝากทุกยอด รับโบนัส 5%',
      description: 'ทุกยอดฝากตั้งแต่ 300 บาท รับโบนัส 5% สูงสุด 200 บาท ทำเทิร์นโอเวอร์ 3 เท่าของยอดฝากรวมโบนัส',
      bannerUrl: '/promotions/every-deposit.svg',
      kind: 'EVERY_DEPOSIT',
      bonusPercent: 5,
      bonusCapSatang: baht(200),
      fixedBonusSatang: null,
      minDepositSatang: baht(300),
      multiplierTenths: 30,
      base: 'DEPOSIT_PLUS_BONUS',
      sortOrder: 3,
    });
  });
};
