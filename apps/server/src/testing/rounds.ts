import { randomUUID } from 'node:crypto';
import { uuidv7 } from 'uuidv7';
import { createProductRepo } from '#modules/lottery/index';
import * as schema from '#platform/db/schema';
import type { TestApp } from './build-test-app';

/**
 * Opens a round of a seeded product (the lottery module's demo products) for one test: a fresh code,
 * open from an hour ago until `closesInMs` (default 6 hours) from the test clock's now. A test that bets on its own
 * round needs neither the round job nor a demo round code, and shares the round with no other test.
 */
export const openRound = async (
  t: TestApp,
  productCode = 'HANOI',
  options: { closesInMs?: number } = {},
): Promise<{ roundId: string; roundCode: string }> => {
  const product = await createProductRepo().findProductByCode(t.database.db, t.operatorId, productCode);
  if (!product) throw new Error(`no product ${productCode}`);
  const roundId = uuidv7();
  const roundCode = `${productCode}T${randomUUID().slice(0, 8)}`;
  const now = t.clock.now();
  await t.database.db.insert(schema.lotteryRounds).values({
    id: roundId,
    operatorId: t.operatorId,
    productId: product.id,
    roundCode,
    openAt: new Date(now.getTime() - 3_600_000),
    closeAt: new Date(now.getTime() + (options.closesInMs ?? 6 * 3_600_000)),
    status: 'OPEN',
    createdAt: now,
  });
  return { roundId, roundCode };
};
