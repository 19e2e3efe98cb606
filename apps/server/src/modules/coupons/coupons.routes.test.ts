import { randomUUID } from 'node:crypto';
import {
  COUPON_ALPHABET,
  COUPON_CODE_LENGTH,
  type CouponCampaignInput,
  couponPaths,
  errorCatalogue,
  IDEMPOTENCY_HEADER,
} from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  auditRows,
  buildTestApp,
  call,
  checkLedger,
  fundMember,
  insertLoggedInMembers,
  loginToken,
  registerMember,
  staffTokens,
  type TestApp,
  testDbKinds,
} from '#testing/index';
import { DEMO_COUPON_CODES } from './coupons.seed';

const DAY_MS = 24 * 60 * 60_000;
let ipCounter = 0;
/** A fresh client address per call unless a test is about the address. */
const nextIp = () => {
  ipCounter += 1;
  return `10.20.${ipCounter >> 8}.${ipCounter & 255}`;
};

describe.each(testDbKinds())('coupons (%s)', (kind) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof staffTokens>>;

  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['coupons', 'payments'] });
    staff = await staffTokens(t);
  });
  afterAll(async () => t?.close());

  const campaignInput = (overrides: Partial<CouponCampaignInput> = {}): CouponCampaignInput => ({
    name: `คูปองทดสอบ ${randomUUID().slice(0, 8)}`,
    quantity: 5,
    value: '50.00',
    multiplier: '5',
    base: 'BONUS',
    maxStake: '500.00',
    newMembersOnly: false,
    newMemberDays: 7,
    minDepositInWindow: null,
    depositWindowDays: 7,
    expiresAt: new Date(t.clock.now().getTime() + 30 * DAY_MS).toISOString(),
    ...overrides,
  });

  const createCampaign = async (overrides: Partial<CouponCampaignInput> = {}, token = staff.owner) => {
    const res = await call(t, { url: couponPaths.adminCampaigns, token, body: campaignInput(overrides) });
    if (res.statusCode !== 200) throw new Error(`campaign create failed: ${res.body}`);
    return res.json().data as { campaign: { id: string; remaining: number }; codes: string[] };
  };

  const redeem = (token: string, code: string, key: string = randomUUID(), ip: string = nextIp()) =>
    call(t, { url: couponPaths.redeem, token, body: { code }, ip, headers: { [IDEMPOTENCY_HEADER]: key } });

  const campaignRow = async (id: string) => {
    const [row] = await t.database.db
      .select()
      .from(schema.couponCampaigns)
      .where(eq(schema.couponCampaigns.id, id));
    return row;
  };

  const conditionsOf = (memberId: string) =>
    t.database.db
      .select()
      .from(schema.wageringConditions)
      .where(eq(schema.wageringConditions.memberId, memberId));

  /** The member's wallet read, with its parts (`cash`, `bonus`). */
  const walletOf = async (token: string): Promise<Record<string, string>> =>
    (await call(t, { method: 'GET', url: '/api/v2/user/balance', token })).json().data;

  const newMember = async () => (await insertLoggedInMembers(t, 1))[0] as { memberId: string; token: string };

  describe('campaigns in the back office', () => {
    it('answers the codes once: distinct, from the alphabet, stored only as hashes, audited', async () => {
      const { campaign, codes } = await createCampaign({ quantity: 50 });
      expect(codes).toHaveLength(50);
      expect(new Set(codes).size).toBe(50);
      for (const code of codes) {
        expect(code).toHaveLength(COUPON_CODE_LENGTH);
        expect([...code].every((c) => COUPON_ALPHABET.includes(c))).toBe(true);
      }
      const stored = await t.database.db
        .select({ codeHash: schema.couponCodes.codeHash })
        .from(schema.couponCodes)
        .where(eq(schema.couponCodes.campaignId, campaign.id));
      expect(stored).toHaveLength(50);
      const hashes = new Set(stored.map((row) => row.codeHash));
      for (const code of codes) expect(hashes.has(code)).toBe(false);
      expect(await auditRows(t, 'coupon.campaign.create', campaign.id)).toHaveLength(1);

      const list = await call(t, {
        method: 'GET',
        url: `${couponPaths.adminCampaigns}?pageSize=100`,
        token: staff.support,
      });
      expect(list.statusCode).toBe(200);
      const listed = list.json().data.data.find((row: { id: string }) => row.id === campaign.id);
      expect(listed).toMatchObject({
        quantity: 50,
        remaining: 50,
        redeemed: 0,
        value: '50.00',
        multiplier: '5',
      });
      // The list never carries codes.
      expect(list.body).not.toContain(codes[0]);
    });

    it('refuses bad input with the envelope and creates nothing', async () => {
      const before = await t.database.db.select().from(schema.couponCampaigns);
      for (const body of [
        { ...campaignInput(), multiplier: '11' },
        { ...campaignInput(), quantity: 0 },
        { ...campaignInput(), value: '0' },
        { ...campaignInput(), value: '1.005' },
        { ...campaignInput(), expiresAt: t.clock.now().toISOString() },
      ]) {
        const res = await call(t, { url: couponPaths.adminCampaigns, token: staff.owner, body });
        expect(res.statusCode).toBe(400);
        expect(res.json().status.code).toBe(errorCatalogue.VALIDATION_FAILED.code);
      }
      const support = await call(t, {
        url: couponPaths.adminCampaigns,
        token: staff.support,
        body: campaignInput(),
      });
      expect(support.statusCode).toBe(403);
      expect(await t.database.db.select().from(schema.couponCampaigns)).toHaveLength(before.length);
    });

    it('switches a campaign off (audited): its codes then answer COUPON_INVALID', async () => {
      const { campaign, codes } = await createCampaign();
      const off = await call(t, {
        method: 'PUT',
        url: couponPaths.adminCampaignEnabled.replace(':id', campaign.id),
        token: staff.finance,
        body: { enabled: false },
      });
      expect(off.statusCode).toBe(200);
      expect(off.json().data.enabled).toBe(false);
      expect(await auditRows(t, 'coupon.campaign.update', campaign.id)).toHaveLength(1);
      const member = await newMember();
      const res = await redeem(member.token, codes[0] as string);
      expect(res.json().status.code).toBe(errorCatalogue.COUPON_INVALID.code);
    });
  });

  describe('redeeming', () => {
    it('grants the value as a bonus with its condition, takes one of the quantity', async () => {
      const { campaign, codes } = await createCampaign({ value: '50.00', multiplier: '1.5' });
      const member = await newMember();
      // Typed as a member would: lower case, spaces and a dash.
      const typed = `${(codes[0] as string).slice(0, 4).toLowerCase()} ${(codes[0] as string).slice(4, 8)}-${(codes[0] as string).slice(8)}`;
      const res = await redeem(member.token, typed);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        campaignName: expect.stringContaining('คูปองทดสอบ'),
        bonus: '50.00',
        turnoverTarget: '75.00',
      });
      const wallet = await walletOf(member.token);
      expect(wallet).toMatchObject({ balance: '50.00', cash: '0.00', bonus: '50.00' });
      const [condition] = await conditionsOf(member.memberId);
      expect(condition).toMatchObject({
        source: 'COUPON',
        status: 'OPEN',
        targetSatang: 7_500n,
        bonusSatang: 5_000n,
      });
      expect((await campaignRow(campaign.id))?.remaining).toBe(4);
      const [code] = await t.database.db
        .select()
        .from(schema.couponCodes)
        .where(eq(schema.couponCodes.redeemedBy, member.memberId));
      expect(code?.conditionId).toBe(condition?.id);
      expect((await checkLedger(t)).ok).toBe(true);
    });

    it('a retry with the same key answers the first result and grants once', async () => {
      const { campaign, codes } = await createCampaign();
      const member = await newMember();
      const key = randomUUID();
      const first = await redeem(member.token, codes[0] as string, key);
      const again = await redeem(member.token, codes[0] as string, key);
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await conditionsOf(member.memberId)).toHaveLength(1);
      expect((await walletOf(member.token)).bonus).toBe('50.00');
      expect((await campaignRow(campaign.id))?.remaining).toBe(4);
      // The same key for another code is another request.
      const reused = await redeem(member.token, codes[1] as string, key);
      expect(reused.json().status.code).toBe(errorCatalogue.IDEMPOTENCY_KEY_REUSED.code);
      const missing = await call(t, {
        url: couponPaths.redeem,
        token: member.token,
        body: { code: codes[1] },
      });
      expect(missing.json().status.code).toBe(errorCatalogue.IDEMPOTENCY_KEY_REQUIRED.code);
    });

    it('one per member per campaign; a used or unknown code gets one answer', async () => {
      const { campaign, codes } = await createCampaign();
      const [a, b] = await insertLoggedInMembers(t, 2);
      if (!a || !b) throw new Error('members');
      expect((await redeem(a.token, codes[0] as string)).statusCode).toBe(200);
      const second = await redeem(a.token, codes[1] as string);
      expect(second.json().status.code).toBe(errorCatalogue.COUPON_ALREADY_REDEEMED.code);
      const used = await redeem(b.token, codes[0] as string);
      const unknown = await redeem(b.token, 'ZZZZZZZZZZZZ');
      expect(used.statusCode).toBe(422);
      expect(used.json().status).toEqual(unknown.json().status);
      expect(used.json().status.code).toBe(errorCatalogue.COUPON_INVALID.code);
      const malformed = await redeem(b.token, 'short');
      expect(malformed.statusCode).toBe(400);
      expect((await campaignRow(campaign.id))?.remaining).toBe(4);
      expect(await conditionsOf(b.memberId)).toHaveLength(0);
    });

    it('refuses an expired campaign', async () => {
      const { codes } = await createCampaign({
        expiresAt: new Date(t.clock.now().getTime() + 60_000).toISOString(),
      });
      const member = await newMember();
      t.clock.advance(60_000);
      try {
        const res = await redeem(member.token, codes[0] as string);
        expect(res.json().status.code).toBe(errorCatalogue.COUPON_EXPIRED.code);
        expect(await conditionsOf(member.memberId)).toHaveLength(0);
      } finally {
        t.clock.advance(-60_000);
      }
    });

    it('applies the eligibility flags: new members only, deposited in the window', async () => {
      const fresh = await createCampaign({ newMembersOnly: true, newMemberDays: 7 });
      const [old] = await insertLoggedInMembers(t, 1, {
        createdAt: new Date(t.clock.now().getTime() - 8 * DAY_MS),
      });
      const [young] = await insertLoggedInMembers(t, 1, {
        createdAt: new Date(t.clock.now().getTime() - 6 * DAY_MS),
      });
      if (!old || !young) throw new Error('members');
      const refused = await redeem(old.token, fresh.codes[0] as string);
      expect(refused.json().status.code).toBe(errorCatalogue.COUPON_NOT_ELIGIBLE.code);
      expect(refused.json().data).toEqual({ reason: 'NEW_MEMBERS_ONLY' });
      expect((await redeem(young.token, fresh.codes[0] as string)).statusCode).toBe(200);

      const depositors = await createCampaign({ minDepositInWindow: '20.00', depositWindowDays: 7 });
      const registered = await registerMember(t);
      const token = await loginToken(t, registered);
      const before = await redeem(token, depositors.codes[0] as string);
      expect(before.json().status.code).toBe(errorCatalogue.COUPON_NOT_ELIGIBLE.code);
      expect(before.json().data).toEqual({ reason: 'MIN_DEPOSIT' });
      // 20 baht credited: eligible, and still at the 20-baht cash threshold.
      await fundMember(t, registered, '20.00');
      const after = await redeem(token, depositors.codes[0] as string);
      expect(after.statusCode).toBe(200);
      expect(await walletOf(token)).toMatchObject({ cash: '20.00', bonus: '50.00', balance: '70.00' });
    });

    it('refuses a member whose cash is above 20 baht or who holds an open bonus', async () => {
      const { codes } = await createCampaign();
      const registered = await registerMember(t);
      const token = await loginToken(t, registered);
      await fundMember(t, registered, '20.01');
      const rich = await redeem(token, codes[0] as string);
      expect(rich.json().status.code).toBe(errorCatalogue.PROMOTION_CASH_ABOVE_THRESHOLD.code);
      expect(rich.json().status.message).toContain('20 บาท');

      const other = await createCampaign();
      const member = await newMember();
      expect((await redeem(member.token, codes[1] as string)).statusCode).toBe(200);
      const second = await redeem(member.token, other.codes[0] as string);
      expect(second.json().status.code).toBe(errorCatalogue.PROMOTION_ONE_ACTIVE.code);
      expect((await campaignRow(other.campaign.id))?.remaining).toBe(5);
    });

    it('throttles wrong codes per member and per address; real codes refused for a reason do not count', async () => {
      const { codes } = await createCampaign({ quantity: 3 });
      const member = await newMember();
      for (let i = 0; i < 5; i += 1)
        expect((await redeem(member.token, `WRONGCODE${i}X`)).json().status.code).toBe(
          errorCatalogue.COUPON_INVALID.code,
        );
      const blocked = await redeem(member.token, codes[0] as string);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().status.code).toBe(errorCatalogue.COUPON_THROTTLED.code);
      expect(await conditionsOf(member.memberId)).toHaveLength(0);
      t.clock.advance(15 * 60_000);
      try {
        expect((await redeem(member.token, codes[0] as string)).statusCode).toBe(200);
        // Refusals of a real code (here: one per campaign) never throttle.
        for (let i = 0; i < 6; i += 1)
          expect((await redeem(member.token, codes[1] as string)).json().status.code).toBe(
            errorCatalogue.COUPON_ALREADY_REDEEMED.code,
          );

        // One address: 30 wrong codes from different members, then everyone there waits.
        const ip = nextIp();
        const guessers = await insertLoggedInMembers(t, 10);
        for (let i = 0; i < 30; i += 1)
          await redeem((guessers[i % 10] as { token: string }).token, `GUESSCODE${i}XY`, randomUUID(), ip);
        const [bystander] = await insertLoggedInMembers(t, 1);
        const atAddress = await redeem(
          (bystander as { token: string }).token,
          codes[2] as string,
          randomUUID(),
          ip,
        );
        expect(atAddress.json().status.code).toBe(errorCatalogue.COUPON_THROTTLED.code);
        expect((await redeem((bystander as { token: string }).token, codes[2] as string)).statusCode).toBe(
          200,
        );
      } finally {
        t.clock.advance(-15 * 60_000);
      }
    });

    it('the demo campaign takes its documented codes', async () => {
      const member = await newMember();
      const res = await redeem(member.token, DEMO_COUPON_CODES[0]);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ bonus: '50.00', turnoverTarget: '250.00' });
    });
  });
});
