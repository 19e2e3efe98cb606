import { errorCatalogue, referralPaths } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  checkLedger,
  loginToken,
  moneyPost,
  registerMember,
  statusOf,
  type TestApp,
  testDatabaseUrl,
  transfersOf,
  walletPartsOf,
} from '#testing/index';
import { createReferralRepo } from './referral.repo';
import { defaultReferralSettings } from './referral.service';

// Only PostgreSQL shows the race: PGlite runs one session at a time.
describe.runIf(testDatabaseUrl())('referral claim races (postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', modules: ['rewards', 'payments'] });
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  it('pays 20 concurrent claims of one referral balance once', async () => {
    const repo = createReferralRepo();
    const referrer = await registerMember(t, { fullName: 'สมชาย ใจดี' });
    const friend = await registerMember(t, { referralCode: referrer.referralCode, fullName: 'มานี มีนา' });
    await t.database.db.transaction(async (tx) => {
      await repo.putSettings(tx, defaultReferralSettings(t.operatorId, t.clock.now()));
      await repo.insertIncomes(
        tx,
        (['LOTTERY', 'YEEKEE'] as const).map((category, index) => ({
          id: uuidv7(),
          operatorId: t.operatorId,
          referrerId: referrer.memberId,
          friendId: friend.memberId,
          day: '2026-11-22',
          category,
          turnoverSatang: 1_000_000n,
          basisPoints: 50,
          amountSatang: 5_000n + BigInt(index),
          claimId: null,
          createdAt: t.clock.now(),
        })),
      );
    });
    const token = await loginToken(t, referrer);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => moneyPost(t, token, referralPaths.claim, undefined)),
    );
    const codes = results.map((res) => statusOf(res).code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code !== 0)).toEqual(
      Array.from({ length: 19 }, () => errorCatalogue.REFERRAL_NOTHING_TO_CLAIM.code),
    );
    const claims = await t.database.db
      .select()
      .from(schema.referralClaims)
      .where(eq(schema.referralClaims.memberId, referrer.memberId));
    expect(claims.map((claim) => claim.amountSatang)).toEqual([10_001n]);
    expect(
      (await transfersOf(t, 'referral_claim', claims[0]?.id ?? '')).map((row) => row.amountSatang),
    ).toEqual([10_001n]);
    expect((await walletPartsOf(t, token)).cash).toBe('100.01');
  });
});
