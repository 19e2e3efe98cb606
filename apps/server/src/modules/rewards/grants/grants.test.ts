import { randomUUID } from 'node:crypto';
import { adminMemberHref, errorCatalogue, rewardGrantHref, rewardGrantPaths } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  auditRows,
  buildTestApp,
  call,
  checkLedger,
  conditionRow,
  countRows,
  loginToken,
  moneyPost,
  ownerToken,
  registerMember,
  staffMember,
  statusOf,
  type TestApp,
  testDbKinds,
  walletPartsOf,
} from '#testing/index';

describe.each(testDbKinds())('manual reward grants (%s)', (kind) => {
  let t: TestApp;
  let owner: string;
  let finance: { id: string; token: string };
  let finance2: { id: string; token: string };
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['rewards', 'payments', 'member-admin'] });
    owner = await ownerToken(t);
    finance = await staffMember(t, 'finance');
    finance2 = await staffMember(t, 'finance');
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const grant = (token: string, body: unknown, key: string = randomUUID()) =>
    moneyPost(t, token, rewardGrantPaths.create, body, key);
  const approve = (token: string, id: string) => call(t, { url: rewardGrantHref.approve(id), token });
  const reject = (token: string, id: string, reason: string) =>
    call(t, { url: rewardGrantHref.reject(id), token, body: { reason } });

  it('grants at or below the threshold (default ฿1,000) at once with its condition, once per key', async () => {
    expect(
      (await call(t, { method: 'GET', url: rewardGrantPaths.settings, token: finance.token })).json().data,
    ).toEqual({
      approvalThreshold: '1000.00',
      updatedAt: null,
    });
    const member = await registerMember(t);
    const token = await loginToken(t, member);
    const key = randomUUID();
    const body = {
      memberId: member.memberId,
      amount: '1000.00',
      multiplier: '1.5',
      reason: 'ชดเชยระบบขัดข้อง',
    };
    const res = await grant(finance.token, body, key);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      status: 'APPROVED',
      amount: '1000.00',
      multiplier: '1.5',
      target: '1500.00',
      checkerId: null,
    });
    const condition = await conditionRow(t, data.conditionId);
    expect(condition).toMatchObject({
      source: 'MANUAL',
      sourceRef: data.id,
      bonusSatang: 100_000n,
      targetSatang: 150_000n,
    });
    expect(await walletPartsOf(t, token)).toMatchObject({ bonus: '1000.00', cash: '0.00' });
    expect(await auditRows(t, 'reward_grant.grant', member.memberId)).toHaveLength(1);

    // The same key replays the answer and grants nothing more; another body under it is refused.
    const conditions = await countRows(t, schema.wageringConditions);
    const replay = await grant(finance.token, body, key);
    expect(replay.json().data).toEqual(data);
    expect(statusOf(await grant(finance.token, { ...body, amount: '999.00' }, key)).code).toBe(
      errorCatalogue.IDEMPOTENCY_KEY_REUSED.code,
    );
    expect(await countRows(t, schema.wageringConditions)).toBe(conditions);
    // A second bonus while the first is wagered is the engine's refusal, and nothing is written.
    const requests = await countRows(t, schema.rewardGrantRequests);
    const second = await grant(finance.token, { ...body, amount: '10.00' });
    expect(statusOf(second).code).toBe(errorCatalogue.PROMOTION_ONE_ACTIVE.code);
    expect(await countRows(t, schema.rewardGrantRequests)).toBe(requests);
  });

  it('holds a grant above the threshold for a different staff member; the maker may not decide it', async () => {
    const member = await registerMember(t);
    const token = await loginToken(t, member);
    const made = await grant(finance.token, {
      memberId: member.memberId,
      amount: '1000.01',
      multiplier: '10',
      reason: 'ลูกค้า VIP',
    });
    expect(made.statusCode).toBe(200);
    const pending = made.json().data;
    expect(pending).toMatchObject({ status: 'PENDING', conditionId: null, target: '10000.10' });
    expect(await walletPartsOf(t, token)).toMatchObject({ bonus: '0.00' });
    expect(await auditRows(t, 'reward_grant.request', member.memberId)).toHaveLength(1);

    const list = await call(t, {
      method: 'GET',
      url: `${rewardGrantPaths.list}?status=PENDING`,
      token: owner,
    });
    expect(list.json().data.data.map((row: { id: string }) => row.id)).toContain(pending.id);

    expect(statusOf(await approve(finance.token, pending.id)).code).toBe(
      errorCatalogue.REWARD_GRANT_MAKER_CHECKER.code,
    );
    expect(statusOf(await reject(finance.token, pending.id, 'ไม่')).code).toBe(
      errorCatalogue.REWARD_GRANT_MAKER_CHECKER.code,
    );
    const approved = await approve(finance2.token, pending.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'APPROVED', checkerId: finance2.id });
    expect(await walletPartsOf(t, token)).toMatchObject({ bonus: '1000.01' });
    expect(await auditRows(t, 'reward_grant.approve', member.memberId)).toHaveLength(1);
    // Decided: a second approval or a reject is 409.
    expect((await approve(owner, pending.id)).statusCode).toBe(409);
    expect((await reject(owner, pending.id, 'ช้าไป')).statusCode).toBe(409);
  });

  it('rejects (nothing granted), refuses a locked member, and keeps a pending one pending when the engine refuses', async () => {
    const member = await registerMember(t);
    const token = await loginToken(t, member);
    const body = { memberId: member.memberId, amount: '2000.00', multiplier: '1', reason: 'ทดสอบ' };
    const first = (await grant(finance.token, body)).json().data;
    const rejected = await reject(owner, first.id, 'ไม่มีเหตุผลพอ');
    expect(rejected.json().data).toMatchObject({ status: 'REJECTED', rejectReason: 'ไม่มีเหตุผลพอ' });
    expect(await auditRows(t, 'reward_grant.reject', member.memberId)).toHaveLength(1);
    expect(await walletPartsOf(t, token)).toMatchObject({ bonus: '0.00' });

    const second = (await grant(finance.token, body)).json().data;
    expect(
      (await call(t, { url: adminMemberHref.lock(member.memberId), token: owner, body: { reason: 'ทุจริต' } }))
        .statusCode,
    ).toBe(200);
    const refused = await approve(owner, second.id);
    expect(statusOf(refused).code).toBe(errorCatalogue.REWARD_MEMBER_LOCKED.code);
    const still = await call(t, {
      method: 'GET',
      url: `${rewardGrantPaths.list}?status=PENDING`,
      token: owner,
    });
    expect(still.json().data.data.map((row: { id: string }) => row.id)).toContain(second.id);
    const requests = await countRows(t, schema.rewardGrantRequests);
    expect(statusOf(await grant(finance.token, { ...body, amount: '5.00' })).code).toBe(
      errorCatalogue.REWARD_MEMBER_LOCKED.code,
    );
    expect(await countRows(t, schema.rewardGrantRequests)).toBe(requests);
  });

  it('lets the owner change the threshold (audited), finance only read it; roles and bad input', async () => {
    expect(
      (
        await call(t, {
          method: 'PUT',
          url: rewardGrantPaths.settings,
          token: finance.token,
          body: { approvalThreshold: '10' },
        })
      ).statusCode,
    ).toBe(403);
    const saved = await call(t, {
      method: 'PUT',
      url: rewardGrantPaths.settings,
      token: owner,
      body: { approvalThreshold: '50.00' },
    });
    expect(saved.json().data.approvalThreshold).toBe('50.00');
    const [audit] = await auditRows(t, 'reward_grant_settings.update', t.operatorId);
    expect(audit?.before).toEqual({ approvalThreshold: '1000.00' });
    expect(audit?.after).toEqual({ approvalThreshold: '50.00' });
    const member = await registerMember(t);
    const held = await grant(finance.token, {
      memberId: member.memberId,
      amount: '50.01',
      multiplier: '1',
      reason: 'x',
    });
    expect(held.json().data.status).toBe('PENDING');
    const lottery = await staffMember(t, 'lottery');
    const support = await staffMember(t, 'support');
    for (const staff of [lottery, support]) {
      expect(
        (await grant(staff.token, { memberId: member.memberId, amount: '1', multiplier: '1', reason: 'x' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await call(t, { method: 'GET', url: rewardGrantPaths.list, token: staff.token })).statusCode,
      ).toBe(403);
    }
    const requests = await countRows(t, schema.rewardGrantRequests);
    for (const bad of [
      { memberId: member.memberId, amount: '0', multiplier: '1', reason: 'x' },
      { memberId: member.memberId, amount: '1.001', multiplier: '1', reason: 'x' },
      { memberId: member.memberId, amount: '1', multiplier: '11', reason: 'x' },
      { memberId: member.memberId, amount: '1', multiplier: '1', reason: '' },
      { memberId: 'nope', amount: '1', multiplier: '1', reason: 'x' },
    ])
      expect((await grant(finance.token, bad)).statusCode).toBe(400);
    expect(
      statusOf(
        await grant(finance.token, { memberId: randomUUID(), amount: '1', multiplier: '1', reason: 'x' }),
      ).code,
    ).toBe(errorCatalogue.MEMBER_ID_NOT_FOUND.code);
    // Named by phone: an unknown one says which; both or neither is a bad request.
    const unknownPhone = await grant(finance.token, {
      phone: '0899999990',
      amount: '1',
      multiplier: '1',
      reason: 'x',
    });
    expect(statusOf(unknownPhone).code).toBe(errorCatalogue.MEMBER_PHONE_NOT_FOUND.code);
    expect(statusOf(unknownPhone).message).toContain('0899999990');
    for (const bad of [
      { phone: member.phone, memberId: member.memberId, amount: '1', multiplier: '1', reason: 'x' },
      { amount: '1', multiplier: '1', reason: 'x' },
      { phone: '12345', amount: '1', multiplier: '1', reason: 'x' },
    ])
      expect((await grant(finance.token, bad)).statusCode).toBe(400);
    expect(await countRows(t, schema.rewardGrantRequests)).toBe(requests);
    // A phone written as staff read it (dashes) finds the member.
    const byPhone = await grant(finance.token, {
      phone: `${member.phone.slice(0, 3)}-${member.phone.slice(3, 6)}-${member.phone.slice(6)}`,
      amount: '1',
      multiplier: '1',
      reason: 'ให้ตามเบอร์โทร',
    });
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    expect(byPhone.json().data).toMatchObject({ memberId: member.memberId, status: 'APPROVED' });
    await call(t, {
      method: 'PUT',
      url: rewardGrantPaths.settings,
      token: owner,
      body: { approvalThreshold: '1000' },
    });
  });
});
