import {
  errorCatalogue,
  errorMessage,
  FEED_SIGNATURE_HEADER,
  FEED_TIMESTAMP_HEADER,
  financeAdminPaths,
  OPERATOR_HEADER,
  paymentPaths,
} from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  auditRows,
  buildTestApp,
  call,
  checkLedger,
  countRows,
  listenOnFreePort,
  staffTokens,
  statementLine,
  TEST_FEED_SECRET,
  type TestApp,
  testDbKinds,
} from '#testing/index';
import { signFeedBody } from './feed-signature';
import { bahtText } from './payments.deps';

/**
 * A security review found that one bad line used to 500 the whole feed call, forever. Each line is now checked on
 * its own, over real HTTP (the route keeps its own raw-body JSON parser).
 */
describe.each(testDbKinds())('bank feed, line by line (%s)', (kind) => {
  let t: TestApp;
  let base: string;
  let tokens: Awaited<ReturnType<typeof staffTokens>>;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['payments'] });
    tokens = await staffTokens(t);
    base = await listenOnFreePort(t);
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  /** POSTs the raw text, signed with the test secret, over HTTP. */
  const send = async (raw: string) => {
    const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
    const res = await fetch(`${base}${paymentPaths.bankStatementFeed}`, {
      method: 'POST',
      headers: {
        [OPERATOR_HEADER]: t.operatorKey,
        'content-type': 'application/json',
        [FEED_TIMESTAMP_HEADER]: timestamp,
        [FEED_SIGNATURE_HEADER]: signFeedBody(TEST_FEED_SECRET, timestamp, raw),
      },
      body: raw,
    });
    // biome-ignore lint/suspicious/noExplicitAny: the envelope as JSON, read field by field below.
    return { status: res.status, body: (await res.json()) as any };
  };
  const rejected = async () => {
    const res = await call(t, {
      method: 'GET',
      url: `${financeAdminPaths.rejectedStatementLines}?pageNo=1&pageSize=100`,
      token: tokens.finance,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it('answers a NUL or an amount beyond bigint REJECTED, takes the rest, and answers a retry the same', async () => {
    const before = await countRows(t, schema.statementLines);
    const good = [statementLine(), statementLine(), statementLine()];
    const nul = statementLine({ fromName: 'นาย\u0000ทดสอบ' });
    const huge = statementLine({ amount: '92233720368547758.08' });
    const raw = JSON.stringify({ lines: [good[0], nul, good[1], huge, good[2]] });

    const first = await send(raw);
    expect(first.status).toBe(200);
    const answers = first.body.data.lines;
    expect(answers.map((line: { result: string }) => line.result)).toEqual([
      'UNMATCHED',
      'REJECTED',
      'UNMATCHED',
      'REJECTED',
      'UNMATCHED',
    ]);
    expect(answers[1].reason).toEqual({
      code: errorCatalogue.FEED_LINE_CONTROL_CHARACTER.code,
      message: expect.stringContaining('fromName'),
      field: 'fromName',
    });
    expect(answers[3].reason).toEqual({
      code: errorCatalogue.FEED_LINE_AMOUNT_TOO_LARGE.code,
      message: errorMessage('FEED_LINE_AMOUNT_TOO_LARGE', { max: bahtText(10_000_000_00n) }),
      field: 'amount',
    });
    expect(await countRows(t, schema.statementLines)).toBe(before + 3);

    const retry = await send(raw);
    expect(retry.status).toBe(200);
    expect(retry.body.data.lines).toEqual(
      answers.map((answer: { result: string }) =>
        answer.result === 'REJECTED' ? answer : { ...answer, result: 'DUPLICATE' },
      ),
    );
    expect(await countRows(t, schema.statementLines)).toBe(before + 3);

    const listed = (await rejected()).data.filter(
      (row: { externalId: string }) =>
        row.externalId === nul.externalId || row.externalId === huge.externalId,
    );
    expect(listed).toHaveLength(2);
    const nulRow = listed.find((row: { externalId: string }) => row.externalId === nul.externalId);
    expect(nulRow.line).toContain('นาย\\u0000ทดสอบ');
    expect(nulRow.line).not.toContain('\u0000');
    expect(nulRow.reason.code).toBe(errorCatalogue.FEED_LINE_CONTROL_CHARACTER.code);
  });

  it('rejects lines that are not lines at all, each on its own', async () => {
    const junk: unknown[] = [
      null,
      42,
      'text',
      [statementLine()],
      { ...statementLine(), amount: '0.00' },
      { ...statementLine(), amount: '1.001' },
      { ...statementLine(), transferredAt: 'yesterday' },
      { ...statementLine(), fromName: { nested: ['deep'] } },
      { ...statementLine(), externalId: undefined },
      { ...statementLine(), 'bad\u0001key': 'x' },
    ];
    const good = statementLine();
    const res = await send(JSON.stringify({ lines: [...junk, good] }));
    expect(res.status).toBe(200);
    const answers: Array<{ result: string; reason?: { code: number; field: string } }> = res.body.data.lines;
    expect(answers.slice(0, -1).every((answer) => answer.result === 'REJECTED')).toBe(true);
    expect(answers.at(-1)?.result).toBe('UNMATCHED');
    expect(answers.map((answer) => answer.reason?.field)).toEqual([
      '(line)',
      '(line)',
      '(line)',
      '(line)',
      'amount',
      'amount',
      'transferredAt',
      'fromName',
      'externalId',
      'bad?key',
      undefined,
    ]);
  });

  it('takes a full batch of 500 lines, far over the 64 KiB other calls take', async () => {
    const lines = Array.from({ length: 500 }, () => statementLine({ fromAccountNumber: '999-9-99999-9' }));
    expect(JSON.stringify({ lines }).length).toBeGreaterThan(64 * 1024);
    const res = await send(JSON.stringify({ lines }));
    expect(res.status).toBe(200);
    expect(res.body.data.lines).toHaveLength(500);
  });

  it('refuses only a body that is not a batch: not JSON, no lines, too many lines', async () => {
    for (const raw of [
      '{"lines": [',
      '{}',
      '{"lines": []}',
      '{"lines": "x"}',
      JSON.stringify({ lines: Array.from({ length: 501 }, () => statementLine()) }),
    ]) {
      const res = await send(raw);
      expect(res.status).toBe(400);
      expect(res.body.status.code).not.toBe(0);
    }
  });

  it('lets owner and finance set the per-line ceiling (audited); support reads nothing of it', async () => {
    const get = await call(t, {
      method: 'GET',
      url: financeAdminPaths.bankFeedSettings,
      token: tokens.finance,
    });
    expect(get.json().data).toEqual({ maxLineAmount: '10000000.00', updatedAt: null });
    for (const role of ['support', 'lottery'] as const) {
      expect(
        (
          await call(t, {
            method: 'PUT',
            url: financeAdminPaths.bankFeedSettings,
            token: tokens[role],
            body: { maxLineAmount: '1.00' },
          })
        ).statusCode,
      ).toBe(403);
    }
    const tooHigh = await call(t, {
      method: 'PUT',
      url: financeAdminPaths.bankFeedSettings,
      token: tokens.owner,
      body: { maxLineAmount: '1000000000.01' },
    });
    expect(tooHigh.statusCode).toBe(400);

    const put = await call(t, {
      method: 'PUT',
      url: financeAdminPaths.bankFeedSettings,
      token: tokens.finance,
      body: { maxLineAmount: '1000.00' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.maxLineAmount).toBe('1000.00');
    const audit = await auditRows(t, 'bank_feed_settings.update', t.operatorId);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toEqual({ maxLineAmount: '1000.00' });

    const res = await send(
      JSON.stringify({ lines: [statementLine({ amount: '1000.00' }), statementLine({ amount: '1000.01' })] }),
    );
    expect(res.body.data.lines.map((line: { result: string }) => line.result)).toEqual([
      'UNMATCHED',
      'REJECTED',
    ]);
    expect(res.body.data.lines[1].reason.message).toBe(
      errorMessage('FEED_LINE_AMOUNT_TOO_LARGE', { max: bahtText(1_000_00n) }),
    );
    await call(t, {
      method: 'PUT',
      url: financeAdminPaths.bankFeedSettings,
      token: tokens.owner,
      body: { maxLineAmount: '10000000.00' },
    });
  });
});
