import { randomUUID } from 'node:crypto';
import { defaultCategoryWeights, type WageringCategory } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { GrantInput } from '#modules/promotions/index';
import * as schema from '#platform/db/schema';
import { publishEvents } from '#platform/events/events';
import type { TestApp } from './build-test-app';
import { moduleApi } from './module-api';
import { waitForOutboxHorizon } from './outbox';

/** Runs every outbox consumer of the app until it has handled everything published (what the scheduler does). */
export const drainEvents = async (t: TestApp): Promise<number> => {
  await waitForOutboxHorizon(t.database.db);
  let handled = 0;
  for (const task of t.eventTasks) handled += await task.drain(t.database.db, t.clock);
  return handled;
};

/** Grants a bonus with its condition through the engine (as a promotion or coupon would), at the test clock. */
export const grantCondition = (
  t: TestApp,
  memberId: string,
  overrides: Partial<Omit<GrantInput, 'operatorId' | 'memberId'>> = {},
) =>
  t.database.db.transaction((tx) =>
    moduleApi(t, 'promotions').conditions.grant(tx, {
      operatorId: t.operatorId,
      memberId,
      source: 'PROMOTION',
      promotionId: null,
      sourceRef: `test:${randomUUID()}`,
      periodKey: null,
      name: 'โบนัสทดสอบ',
      bonusSatang: 10_000n,
      depositSatang: 0n,
      depositRef: null,
      targetSatang: 50_000n,
      categoryWeights: defaultCategoryWeights,
      maxStakeSatang: 50_000n,
      now: t.clock.now(),
      ...overrides,
    }),
  );

/** A condition's row as stored. */
export const conditionRow = async (t: TestApp, conditionId: string) => {
  const [row] = await t.database.db
    .select()
    .from(schema.wageringConditions)
    .where(eq(schema.wageringConditions.id, conditionId));
  if (!row) throw new Error(`no condition ${conditionId}`);
  return row;
};

type BillEventInput = {
  memberId: string;
  billId?: string;
  category?: Extract<WageringCategory, 'LOTTERY' | 'YEEKEE'>;
  /** Lines per bet type; the stake is their sum. */
  lines?: Array<{ betType?: string; stakeSatang: bigint; winSatang?: bigint; covering?: boolean }>;
  bonusStakeSatang?: bigint;
  bonusWinSatang?: bigint;
  placedAt?: Date;
  at?: Date;
};

const billFacts = (t: TestApp, input: BillEventInput, billId: string) => {
  const lines = input.lines ?? [{ stakeSatang: 10_000n }];
  return {
    billId,
    billNo: `T${billId.slice(-8)}`,
    roundId: randomUUID(),
    roundCode: 'TESTROUND',
    productCode: 'TEST',
    category: input.category ?? 'LOTTERY',
    stakeSatang: String(lines.reduce((sum, line) => sum + line.stakeSatang, 0n)),
    bonusStakeSatang: String(input.bonusStakeSatang ?? 0n),
    placedAt: (input.placedAt ?? t.clock.now()).toISOString(),
  };
};

/**
 * Publishes `bill.settled` as settlement does, without a real bill (engine tests that need no ledger
 * stake). Answers the bill id.
 */
export const publishBillSettled = async (t: TestApp, input: BillEventInput): Promise<string> => {
  const billId = input.billId ?? uuidv7();
  const lines = input.lines ?? [{ stakeSatang: 10_000n }];
  const at = input.at ?? t.clock.now();
  const winSatang = lines.reduce((sum, line) => sum + (line.winSatang ?? 0n), 0n);
  await t.database.db.transaction((tx) =>
    publishEvents(tx, [
      {
        type: 'bill.settled',
        operatorId: t.operatorId,
        memberId: input.memberId,
        subjectId: billId,
        occurredAt: at,
        payload: {
          ...billFacts(t, input, billId),
          settledAt: at.toISOString(),
          winSatang: String(winSatang),
          bonusWinSatang: String(input.bonusWinSatang ?? 0n),
          byBetType: lines.map((line, index) => ({
            betType: line.betType ?? `TWO_BOTTOM_${index}`,
            lines: 1,
            stakeSatang: String(line.stakeSatang),
            winSatang: String(line.winSatang ?? 0n),
            covering: line.covering ?? false,
          })),
        },
      },
    ]),
  );
  return billId;
};

/** Publishes `bill.refunded` (staff cancelled the round) for a bill published before. */
export const publishBillRefunded = async (
  t: TestApp,
  input: BillEventInput & { billId: string; wasSettled: boolean },
): Promise<void> => {
  const at = input.at ?? t.clock.now();
  await t.database.db.transaction((tx) =>
    publishEvents(tx, [
      {
        type: 'bill.refunded',
        operatorId: t.operatorId,
        memberId: input.memberId,
        subjectId: input.billId,
        occurredAt: at,
        payload: {
          ...billFacts(t, input, input.billId),
          refundedAt: at.toISOString(),
          reason: 'ทดสอบ',
          wasSettled: input.wasSettled,
        },
      },
    ]),
  );
};
