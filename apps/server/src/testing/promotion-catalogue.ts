import { IDEMPOTENCY_HEADER, type PromotionInput, promotionPaths } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import * as schema from '#platform/db/schema';
import { publishEvents } from '#platform/events/events';
import type { TestApp } from './build-test-app';
import { call } from './members';

/** Helpers of the catalogue's tests (never imported by production code). */

/** A promotion input: the demo's first deposit of the day (10% up to 500, ×5 deposit + bonus) unless overridden. */
export const promotionInput = (overrides: Partial<PromotionInput> = {}): PromotionInput => ({
  name: 'ฝากแรกของวัน รับโบนัส 10%',
  description: 'โบนัสยอดฝากแรกของวัน',
  bannerUrl: '/promotions/first-deposit-of-day.svg',
  kind: 'FIRST_DEPOSIT_OF_DAY',
  periodDays: null,
  bonusPercent: 10,
  bonusCap: '500.00',
  fixedBonus: null,
  minDeposit: '100.00',
  multiplier: '5',
  base: 'DEPOSIT_PLUS_BONUS',
  categoryWeights: {
    LOTTERY: 100,
    YEEKEE: 100,
    SLOT: 100,
    FISH: 100,
    LIVE_CASINO: 10,
    TABLE: 10,
    SPORTS: 50,
  },
  maxStake: '500.00',
  validFrom: null,
  validTo: null,
  enabled: true,
  sortOrder: 1,
  ...overrides,
});

/** Creates a promotion through the admin call; answers its id. */
export const createPromotion = async (
  t: TestApp,
  staffToken: string,
  overrides: Partial<PromotionInput> = {},
) => {
  const res = await call(t, {
    url: promotionPaths.adminList,
    token: staffToken,
    body: promotionInput(overrides),
  });
  if (res.statusCode !== 200) throw new Error(`create promotion failed: ${res.body}`);
  return res.json().data.id as string;
};

/** POST select with an Idempotency-Key (fresh unless given). */
export const selectPromotion = (
  t: TestApp,
  token: string,
  promotionId: string | null,
  key: string = uuidv7(),
) =>
  call(t, {
    url: promotionPaths.select,
    token,
    body: { promotionId },
    headers: { [IDEMPOTENCY_HEADER]: key },
  });

const satang = (amount: string) => String(BigInt(Math.round(Number(amount) * 100)));

/**
 * Publishes `deposit.credited` as payments does when a deposit is credited (no money moves: the
 * tests of the grant need only the fact), credited now by the test clock. Answers the deposit id.
 */
export const publishDeposit = async (
  t: TestApp,
  memberId: string,
  amount: string,
  facts: { cashBefore?: string; previousDeposits?: number; depositsEarlierToday?: number; at?: Date } = {},
) => {
  const depositId = uuidv7();
  const at = facts.at ?? t.clock.now();
  await t.database.db.transaction((tx) =>
    publishEvents(tx, [
      {
        type: 'deposit.credited',
        operatorId: t.operatorId,
        memberId,
        subjectId: depositId,
        occurredAt: at,
        payload: {
          depositId,
          paymentRef: `D${depositId.slice(-8)}`,
          amountSatang: satang(amount),
          cashBeforeSatang: satang(facts.cashBefore ?? '0.00'),
          previousDeposits: facts.previousDeposits ?? 0,
          depositsEarlierToday: facts.depositsEarlierToday ?? 0,
          creditedAt: at.toISOString(),
        },
      },
    ]),
  );
  return depositId;
};

/** The member's wagering conditions, oldest first. */
export const conditionsOf = (t: TestApp, memberId: string) =>
  t.database.db
    .select()
    .from(schema.wageringConditions)
    .where(
      and(
        eq(schema.wageringConditions.operatorId, t.operatorId),
        eq(schema.wageringConditions.memberId, memberId),
      ),
    )
    .orderBy(schema.wageringConditions.startedAt, schema.wageringConditions.id);

/** The result recorded for one deposit. */
export const depositResultOf = async (t: TestApp, depositId: string) => {
  const [row] = await t.database.db
    .select()
    .from(schema.promotionDepositResults)
    .where(eq(schema.promotionDepositResults.depositId, depositId));
  return row;
};
