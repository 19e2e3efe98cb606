import { adminMemberHref, errorCatalogue, IDEMPOTENCY_HEADER, promotionPaths } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  auditRows,
  buildTestApp,
  call,
  checkLedger,
  conditionsOf,
  countRows,
  createPromotion,
  depositResultOf,
  drainEvents,
  fundedMember,
  fundMember,
  loginToken,
  ownerToken,
  promotionInput,
  publishDeposit,
  registerMember,
  selectPromotion,
  staffMember,
  type TestApp,
  testDbKinds,
  walletPartsOf,
} from '#testing/index';

const messageOf = (name: keyof typeof errorCatalogue) => errorCatalogue[name].message;

describe.each(testDbKinds())('promotions catalogue (%s)', (kind) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['promotions', 'payments', 'member-admin'] });
    owner = await ownerToken(t);
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const newMember = async () => {
    const member = await registerMember(t);
    return { ...member, token: await loginToken(t, member) };
  };
  const listAs = async (token?: string) =>
    (await call(t, { method: 'GET', url: promotionPaths.list, ...(token ? { token } : {}) })).json().data;
  const viewOf = async (token: string, id: string) =>
    (await listAs(token)).data.find((promotion: { id: string }) => promotion.id === id);

  describe('back office', () => {
    it('creates, reads and replaces a promotion, each change audited with before and after', async () => {
      const created = await call(t, { url: promotionPaths.adminList, token: owner, body: promotionInput() });
      expect(created.statusCode).toBe(200);
      const promotion = created.json().data;
      expect(promotion).toMatchObject({
        name: 'ฝากแรกของวัน รับโบนัส 10%',
        kind: 'FIRST_DEPOSIT_OF_DAY',
        bonusPercent: 10,
        bonusCap: '500.00',
        fixedBonus: null,
        minDeposit: '100.00',
        multiplier: '5',
        maxStake: '500.00',
        enabled: true,
      });
      const finance = (await staffMember(t, 'finance')).token;
      const replaced = await call(t, {
        method: 'PUT',
        url: `${promotionPaths.adminList}/${promotion.id}`,
        token: finance,
        body: promotionInput({ name: 'ฝากแรกของวัน 15%', bonusPercent: 15, multiplier: '1.5' }),
      });
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json().data).toMatchObject({
        name: 'ฝากแรกของวัน 15%',
        bonusPercent: 15,
        multiplier: '1.5',
      });
      const read = await call(t, {
        method: 'GET',
        url: `${promotionPaths.adminList}/${promotion.id}`,
        token: (await staffMember(t, 'support')).token,
      });
      expect(read.json().data.name).toBe('ฝากแรกของวัน 15%');
      const list = await call(t, { method: 'GET', url: promotionPaths.adminList, token: owner });
      expect(list.json().data.data.map((p: { id: string }) => p.id)).toContain(promotion.id);

      expect(await auditRows(t, 'promotion.create', promotion.id)).toHaveLength(1);
      const [update] = await auditRows(t, 'promotion.update', promotion.id);
      expect(update?.before).toMatchObject({ bonusPercent: 10, multiplier: '5' });
      expect(update?.after).toMatchObject({ bonusPercent: 15, multiplier: '1.5' });
    });

    it('refuses bad input with the envelope and the field, and writes nothing', async () => {
      const before = await countRows(t, schema.promotions);
      const audits = await countRows(t, schema.staffAuditLog);
      for (const bad of [
        { multiplier: '11' },
        { multiplier: '2.55' },
        { fixedBonus: '100.00' },
        { bonusPercent: null },
        { kind: 'ONCE_PER_PERIOD' as const },
        { minDeposit: '-1' },
        { bannerUrl: 'javascript:alert(1)' },
        { validFrom: '2026-12-01T00:00:00Z', validTo: '2026-11-01T00:00:00Z' },
      ]) {
        const res = await call(t, { url: promotionPaths.adminList, token: owner, body: promotionInput(bad) });
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(res.json().status.code).toBe(errorCatalogue.VALIDATION_FAILED.code);
      }
      const missing = await call(t, {
        method: 'PUT',
        url: `${promotionPaths.adminList}/00000000-0000-4000-8000-000000000000`,
        token: owner,
        body: promotionInput(),
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().status.code).toBe(errorCatalogue.PROMOTION_NOT_FOUND.code);
      expect(await countRows(t, schema.promotions)).toBe(before);
      expect(await countRows(t, schema.staffAuditLog)).toBe(audits);
    });

    it('lets only owner and finance change promotions; support reads them', async () => {
      const support = (await staffMember(t, 'support')).token;
      const lottery = (await staffMember(t, 'lottery')).token;
      for (const token of [support, lottery]) {
        const res = await call(t, { url: promotionPaths.adminList, token, body: promotionInput() });
        expect(res.statusCode).toBe(403);
      }
      expect(
        (await call(t, { method: 'GET', url: promotionPaths.adminList, token: support })).statusCode,
      ).toBe(200);
    });

    it('previews what a deposit gets, with the terms the member reads', async () => {
      const res = await call(t, {
        url: promotionPaths.adminPreview,
        token: owner,
        body: { promotion: promotionInput(), deposit: '1000' },
      });
      expect(res.statusCode).toBe(200);
      const preview = res.json().data;
      expect(preview).toMatchObject({ qualifies: true, bonus: '100.00', turnoverTarget: '5500.00' });
      expect(preview.terms[0]).toBe('รับได้กับยอดฝากแรกของวันเท่านั้น วันละ 1 ครั้ง (นับวันตามเวลาประเทศไทย)');
      const below = await call(t, {
        url: promotionPaths.adminPreview,
        token: owner,
        body: { promotion: promotionInput(), deposit: '99.99' },
      });
      expect(below.json().data).toMatchObject({ qualifies: false, bonus: '0.00', turnoverTarget: '0.00' });
    });
  });

  describe('member list and banners', () => {
    it('shows guests the open promotions only, with terms; banners only those with one', async () => {
      const open = await createPromotion(t, owner, { name: 'เปิดอยู่', sortOrder: 0 });
      const disabled = await createPromotion(t, owner, { name: 'ปิดอยู่', enabled: false });
      const ended = await createPromotion(t, owner, {
        name: 'หมดเขตแล้ว',
        validFrom: '2026-10-01T00:00:00Z',
        validTo: '2026-11-01T00:00:00Z',
      });
      const future = await createPromotion(t, owner, { name: 'ยังไม่เริ่ม', validFrom: '2027-01-01T00:00:00Z' });
      const noBanner = await createPromotion(t, owner, {
        name: 'ไม่มีแบนเนอร์',
        bannerUrl: null,
        kind: 'EVERY_DEPOSIT',
      });
      const guest = await listAs();
      const ids = guest.data.map((p: { id: string }) => p.id);
      expect(ids).toContain(open);
      expect(ids).toContain(noBanner);
      for (const hidden of [disabled, ended, future]) expect(ids).not.toContain(hidden);
      const shown = guest.data.find((p: { id: string }) => p.id === open);
      expect(shown).toMatchObject({
        available: true,
        unavailableReason: null,
        bonusCap: '500.00',
        multiplier: '5',
      });
      expect(shown.terms).toContain('ฝากขั้นต่ำ 100 บาท');
      expect(guest).toMatchObject({ selected: null, lastDepositResult: null });

      const banners = (await call(t, { method: 'GET', url: promotionPaths.banners })).json().data.data;
      const bannerIds = banners.map((b: { id: string }) => b.id);
      expect(bannerIds).toContain(open);
      expect(bannerIds).not.toContain(noBanner);
      expect(bannerIds).not.toContain(disabled);
    });

    it('refuses a bad token rather than answering as a guest', async () => {
      const res = await call(t, { method: 'GET', url: promotionPaths.list, token: 'not-a-token' });
      expect(res.statusCode).toBe(401);
    });

    it('tells a member why they cannot take one now, in Thai', async () => {
      const firstOfDay = await createPromotion(t, owner, { name: 'ฝากแรก (รายการ)' });
      const newcomers = await createPromotion(t, owner, {
        name: 'สมาชิกใหม่ (รายการ)',
        kind: 'NEW_MEMBER',
        bonusPercent: null,
        bonusCap: null,
        fixedBonus: '100.00',
        base: 'BONUS',
      });
      const member = await newMember();
      expect(await viewOf(member.token, newcomers)).toMatchObject({
        available: true,
        unavailableReason: null,
      });
      // A deposit today: no longer new, and the next deposit is not today's first.
      await publishDeposit(t, member.memberId, '50.00');
      expect(await viewOf(member.token, newcomers)).toMatchObject({
        available: false,
        unavailableReason: messageOf('PROMOTION_NEW_MEMBERS_ONLY'),
      });
      expect(await viewOf(member.token, firstOfDay)).toMatchObject({
        available: false,
        unavailableReason: messageOf('PROMOTION_NOT_FIRST_DEPOSIT_TODAY'),
      });
      // The next Bangkok day: the first deposit of the day is open again.
      t.clock.advance(24 * 60 * 60_000);
      try {
        expect(await viewOf(member.token, firstOfDay)).toMatchObject({ available: true });
      } finally {
        t.clock.advance(-24 * 60 * 60_000);
      }

      const every = await createPromotion(t, owner, { name: 'ทุกยอด (รายการ)', kind: 'EVERY_DEPOSIT' });
      const rich = await registerMember(t);
      const richToken = await fundedMember(t, rich, '20.01');
      expect(await viewOf(richToken, every)).toMatchObject({
        available: false,
        unavailableReason: 'รับโปรโมชั่นได้เมื่อยอดเงินในบัญชีไม่เกิน 20 บาท',
      });
    });
  });

  describe('select', () => {
    it('needs an Idempotency-Key, a known promotion and a well-formed body; refusals change nothing', async () => {
      const member = await newMember();
      const promotion = await createPromotion(t, owner, { name: 'เลือก: ตรวจข้อมูล' });
      const selections = await countRows(t, schema.promotionSelections);
      const noKey = await call(t, {
        url: promotionPaths.select,
        token: member.token,
        body: { promotionId: promotion },
      });
      expect(noKey.json().status.code).toBe(errorCatalogue.IDEMPOTENCY_KEY_REQUIRED.code);
      const badId = await selectPromotion(t, member.token, 'abc' as never);
      expect(badId.statusCode).toBe(400);
      expect(badId.json().status.code).toBe(errorCatalogue.VALIDATION_FAILED.code);
      const unknown = await selectPromotion(t, member.token, '00000000-0000-4000-8000-000000000000');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().status.code).toBe(errorCatalogue.PROMOTION_NOT_FOUND.code);
      const guest = await call(t, {
        url: promotionPaths.select,
        body: { promotionId: promotion },
        headers: { [IDEMPOTENCY_HEADER]: 'guest-key-0001' },
      });
      expect(guest.statusCode).toBe(401);
      const disabled = await createPromotion(t, owner, { name: 'เลือก: ปิด', enabled: false });
      const closed = await selectPromotion(t, member.token, disabled);
      expect(closed.json().status.code).toBe(errorCatalogue.PROMOTION_NOT_AVAILABLE.code);
      expect(await countRows(t, schema.promotionSelections)).toBe(selections);
    });

    it('records the pick, answers a retry with the first answer, and null picks none', async () => {
      const member = await newMember();
      const promotion = await createPromotion(t, owner, { name: 'เลือก: ได้' });
      const first = await selectPromotion(t, member.token, promotion, 'select-retry-0001');
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toEqual({ selected: { promotionId: promotion, promotionName: 'เลือก: ได้' } });
      const none = await selectPromotion(t, member.token, null);
      expect(none.json().data).toEqual({ selected: null });
      // The retry of the first call answers what it answered, and does not pick the promotion again.
      const retry = await selectPromotion(t, member.token, promotion, 'select-retry-0001');
      expect(retry.json()).toEqual(first.json());
      expect((await listAs(member.token)).selected).toBeNull();
      const reused = await selectPromotion(t, member.token, null, 'select-retry-0001');
      expect(reused.json().status.code).toBe(errorCatalogue.IDEMPOTENCY_KEY_REUSED.code);
      await selectPromotion(t, member.token, promotion);
      expect((await listAs(member.token)).selected).toEqual({
        promotionId: promotion,
        promotionName: 'เลือก: ได้',
      });
    });

    it('refuses a member with cash above 20 baht, with the threshold in the message', async () => {
      const rich = await registerMember(t);
      const token = await fundedMember(t, rich, '25.00');
      const promotion = await createPromotion(t, owner, { name: 'เลือก: เงินเกิน', kind: 'EVERY_DEPOSIT' });
      const res = await selectPromotion(t, token, promotion);
      expect(res.statusCode).toBe(422);
      expect(res.json().status).toEqual({
        code: errorCatalogue.PROMOTION_CASH_ABOVE_THRESHOLD.code,
        message: 'รับโปรโมชั่นได้เมื่อยอดเงินในบัญชีไม่เกิน 20 บาท',
      });
      expect((await listAs(token)).selected).toBeNull();
    });
  });

  describe('the grant on deposit', () => {
    it('grants the first deposit of the day: bonus, condition, result shown, selection used up; a replay grants nothing more', async () => {
      const member = await newMember();
      const promotion = await createPromotion(t, owner, { name: 'ฝากแรก: ได้รับ' });
      await selectPromotion(t, member.token, promotion);
      const depositId = await publishDeposit(t, member.memberId, '1000.00');
      await drainEvents(t);
      const [condition] = await conditionsOf(t, member.memberId);
      expect(condition).toMatchObject({
        source: 'PROMOTION',
        promotionId: promotion,
        periodKey: '2026-11-23',
        name: 'ฝากแรก: ได้รับ',
        bonusSatang: 10_000n,
        depositSatang: 100_000n,
        depositRef: depositId,
        targetSatang: 550_000n,
        maxStakeSatang: 50_000n,
        status: 'OPEN',
      });
      expect(await walletPartsOf(t, member.token)).toMatchObject({ bonus: '100.00' });
      const list = await listAs(member.token);
      expect(list.selected).toBeNull();
      expect(list.lastDepositResult).toMatchObject({
        promotionId: promotion,
        promotionName: 'ฝากแรก: ได้รับ',
        deposit: '1000.00',
        granted: true,
        bonus: '100.00',
        turnoverTarget: '5500.00',
        reason: null,
      });
      // The same fact again (a second publication is skipped) and a second drain: nothing new.
      await t.database.db.update(schema.eventConsumers).set({ lastTxid: 0n, lastId: 0n });
      await drainEvents(t);
      expect(await conditionsOf(t, member.memberId)).toHaveLength(1);
      expect(await walletPartsOf(t, member.token)).toMatchObject({ bonus: '100.00' });
    });

    const notGranted = async (
      promotionOverrides: Parameters<typeof promotionInput>[0],
      deposit: Parameters<typeof publishDeposit>[3] & { amount?: string },
      reason: string,
    ) => {
      const member = await newMember();
      const promotion = await createPromotion(t, owner, promotionOverrides);
      expect((await selectPromotion(t, member.token, promotion)).statusCode).toBe(200);
      const depositId = await publishDeposit(t, member.memberId, deposit.amount ?? '1000.00', deposit);
      await drainEvents(t);
      expect(await conditionsOf(t, member.memberId)).toEqual([]);
      expect(await depositResultOf(t, depositId)).toMatchObject({ granted: false, reason, bonusSatang: 0n });
      const list = await listAs(member.token);
      expect(list.selected).toBeNull();
      expect(list.lastDepositResult).toMatchObject({
        granted: false,
        reason,
        deposit: deposit.amount ?? '1000.00',
      });
      expect(await walletPartsOf(t, member.token)).toMatchObject({ bonus: '0.00' });
    };

    it('says why when the deposit is not the first of the day', () =>
      notGranted(
        { name: 'ฝากแรก: ไม่ใช่ครั้งแรก' },
        { depositsEarlierToday: 1, previousDeposits: 3 },
        'โปรโมชั่นนี้รับได้กับยอดฝากแรกของวันเท่านั้น วันนี้คุณฝากเงินไปแล้ว',
      ));

    it('says why when the deposit is below the minimum', () =>
      notGranted({ name: 'ฝากแรก: ต่ำกว่าขั้นต่ำ' }, { amount: '99.99' }, 'ยอดฝากต่ำกว่าขั้นต่ำของโปรโมชั่น (100 บาท)'));

    it('says why when cash before the deposit was above 20 baht', () =>
      notGranted(
        { name: 'ฝากแรก: เงินเกิน', kind: 'EVERY_DEPOSIT' },
        { cashBefore: '20.01' },
        'รับโปรโมชั่นได้เมื่อยอดเงินในบัญชีไม่เกิน 20 บาท',
      ));

    it('says why when a new-member promotion meets a second deposit', () =>
      notGranted(
        {
          name: 'สมาชิกใหม่: ฝากครั้งที่สอง',
          kind: 'NEW_MEMBER',
          bonusPercent: null,
          bonusCap: null,
          fixedBonus: '50',
        },
        { previousDeposits: 1 },
        messageOf('PROMOTION_NEW_MEMBERS_ONLY'),
      ));

    it('does not grant a promotion staff closed after it was picked', async () => {
      const member = await newMember();
      const promotion = await createPromotion(t, owner, { name: 'ปิดหลังเลือก', kind: 'EVERY_DEPOSIT' });
      await selectPromotion(t, member.token, promotion);
      await call(t, {
        method: 'PUT',
        url: `${promotionPaths.adminList}/${promotion}`,
        token: owner,
        body: promotionInput({ name: 'ปิดหลังเลือก', kind: 'EVERY_DEPOSIT', enabled: false }),
      });
      const depositId = await publishDeposit(t, member.memberId, '500.00');
      await drainEvents(t);
      expect(await depositResultOf(t, depositId)).toMatchObject({
        granted: false,
        reason: messageOf('PROMOTION_NOT_AVAILABLE'),
      });
    });

    it('says why when a bonus is still wagering (picked while none was), and keeps the first bonus alone', async () => {
      const member = await newMember();
      const first = await createPromotion(t, owner, { name: 'ทุกยอด: แรก', kind: 'EVERY_DEPOSIT' });
      const second = await createPromotion(t, owner, { name: 'ทุกยอด: สอง', kind: 'EVERY_DEPOSIT' });
      await selectPromotion(t, member.token, first);
      await selectPromotion(t, member.token, second);
      // Both deposits come before the consumer runs: the pick (second) goes to the first deposit only.
      const one = await publishDeposit(t, member.memberId, '1000.00');
      await drainEvents(t);
      // A pick made before the grant committed (another node), then a deposit: the engine refuses it.
      await selectPromotion(t, member.token, first).then(async (res) => {
        expect(res.json().status.code).toBe(errorCatalogue.PROMOTION_ONE_ACTIVE.code);
      });
      await t.database.db
        .update(schema.promotionSelections)
        .set({ promotionId: first, selectedAt: t.clock.now() })
        .where(eq(schema.promotionSelections.memberId, member.memberId));
      const two = await publishDeposit(t, member.memberId, '1000.00', { previousDeposits: 1 });
      await drainEvents(t);
      expect(await depositResultOf(t, one)).toMatchObject({ granted: true, promotionId: second });
      expect(await depositResultOf(t, two)).toMatchObject({
        granted: false,
        reason: messageOf('PROMOTION_ONE_ACTIVE'),
      });
      expect(await conditionsOf(t, member.memberId)).toHaveLength(1);
      expect(await walletPartsOf(t, member.token)).toMatchObject({ bonus: '100.00' });
    });

    it('keeps a pick made after the deposit was credited for the next deposit', async () => {
      const member = await newMember();
      const promotion = await createPromotion(t, owner, { name: 'เลือกหลังฝาก', kind: 'EVERY_DEPOSIT' });
      const early = await publishDeposit(t, member.memberId, '500.00', {
        at: new Date(t.clock.now().getTime() - 1000),
      });
      await selectPromotion(t, member.token, promotion);
      await drainEvents(t);
      expect(await depositResultOf(t, early)).toBeUndefined();
      expect((await listAs(member.token)).selected).toMatchObject({ promotionId: promotion });
    });

    it('grants once per period: taken again in the same window is refused, the next window is open', async () => {
      const member = await newMember();
      const weekly = await createPromotion(t, owner, {
        name: 'ทุก 7 วัน',
        kind: 'ONCE_PER_PERIOD',
        periodDays: 7,
        validFrom: '2026-11-20T00:00:00+07:00',
      });
      await selectPromotion(t, member.token, weekly);
      await publishDeposit(t, member.memberId, '200.00');
      await drainEvents(t);
      const [condition] = await conditionsOf(t, member.memberId);
      expect(condition).toMatchObject({
        periodKey: '2026-11-20',
        bonusSatang: 2000n,
        targetSatang: 110_000n,
      });
      // The member wagers it off (as the engine would close it), so only the period rule is left.
      await t.database.db
        .update(schema.wageringConditions)
        .set({ status: 'COMPLETED', closedAt: t.clock.now() })
        .where(eq(schema.wageringConditions.memberId, member.memberId));
      const again = await selectPromotion(t, member.token, weekly);
      expect(again.json().status.code).toBe(errorCatalogue.PROMOTION_ALREADY_TAKEN.code);
      expect(await viewOf(member.token, weekly)).toMatchObject({
        available: false,
        unavailableReason: messageOf('PROMOTION_ALREADY_TAKEN'),
      });
      t.clock.advance(4 * 24 * 60 * 60_000);
      try {
        expect((await selectPromotion(t, member.token, weekly)).statusCode).toBe(200);
      } finally {
        t.clock.advance(-4 * 24 * 60 * 60_000);
      }
    });

    it('grants nothing to a member locked after picking, and says why', async () => {
      const member = await newMember();
      const promotion = await createPromotion(t, owner, { name: 'ล็อกหลังเลือก', kind: 'EVERY_DEPOSIT' });
      await selectPromotion(t, member.token, promotion);
      const locked = await call(t, {
        url: adminMemberHref.lock(member.memberId),
        token: owner,
        body: { reason: 'ตรวจสอบบัญชี' },
      });
      expect(locked.statusCode).toBe(200);
      const depositId = await publishDeposit(t, member.memberId, '500.00');
      await drainEvents(t);
      expect(await depositResultOf(t, depositId)).toMatchObject({
        granted: false,
        reason: messageOf('REWARD_MEMBER_LOCKED'),
      });
      expect(await conditionsOf(t, member.memberId)).toEqual([]);
    });
  });

  describe('through a real deposit', () => {
    it('grants when the bank feed credits the deposit (deposit.credited from payments), cash and bonus apart', async () => {
      const member = await newMember();
      const promotion = await createPromotion(t, owner, { name: 'ฝากจริง', kind: 'EVERY_DEPOSIT' });
      await selectPromotion(t, member.token, promotion);
      await fundMember(t, member, '1000.00');
      await drainEvents(t);
      const [condition] = await conditionsOf(t, member.memberId);
      expect(condition).toMatchObject({
        promotionId: promotion,
        bonusSatang: 10_000n,
        targetSatang: 550_000n,
      });
      expect(await walletPartsOf(t, member.token)).toMatchObject({
        balance: '1100.00',
        cash: '1000.00',
        bonus: '100.00',
      });
      expect((await listAs(member.token)).lastDepositResult).toMatchObject({
        granted: true,
        deposit: '1000.00',
      });
      // The next deposit that day is not the first and carries no pick: nothing more.
      await fundMember(t, member, '500.00');
      await drainEvents(t);
      expect(await conditionsOf(t, member.memberId)).toHaveLength(1);
    });

    it('uses the pick up on a real deposit below the minimum, and says why', async () => {
      const member = await newMember();
      const promotion = await createPromotion(t, owner, { name: 'ฝากจริง: ต่ำกว่าขั้นต่ำ', kind: 'EVERY_DEPOSIT' });
      await selectPromotion(t, member.token, promotion);
      await fundMember(t, member, '30.00');
      await drainEvents(t);
      expect((await listAs(member.token)).lastDepositResult).toMatchObject({
        granted: false,
        deposit: '30.00',
        reason: 'ยอดฝากต่ำกว่าขั้นต่ำของโปรโมชั่น (100 บาท)',
      });
      expect((await listAs(member.token)).selected).toBeNull();
      expect(await conditionsOf(t, member.memberId)).toEqual([]);
    });
  });

  describe('cost report', () => {
    it('sums each promotion granted in the range, and refuses a reversed range', async () => {
      const member = await newMember();
      const promotion = await createPromotion(t, owner, { name: 'ต้นทุน', kind: 'EVERY_DEPOSIT' });
      await selectPromotion(t, member.token, promotion);
      await publishDeposit(t, member.memberId, '3000.00');
      await drainEvents(t);
      const res = await call(t, {
        method: 'GET',
        url: `${promotionPaths.adminCost}?from=2026-11-23&to=2026-11-23`,
        token: owner,
      });
      expect(res.statusCode).toBe(200);
      const row = res.json().data.rows.find((r: { promotionId: string }) => r.promotionId === promotion);
      expect(row).toEqual({
        source: 'PROMOTION',
        promotionId: promotion,
        name: 'ต้นทุน',
        grants: 1,
        granted: '300.00',
        converted: '0.00',
        forfeited: '0.00',
        open: 1,
      });
      const before = await call(t, {
        method: 'GET',
        url: `${promotionPaths.adminCost}?from=2026-11-22&to=2026-11-22`,
        token: owner,
      });
      expect(
        before.json().data.rows.find((r: { promotionId: string }) => r.promotionId === promotion),
      ).toBeUndefined();
      const reversed = await call(t, {
        method: 'GET',
        url: `${promotionPaths.adminCost}?from=2026-11-24&to=2026-11-23`,
        token: owner,
      });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().status.code).toBe(errorCatalogue.VALIDATION_FAILED.code);
    });
  });
});
