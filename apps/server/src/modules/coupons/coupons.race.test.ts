import { randomUUID } from 'node:crypto';
import { couponPaths, errorCatalogue, IDEMPOTENCY_HEADER } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  call,
  checkLedger,
  insertLoggedInMembers,
  ownerToken,
  type TestApp,
  testDatabaseUrl,
} from '#testing/index';

const DAY_MS = 24 * 60 * 60_000;

// Only PostgreSQL can show these races: PGlite runs one session behind a mutex, so its transactions
// never overlap, and the claim of a code and the decrement of the quantity would hold even if they
// were a read followed by a write.
describe.runIf(testDatabaseUrl())('coupon races (postgres)', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', modules: ['coupons', 'payments'] });
    staff = await ownerToken(t);
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t?.close();
  });

  const createCampaign = async (quantity: number) => {
    const res = await call(t, {
      url: couponPaths.adminCampaigns,
      token: staff,
      body: {
        name: `แข่งกันแลก ${randomUUID().slice(0, 6)}`,
        quantity,
        value: '10.00',
        multiplier: '2',
        base: 'BONUS',
        maxStake: '500.00',
        newMembersOnly: false,
        newMemberDays: 7,
        minDepositInWindow: null,
        depositWindowDays: 7,
        expiresAt: new Date(t.clock.now().getTime() + DAY_MS).toISOString(),
      },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().data as { campaign: { id: string }; codes: string[] };
  };

  const redeem = (token: string, code: string, i: number, key: string = randomUUID()) =>
    call(t, {
      url: couponPaths.redeem,
      token,
      body: { code },
      // Each caller from its own address: this race is about the quantity, not the throttle.
      ip: `10.99.${i >> 8}.${i & 255}`,
      headers: { [IDEMPOTENCY_HEADER]: key },
    });

  it('150 parallel redemptions of a 30-code campaign grant exactly 30', { timeout: 180_000 }, async () => {
    const { campaign, codes } = await createCampaign(30);
    const members = await insertLoggedInMembers(t, 150);
    // Five members race for every code.
    const results = await Promise.all(
      members.map((member, i) => redeem(member.token, codes[i % codes.length] as string, i)),
    );
    const granted = results.filter((res) => res.statusCode === 200);
    expect(granted).toHaveLength(30);
    for (const res of results.filter((r) => r.statusCode !== 200))
      expect(res.json().status.code).toBe(errorCatalogue.COUPON_INVALID.code);

    const [row] = await t.database.db
      .select()
      .from(schema.couponCampaigns)
      .where(eq(schema.couponCampaigns.id, campaign.id));
    expect(row?.remaining).toBe(0);
    const redeemed = await t.database.db
      .select()
      .from(schema.couponCodes)
      .where(eq(schema.couponCodes.campaignId, campaign.id));
    expect(redeemed.every((code) => code.redeemedBy !== null && code.conditionId !== null)).toBe(true);
    expect(new Set(redeemed.map((code) => code.redeemedBy)).size).toBe(30);
    const conditions = await t.database.db
      .select()
      .from(schema.wageringConditions)
      .where(eq(schema.wageringConditions.source, 'COUPON'));
    const fromThis = conditions.filter((c) => redeemed.some((code) => code.conditionId === c.id));
    expect(fromThis).toHaveLength(30);
    const bonusGrants = await t.database.db
      .select()
      .from(schema.ledgerTransfers)
      .where(eq(schema.ledgerTransfers.kind, 'BONUS_GRANTED'));
    const grantedHere = bonusGrants.filter((transfer) => fromThis.some((c) => c.id === transfer.causeId));
    expect(grantedHere).toHaveLength(30);
    expect(grantedHere.reduce((sum, transfer) => sum + transfer.amountSatang, 0n)).toBe(30_000n);
  });

  it('one member racing two codes of one campaign, and a retry racing itself, grant once', async () => {
    const { codes } = await createCampaign(10);
    const [member] = await insertLoggedInMembers(t, 1);
    if (!member) throw new Error('member');
    const key = randomUUID();
    // Five at once: each attempt counts as a failure until it proves its code, and a member's sixth
    // concurrent attempt would meet the throttle (five per quarter hour).
    const results = await Promise.all([
      ...Array.from({ length: 3 }, (_, i) => redeem(member.token, codes[0] as string, i, key)),
      ...Array.from({ length: 2 }, (_, i) => redeem(member.token, codes[1 + i] as string, 10 + i)),
    ]);
    const ok = results.filter((res) => res.statusCode === 200);
    // The three retries of one key answer alike; whichever code won, the member holds one condition.
    const conditions = await t.database.db
      .select()
      .from(schema.wageringConditions)
      .where(eq(schema.wageringConditions.memberId, member.memberId));
    expect(conditions).toHaveLength(1);
    const sameKey = results.slice(0, 3).map((res) => res.body);
    expect(new Set(sameKey).size).toBe(1);
    expect(ok.length === 1 || ok.length === 3).toBe(true);
  });
});
