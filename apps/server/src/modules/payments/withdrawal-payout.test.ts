import { paymentPaths } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletRepo, createWalletService } from '#modules/wallet/index';
import * as schema from '#platform/db/schema';
import { createRecordingPublisher } from '#platform/realtime/publisher';
import {
  buildTestApp,
  checkLedger,
  fundedMember,
  moneyPost,
  registerMember,
  type TestApp,
  testDbKinds,
  transfersOf,
  withdrawalRow,
} from '#testing/index';
import { createPaymentsRepo } from './payments.repo';
import { createWithdrawalHold } from './withdrawal-hold';
import { createWithdrawalPayoutSteps } from './withdrawal-payout';

describe.each(testDbKinds())('withdrawal states of the payout flow (%s)', (kind) => {
  let t: TestApp;
  const publisher = createRecordingPublisher();
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['payments'] });
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });
  const steps = () =>
    createWithdrawalPayoutSteps({
      db: t.database.db,
      repo: createPaymentsRepo(),
      clock: t.clock,
      publish: publisher,
      wallet: createWalletService({ db: t.database.db, repo: createWalletRepo(), clock: t.clock }),
    });
  /** A member's PENDING withdrawal (the auto-approve rule is off), put in `status` directly. */
  const withdrawalIn = async (status: 'APPROVED' | 'SENDING' | 'FAILED') => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '1000.00');
    const res = await moneyPost(t, token, paymentPaths.withdraw, { amount: '100.00' });
    const id = res.json().data.withdrawalId as string;
    await t.database.db.update(schema.withdrawals).set({ status }).where(eq(schema.withdrawals.id, id));
    return { id, memberId: member.memberId };
  };

  it('a receivable holds FAILED withdrawals too, never a SENDING one', async () => {
    const failed = await withdrawalIn('FAILED');
    const sending = await withdrawalIn('SENDING');
    const hold = createWithdrawalHold({
      repo: createPaymentsRepo(),
      clock: t.clock,
      wallet: { receivableOwed: async () => 5_000n },
    });
    await t.database.db.transaction(async (tx) => {
      await hold.opened?.(tx, t.operatorId, [failed.memberId, sending.memberId]);
    });
    expect((await withdrawalRow(t, failed.id)).status).toBe('ON_HOLD');
    expect((await withdrawalRow(t, sending.id)).status).toBe('SENDING');
  });

  it('moves only from the state each step needs, and pays once', async () => {
    const { id } = await withdrawalIn('APPROVED');
    const s = steps();
    const db = t.database.db;
    expect(await db.transaction((tx) => s.paidByProvider(tx, t.operatorId, id, 'trsf_test_x'))).toBe(false);
    expect(await db.transaction((tx) => s.failedByProvider(tx, t.operatorId, id, 'ไม่สำเร็จ'))).toBe(false);
    expect(await db.transaction((tx) => s.markSending(tx, t.operatorId, id, ['FAILED']))).toBeUndefined();
    expect((await db.transaction((tx) => s.markSending(tx, t.operatorId, id, ['APPROVED'])))?.status).toBe(
      'SENDING',
    );
    expect(await db.transaction((tx) => s.markSending(tx, t.operatorId, id, ['APPROVED']))).toBeUndefined();
    await s.markWaiting(db, t.operatorId, id, 'ไม่ควรเขียน');
    expect((await withdrawalRow(t, id)).waitReason).toBeNull();
    expect(await db.transaction((tx) => s.paidByProvider(tx, t.operatorId, id, 'trsf_test_x'))).toBe(true);
    expect(await db.transaction((tx) => s.paidByProvider(tx, t.operatorId, id, 'trsf_test_x'))).toBe(false);
    expect(await withdrawalRow(t, id)).toMatchObject({ status: 'PAID', bankRef: 'trsf_test_x' });
    expect((await transfersOf(t, 'withdrawal', id)).map((row) => row.kind).sort()).toEqual([
      'WITHDRAW_HOLD',
      'WITHDRAW_PAID',
    ]);
  });
});
