import { errorCatalogue, lotteryAdminHref, lotteryRoundBillHref } from '@chokdee/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#platform/db/rows';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  call,
  checkLedger,
  fundedMember,
  ownerToken,
  placeBill,
  registerMember,
  staffMember,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';
import { openRound } from '#testing/rounds';

/**
 * The payout previews predict, to the satang, what the confirm and the correction then move, and
 * move nothing themselves.
 */
describe.each(testDbKinds())('payout previews (%s)', (kind) => {
  let t: TestApp;
  let roundCode: string;
  let roundId: string;
  let maker: { token: string };
  let checker: { token: string };
  let owner: string;
  let spender: Awaited<ReturnType<typeof registerMember>>;
  let spenderToken: string;

  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['lottery', 'payments'] });
    ({ roundCode, roundId } = await openRound(t, 'HANOI'));
    maker = await staffMember(t, 'lottery');
    checker = await staffMember(t, 'lottery');
    owner = await ownerToken(t);
    const bet = async (token: string, lines: Parameters<typeof placeBill>[3]) =>
      expect(statusOf(await placeBill(t, token, roundCode, lines)).code).toBe(0);
    const a = await fundedMember(t, await registerMember(t), '1000.00');
    const b = await fundedMember(t, await registerMember(t), '1000.00');
    spender = await registerMember(t);
    spenderToken = await fundedMember(t, spender, '10.00');
    // Odd stakes on fractional rates: 3.33 × 3.2 = 10.656 → 10.66 and 1.11 × 4.2 = 4.662 → 4.66 (half up).
    await bet(a, [
      { betType: 'THREE_TOP', number: '345', amount: '1.25' },
      { betType: 'THREE_TOD', number: '534', amount: '2' },
      { betType: 'RUN_TOP', number: '4', amount: '3.33' },
      { betType: 'RUN_BOTTOM', number: '9', amount: '1.11' },
      { betType: 'TWO_TOP', number: '12', amount: '9' },
    ]);
    await bet(a, [{ betType: 'TWO_BOTTOM', number: '90', amount: '1' }]);
    await bet(b, [
      { betType: 'TWO_BOTTOM', number: '90', amount: '2.50' },
      { betType: 'TWO_TOP', number: '45', amount: '1.01' },
      { betType: 'RUN_TOP', number: '5', amount: '3.33' },
    ]);
    await bet(spenderToken, [{ betType: 'TWO_BOTTOM', number: '90', amount: '10' }]);
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const act = (url: string, token: string, body: unknown = {}) => call(t, { url, token, body });
  const preview = (token = checker.token) =>
    call(t, { method: 'GET', url: lotteryRoundBillHref.resultPreview(roundCode), token });
  /** Everything a preview must leave alone: transfers, judged wins, bills, the round. */
  const footprint = async () =>
    rowsOf<Record<string, string>>(
      await t.database.db.execute(sql`
        select (select count(*) from ledger_transfers)::text as transfers,
               (select count(*) from lottery_line_wins)::text as wins,
               (select string_agg(status::text || ':' || coalesce(total_win_satang::text, '-'), ',' order by id)
                  from lottery_bills where round_id = ${roundId}) as bills,
               (select status || ':' || correction_count from lottery_rounds where id = ${roundId}) as round`),
    )[0];

  it('is refused before a result is entered; after entry it equals, to the satang, what the confirm pays', async () => {
    expect((await act(lotteryAdminHref.close(roundCode), maker.token)).statusCode).toBe(200);
    const early = await preview();
    expect(early.statusCode).toBe(409);
    expect(statusOf(early).code).toBe(errorCatalogue.ROUND_STATE_INVALID.code);

    const result = { special: '12345', first: '67890' };
    expect((await act(lotteryAdminHref.result(roundCode), maker.token, result)).statusCode).toBe(200);
    const before = await footprint();
    const res = await preview(maker.token);
    expect(res.statusCode).toBe(200);
    const shown = res.json().data;
    expect(await footprint()).toEqual(before);
    expect((await preview()).json().data).toEqual(shown);
    const support = await staffMember(t, 'support');
    expect((await preview(support.token)).statusCode).toBe(403);

    const confirmed = await act(lotteryAdminHref.resultConfirm(roundCode), checker.token);
    expect(confirmed.statusCode).toBe(200);
    const paid = rowsOf<{ bet_type: string; lines: number; members: number; payout: string }>(
      await t.database.db.execute(sql`
        select w.bet_type, count(*)::int as lines, count(distinct b.member_id)::int as members,
               (sum(w.win_satang) / 100.0)::numeric(20, 2)::text as payout
        from lottery_line_wins w join lottery_bills b on b.id = w.bill_id
        where w.round_id = ${roundId} group by w.bet_type order by w.bet_type`),
    );
    expect(shown.byBetType).toEqual(
      paid.map((row) => ({
        betType: row.bet_type,
        lines: row.lines,
        members: row.members,
        payout: row.payout,
      })),
    );
    expect(shown.byBetType.map((row: { betType: string }) => row.betType)).toEqual(
      expect.arrayContaining(['THREE_TOP', 'THREE_TOD', 'RUN_TOP', 'RUN_BOTTOM', 'TWO_TOP', 'TWO_BOTTOM']),
    );
    expect(shown.total).toMatchObject({
      payout: confirmed.json().data.settlement.totalWin,
      bills: confirmed.json().data.settlement.winningBills,
      members: 3,
    });
    const credited = rowsOf<{ total: string }>(
      await t.database.db.execute(sql`
        select (sum(amount_satang) / 100.0)::numeric(20, 2)::text as total from ledger_transfers
        where kind = 'LOTTERY_WIN' and cause_id in (select id::text from lottery_bills where round_id = ${roundId})`),
    )[0];
    expect(credited?.total).toBe(shown.total.payout);
    // Once confirmed there is nothing to preview.
    expect((await preview()).statusCode).toBe(409);
  });

  it('previews a correction (stop / start winning, who would owe) exactly as the correction then posts it', async () => {
    // The spender won 900 on 2 ตัวล่าง 90 and stakes it all elsewhere: a correction would leave them short.
    const other = await openRound(t, 'HANOI_VIP');
    expect(
      statusOf(
        await placeBill(t, spenderToken, other.roundCode, [
          { betType: 'TWO_TOP', number: '01', amount: '895' },
        ]),
      ).code,
    ).toBe(0);
    const corrected = { special: '12345', first: '67811' };
    const url = lotteryRoundBillHref.correctionPreview(roundCode);
    expect((await act(url, checker.token, { result: corrected })).statusCode).toBe(403);
    const bad = await act(url, owner, { result: { special: '12345', first: '678' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ data: { field: 'result.first' } });
    expect(statusOf(bad).message).toBe('รางวัลที่ 1 ต้องเป็นตัวเลข 5 หลัก');
    const same = await act(url, owner, { result: { special: '12345', first: '67890' } });
    expect(statusOf(same).code).toBe(errorCatalogue.RESULT_UNCHANGED.code);

    const before = await footprint();
    const res = await act(url, owner, { result: corrected });
    expect(res.statusCode).toBe(200);
    const shown = res.json().data;
    expect(await footprint()).toEqual(before);
    const twoBottom = shown.byBetType.find((row: { betType: string }) => row.betType === 'TWO_BOTTOM');
    // 1 × 90 + 2.50 × 90 + 10 × 90 stop winning; nobody holds 11.
    expect(twoBottom).toEqual({
      betType: 'TWO_BOTTOM',
      stopWinning: { lines: 3, payout: '1215.00' },
      startWinning: { lines: 0, payout: '0.00' },
      net: '-1215.00',
    });
    expect(shown.owing).toEqual([
      {
        member: expect.objectContaining({ id: spender.memberId }),
        owed: '900.00',
        holds: '5.00',
        shortfall: '895.00',
      },
    ]);

    const done = await act(lotteryAdminHref.resultCorrect(roundCode), owner, {
      result: corrected,
      reason: 'ผลรางวัลที่ 1 พิมพ์ผิด',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.correction).toMatchObject({
      membersCredited: shown.membersCredited,
      membersDebited: shown.membersDebited,
      creditedTotal: shown.creditedTotal,
      debitedTotal: shown.debitedTotal,
      shortfallTotal: shown.shortfallTotal,
    });
    const [round] = await t.database.db
      .select()
      .from(schema.lotteryRounds)
      .where(eq(schema.lotteryRounds.id, roundId));
    expect(round?.correctionCount).toBe(1);
  });
});
