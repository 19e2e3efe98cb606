import {
  AUTO_WITHDRAW_PROMISE_SECONDS,
  adminHref,
  paymentPaths,
  payoutAdminPaths,
  payoutWaitTh,
  type ReconciliationIssue,
  staffRealtimeEvents,
} from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerCheck } from '#modules/wallet/index';
import * as schema from '#platform/db/schema';
import { createRecordingPublisher } from '#platform/realtime/publisher';
import {
  bankTransfersOf,
  buildOwnPoolNode,
  buildPayoutTestApp,
  buildSecondNode,
  call,
  fundedMember,
  givePayoutAccount,
  moduleApi,
  moneyPost,
  ownerToken,
  type PayoutBank,
  payableMember,
  payoutsIdle,
  payoutTransferRows,
  putAutoApproveRule,
  registerMember,
  runPayoutTask,
  setPayoutSettings,
  settlePayouts,
  type TestApp,
  testDbKinds,
  transfersOf,
  withdrawalRow,
} from '#testing/index';
import { DISPATCH_AFTER_MS } from './payout-tasks';

const PROMISE_MS = AUTO_WITHDRAW_PROMISE_SECONDS * 1000;

describe.each(testDbKinds())('approved withdrawals the approving node never sent (%s)', (kind) => {
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

  const withdraw = async (token: string) => {
    const res = await moneyPost(t, token, paymentPaths.withdraw, { amount: '300.00' });
    expect(res.statusCode).toBe(200);
    return res.json().data.withdrawalId as string;
  };
  const paidPostings = async (id: string) =>
    (await transfersOf(t, 'withdrawal', id)).filter((row) => row.kind === 'WITHDRAW_PAID');
  const sweep = () => runPayoutTask(t, 'payouts:sender');

  /**
   * Runs `work` while this node's own dispatch after an approval cannot send (the account's key
   * unreadable, so it throws and is only logged): the approval commits and nothing is sent, with no
   * reason to wait — as when the node dies between the commit and its dispatch.
   */
  const losingDispatch = async <T>(work: () => Promise<T>): Promise<T> => {
    await t.database.db
      .update(schema.payoutAccounts)
      .set({ secretKeyEnc: 'unreadable' })
      .where(eq(schema.payoutAccounts.operatorId, t.operatorId));
    moduleApi(t, 'payouts').forgetProvider(t.operatorId);
    try {
      return await work();
    } finally {
      await givePayoutAccount(t, bank);
    }
  };
  const expectUnsent = async (id: string) => {
    await payoutsIdle(t, bank);
    expect(await withdrawalRow(t, id)).toMatchObject({ status: 'APPROVED', waitReason: null });
    expect(await payoutTransferRows(t, id)).toEqual([]);
  };
  const expectPaidOnce = async (id: string) => {
    expect((await withdrawalRow(t, id)).status).toBe('PAID');
    expect(await payoutTransferRows(t, id)).toMatchObject([{ attempt: 1, state: 'PAID', automatic: true }]);
    expect(bankTransfersOf(bank, id)).toMatchObject([{ paid: true }]);
    expect(await paidPostings(id)).toHaveLength(1);
  };

  it('the sender job sends one approved by the rule or by staff, 5 s after its approval, once', async () => {
    const byRule = await payableMember(t, bank);
    const byStaff = await payableMember(t, bank);
    const ruled = await losingDispatch(() => withdraw(byRule.token));
    // A member too new for the rule: their withdrawal waits for staff, who approve it.
    await putAutoApproveRule(t, { minMemberAgeDays: 1 });
    const approved = await withdraw(byStaff.token);
    await putAutoApproveRule(t);
    expect((await withdrawalRow(t, approved)).status).toBe('PENDING');
    const owner = await ownerToken(t);
    await losingDispatch(async () => {
      const res = await call(t, {
        url: adminHref.withdrawalAction(approved, 'approve'),
        token: owner,
        body: {},
      });
      expect(res.json().data.status).toBe('APPROVED');
    });
    for (const id of [ruled, approved]) await expectUnsent(id);

    // Not before 5 s: the approving node's own dispatch normally decides first.
    expect(await sweep()).toBeUndefined();
    t.clock.advance(DISPATCH_AFTER_MS + 1_000);
    expect(await sweep()).toEqual({ resent: 0, released: 0, dispatched: 2 });
    await payoutsIdle(t, bank);
    for (const id of [ruled, approved]) expect((await withdrawalRow(t, id)).status).toBe('SENDING');
    expect(await sweep()).toBeUndefined();
    await settlePayouts(t, bank);
    for (const id of [ruled, approved]) await expectPaidOnce(id);
  });

  it('tries a dispatch that fails again 5 s later; a kill-switch wait is decided again once the switch is on', async () => {
    const { token } = await payableMember(t, bank);
    const waiting = await payableMember(t, bank);
    await setPayoutSettings(t, { autoSendEnabled: false });
    const switchedOff = await withdraw(waiting.token);
    await setPayoutSettings(t, { autoSendEnabled: true });
    expect(await withdrawalRow(t, switchedOff)).toMatchObject({
      status: 'APPROVED',
      waitReason: payoutWaitTh.killSwitch,
    });

    const id = await losingDispatch(async () => {
      const lost = await withdraw(token);
      await expectUnsent(lost);
      t.clock.advance(DISPATCH_AFTER_MS + 1_000);
      // Taken, tried, failed again (still unreadable): still APPROVED with no reason. The switch is
      // on again, so the one that waited for it no longer says it is off: it is tried the same way.
      expect(await sweep()).toEqual({ resent: 0, released: 1, dispatched: 2 });
      await expectUnsent(lost);
      await expectUnsent(switchedOff);
      // Claimed just now: not again at once.
      expect(await sweep()).toBeUndefined();
      return lost;
    });
    t.clock.advance(DISPATCH_AFTER_MS + 1_000);
    expect(await sweep()).toEqual({ resent: 0, released: 0, dispatched: 2 });
    await settlePayouts(t, bank);
    await expectPaidOnce(id);
    await expectPaidOnce(switchedOff);
  });

  it('a withdrawal waiting for the kill switch is sent by the sender job once the switch is back on', async () => {
    const { token } = await payableMember(t, bank);
    await setPayoutSettings(t, { autoSendEnabled: false });
    const waiting = await withdraw(token);
    expect(await withdrawalRow(t, waiting)).toMatchObject({
      status: 'APPROVED',
      waitReason: payoutWaitTh.killSwitch,
    });
    // While the switch stays off, the sender job leaves it waiting with that reason.
    t.clock.advance(DISPATCH_AFTER_MS + 1_000);
    expect(await sweep()).toBeUndefined();
    expect(await withdrawalRow(t, waiting)).toMatchObject({ waitReason: payoutWaitTh.killSwitch });

    await setPayoutSettings(t, { autoSendEnabled: true });
    expect(await sweep()).toEqual({ resent: 0, released: 1, dispatched: 1 });
    await payoutsIdle(t, bank);
    expect(await withdrawalRow(t, waiting)).toMatchObject({ status: 'SENDING', waitReason: null });
    await settlePayouts(t, bank);
    await expectPaidOnce(waiting);
  });

  it('two nodes sweeping at once, beside the approving node dispatching late, make one transfer', async () => {
    const { token } = await payableMember(t, bank);
    const id = await losingDispatch(() => withdraw(token));
    await expectUnsent(id);
    t.clock.advance(DISPATCH_AFTER_MS + 1_000);
    const second = kind === 'postgres' ? await buildOwnPoolNode(t) : await buildSecondNode(t);
    try {
      await second.app.ready();
      const nodes = [t, second];
      const [first, other] = await Promise.all([
        sweep(),
        runPayoutTask(t, 'payouts:sender', second),
        moduleApi(t, 'payouts').dispatcher.afterApproved({ operatorId: t.operatorId, id }, 'rule'),
      ]);
      // Each sweep claimed what the other had not: at most one of them sent it (none when the
      // approving node's late dispatch claimed it first); the rows below say it went once in all.
      const dispatched = (run: unknown) => (run as { dispatched?: number } | undefined)?.dispatched ?? 0;
      expect(dispatched(first) + dispatched(other)).toBeLessThanOrEqual(1);
      await payoutsIdle(t, bank, nodes);
      expect(await payoutTransferRows(t, id)).toHaveLength(1);
      expect(bankTransfersOf(bank, id)).toHaveLength(1);
      await settlePayouts(t, bank, nodes);
      await expectPaidOnce(id);
    } finally {
      await second.close();
    }
  });

  it('raises a LATE finding to staff for one not at the provider within the promise, closed once paid', async () => {
    const lostMember = await payableMember(t, bank);
    const switchedOffMember = await payableMember(t, bank);
    const creatingMember = await payableMember(t, bank);
    // No registration consumer run: the dispatch creates the recipient, which the bank verifies later.
    const pendingToken = await fundedMember(t, await registerMember(t), '1000.00');

    const lost = await losingDispatch(() => withdraw(lostMember.token));
    await setPayoutSettings(t, { autoSendEnabled: false });
    const switchedOff = await withdraw(switchedOffMember.token);
    await setPayoutSettings(t, { autoSendEnabled: true });
    const pending = await withdraw(pendingToken);
    await payoutsIdle(t, bank);
    // The bank down for the create: the transfer row stays CREATING (sent again later, same key).
    bank.bank.refuseNextCalls(1, 503);
    const creating = await withdraw(creatingMember.token);
    await payoutsIdle(t, bank);
    expect(await withdrawalRow(t, pending)).toMatchObject({ waitReason: payoutWaitTh.recipientPending });
    expect(await payoutTransferRows(t, creating)).toMatchObject([{ state: 'CREATING' }]);

    const late = () => runPayoutTask(t, 'payouts:late');
    const pushed = () =>
      publisher.events
        .filter(
          (event) =>
            event.room === `staff:${t.operatorId}` &&
            event.event === staffRealtimeEvents.payoutReconciliationIssue &&
            (event.payload as ReconciliationIssue).kind === 'LATE',
        )
        .map((event) => event.payload as ReconciliationIssue);
    const findings = async (status: 'OPEN' | 'RESOLVED') =>
      (
        await call(t, {
          method: 'GET',
          url: `${payoutAdminPaths.reconciliation}?status=${status}`,
          token: await ownerToken(t),
        })
      )
        .json()
        .data.issues.filter((issue: ReconciliationIssue) => issue.kind === 'LATE') as ReconciliationIssue[];

    expect(await late()).toBeUndefined();
    t.clock.advance(PROMISE_MS + 1_000);
    expect(await late()).toEqual({ raised: 3, closed: 0 });
    expect(await late()).toBeUndefined();
    const open = await findings('OPEN');
    expect(open.map((issue) => issue.withdrawalId).sort()).toEqual([lost, pending, creating].sort());
    expect(open.find((issue) => issue.withdrawalId === pending)?.detail).toContain(
      payoutWaitTh.recipientPending,
    );
    expect(open.every((issue) => issue.detail.includes(`${AUTO_WITHDRAW_PROMISE_SECONDS} วินาที`))).toBe(true);
    expect(
      pushed()
        .map((issue) => issue.withdrawalId)
        .sort(),
    ).toEqual([lost, pending, creating].sort());
    expect(pushed().every((issue) => issue.resolvedAt === null)).toBe(true);

    // The sender job sends the lost one and the CREATING one again; the bank verifies and pays.
    // The switch is on again, so the one that waited for it is sent beside them.
    expect(await sweep()).toMatchObject({ resent: 1, released: 1, dispatched: 2 });
    await settlePayouts(t, bank);
    await payoutsIdle(t, bank);
    await settlePayouts(t, bank);
    for (const id of [lost, pending, creating, switchedOff])
      expect((await withdrawalRow(t, id)).status).toBe('PAID');
    expect(await late()).toEqual({ raised: 0, closed: 3 });
    expect(await findings('OPEN')).toEqual([]);
    const resolved = await findings('RESOLVED');
    expect(resolved.map((issue) => issue.withdrawalId).sort()).toEqual([lost, pending, creating].sort());
    expect(resolved.every((issue) => issue.resolvedBy === null && issue.resolvedAt !== null)).toBe(true);
    expect(pushed().filter((issue) => issue.resolvedAt !== null)).toHaveLength(3);
    // The kill switch's wait was staff's own choice, in their queue with its reason: it raised no finding.
    expect(pushed().some((issue) => issue.withdrawalId === switchedOff)).toBe(false);
    expect(await late()).toBeUndefined();
  });
});
