import {
  adminPaths,
  errorCatalogue,
  paymentPaths,
  payoutAdminHref,
  payoutAdminPaths,
  type ReconciliationIssue,
  type StaffRoleName,
  staffRealtimeEvents,
} from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import { createRecordingPublisher } from '#platform/realtime/publisher';
import {
  auditRows,
  buildTestApp,
  call,
  givePayoutAccount,
  moduleApi,
  moneyPost,
  type PayoutBank,
  payableMember,
  payoutsIdle,
  payoutTransferRows,
  putAutoApproveRule,
  staffTokens,
  startPayoutBank,
  statusOf,
  type TestApp,
  testDbKinds,
  withdrawalRow,
} from '#testing/index';

/**
 * The back office and the reconciliation against the simulated bank over real HTTP. The bank sends no
 * webhook here, so a transfer it pays or fails is "missed" until something asks; the test clock follows
 * real time before each run (the bank dates its transfers by the real clock).
 */
describe.each(testDbKinds())('payout back office and reconciliation over HTTP (%s)', (kind) => {
  let t: TestApp;
  let bank: PayoutBank;
  let tokens: Record<StaffRoleName, string>;
  const publisher = createRecordingPublisher();
  beforeAll(async () => {
    t = await buildTestApp({ kind, deps: { publisher }, modules: ['payouts'] });
    t.clock.set(new Date());
    bank = await startPayoutBank(t, { webhooks: false });
    await givePayoutAccount(t, bank);
    await putAutoApproveRule(t);
    tokens = await staffTokens(t);
  });
  afterAll(async () => {
    await bank.close();
    await t.close();
  });

  const get = (url: string, role: StaffRoleName = 'finance') =>
    call(t, { method: 'GET', url, token: tokens[role] });
  const runNow = async () => {
    t.clock.set(new Date(Math.max(Date.now(), t.clock.now().getTime())));
    const res = await call(t, { url: payoutAdminPaths.reconciliationRun, token: tokens.finance });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      id: string;
      issuesFound: number;
      providerTransfers: number;
      error: string | null;
    };
  };
  /** A withdrawal of ฿300 sent to the bank (SENDING, its transfer SENT there). */
  const sentWithdrawal = async (token: string) => {
    const res = await moneyPost(t, token, paymentPaths.withdraw, { amount: '300.00' });
    expect(res.statusCode).toBe(200);
    const id = (res.json().data as { withdrawalId: string }).withdrawalId;
    await payoutsIdle(t, bank);
    expect((await withdrawalRow(t, id)).status).toBe('SENDING');
    return id;
  };
  /** A transfer made at the bank directly (not by us), over its HTTP API. */
  const bankTransfer = async (body: Record<string, unknown>) => {
    const res = await fetch(`${bank.url}/transfers`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${bank.secretKey}:`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { id: string };
  };
  const setTransfer = (withdrawalId: string, set: Partial<typeof schema.payoutTransfers.$inferInsert>) =>
    t.database.db
      .update(schema.payoutTransfers)
      .set(set)
      .where(eq(schema.payoutTransfers.withdrawalId, withdrawalId));
  const setWithdrawal = (id: string, set: Partial<typeof schema.withdrawals.$inferInsert>) =>
    t.database.db.update(schema.withdrawals).set(set).where(eq(schema.withdrawals.id, id));

  let paidId = '';
  let recipientId = '';
  let token = '';

  it("asks the bank for its balance, shows the member's verified recipient", async () => {
    const balance = await get(payoutAdminPaths.balance);
    expect(balance.statusCode).toBe(200);
    expect(balance.json().data).toMatchObject({ total: '10000000.00', available: '10000000.00' });

    const payable = await payableMember(t, bank);
    token = payable.token;
    const recipient = await get(payoutAdminHref.memberRecipient(payable.member.memberId), 'support');
    expect(recipient.json().data).toMatchObject({ state: 'VERIFIED', failureReason: null });
    recipientId = recipient.json().data.providerRecipientId;
    expect(recipientId).toMatch(/^recp_test_/);
    const refreshed = await call(t, {
      url: payoutAdminHref.memberRecipientRefresh(payable.member.memberId),
      token: tokens.finance,
    });
    expect(refreshed.json().data).toMatchObject({ state: 'VERIFIED', providerRecipientId: recipientId });
  });

  it('answers a clear error when the bank refuses the key or cannot be reached (rotation takes effect at once)', async () => {
    const put = (baseUrl: string, secretKey: string) =>
      call(t, {
        method: 'PUT',
        url: payoutAdminPaths.account,
        token: tokens.owner,
        body: { baseUrl, secretKey, webhookSecret: bank.webhookSecret },
      });
    expect((await put(bank.url, 'skey_test_notthebanksown0000')).statusCode).toBe(200);
    const refused = await get(payoutAdminPaths.balance);
    expect([refused.statusCode, statusOf(refused).code]).toEqual([
      502,
      errorCatalogue.PAYOUT_PROVIDER_UNAUTHORIZED.code,
    ]);
    expect((await put('http://127.0.0.1:9', bank.secretKey)).statusCode).toBe(200);
    const down = await get(payoutAdminPaths.balance);
    expect(statusOf(down).code).toBe(errorCatalogue.PAYOUT_PROVIDER_UNREACHABLE.code);
    // A run that cannot reach the provider is recorded with the reason staff read.
    expect(await runNow()).toMatchObject({
      issuesFound: 0,
      error: errorCatalogue.PAYOUT_PROVIDER_UNREACHABLE.message,
    });
    expect((await put(bank.url, bank.secretKey)).statusCode).toBe(200);
    expect((await get(payoutAdminPaths.balance)).statusCode).toBe(200);
  });

  it("applies a PAID the flow missed without a finding; the detail, the list and today's total show it", async () => {
    paidId = await sentWithdrawal(token);
    bank.bank.settleNow();
    expect((await withdrawalRow(t, paidId)).status).toBe('SENDING');
    expect(await runNow()).toMatchObject({ issuesFound: 0, error: null });
    expect((await withdrawalRow(t, paidId)).status).toBe('PAID');

    const detail = (await get(payoutAdminHref.withdrawal(paidId))).json().data;
    const [transfer] = await payoutTransferRows(t, paidId);
    expect(detail.withdrawal).toMatchObject({
      id: paidId,
      status: 'PAID',
      autoApproved: true,
      transferId: transfer?.providerTransferId,
    });
    expect(detail.transfers).toMatchObject([
      { attempt: 1, state: 'PAID', amount: '300.00', automatic: true },
    ]);
    expect(detail.timeline.map((entry: { kind: string }) => entry.kind)).toEqual([
      'requested',
      'approved',
      'sending',
      'transfer.sent',
      'transfer.paid',
      'paid',
    ]);
    expect(detail.recipient).toMatchObject({ state: 'VERIFIED', providerRecipientId: recipientId });

    const list = (await get(`${adminPaths.withdrawals}?status=PAID`)).json().data.data;
    expect(list.find((row: { id: string }) => row.id === paidId)).toMatchObject({
      transferId: transfer?.providerTransferId,
      autoApproved: true,
      failureReason: null,
      waitReason: null,
    });
    expect((await get(payoutAdminPaths.account)).json().data.sentToday).toBe('300.00');
    expect(statusOf(await get(payoutAdminHref.withdrawal('0190f5c2-0000-7000-8000-000000000000'))).code).toBe(
      errorCatalogue.NOT_FOUND.code,
    );
  });

  it('raises each kind of difference made for real, once, pushes it to staff, and closes it with a note', async () => {
    // A FAILED the flow missed is applied (no finding)…
    bank.bank.setOptions({ failureRate: 1 });
    const failedThenPaid = await sentWithdrawal(token);
    bank.bank.settleNow();
    bank.bank.setOptions({ failureRate: 0 });
    expect(await runNow()).toMatchObject({ issuesFound: 0 });
    expect((await withdrawalRow(t, failedThenPaid)).status).toBe('FAILED');
    // …then our rows say it was paid by that transfer: PAID_NOT_AT_PROVIDER.
    await setTransfer(failedThenPaid, { state: 'PAID' });
    await setWithdrawal(failedThenPaid, { status: 'PAID' });

    // A transfer made at the bank by someone else: UNKNOWN_TRANSFER.
    const stranger = await bankTransfer({ amount: 12_345, recipient: recipientId });
    // A second transfer for a paid withdrawal: DUPLICATE_TRANSFER (and unknown to us as a row).
    const duplicate = await bankTransfer({
      amount: 30_000,
      recipient: recipientId,
      metadata: { withdrawal_id: paidId, payment_ref: 'dup' },
    });
    // Our row's amount changed: AMOUNT_MISMATCH (and, left open, STUCK later).
    const changed = await sentWithdrawal(token);
    await setTransfer(changed, { amountSatang: 29_900n });
    // The bank paid a transfer our row says failed: PROVIDER_PAID_NOT_PAID.
    const paidThere = await sentWithdrawal(token);
    await setTransfer(paidThere, { state: 'FAILED', failureCode: 'transfer_failed' });
    await setWithdrawal(paidThere, { status: 'FAILED' });
    // Sent and never settled: STUCK once 30 minutes pass.
    const stuck = await sentWithdrawal(token);
    bank.bank.settleNow();
    // settleNow paid `stuck` too: make another that stays open.
    const stillOpen = await sentWithdrawal(token);
    const before = publisher.events.filter(
      (e) => e.event === staffRealtimeEvents.payoutReconciliationIssue,
    ).length;
    const first = await runNow();
    expect((await withdrawalRow(t, stuck)).status).toBe('PAID');

    t.clock.set(new Date(Date.now() + 31 * 60_000));
    const run = await runNow();
    const report = (await get(`${payoutAdminPaths.reconciliation}?status=OPEN&pageSize=50`)).json().data;
    const found = (report.issues as ReconciliationIssue[])
      .map((issue) => `${issue.kind} ${issue.withdrawalId ?? issue.providerTransferId}`)
      .sort();
    expect(found).toEqual(
      [
        `UNKNOWN_TRANSFER ${stranger.id}`,
        `UNKNOWN_TRANSFER ${paidId}`,
        `DUPLICATE_TRANSFER ${paidId}`,
        `AMOUNT_MISMATCH ${changed}`,
        `STUCK ${changed}`,
        `PAID_NOT_AT_PROVIDER ${failedThenPaid}`,
        `PROVIDER_PAID_NOT_PAID ${paidThere}`,
        `STUCK ${stillOpen}`,
      ].sort(),
    );
    expect(
      report.issues.find((issue: ReconciliationIssue) => issue.providerTransferId === duplicate.id),
    ).toBeDefined();
    // The STUCK two only once 30 minutes passed; the other six at once.
    expect([first.issuesFound, run.issuesFound]).toEqual([6, 2]);
    expect(report.runs[0]).toMatchObject({ id: run.id, issuesFound: 2, error: null });
    const pushed = publisher.events.filter((e) => e.event === staffRealtimeEvents.payoutReconciliationIssue);
    expect(pushed.length - before).toBe(8);
    expect(pushed.every((e) => e.room === `staff:${t.operatorId}`)).toBe(true);
    const mismatch = report.issues.find((issue: ReconciliationIssue) => issue.kind === 'AMOUNT_MISMATCH');
    expect(mismatch.detail).toBe(
      'ยอดโอนที่ผู้ให้บริการ 300.00 บาท ไม่ตรงกับยอดในระบบ 299.00 บาท (ยอดถอน 300.00 บาท)',
    );
    // The mismatched transfer was never applied, whatever the bank says.
    expect((await withdrawalRow(t, changed)).status).toBe('SENDING');

    // Again: nothing new (one open finding per kind and subject).
    expect(await runNow()).toMatchObject({ issuesFound: 0 });

    // Closed with a note (audited); closed twice is refused; a closed finding is not raised again.
    const resolve = (id: string, note: string, role: StaffRoleName = 'finance') =>
      call(t, { url: payoutAdminHref.reconciliationResolve(id), token: tokens[role], body: { note } });
    expect(statusOf(await resolve(mismatch.id, '  ')).code).toBe(errorCatalogue.VALIDATION_FAILED.code);
    expect((await resolve(mismatch.id, 'แก้ยอดแล้ว', 'support')).statusCode).toBe(403);
    const closed = await resolve(mismatch.id, 'ตรวจแล้ว แก้ยอดในระบบ');
    expect(closed.json().data).toMatchObject({ note: 'ตรวจแล้ว แก้ยอดในระบบ', resolvedBy: expect.any(String) });
    expect(closed.json().data.resolvedAt).not.toBeNull();
    expect(statusOf(await resolve(mismatch.id, 'อีกครั้ง')).code).toBe(
      errorCatalogue.RECONCILIATION_ISSUE_RESOLVED.code,
    );
    const [audit] = await auditRows(t, 'payout_reconciliation.resolve', mismatch.id);
    expect(audit?.after).toMatchObject({ kind: 'AMOUNT_MISMATCH', note: 'ตรวจแล้ว แก้ยอดในระบบ' });
    expect(await runNow()).toMatchObject({ issuesFound: 0 });
    const resolved = (await get(`${payoutAdminPaths.reconciliation}?status=RESOLVED`)).json().data;
    expect(resolved.issues.map((issue: ReconciliationIssue) => issue.id)).toEqual([mismatch.id]);
    expect((await get(payoutAdminPaths.reconciliation, 'lottery')).statusCode).toBe(403);
  });

  it('runs as a job once per 10 minutes per operator (after staff ran it too), and never raises a finding twice', async () => {
    const { task } = moduleApi(t, 'payouts').admin.reconciliation;
    const open = async () =>
      (await get(`${payoutAdminPaths.reconciliation}?status=OPEN`)).json().data.total as number;
    const before = await open();
    // A node's first tick (at start) only schedules the first run; staff ran it a moment ago: the job
    // leaves the operator alone.
    expect(await task.tick(t.database.db, t.clock)).toEqual({
      nextAt: new Date(t.clock.now().getTime() + 60_000),
    });
    expect((await task.tick(t.database.db, t.clock)).result).toEqual({ runs: 0, issues: 0 });
    t.clock.advance(10 * 60_000);
    expect((await task.tick(t.database.db, t.clock)).result).toEqual({ runs: 1, issues: 0 });
    expect((await task.tick(t.database.db, t.clock)).result).toEqual({ runs: 0, issues: 0 });
    // Two staff members pressing "run now" together: one runs (or both, one after the other), and
    // whichever ran, no finding is there twice.
    const both = await Promise.all([
      call(t, { url: payoutAdminPaths.reconciliationRun, token: tokens.finance }),
      call(t, { url: payoutAdminPaths.reconciliationRun, token: tokens.owner }),
    ]);
    for (const res of both)
      expect([0, errorCatalogue.RECONCILIATION_RUNNING.code]).toContain(statusOf(res).code);
    expect(both.some((res) => res.statusCode === 200)).toBe(true);
    expect(await open()).toBe(before);
  });
});
