import { COUPON_ALPHABET } from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import { type CouponHasher, drawCouponCode } from './coupon-code';
import type { CouponsRepo } from './coupons.repo';

export const DEMO_COUPON_CAMPAIGN = 'คูปองต้อนรับ 50 บาท (เดโม)';

/**
 * The demo's documented codes (README "Try a coupon"): any member with at most 20 baht of cash and no
 * open bonus redeems one for a 50-baht bonus with a 250-baht turnover (×5). Each works once.
 */
export const DEMO_COUPON_CODES = [
  'SAWASDEE2569',
  'SAWASDEE2572',
  'SAWASDEE2573',
  'SAWASDEE2574',
  'SAWASDEE2575',
] as const;

const DEMO_QUANTITY = 100;
const YEAR_MS = 365 * 24 * 60 * 60_000;

/**
 * The demo site's coupon campaign, idempotent (skipped when a campaign of that name exists): 100
 * codes of 50 baht ×5, open to every member, valid a year from the first start. The documented codes
 * are stored hashed like any other; the rest are drawn and never shown (a real campaign's stock).
 */
export const seedDemoCoupons = async (deps: {
  db: Db;
  repo: CouponsRepo;
  clock: Clock;
  operatorId: string;
  hashCode: CouponHasher;
}): Promise<void> => {
  const { db, repo, clock, operatorId, hashCode } = deps;
  for (const code of DEMO_COUPON_CODES)
    if ([...code].some((c) => !COUPON_ALPHABET.includes(c)))
      throw new Error(`demo code ${code} is off the alphabet`);
  await db.transaction(async (tx) => {
    if (await repo.hasCampaignNamed(tx, operatorId, DEMO_COUPON_CAMPAIGN)) return;
    const now = clock.now();
    const campaign = await repo.insertCampaign(tx, {
      id: uuidv7(),
      operatorId,
      name: DEMO_COUPON_CAMPAIGN,
      quantity: DEMO_QUANTITY,
      remaining: DEMO_QUANTITY,
      valueSatang: 5_000n,
      multiplierTenths: 50,
      base: 'BONUS',
      maxStakeSatang: 50_000n,
      newMembersOnly: false,
      newMemberDays: 7,
      minDepositInWindowSatang: null,
      depositWindowDays: 7,
      expiresAt: new Date(now.getTime() + YEAR_MS),
      enabled: true,
      codesIssuedAt: now,
      createdBy: null,
      createdAt: now,
      updatedAt: now,
    });
    const codes = new Set<string>(DEMO_COUPON_CODES);
    while (codes.size < DEMO_QUANTITY) codes.add(drawCouponCode());
    await repo.insertCodes(
      tx,
      [...codes].map((code) => ({
        id: uuidv7(),
        operatorId,
        campaignId: campaign.id,
        codeHash: hashCode(operatorId, code),
      })),
    );
  });
};
