import { errorCatalogue, lotteryAdminHref, lotteryHref } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  call,
  fundedMember,
  placeBill,
  registerMember,
  staffMember,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';
import { openRound } from '#testing/rounds';

/** Rounds of this file's own, opened in `beforeAll` (testing/rounds.ts). */
let HANOI: string;
let LAO: string;

describe.each(testDbKinds())('closed and reduced-rate numbers (%s)', (kind) => {
  let t: TestApp;
  let lottery: { id: string; token: string };
  let support: { id: string; token: string };
  let member: string;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['lottery', 'payments'] });
    ({ roundCode: HANOI } = await openRound(t, 'HANOI'));
    ({ roundCode: LAO } = await openRound(t, 'LAO'));
    lottery = await staffMember(t, 'lottery');
    support = await staffMember(t, 'support');
    member = await fundedMember(t, await registerMember(t), '1000.00');
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (
    token: string,
    roundCode: string,
    betType: 'TWO_TOP' | 'THREE_FRONT',
    number: string,
    body: unknown,
  ) => call(t, { method: 'PUT', url: lotteryAdminHref.number(roundCode, betType, number), token, body });
  const remove = (token: string, roundCode: string, number: string) =>
    call(t, { method: 'DELETE', url: lotteryAdminHref.number(roundCode, 'TWO_TOP', number), token });
  const roundDetail = async (roundCode: string) =>
    (await call(t, { method: 'GET', url: lotteryHref.round(roundCode) })).json().data;
  const auditActions = async () =>
    (
      await t.database.db
        .select()
        .from(schema.staffAuditLog)
        .where(and(eq(schema.staffAuditLog.staffId, lottery.id)))
    ).map((row) => row.action);

  it('closes a number and reopens it: members are refused meanwhile, and every change is audited', async () => {
    const closed = await put(lottery.token, HANOI, 'TWO_TOP', '45', { kind: 'CLOSED' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.rules).toEqual([
      { betType: 'TWO_TOP', number: '45', kind: 'CLOSED', payOutPrice: null, normalPayOutPrice: '90' },
    ]);
    expect((await roundDetail(HANOI)).closedNumbers).toContainEqual({ betType: 'TWO_TOP', number: '45' });
    const refused = await placeBill(t, member, HANOI, [{ betType: 'TWO_TOP', number: '45', amount: '1' }]);
    expect(statusOf(refused).code).toBe(errorCatalogue.NUMBER_CLOSED.code);

    // Every role reads; only lottery and owner change.
    const read = await call(t, { method: 'GET', url: lotteryAdminHref.numbers(HANOI), token: support.token });
    expect(read.json().data.rules).toHaveLength(1);
    expect((await put(support.token, HANOI, 'TWO_TOP', '46', { kind: 'CLOSED' })).statusCode).toBe(403);
    expect((await remove(support.token, HANOI, '45')).statusCode).toBe(403);

    const reopened = await remove(lottery.token, HANOI, '45');
    expect(reopened.json().data.rules).toEqual([]);
    expect(statusOf(await remove(lottery.token, HANOI, '45')).code).toBe(
      errorCatalogue.NUMBER_RULE_NOT_FOUND.code,
    );
    const accepted = await placeBill(t, member, HANOI, [{ betType: 'TWO_TOP', number: '45', amount: '1' }]);
    expect(statusOf(accepted).code).toBe(0);
    expect(await auditActions()).toEqual(
      expect.arrayContaining(['lottery.number.set', 'lottery.number.remove']),
    );
  });

  it('a reduced-rate number pays its reduced rate on new lines; the rate must be below the normal one', async () => {
    const tooHigh = await put(lottery.token, HANOI, 'TWO_TOP', '77', { kind: 'REDUCED', reducedRate: '90' });
    expect(statusOf(tooHigh).code).toBe(errorCatalogue.REDUCED_RATE_INVALID.code);
    expect(tooHigh.json().data.field).toBe('reducedRate');
    const noRate = await put(lottery.token, HANOI, 'TWO_TOP', '77', { kind: 'REDUCED' });
    expect(noRate.statusCode).toBe(400);
    const reduced = await put(lottery.token, HANOI, 'TWO_TOP', '77', {
      kind: 'REDUCED',
      reducedRate: '45.5',
    });
    expect(reduced.json().data.rules).toContainEqual({
      betType: 'TWO_TOP',
      number: '77',
      kind: 'REDUCED',
      payOutPrice: '45.5',
      normalPayOutPrice: '90',
    });
    expect((await roundDetail(HANOI)).reducedNumbers).toContainEqual({
      betType: 'TWO_TOP',
      number: '77',
      payOutPrice: '45.5',
    });
    const bill = await placeBill(t, member, HANOI, [{ betType: 'TWO_TOP', number: '77', amount: '2' }]);
    expect(bill.json().data.lines[0]).toMatchObject({ rewardPrice: '45.5', payOutTotal: '91.00' });
  });

  it('refuses a wrong number, a bet type the product lacks, an unknown round and a closed round', async () => {
    const short = await put(lottery.token, HANOI, 'TWO_TOP', '5', { kind: 'CLOSED' });
    expect(statusOf(short).code).toBe(errorCatalogue.NUMBER_INVALID_FOR_BET_TYPE.code);
    const front = await put(lottery.token, HANOI, 'THREE_FRONT', '123', { kind: 'CLOSED' });
    expect(statusOf(front).code).toBe(errorCatalogue.BET_TYPE_NOT_OFFERED.code);
    expect((await put(lottery.token, 'NOPE', 'TWO_TOP', '12', { kind: 'CLOSED' })).statusCode).toBe(404);
    expect(
      (await call(t, { url: lotteryAdminHref.close(LAO), token: lottery.token, body: {} })).statusCode,
    ).toBe(200);
    const late = await put(lottery.token, LAO, 'TWO_TOP', '12', { kind: 'CLOSED' });
    expect(statusOf(late).code).toBe(errorCatalogue.ROUND_STATE_INVALID.code);
    const rules = await call(t, { method: 'GET', url: lotteryAdminHref.numbers(LAO), token: lottery.token });
    expect(rules.json().data).toMatchObject({ status: 'CLOSED', rules: [] });
  });

  it('closes or reduces many numbers at once, all or none, with one audit row', async () => {
    const putMany = (token: string, body: unknown) =>
      call(t, { method: 'PUT', url: lotteryAdminHref.numbers(HANOI), token, body });
    const doubles = ['00', '11', '22', '33', '44', '55', '66', '88', '99'];
    // One number that does not fit the bet type refuses the lot, naming it; nothing changes.
    const before = (
      await call(t, { method: 'GET', url: lotteryAdminHref.numbers(HANOI), token: lottery.token })
    ).json().data.rules;
    const misfit = await putMany(lottery.token, {
      betType: 'TWO_TOP',
      numbers: [...doubles, '123'],
      kind: 'CLOSED',
    });
    expect(statusOf(misfit).code).toBe(errorCatalogue.NUMBERS_INVALID_FOR_BET_TYPE.code);
    expect(statusOf(misfit).message).toContain('123');
    expect(
      (await call(t, { method: 'GET', url: lotteryAdminHref.numbers(HANOI), token: lottery.token })).json()
        .data.rules,
    ).toEqual(before);
    expect(
      (await putMany(support.token, { betType: 'TWO_TOP', numbers: doubles, kind: 'CLOSED' })).statusCode,
    ).toBe(403);
    expect(
      (await putMany(lottery.token, { betType: 'TWO_TOP', numbers: [], kind: 'CLOSED' })).statusCode,
    ).toBe(400);

    const closed = await putMany(lottery.token, {
      betType: 'TWO_TOP',
      numbers: [...doubles, '00'],
      kind: 'CLOSED',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const rules = closed.json().data.rules as Array<{ betType: string; number: string; kind: string }>;
    for (const number of doubles)
      expect(rules).toContainEqual(expect.objectContaining({ number, kind: 'CLOSED' }));
    const reduced = await putMany(lottery.token, {
      betType: 'TWO_TOP',
      numbers: ['00', '11'],
      kind: 'REDUCED',
      reducedRate: '50',
    });
    expect(reduced.json().data.rules).toContainEqual(
      expect.objectContaining({ number: '11', kind: 'REDUCED', payOutPrice: '50' }),
    );
    expect((await auditActions()).filter((action) => action === 'lottery.number.bulk_set')).toHaveLength(2);
    const refused = await placeBill(t, member, HANOI, [{ betType: 'TWO_TOP', number: '22', amount: '2' }]);
    expect(statusOf(refused).code).toBe(errorCatalogue.NUMBER_CLOSED.code);
  });
});
