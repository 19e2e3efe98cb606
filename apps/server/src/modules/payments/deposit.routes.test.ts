import { adminHref, adminPaths, errorCatalogue, paymentPaths, realtimeEvents } from '@chokdee/contracts';
import { anyId } from 'promptparse/validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import { createRecordingPublisher } from '#platform/realtime/publisher';
import {
  balanceOf,
  buildTestApp,
  call,
  checkLedger,
  countRows,
  loginToken,
  memberBank,
  moneyPost,
  ownerToken,
  postFeed,
  registerMember,
  statementLine,
  statusOf,
  TEST_FEED_SECRET,
  type TestApp,
  testDbKinds,
} from '#testing/index';
import { signFeedBody } from './feed-signature';

const mask = (accountNumber: string): string =>
  // xxx-x-x1234-x: only the 2nd- to 5th-last digits shown
  `xxx-x-x${accountNumber.slice(-5, -1)}-x`;

describe.each(testDbKinds())('deposits and the bank-statement feed (%s)', (kind) => {
  let t: TestApp;
  let staff: string;
  const publisher = createRecordingPublisher();
  beforeAll(async () => {
    t = await buildTestApp({ kind, deps: { publisher }, modules: ['payments'] });
    staff = await ownerToken(t);
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const feedRows = async () => ({
    lines: await countRows(t, schema.statementLines),
    deposits: await countRows(t, schema.deposits),
    transfers: await countRows(t, schema.ledgerTransfers),
  });

  it('lists the site’s deposit accounts to members', async () => {
    const token = await loginToken(t, await registerMember(t));
    const res = await call(t, { method: 'GET', url: paymentPaths.depositBankList, token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        type: 'BANK',
        bankCode: 'KBANK',
        accountNumber: '1234567890',
        promptPayId: null,
      }),
      expect.objectContaining({ type: 'PROMPTPAY', promptPayId: '0812345678' }),
    ]);
    expect((await call(t, { method: 'GET', url: paymentPaths.depositBankList })).statusCode).toBe(401);
  });

  it('refuses unsigned, stale or tampered feeds with 401 and stores nothing; a stale timestamp says so', async () => {
    const before = await feedRows();
    const body = { lines: [statementLine()] };
    const now = Math.floor(t.clock.now().getTime() / 1000);
    // Rightly signed, more than 5 minutes off: the feed's clock (or a replay), not its secret.
    for (const timestamp of [now - 301, now + 301]) {
      const stale = await postFeed(t, body, { timestamp: String(timestamp) });
      expect(stale.statusCode).toBe(401);
      expect(statusOf(stale)).toEqual({
        code: errorCatalogue.FEED_TIMESTAMP_STALE.code,
        message: errorCatalogue.FEED_TIMESTAMP_STALE.message,
      });
    }
    const refused = [
      await postFeed(t, body, { secret: 'another-secret-entirely-000' }),
      // Stale and signed with another secret: only the signature is told.
      await postFeed(t, body, { secret: 'another-secret-entirely-000', timestamp: String(now - 301) }),
      await postFeed(t, body, { signature: 'abc' }),
      await postFeed(t, body, { signature: '0'.repeat(64) }),
      // the body changed after it was signed
      await postFeed(t, body, {
        timestamp: String(now),
        signature: signFeedBody(TEST_FEED_SECRET, String(now), JSON.stringify(body)),
        raw: JSON.stringify({ lines: [{ ...body.lines[0], amount: '999999.00' }] }),
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(401);
      expect(statusOf(res)).toEqual({
        code: errorCatalogue.FEED_SIGNATURE_INVALID.code,
        message: 'ลายเซ็นของรายการเดินบัญชีไม่ถูกต้อง',
      });
    }
    expect(await feedRows()).toEqual(before);
  });

  it('refuses a signed body that is not a batch with 400, and a bad line with REJECTED, moving nothing', async () => {
    const before = await feedRows();
    const empty = await postFeed(t, { lines: [] });
    expect(empty.statusCode).toBe(400);
    expect(statusOf(empty).code).toBe(errorCatalogue.VALIDATION_FAILED.code);
    for (const line of [
      statementLine({ amount: '0' }),
      statementLine({ amount: '10.001' }),
      statementLine({ transferredAt: 'yesterday' }),
    ]) {
      const res = await postFeed(t, { lines: [line] });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.lines).toEqual([
        {
          externalId: line.externalId,
          result: 'REJECTED',
          reason: expect.objectContaining({ code: errorCatalogue.FEED_LINE_INVALID.code }),
        },
      ]);
    }
    expect(await feedRows()).toEqual(before);
    const notJson = await postFeed(t, null, { raw: '{"lines": [' });
    expect(notJson.statusCode).toBe(400);
    expect(statusOf(notJson).code).toBe(errorCatalogue.MALFORMED_REQUEST.code);
  });

  it('credits a masked sender account to its one member, once, and pushes after commit', async () => {
    const member = await registerMember(t);
    const bank = await memberBank(t, member.memberId);
    const line = statementLine({ amount: '1500.75', fromAccountNumber: mask(bank.accountNumber) });
    const res = await postFeed(t, { lines: [line] });
    expect(res.json().data.lines).toEqual([{ externalId: line.externalId, result: 'CREDITED' }]);
    const again = await postFeed(t, { lines: [line] });
    expect(again.json().data.lines).toEqual([{ externalId: line.externalId, result: 'DUPLICATE' }]);
    const token = await loginToken(t, member);
    expect(await balanceOf(t, token)).toEqual({ balance: '1500.75', lockedBalance: '0.00' });
    const pushed = publisher.events.filter((e) => e.room === `member:${member.memberId}`);
    expect(pushed.map((e) => e.event)).toEqual([
      realtimeEvents.walletUpdated,
      realtimeEvents.depositCredited,
    ]);

    const history = await call(t, {
      method: 'GET',
      url: `${paymentPaths.paymentHistory}?type=DEPOSIT`,
      token,
    });
    expect(history.json().data).toEqual({
      data: [
        {
          paymentRef: expect.stringMatching(/^D[2-9A-Z]{9}$/),
          transferTime: line.transferredAt,
          amount: '1500.75',
          balanceBefore: '0.00',
          balanceAfter: '1500.75',
          status: 'CREDITED',
        },
      ],
      total: 1,
      pageNo: 1,
      pageSize: 25,
    });
    const badQuery = await call(t, {
      method: 'GET',
      url: `${paymentPaths.paymentHistory}?type=BONUS`,
      token,
    });
    expect(badQuery.statusCode).toBe(400);
  });

  it('leaves lines that fit nobody, or several members, unmatched for staff to assign or dismiss', async () => {
    const a = await registerMember(t, { accountNumber: '5550001234' });
    await registerMember(t, { accountNumber: '6660001234' });
    const ambiguous = statementLine({ fromAccountNumber: 'xxxxxx1234' });
    const unknownBank = statementLine({ fromBankCode: 'NOPE', fromAccountNumber: '5550001234' });
    const allMasked = statementLine({ fromAccountNumber: 'xxx-x-xxxxx-x' });
    const res = await postFeed(t, { lines: [ambiguous, unknownBank, allMasked] });
    expect(res.json().data.lines.map((l: { result: string }) => l.result)).toEqual([
      'UNMATCHED',
      'UNMATCHED',
      'UNMATCHED',
    ]);
    const list = await call(t, {
      method: 'GET',
      url: `${adminPaths.statementLines}?status=UNMATCHED&pageSize=100`,
      token: staff,
    });
    expect(list.statusCode).toBe(200);
    const byExternal = new Map(
      list.json().data.data.map((l: { externalId: string; id: string }) => [l.externalId, l.id]),
    );
    const ambiguousId = byExternal.get(ambiguous.externalId) as string;
    const dismissId = byExternal.get(allMasked.externalId) as string;

    const badAssign = await call(t, {
      url: `${adminPaths.statementLines}/${ambiguousId}/assign`,
      token: staff,
      body: { memberId: 'x' },
    });
    expect(badAssign.statusCode).toBe(400);
    const unknownMember = await call(t, {
      url: `${adminPaths.statementLines}/${ambiguousId}/assign`,
      token: staff,
      body: { memberId: '0190a0a0-0000-7000-8000-000000000000' },
    });
    expect(unknownMember.statusCode).toBe(404);
    const assigned = await call(t, {
      url: `${adminPaths.statementLines}/${ambiguousId}/assign`,
      token: staff,
      body: { memberId: a.memberId },
    });
    expect(assigned.statusCode).toBe(200);
    const twice = await call(t, {
      url: `${adminPaths.statementLines}/${ambiguousId}/assign`,
      token: staff,
      body: { memberId: a.memberId },
    });
    expect(twice.statusCode).toBe(409);
    expect(await balanceOf(t, await loginToken(t, a))).toEqual({ balance: '500.00', lockedBalance: '0.00' });

    const noReason = await call(t, {
      url: `${adminPaths.statementLines}/${dismissId}/dismiss`,
      token: staff,
      body: {},
    });
    expect(noReason.statusCode).toBe(400);
    const dismissed = await call(t, {
      url: `${adminPaths.statementLines}/${dismissId}/dismiss`,
      token: staff,
      body: { reason: 'โอนผิดบัญชี' },
    });
    expect(dismissed.statusCode).toBe(200);
    const audit = await t.database.db.select().from(schema.staffAuditLog);
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['statement_line.assign', 'statement_line.dismiss']),
    );
    const memberToken = await loginToken(t, a);
    expect(
      (await call(t, { method: 'GET', url: adminPaths.statementLines, token: memberToken })).statusCode,
    ).toBe(401);
  });

  it('staff assign an unmatched line by the member phone; one of phone or member id, never both', async () => {
    const member = await registerMember(t);
    const line = statementLine({ fromAccountNumber: 'xxx-x-xxxxx-x', amount: '250.00' });
    await postFeed(t, { lines: [line] });
    const list = await call(t, {
      method: 'GET',
      url: `${adminPaths.statementLines}?status=UNMATCHED&pageSize=100`,
      token: staff,
    });
    const lineId = list.json().data.data.find((l: { externalId: string }) => l.externalId === line.externalId)
      .id as string;
    const assign = (body: unknown) =>
      call(t, { url: adminHref.statementLineAction(lineId, 'assign'), token: staff, body });

    for (const body of [{}, { memberId: member.memberId, phone: member.phone }, { phone: '12345' }]) {
      const refused = await assign(body);
      expect(refused.statusCode).toBe(400);
      expect(statusOf(refused).code).toBe(errorCatalogue.VALIDATION_FAILED.code);
    }
    // Who was not found, in Thai, from the catalogue; the line stays unmatched.
    const unknownPhone = await assign({ phone: '0999999999' });
    expect(unknownPhone.statusCode).toBe(404);
    expect(statusOf(unknownPhone)).toEqual({
      code: errorCatalogue.MEMBER_PHONE_NOT_FOUND.code,
      message: 'ไม่พบสมาชิกเบอร์ 0999999999',
    });
    const unknownId = await assign({ memberId: '0190f000-0000-7000-8000-000000000000' });
    expect(statusOf(unknownId)).toEqual({
      code: errorCatalogue.MEMBER_ID_NOT_FOUND.code,
      message: 'ไม่พบสมาชิกรหัส 0190f000-0000-7000-8000-000000000000',
    });

    const assigned = await assign({ phone: `${member.phone.slice(0, 3)}-${member.phone.slice(3)}` });
    expect(assigned.statusCode).toBe(200);
    expect(await balanceOf(t, await loginToken(t, member))).toEqual({
      balance: '250.00',
      lockedBalance: '0.00',
    });
  });

  it('opens a PromptPay intent with a unique satang tag and credits the line of exactly that amount', async () => {
    const member = await registerMember(t);
    const token = await loginToken(t, member);
    const res = await moneyPost(t, token, paymentPaths.depositIntent, { amount: '300' }, 'intent-key-0001');
    expect(res.statusCode).toBe(200);
    const intent = res.json().data;
    expect(intent.payAmount).toMatch(/^300\.(0[1-9]|[1-9]\d)$/);
    expect(new Date(intent.expiresAt).getTime() - t.clock.now().getTime()).toBe(15 * 60 * 1000);
    expect(anyId(intent.promptPayPayload)).toMatchObject({
      type: 'MSISDN',
      target: '0812345678',
      amount: Number(intent.payAmount),
    });
    const replay = await moneyPost(t, token, paymentPaths.depositIntent, { amount: 300 }, 'intent-key-0001');
    expect(replay.json()).toEqual(res.json());

    const other = await loginToken(t, await registerMember(t));
    const second = (await moneyPost(t, other, paymentPaths.depositIntent, { amount: '300' })).json().data;
    expect(second.payAmount).not.toBe(intent.payAmount);

    const line = statementLine({ amount: intent.payAmount, fromBankCode: 'SCB', fromAccountNumber: 'xxxx' });
    expect((await postFeed(t, { lines: [line] })).json().data.lines[0].result).toBe('CREDITED');
    expect(await balanceOf(t, token)).toEqual({ balance: intent.payAmount, lockedBalance: '0.00' });
  });

  it('refuses bad intents with the limits in baht and writes nothing', async () => {
    const token = await loginToken(t, await registerMember(t));
    const before = await countRows(t, schema.depositIntents);
    const cases: Array<[unknown, string | null, number, string]> = [
      [{ amount: '100' }, null, 400, 'คำขอนี้ต้องมี Idempotency-Key'],
      [{ amount: '0' }, 'intent-bad-01', 400, 'กรุณากรอกจำนวนเงินให้ถูกต้อง (ทศนิยมไม่เกิน 2 ตำแหน่ง)'],
      [{ amount: '1.999' }, 'intent-bad-02', 400, 'กรุณากรอกจำนวนเงินให้ถูกต้อง (ทศนิยมไม่เกิน 2 ตำแหน่ง)'],
      [{ amount: '99.99' }, 'intent-bad-03', 422, 'ฝากขั้นต่ำ 100 บาท'],
      [{ amount: '200000.01' }, 'intent-bad-04', 422, 'ฝากได้สูงสุด 200,000 บาทต่อรายการ'],
    ];
    for (const [body, key, http, message] of cases) {
      const res = await moneyPost(t, token, paymentPaths.depositIntent, body, key);
      expect({ http: res.statusCode, message: statusOf(res).message }).toEqual({ http, message });
    }
    expect(await countRows(t, schema.depositIntents)).toBe(before);
  });

  it('shows staff the ledger check', async () => {
    const res = await call(t, { method: 'GET', url: adminPaths.ledgerCheck, token: staff });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ok: true, sumOfBalances: '0.00', mismatches: [] });
    expect((await call(t, { method: 'GET', url: adminPaths.ledgerCheck })).statusCode).toBe(401);
  });
});
