import { randomBytes } from 'node:crypto';
import {
  adminHref,
  adminPaths,
  errorCatalogue,
  paymentPaths,
  payoutAdminHref,
  payoutFailureReason,
  payoutWaitTh,
  payoutWebhookPath,
  realtimeEvents,
  staffRealtimeEvents,
} from '@chokdee/contracts';
import { signWebhook } from '@chokdee/simulated-bank';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerCheck } from '#modules/wallet/index';
import { bangkokMidnightOf } from '#platform/db/bangkok-day';
import * as schema from '#platform/db/schema';
import { createRecordingPublisher } from '#platform/realtime/publisher';
import {
  auditRows,
  bankTransfersOf,
  buildOwnPoolNode,
  buildPayoutTestApp,
  buildSecondNode,
  call,
  drainEvents,
  fundedMember,
  moduleApi,
  moneyPost,
  openReceivableUnhooked,
  ownerToken,
  type PayoutBank,
  payableMember,
  payoutsIdle,
  payoutTransferRows,
  registerMember,
  runPayoutTask,
  setPayoutSettings,
  settlePayouts,
  staffMember,
  type TestApp,
  type TestNode,
  testDbKinds,
  transfersOf,
  walletOf,
  withdrawalRow,
} from '#testing/index';
import { RECHECK_RECIPIENT_AFTER_MS } from './payout-tasks';
import { createPayoutsRepo } from './payouts.repo';

const withdrawIn = async (t: TestApp, token: string, amount = '300.00') => {
  const res = await moneyPost(t, token, paymentPaths.withdraw, { amount });
  expect(res.statusCode).toBe(200);
  return res.json().data as { withdrawalId: string; status: string };
};

const paidPostings = async (t: TestApp, withdrawalId: string) =>
  (await transfersOf(t, 'withdrawal', withdrawalId)).filter((row) => row.kind === 'WITHDRAW_PAID');

/** Another node on the same database: its own pool on PostgreSQL (two processes' worth of state). */
const otherNode = async (t: TestApp, kind: 'pglite' | 'postgres') => {
  if (kind === 'pglite') return buildSecondNode(t);
  const node = await buildOwnPoolNode(t);
  await node.app.ready();
  return node;
};

describe.each(testDbKinds())('automatic withdrawals, webhooks on (%s)', (kind) => {
  let t: TestApp;
  let bank: PayoutBank;
  let close: () => Promise<LedgerCheck>;
  const publisher = createRecordingPublisher();
  beforeAll(async () => {
    ({ t, bank, close } = await buildPayoutTestApp({ kind, deps: { publisher }, modules: ['payouts'] }));
  });
  afterAll(async () => {
    expect((await close()).ok).toBe(true);
  });
  const withdraw = (token: string, amount?: string) => withdrawIn(t, token, amount);
  const staffAct = async (id: string, action: 'paid' | 'reject' | 'retry', token?: string) =>
    call(t, {
      url: action === 'retry' ? payoutAdminHref.withdrawalRetry(id) : adminHref.withdrawalAction(id, action),
      token: token ?? (await ownerToken(t)),
      body: action === 'paid' ? { bankRef: 'BANK-REF-1' } : action === 'reject' ? { reason: 'ทดสอบ' } : {},
    });

  it('pays a withdrawal within the rule with no staff action: SENDING at once, PAID when the bank pays', async () => {
    const { member, token } = await payableMember(t, bank);
    // Created at the bank when the member registered (outbox consumer), verified by its webhook.
    expect(
      await t.database.db
        .select({ state: schema.payoutRecipients.state })
        .from(schema.payoutRecipients)
        .where(eq(schema.payoutRecipients.memberId, member.memberId)),
    ).toEqual([{ state: 'VERIFIED' }]);
    const created = await withdraw(token);
    expect(created.status).toBe('APPROVED');
    await payoutsIdle(t, bank);
    const id = created.withdrawalId;
    expect(await withdrawalRow(t, id)).toMatchObject({ status: 'SENDING', waitReason: null });
    expect(await payoutTransferRows(t, id)).toMatchObject([
      { attempt: 1, idempotencyKey: `wd_${id}_1`, state: 'SENT', automatic: true, requestedBy: null },
    ]);

    await settlePayouts(t, bank);
    const paid = await withdrawalRow(t, id);
    expect(paid.status).toBe('PAID');
    expect(paid.paidAt).not.toBeNull();
    expect(await payoutTransferRows(t, id)).toMatchObject([{ state: 'PAID' }]);
    expect(await paidPostings(t, id)).toHaveLength(1);
    expect(bankTransfersOf(bank, id)).toMatchObject([{ paid: true, amount: 30_000 }]);
    expect(await walletOf(t, token)).toMatchObject({ balance: '4700.00', lockedBalance: '0.00' });
    const pushes = publisher.events.filter(
      (event) =>
        event.room === `member:${member.memberId}` && event.event === realtimeEvents.withdrawalUpdated,
    );
    expect(pushes.map((event) => (event.payload as { status: string }).status)).toEqual([
      'APPROVED',
      'SENDING',
      'PAID',
    ]);
    expect(publisher.events).toContainEqual({
      room: `staff:${t.operatorId}`,
      event: staffRealtimeEvents.withdrawalChanged,
      payload: expect.objectContaining({ withdrawalId: id, status: 'PAID' }),
    });
  });

  it('a failed transfer: FAILED with the reason, in the finance queue, money held; a retry pays it once', async () => {
    const { token } = await payableMember(t, bank);
    bank.bank.setOptions({ failureRate: 1, failureCode: 'insufficient_balance' });
    const { withdrawalId: id } = await withdraw(token);
    await payoutsIdle(t, bank);
    bank.bank.setOptions({ failureRate: 0 });
    await settlePayouts(t, bank);
    const failed = await withdrawalRow(t, id);
    expect(failed.status).toBe('FAILED');
    expect(failed.failureReason).toBe(payoutFailureReason('insufficient_balance'));
    expect(await payoutTransferRows(t, id)).toMatchObject([
      { state: 'FAILED', failureCode: 'insufficient_balance' },
    ]);
    expect(await walletOf(t, token)).toMatchObject({ balance: '4700.00', lockedBalance: '300.00' });
    const queue = await call(t, {
      method: 'GET',
      url: `${adminPaths.withdrawals}?status=FAILED&pageNo=1&pageSize=50`,
      token: await ownerToken(t),
    });
    expect(queue.json().data.data.map((row: { id: string }) => row.id)).toContain(id);

    const finance = await staffMember(t, 'finance');
    const retried = await staffAct(id, 'retry', finance.token);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.status).toBe('SENDING');
    expect(await payoutTransferRows(t, id)).toMatchObject([
      { attempt: 1, state: 'FAILED' },
      { attempt: 2, idempotencyKey: `wd_${id}_2`, state: 'SENT', automatic: false, requestedBy: finance.id },
    ]);
    expect(await auditRows(t, 'withdrawal.retry', id)).toHaveLength(1);
    await settlePayouts(t, bank);
    expect((await withdrawalRow(t, id)).status).toBe('PAID');
    expect(await paidPostings(t, id)).toHaveLength(1);
    expect(bankTransfersOf(bank, id).map((transfer) => transfer.paid)).toEqual([false, true]);
    expect(await walletOf(t, token)).toMatchObject({ lockedBalance: '0.00' });
  });

  it('SENDING refuses every staff action; FAILED may be paid by hand or rejected (money back)', async () => {
    const { token } = await payableMember(t, bank);
    const { withdrawalId: sending } = await withdraw(token);
    await payoutsIdle(t, bank);
    for (const action of ['paid', 'reject', 'retry'] as const) {
      const res = await staffAct(sending, action);
      expect(res.statusCode).toBe(409);
      expect(res.json().status.code).toBe(errorCatalogue.WITHDRAWAL_SENDING.code);
    }
    await settlePayouts(t, bank);
    expect((await withdrawalRow(t, sending)).status).toBe('PAID');

    bank.bank.setOptions({ failureRate: 1, failureCode: 'transfer_failed' });
    const { withdrawalId: byHand } = await withdraw(token, '100.00');
    const { withdrawalId: rejected } = await withdraw(token, '200.00');
    await payoutsIdle(t, bank);
    bank.bank.setOptions({ failureRate: 0 });
    await settlePayouts(t, bank);
    expect((await withdrawalRow(t, byHand)).status).toBe('FAILED');
    expect((await staffAct(byHand, 'paid')).json().data.status).toBe('PAID');
    expect(await paidPostings(t, byHand)).toHaveLength(1);
    expect((await staffAct(rejected, 'reject')).json().data.status).toBe('REJECTED');
    expect(await walletOf(t, token)).toMatchObject({ balance: '4600.00', lockedBalance: '0.00' });
  });

  it('a recipient still PENDING: the withdrawal waits, and is sent when the bank verifies it', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '1000.00');
    await drainEvents(t);
    await payoutsIdle(t, bank);
    const { withdrawalId: id } = await withdraw(token);
    expect(await withdrawalRow(t, id)).toMatchObject({
      status: 'APPROVED',
      waitReason: payoutWaitTh.recipientPending,
    });
    expect(await payoutTransferRows(t, id)).toEqual([]);
    await settlePayouts(t, bank);
    expect((await withdrawalRow(t, id)).status).toBe('SENDING');
    await settlePayouts(t, bank);
    expect((await withdrawalRow(t, id)).status).toBe('PAID');
    expect(bankTransfersOf(bank, id)).toHaveLength(1);
  });

  it('a recipient the bank refuses shows its reason; the withdrawal waits and staff cannot send it', async () => {
    const member = await registerMember(t, { accountNumber: `000${Date.now().toString().slice(-7)}` });
    const token = await fundedMember(t, member, '1000.00');
    await drainEvents(t);
    await settlePayouts(t, bank);
    const [recipient] = await t.database.db
      .select()
      .from(schema.payoutRecipients)
      .where(eq(schema.payoutRecipients.memberId, member.memberId));
    expect(recipient).toMatchObject({
      state: 'FAILED',
      failureCode: 'account_not_found',
      failureReason: payoutFailureReason('account_not_found'),
    });
    const { withdrawalId: id } = await withdraw(token);
    expect(await withdrawalRow(t, id)).toMatchObject({
      status: 'APPROVED',
      waitReason: payoutWaitTh.recipientFailed,
    });
    expect((await staffAct(id, 'retry')).json().status.code).toBe(
      errorCatalogue.PAYOUT_RECIPIENT_NOT_READY.code,
    );
    expect((await staffAct(id, 'paid')).json().data.status).toBe('PAID');
    expect(bankTransfersOf(bank, id)).toEqual([]);
  });

  it('the kill switch and the daily cap leave withdrawals APPROVED with the reason; staff may still send', async () => {
    const { token } = await payableMember(t, bank);
    await setPayoutSettings(t, { autoSendEnabled: false });
    const { withdrawalId: off } = await withdraw(token, '100.00');
    expect(await withdrawalRow(t, off)).toMatchObject({
      status: 'APPROVED',
      waitReason: payoutWaitTh.killSwitch,
    });
    const refused = await staffAct(off, 'retry');
    expect(refused.json().status.code).toBe(errorCatalogue.PAYOUT_AUTO_SEND_OFF.code);
    expect(await payoutTransferRows(t, off)).toEqual([]);

    // Room today for ฿300.00 more of automatic payouts.
    const today = await createPayoutsRepo().automaticTotalSince(
      t.database.db,
      t.operatorId,
      bangkokMidnightOf(t.clock.now()),
    );
    await setPayoutSettings(t, { autoSendEnabled: true, dailyCapSatang: today + 30_000n });
    const { withdrawalId: within } = await withdraw(token, '300.00');
    const { withdrawalId: over } = await withdraw(token, '100.00');
    expect((await withdrawalRow(t, within)).status).toBe('SENDING');
    expect(await withdrawalRow(t, over)).toMatchObject({
      status: 'APPROVED',
      waitReason: payoutWaitTh.dailyCap,
    });
    // Staff sending is not limited by the cap. It is this withdrawal's first transfer: a send, not a
    // resend, and its page names the staff member who sent it.
    const finance = await staffMember(t, 'finance');
    expect((await staffAct(over, 'retry', finance.token)).json().data.status).toBe('SENDING');
    expect(await auditRows(t, 'withdrawal.send', over)).toHaveLength(1);
    expect(await auditRows(t, 'withdrawal.retry', over)).toEqual([]);
    const detail = (
      await call(t, { method: 'GET', url: payoutAdminHref.withdrawal(over), token: finance.token })
    ).json().data;
    expect(detail.transfers).toMatchObject([
      {
        attempt: 1,
        automatic: false,
        requestedBy: finance.id,
        requestedByName: expect.stringMatching(/^financex\d+$/),
      },
    ]);
    const sent = detail.timeline.filter((entry: { kind: string }) => ['send', 'retry'].includes(entry.kind));
    expect(sent).toMatchObject([
      {
        kind: 'send',
        text: 'สั่งโอนเงินถอนผ่านผู้ให้บริการ (ครั้งแรก)',
        staffName: detail.transfers[0].requestedByName,
      },
    ]);
    expect((await staffAct(off, 'retry')).json().data.status).toBe('SENDING');
    await setPayoutSettings(t, { dailyCapSatang: 20_000_000n });
    await settlePayouts(t, bank);
    for (const id of [off, within, over]) expect((await withdrawalRow(t, id)).status).toBe('PAID');
  });

  it('an open receivable blocks sending, automatic or by staff', async () => {
    const { member, token } = await payableMember(t, bank);
    await setPayoutSettings(t, { autoSendEnabled: false });
    const { withdrawalId: id } = await withdraw(token, '100.00');
    await setPayoutSettings(t, { autoSendEnabled: true });
    await openReceivableUnhooked(t, member.memberId, 5_000n);
    await moduleApi(t, 'payouts').dispatcher.afterApproved({ operatorId: t.operatorId, id }, 'staff');
    expect(await withdrawalRow(t, id)).toMatchObject({
      status: 'APPROVED',
      waitReason: payoutWaitTh.receivable,
    });
    const refused = await staffAct(id, 'retry');
    expect(refused.json().status.code).toBe(errorCatalogue.PAYOUT_RECEIVABLE_OPEN.code);
    expect(await payoutTransferRows(t, id)).toEqual([]);
    expect((await staffAct(id, 'reject')).json().data.status).toBe('REJECTED');
  });

  it('two nodes dispatching the same approved withdrawal make one transfer', async () => {
    const { token } = await payableMember(t, bank);
    await setPayoutSettings(t, { autoSendEnabled: false });
    const { withdrawalId: id } = await withdraw(token);
    await setPayoutSettings(t, { autoSendEnabled: true });
    const second = await otherNode(t, kind);
    try {
      const nodes: TestNode[] = [t, second];
      await Promise.all(
        nodes.map((node) =>
          moduleApi(node, 'payouts').dispatcher.afterApproved({ operatorId: t.operatorId, id }, 'staff'),
        ),
      );
      await payoutsIdle(t, bank, nodes);
      expect(await payoutTransferRows(t, id)).toHaveLength(1);
      expect(bankTransfersOf(bank, id)).toHaveLength(1);
      await settlePayouts(t, bank, nodes);
      expect((await withdrawalRow(t, id)).status).toBe('PAID');
      expect(await paidPostings(t, id)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('two staff retrying one failed withdrawal at once make one new transfer', async () => {
    const { token } = await payableMember(t, bank);
    bank.bank.setOptions({ failureRate: 1 });
    const { withdrawalId: id } = await withdraw(token);
    await payoutsIdle(t, bank);
    bank.bank.setOptions({ failureRate: 0 });
    await settlePayouts(t, bank);
    expect((await withdrawalRow(t, id)).status).toBe('FAILED');
    const finance = await staffMember(t, 'finance');
    const answers = await Promise.all([staffAct(id, 'retry'), staffAct(id, 'retry', finance.token)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await payoutTransferRows(t, id)).toHaveLength(2);
    expect(bankTransfersOf(bank, id)).toHaveLength(2);
    await settlePayouts(t, bank);
    expect((await withdrawalRow(t, id)).status).toBe('PAID');
    expect(await paidPostings(t, id)).toHaveLength(1);
  });

  it('refuses forged and stale webhooks and takes a replayed event once, changing nothing', async () => {
    const { token } = await payableMember(t, bank);
    const { withdrawalId: id } = await withdraw(token);
    await payoutsIdle(t, bank);
    const [row] = await payoutTransferRows(t, id);
    const taken = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(schema.payoutProviderEvents)
          .where(eq(schema.payoutProviderEvents.operatorId, t.operatorId))
      )[0]?.n;
    const before = await taken();
    // What a forger would claim: this transfer paid.
    const event = JSON.stringify({
      object: 'event',
      id: `evnt_test_${randomBytes(8).toString('hex')}`,
      key: 'transfer.pay',
      created_at: new Date().toISOString(),
      data: bankTransfersOf(bank, id).map((transfer) => ({ ...transfer, paid: true, sent: true }))[0],
    });
    const post = (body: string, signature: string, timestamp: number) =>
      t.app.inject({
        method: 'POST',
        url: payoutWebhookPath.replace(':operatorKey', t.operatorKey),
        headers: {
          'content-type': 'application/json',
          'omise-signature': signature,
          'omise-signature-timestamp': String(timestamp),
        },
        payload: body,
      });
    const now = Math.floor(Date.now() / 1000);
    const forged = await post(event, signWebhook([randomBytes(32).toString('base64')], now, event), now);
    const stale = await post(event, signWebhook([bank.webhookSecret], now - 600, event), now - 600);
    for (const res of [forged, stale]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().status.code).toBe(errorCatalogue.PAYOUT_WEBHOOK_REFUSED.code);
    }
    expect(await taken()).toBe(before);
    expect((await withdrawalRow(t, id)).status).toBe('SENDING');
    expect((await payoutTransferRows(t, id))[0]?.state).toBe(row?.state);

    await settlePayouts(t, bank);
    expect((await withdrawalRow(t, id)).status).toBe('PAID');
    const paidEvent = bank.bank
      .events(bank.secretKey)
      .find((candidate) => candidate.key === 'transfer.pay' && candidate.data.id === row?.providerTransferId);
    if (!paidEvent) throw new Error('the bank sent no transfer.pay');
    const afterPaid = await taken();
    const body = JSON.stringify(paidEvent);
    const replay = await post(body, signWebhook([bank.webhookSecret], now, body), now);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual({ duplicate: true });
    bank.bank.redeliver(bank.secretKey, paidEvent.id);
    await payoutsIdle(t, bank);
    expect(await taken()).toBe(afterPaid);
    expect(await paidPostings(t, id)).toHaveLength(1);
  });
});

describe.each(testDbKinds())('automatic withdrawals, answers lost (%s)', (kind) => {
  let t: TestApp;
  let bank: PayoutBank;
  let close: () => Promise<LedgerCheck>;
  beforeAll(async () => {
    ({ t, bank, close } = await buildPayoutTestApp({ kind, webhooks: false, modules: ['payouts'] }));
  });
  afterAll(async () => {
    expect((await close()).ok).toBe(true);
  });

  it('a crash between the transfer call and its recording: after a restart, one transfer, PAID once', async () => {
    const { token } = await payableMember(t, bank);
    bank.bank.loseTransferAnswers(1);
    const { withdrawalId: id } = await withdrawIn(t, token);
    await payoutsIdle(t, bank);
    expect((await withdrawalRow(t, id)).status).toBe('SENDING');
    expect(await payoutTransferRows(t, id)).toMatchObject([
      { state: 'CREATING', calls: 1, providerTransferId: null },
    ]);
    expect(bankTransfersOf(bank, id)).toHaveLength(1);

    // The node that called is gone; a restarted one on the same database recovers.
    const restarted = await otherNode(t, kind);
    try {
      expect(await runPayoutTask(t, 'payouts:sender', restarted)).toBeUndefined();
      t.clock.advance(11_000);
      expect(await runPayoutTask(t, 'payouts:sender', restarted)).toEqual({
        resent: 1,
        released: 0,
        dispatched: 0,
      });
      expect(await payoutTransferRows(t, id)).toMatchObject([
        { state: 'SENT', calls: 2, idempotencyKey: `wd_${id}_1` },
      ]);
      expect(bankTransfersOf(bank, id)).toHaveLength(1);
      bank.bank.settleNow();
      t.clock.advance(16_000);
      expect(await runPayoutTask(t, 'payouts:poll', restarted)).toEqual({ polled: 1 });
      expect((await withdrawalRow(t, id)).status).toBe('PAID');
      expect(await paidPostings(t, id)).toHaveLength(1);
      expect(await runPayoutTask(t, 'payouts:poll', restarted)).toBeUndefined();
    } finally {
      await restarted.close();
    }
  });

  it('withdrawals waiting for their recipient are sent by the jobs once the bank verified it', async () => {
    /** A member whose recipient is created by their withdrawal's dispatch (no consumer run): PENDING. */
    const waitingMember = async () => {
      const token = await fundedMember(t, await registerMember(t), '1000.00');
      const { withdrawalId: id } = await withdrawIn(t, token);
      await payoutsIdle(t, bank);
      expect(await withdrawalRow(t, id)).toMatchObject({
        status: 'APPROVED',
        waitReason: payoutWaitTh.recipientPending,
      });
      return id;
    };
    const checked = await waitingMember();
    const recorded = await waitingMember();
    bank.bank.settleNow();
    // One verification was recorded by a node that stopped before sending its withdrawal.
    const [recordedRecipient] = await t.database.db
      .select({ id: schema.payoutRecipients.id })
      .from(schema.payoutRecipients)
      .innerJoin(schema.withdrawals, eq(schema.withdrawals.memberId, schema.payoutRecipients.memberId))
      .where(eq(schema.withdrawals.id, recorded));
    await t.database.db
      .update(schema.payoutRecipients)
      .set({ state: 'VERIFIED', verifiedAt: t.clock.now() })
      .where(eq(schema.payoutRecipients.id, recordedRecipient?.id ?? ''));
    // The re-check job learns the other verification and sends its withdrawal…
    t.clock.advance(RECHECK_RECIPIENT_AFTER_MS + 1_000);
    await runPayoutTask(t, 'payouts:recipients');
    await payoutsIdle(t, bank);
    expect((await withdrawalRow(t, checked)).status).toBe('SENDING');
    // …and the sender job the one whose verification was recorded but not acted on.
    expect((await withdrawalRow(t, recorded)).status).toBe('APPROVED');
    expect(await runPayoutTask(t, 'payouts:sender')).toEqual({ resent: 0, released: 1, dispatched: 0 });
    await payoutsIdle(t, bank);
    expect((await withdrawalRow(t, recorded)).status).toBe('SENDING');
  });

  it('the bank answering already_exists for a retried key: the adapter finds the one transfer', async () => {
    const { token } = await payableMember(t, bank);
    bank.bank.setOptions({ duplicateKey: 'conflict' });
    try {
      bank.bank.loseTransferAnswers(1);
      const { withdrawalId: id } = await withdrawIn(t, token);
      await payoutsIdle(t, bank);
      expect(await payoutTransferRows(t, id)).toMatchObject([{ state: 'CREATING' }]);
      t.clock.advance(11_000);
      expect(await runPayoutTask(t, 'payouts:sender')).toEqual({ resent: 1, released: 0, dispatched: 0 });
      const [row] = await payoutTransferRows(t, id);
      expect(row).toMatchObject({ state: 'SENT', calls: 2 });
      expect(bankTransfersOf(bank, id)).toMatchObject([{ id: row?.providerTransferId }]);
      bank.bank.settleNow();
      t.clock.advance(16_000);
      await runPayoutTask(t, 'payouts:poll');
      expect((await withdrawalRow(t, id)).status).toBe('PAID');
      expect(await paidPostings(t, id)).toHaveLength(1);
    } finally {
      bank.bank.setOptions({ duplicateKey: 'replay' });
    }
  });
});
