import {
  errorCatalogue,
  IDEMPOTENCY_HEADER,
  paymentPaths,
  promotionPaths,
  realtimeEvents,
} from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import { createRecordingPublisher } from '#platform/realtime/publisher';
import {
  auditRows,
  buildTestApp,
  call,
  checkLedger,
  conditionRow,
  countRows,
  fundedMember,
  grantCondition,
  loginToken,
  moneyPost,
  placeBill,
  registerMember,
  staffTokens,
  statusOf,
  type TestApp,
  testDbKinds,
  transfersOf,
  walletPartsOf,
} from '#testing/index';
import { moduleApi } from '#testing/module-api';
import { openRound } from '#testing/rounds';

/** Rounds of this file's own, opened in `beforeAll` (testing/rounds.ts). */
let ROUND: string;
const cancelUrl = (id: string) => promotionPaths.adminConditionCancel.replace(':id', id);

describe.each(testDbKinds())('wagering calls (%s)', (kind) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof staffTokens>>;
  const publisher = createRecordingPublisher();
  beforeAll(async () => {
    t = await buildTestApp({ kind, deps: { publisher }, modules: ['promotions', 'lottery', 'payments'] });
    ({ roundCode: ROUND } = await openRound(t, 'HANOI'));
    staff = await staffTokens(t);
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const moneyRows = async () => ({
    conditions: await countRows(t, schema.wageringConditions),
    history: await countRows(t, schema.bonusHistory),
    transfers: await countRows(t, schema.ledgerTransfers),
    keys: await countRows(t, schema.idempotencyKeys),
  });

  it('me shows the open condition’s progress and the history; history pages it', async () => {
    const member = await registerMember(t);
    const token = await loginToken(t, member);
    const empty = await call(t, { method: 'GET', url: promotionPaths.me, token });
    expect(empty.json().data).toEqual({ selected: null, active: null, history: [] });

    const { conditionId } = await grantCondition(t, member.memberId, {
      name: 'ฝากแรกของวัน 10%',
      bonusSatang: 5_000n,
      targetSatang: 27_500n,
    });
    const me = await call(t, { method: 'GET', url: promotionPaths.me, token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      selected: null,
      active: {
        conditionId,
        source: 'PROMOTION',
        promotionName: 'ฝากแรกของวัน 10%',
        bonus: '50.00',
        currentTurnover: '0.00',
        turnoverTarget: '275.00',
        maxStake: '500.00',
      },
      history: [{ kind: 'GRANTED', promotionName: 'ฝากแรกของวัน 10%', amount: '50.00', note: null }],
    });
    expect(await walletPartsOf(t, token)).toMatchObject({ balance: '50.00', cash: '0.00', bonus: '50.00' });
    const history = await call(t, { method: 'GET', url: `${promotionPaths.history}?pageSize=5`, token });
    expect(history.json().data).toMatchObject({ total: 1, pageNo: 1, pageSize: 5 });
    expect((await call(t, { method: 'GET', url: promotionPaths.me })).json().status.code).toBe(
      errorCatalogue.UNAUTHORIZED.code,
    );
  });

  it('refuses a withdrawal while a condition is open (isTrigger with the progress), free again after forfeit', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '500.00');
    await grantCondition(t, member.memberId, {
      name: 'โบนัสสมาชิกใหม่',
      bonusSatang: 10_000n,
      targetSatang: 50_000n,
    });
    const before = await moneyRows();
    const refused = await moneyPost(t, token, paymentPaths.withdraw, { amount: '100' });
    expect(refused.statusCode).toBe(422);
    const progress = { promotionName: 'โบนัสสมาชิกใหม่', currentTurnover: '0.00', turnoverTarget: '500.00' };
    expect(refused.json()).toEqual({
      status: {
        code: errorCatalogue.WITHDRAW_PROMOTION_ACTIVE.code,
        message: errorCatalogue.WITHDRAW_PROMOTION_ACTIVE.message,
      },
      data: { isTrigger: true, ...progress, promotion: progress },
    });
    expect(await moneyRows()).toEqual(before);

    const key = `forfeit-${member.memberId}`;
    const forfeit = await moneyPost(t, token, promotionPaths.forfeit, {}, key);
    expect(forfeit.statusCode).toBe(200);
    expect(forfeit.json().data).toEqual({ forfeited: '100.00', promotionName: 'โบนัสสมาชิกใหม่' });
    expect(await walletPartsOf(t, token)).toMatchObject({ balance: '500.00', cash: '500.00', bonus: '0.00' });
    const pushed = publisher.events.filter((e) => e.room === `member:${member.memberId}`).map((e) => e.event);
    expect(pushed).toEqual(
      expect.arrayContaining([realtimeEvents.promotionUpdated, realtimeEvents.walletUpdated]),
    );

    const ok = await moneyPost(t, token, paymentPaths.withdraw, { amount: '100' });
    expect(ok.statusCode).toBe(200);
  });

  it('forfeit: a retry with the same key answers the first result and moves the money once', async () => {
    const member = await registerMember(t);
    const token = await loginToken(t, member);
    const { conditionId } = await grantCondition(t, member.memberId, { bonusSatang: 7_777n });
    const key = `forfeit-retry-${member.memberId}`;
    const first = await moneyPost(t, token, promotionPaths.forfeit, {}, key);
    const again = await moneyPost(t, token, promotionPaths.forfeit, {}, key);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const moves = await transfersOf(t, 'wagering_condition', conditionId);
    expect(moves.map((move) => [move.kind, move.amountSatang])).toEqual([
      ['BONUS_GRANTED', 7_777n],
      ['BONUS_FORFEITED', 7_777n],
    ]);
    expect(await conditionRow(t, conditionId)).toMatchObject({
      status: 'FORFEITED',
      forfeitedSatang: 7_777n,
    });
    // A new key with nothing open: PROMOTION_NONE_ACTIVE, nothing written.
    const before = await moneyRows();
    const none = await moneyPost(t, token, promotionPaths.forfeit, {});
    expect(none.statusCode).toBe(422);
    expect(statusOf(none).code).toBe(errorCatalogue.PROMOTION_NONE_ACTIVE.code);
    expect(await moneyRows()).toEqual(before);
  });

  it('forfeit without an Idempotency-Key is refused and changes nothing', async () => {
    const member = await registerMember(t);
    const token = await loginToken(t, member);
    const { conditionId } = await grantCondition(t, member.memberId);
    const before = await moneyRows();
    for (const key of [null, 'short']) {
      const res = await moneyPost(t, token, promotionPaths.forfeit, {}, key);
      expect(res.statusCode).toBe(400);
      expect(statusOf(res).code).toBe(errorCatalogue.IDEMPOTENCY_KEY_REQUIRED.code);
    }
    expect(await moneyRows()).toEqual(before);
    expect((await conditionRow(t, conditionId)).status).toBe('OPEN');
  });

  it('refuses a line above the condition’s maximum stake while wagering (the stake hook), allows it after', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '1000.00');
    await grantCondition(t, member.memberId, { bonusSatang: 1_000n, maxStakeSatang: 5_000n });
    const before = await moneyRows();
    const refused = await placeBill(t, token, ROUND, [
      { betType: 'TWO_TOP', number: '12', amount: '10' },
      { betType: 'TWO_TOP', number: '34', amount: '50.01' },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(statusOf(refused)).toEqual({
      code: errorCatalogue.WAGERING_MAX_STAKE.code,
      message: 'ระหว่างทำเทิร์นโอเวอร์ เดิมพันได้ไม่เกิน 50 บาทต่อรายการ',
    });
    expect(await moneyRows()).toEqual(before);
    const within = await placeBill(t, token, ROUND, [{ betType: 'TWO_TOP', number: '34', amount: '50' }]);
    expect(within.statusCode).toBe(200);
    await moneyPost(t, token, promotionPaths.forfeit, {});
    const free = await placeBill(t, token, ROUND, [{ betType: 'TWO_TOP', number: '34', amount: '60' }]);
    expect(free.statusCode).toBe(200);
  });

  it('grant refuses a locked member, a second bonus, and a claim taken already — without aborting the transaction', async () => {
    const member = await registerMember(t);
    const sourceRef = `coupon-code-${member.memberId}`;
    await grantCondition(t, member.memberId, { source: 'COUPON', sourceRef, bonusSatang: 0n });
    const before = await moneyRows();
    await t.database.db.transaction(async (tx) => {
      const again = moduleApi(t, 'promotions').conditions.grant(tx, {
        operatorId: t.operatorId,
        memberId: member.memberId,
        source: 'COUPON',
        promotionId: null,
        sourceRef,
        periodKey: null,
        name: 'คูปอง',
        bonusSatang: 0n,
        depositSatang: 0n,
        depositRef: null,
        targetSatang: 100n,
        categoryWeights: {
          LOTTERY: 100,
          YEEKEE: 100,
          SLOT: 100,
          FISH: 100,
          LIVE_CASINO: 10,
          TABLE: 10,
          SPORTS: 50,
        },
        maxStakeSatang: 100n,
        now: t.clock.now(),
      });
      await expect(again).rejects.toMatchObject({ errorName: 'PROMOTION_ALREADY_TAKEN' });
      // The transaction is still usable (a unique violation would have aborted it on PostgreSQL).
      expect(
        await moduleApi(t, 'promotions').conditions.hasOpenBonus(tx, t.operatorId, member.memberId),
      ).toBe(false);
    });
    expect(await moneyRows()).toEqual(before);

    await grantCondition(t, member.memberId, { bonusSatang: 100n });
    await expect(grantCondition(t, member.memberId, { bonusSatang: 100n })).rejects.toMatchObject({
      errorName: 'PROMOTION_ONE_ACTIVE',
    });

    const locked = await registerMember(t);
    await t.database.db
      .update(schema.members)
      .set({ status: 'LOCKED', lockedAt: t.clock.now(), lockReason: 'ทดสอบ', lockedBy: member.memberId })
      .where(eq(schema.members.id, locked.memberId));
    await expect(grantCondition(t, locked.memberId)).rejects.toMatchObject({
      errorName: 'REWARD_MEMBER_LOCKED',
    });
  });

  it('staff list a member’s conditions and cancel one with a reason, audited; a second cancel is refused', async () => {
    const member = await registerMember(t);
    const token = await loginToken(t, member);
    const { conditionId } = await grantCondition(t, member.memberId, { bonusSatang: 12_345n });
    const list = await call(t, {
      method: 'GET',
      url: `${promotionPaths.adminConditions}?memberId=${member.memberId}`,
      token: staff.support,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({
      total: 1,
      data: [
        { conditionId, memberId: member.memberId, loginName: member.phone, status: 'OPEN', bonus: '123.45' },
      ],
    });

    const body = { reason: 'สมาชิกใช้หลายบัญชี' };
    const bySupport = await call(t, { url: cancelUrl(conditionId), token: staff.support, body });
    expect(bySupport.statusCode).toBe(403);
    const badReason = await call(t, {
      url: cancelUrl(conditionId),
      token: staff.finance,
      body: { reason: 'x' },
    });
    expect(badReason.statusCode).toBe(400);
    expect((await conditionRow(t, conditionId)).status).toBe('OPEN');

    const key = `cancel-${conditionId}`;
    const cancel = await call(t, {
      url: cancelUrl(conditionId),
      token: staff.finance,
      body,
      headers: { [IDEMPOTENCY_HEADER]: key },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data).toMatchObject({
      forfeited: '123.45',
      condition: { conditionId, status: 'CANCELLED', closeReason: 'สมาชิกใช้หลายบัญชี', loginName: member.phone },
    });
    const replay = await call(t, {
      url: cancelUrl(conditionId),
      token: staff.finance,
      body,
      headers: { [IDEMPOTENCY_HEADER]: key },
    });
    expect(replay.json()).toEqual(cancel.json());
    const again = await call(t, { url: cancelUrl(conditionId), token: staff.finance, body });
    expect(statusOf(again).code).toBe(errorCatalogue.CONDITION_NOT_OPEN.code);
    expect(await auditRows(t, 'promotion.condition.cancel', conditionId)).toHaveLength(1);
    expect(await walletPartsOf(t, token)).toMatchObject({ bonus: '0.00' });
    const me = await call(t, { method: 'GET', url: promotionPaths.me, token });
    expect(me.json().data.history[0]).toMatchObject({
      kind: 'CANCELLED',
      amount: '123.45',
      note: 'สมาชิกใช้หลายบัญชี',
    });
  });
});
