import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  apiPaths,
  errorCatalogue,
  lotteryHref,
  parseAmount,
  paymentPaths,
  type StatementLine,
  statementPaths,
  th,
} from '@chokdee/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletRepo, createWalletService } from '#modules/wallet/index';
import { rowsOf } from '#platform/db/rows';
import * as schema from '#platform/db/schema';
import { applyCall, depositDirect, insertPlayers, insertProvider, txn } from '#testing/game-wallet';
import {
  buildTestApp,
  call,
  checkLedger,
  fundedMember,
  fundMember,
  grantBonus,
  moneyPost,
  placeBill,
  registerMember,
  runRoundJob,
  settleByStaff,
  staffMember,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';

/** The test clock starts Monday 2026-11-23 10:00 Bangkok: Hanoi's round of the day is open until 18:10. */
const ROUND = 'HANOI20261123';
/** Settled by the first test; the others bet on ROUND, which stays open. */
const SETTLED = 'HANOI_VIP20261123';

const satang = (amount: string): bigint => {
  const value = parseAmount(amount.replace(/^-/, ''));
  if (value === undefined) throw new Error(`not an amount: ${amount}`);
  return amount.startsWith('-') ? -value : value;
};

describe.each(testDbKinds({ sql: true }))('member statement (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['statement', 'lottery', 'payments', 'games'] });
    await runRoundJob(t);
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const statement = (token: string | undefined, query: Record<string, string> = {}) =>
    call(t, {
      method: 'GET',
      url: `${statementPaths.statement}?${new URLSearchParams(query)}`,
      ...(token ? { token } : {}),
    });

  /** Every page from the newest, `pageSize` at a time; `between` runs after each page is read. */
  const walk = async (
    token: string,
    query: Record<string, string> = {},
    between: (pageNo: number) => Promise<void> = async () => {},
  ): Promise<StatementLine[][]> => {
    const pages: StatementLine[][] = [];
    let cursor: string | null | undefined;
    do {
      const res = await statement(token, { ...query, ...(cursor ? { cursor } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      const { data, nextCursor } = res.json().data as { data: StatementLine[]; nextCursor: string | null };
      pages.push(data);
      cursor = nextCursor;
      await between(pages.length);
    } while (cursor);
    return pages;
  };

  /**
   * The oracle, apart from the statement's own SQL: the member's cash and bonus entries replayed from
   * zero in the ledger's order, each checked against the balance the ledger stored; the balance
   * (cash + bonus) after each entry, by its seq.
   */
  const replay = async (memberId: string): Promise<Map<string, bigint>> => {
    const rows = await t.database.db
      .select({
        seq: schema.ledgerEntries.seq,
        accountId: schema.ledgerEntries.accountId,
        change: schema.ledgerEntries.changeSatang,
        before: schema.ledgerEntries.balanceBeforeSatang,
        after: schema.ledgerEntries.balanceAfterSatang,
      })
      .from(schema.ledgerEntries)
      .innerJoin(schema.ledgerAccounts, eq(schema.ledgerAccounts.id, schema.ledgerEntries.accountId))
      .where(
        and(
          eq(schema.ledgerAccounts.memberId, memberId),
          inArray(schema.ledgerAccounts.kind, ['MEMBER_WALLET', 'BONUS']),
        ),
      )
      .orderBy(asc(schema.ledgerEntries.seq));
    const onAccount = new Map<string, bigint>();
    const totals = new Map<string, bigint>();
    let total = 0n;
    for (const row of rows) {
      expect(row.before).toBe(onAccount.get(row.accountId) ?? 0n);
      onAccount.set(row.accountId, row.after);
      total += row.change;
      totals.set(String(row.seq), total);
    }
    return totals;
  };

  /**
   * Each line's balance is the ledger's after its newest entry; each step between two lines is the
   * newer line's amount (and the oldest line's, from zero, when `lines` reach the first entry).
   */
  const expectExact = async (memberId: string, lines: StatementLine[], fromFirst = true) => {
    const totals = await replay(memberId);
    for (const line of lines) expect(satang(line.balanceAfter), line.id).toBe(totals.get(line.id));
    for (const [index, line] of lines.entries()) {
      const older = lines[index + 1];
      if (!older && !fromFirst) continue;
      expect(satang(line.balanceAfter) - (older ? satang(older.balanceAfter) : 0n), line.id).toBe(
        satang(line.amount),
      );
    }
  };

  const walletBalance = async (token: string) =>
    (await call(t, { method: 'GET', url: apiPaths.balance, token })).json().data.balance as string;

  it('lists deposits, bills, a refund, a withdrawal, bonus and wins, each with the balance the ledger holds after it', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '1000.00');
    const won = (
      await placeBill(t, token, SETTLED, [
        { betType: 'THREE_TOP', number: '123', amount: '10' },
        { betType: 'TWO_BOTTOM', number: '45', amount: '10' },
      ])
    ).json().data.billNo as string;
    const cancelled = (
      await placeBill(t, token, SETTLED, [{ betType: 'TWO_TOP', number: '11', amount: '30' }])
    ).json().data.billNo as string;
    expect(statusOf(await moneyPost(t, token, lotteryHref.cancelBill(cancelled), undefined)).code).toBe(0);
    // 980 − 930 leaves 50 of cash, so the next bill takes 50 of cash and 20 of the 70 bonus.
    expect(statusOf(await moneyPost(t, token, paymentPaths.withdraw, { amount: '930.00' })).code).toBe(0);
    await grantBonus(t, member.memberId, 7_000n);
    const split = (
      await placeBill(t, token, SETTLED, [{ betType: 'TWO_TOP', number: '99', amount: '70' }])
    ).json().data.billNo as string;
    // special 45123 → 3 ตัวบน 123 (wins), 2 ตัวบน 23; first 00099 → 2 ตัวล่าง 99 (45 loses).
    const maker = await staffMember(t, 'lottery');
    const checker = await staffMember(t, 'lottery');
    expect(
      (await settleByStaff(t, SETTLED, { special: '45123', first: '00099' }, { maker, checker })).statusCode,
    ).toBe(200);

    const [lines = [], ...rest] = await walk(token);
    expect(rest).toEqual([]);
    expect(lines.map((line) => [line.kind, line.amount, line.bonusAmount, line.ref])).toEqual([
      ['WIN', expect.stringMatching(/^\d+\.\d{2}$/), '0.00', won],
      ['BET', '-70.00', '-20.00', split],
      ['BONUS_GRANTED', '70.00', '70.00', null],
      ['WITHDRAW', '-930.00', '0.00', null],
      ['BILL_CANCELLED', '30.00', '0.00', cancelled],
      ['BET', '-30.00', '0.00', cancelled],
      ['BET', '-20.00', '0.00', won],
      ['DEPOSIT', '1000.00', '0.00', null],
    ]);
    expect(lines.map((line) => line.balanceAfter).slice(1)).toEqual([
      '50.00',
      '120.00',
      '50.00',
      '980.00',
      '950.00',
      '980.00',
      '1000.00',
    ]);
    await expectExact(member.memberId, lines);
    // The newest line's balance is the one the header shows.
    expect(lines[0]?.balanceAfter).toBe(await walletBalance(token));
    for (const line of lines) expect(new Date(line.at).toISOString()).toBe(line.at);
  });

  it('shows a bonus turned into cash as one line that leaves the balance as it was', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '100.00');
    await grantBonus(t, member.memberId, 2_500n);
    await t.database.db.transaction((tx) =>
      createWalletService({ db: t.database.db, repo: createWalletRepo(), clock: t.clock }).postTransfers(tx, [
        {
          operatorId: t.operatorId,
          kind: 'BONUS_CONVERTED',
          debit: { memberId: member.memberId, kind: 'BONUS' },
          credit: { memberId: member.memberId, kind: 'MEMBER_WALLET' },
          amountSatang: 2_500n,
          causeType: 'test_condition',
          causeId: randomUUID(),
          idempotencyKey: `test-convert:${randomUUID()}`,
        },
      ]),
    );
    const [lines = []] = await walk(token);
    expect(lines.map((line) => [line.kind, line.amount, line.bonusAmount, line.balanceAfter])).toEqual([
      ['BONUS_CONVERTED', '0.00', '-25.00', '125.00'],
      ['BONUS_GRANTED', '25.00', '25.00', '125.00'],
      ['DEPOSIT', '100.00', '0.00', '100.00'],
    ]);
    await expectExact(member.memberId, lines);
  });

  it('makes a game round one line when nothing moved the balance between its stake and win, and lines otherwise', async () => {
    const game = await insertProvider(t);
    const [player] = await insertPlayers(t, 1, 10_000n);
    if (!player) throw new Error('no player');
    const round = (id: string) => ({ providerRoundId: id, gameCode: game.gameCode });
    await applyCall(t, game, player, [txn('BET', { amountSatang: 1_000n, ...round('r1') })]);
    await applyCall(t, game, player, [txn('WIN', { amountSatang: 2_500n, ...round('r1') })]);
    await applyCall(t, game, player, [txn('BET', { amountSatang: 500n, ...round('r2') })]);
    await depositDirect(t, player.memberId, 300n);
    await applyCall(t, game, player, [txn('WIN', { amountSatang: 700n, ...round('r2') })]);
    // A spin of one call: its stake and win together.
    await applyCall(t, game, player, [
      txn('BET', { amountSatang: 200n, ...round('r3') }),
      txn('WIN', { amountSatang: 0n, ...round('r3') }),
    ]);

    const [lines = []] = await walk(player.token);
    expect(lines.map((line) => [line.kind, line.amount, line.balanceAfter, line.ref])).toEqual([
      ['GAME', '-2.00', '118.00', 'เกมทดสอบ'],
      ['GAME', '7.00', '120.00', 'เกมทดสอบ'],
      ['DEPOSIT', '3.00', '113.00', null],
      ['GAME', '-5.00', '110.00', 'เกมทดสอบ'],
      ['GAME', '15.00', '115.00', 'เกมทดสอบ'],
      ['DEPOSIT', '100.00', '100.00', null],
    ]);
    await expectExact(player.memberId, lines);
    expect(lines[0]?.balanceAfter).toBe(await walletBalance(player.token));
  });

  it('pages never skip or repeat a line while new entries arrive, and each page is exact on its own', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '1.00');
    for (let n = 2; n <= 12; n += 1) await fundMember(t, member, `${n}.00`);
    const [before = []] = await walk(token, { pageSize: '100' });
    expect(before).toHaveLength(12);

    let arrived = 0;
    const pages = await walk(token, { pageSize: '5' }, async () => {
      // New money lands between every two page reads.
      arrived += 1;
      await fundMember(t, member, `${100 + arrived}.00`);
    });
    expect(pages.map((page) => page.length)).toEqual([5, 5, 2]);
    expect(pages.flat()).toEqual(before);
    for (const [index, page] of pages.entries())
      await expectExact(member.memberId, page, index === pages.length - 1);

    // Read again from the top, the new lines come first and the old ones follow unchanged.
    const [after = []] = await walk(token, { pageSize: '100' });
    expect(after.map((line) => line.amount)).toEqual([
      '103.00',
      '102.00',
      '101.00',
      ...before.map((line) => line.amount),
    ]);
    expect(after.slice(3)).toEqual(before);
  });

  it('stays exact when cash and bonus move at once, and paging during the race neither skips nor repeats', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '5.00');
    for (let n = 0; n < 6; n += 1) await fundMember(t, member, `${n + 1}.00`);
    const [before = []] = await walk(token, { pageSize: '100' });
    // Deposits (cash) and bonus grants (bonus) race each other while the statement is paged.
    const racing = Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        n % 2 === 0 ? fundMember(t, member, `${10 + n}.00`) : grantBonus(t, member.memberId, BigInt(100 + n)),
      ),
    );
    const pages = await walk(token, { pageSize: '2' });
    await racing;
    const seen = pages.flat();
    expect(new Set(seen.map((line) => line.id)).size).toBe(seen.length);
    // Every line there was before the walk began is in it, in order, unchanged.
    const ids = new Set(before.map((line) => line.id));
    expect(seen.filter((line) => ids.has(line.id))).toEqual(before);
    const [after = []] = await walk(token, { pageSize: '100' });
    expect(after).toHaveLength(before.length + 12);
    await expectExact(member.memberId, after);
    expect(after[0]?.balanceAfter).toBe(await walletBalance(token));
  });

  it('filters by kind: the same lines with the same balances, the others left out', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '200.00');
    await placeBill(t, token, ROUND, [{ betType: 'TWO_TOP', number: '31', amount: '15' }]);
    await fundMember(t, member, '50.00');
    await placeBill(t, token, ROUND, [{ betType: 'TWO_TOP', number: '32', amount: '5' }]);
    const [all = []] = await walk(token);
    const [lottery = []] = await walk(token, { kind: 'LOTTERY', pageSize: '1' }).then((pages) => [
      pages.flat(),
    ]);
    expect(lottery.map((line) => line.amount)).toEqual(['-5.00', '-15.00']);
    expect(lottery).toEqual(all.filter((line) => line.kind === 'BET'));
    const [deposits = []] = await walk(token, { kind: 'DEPOSIT' });
    expect(deposits).toEqual(all.filter((line) => line.kind === 'DEPOSIT'));
    const [games = []] = await walk(token, { kind: 'GAME' });
    expect(games).toEqual([]);
  });

  it("never shows another member's entries", async () => {
    const mine = await registerMember(t);
    const theirs = await registerMember(t);
    const myToken = await fundedMember(t, mine, '40.00');
    const theirToken = await fundedMember(t, theirs, '60.00');
    await placeBill(t, theirToken, ROUND, [{ betType: 'TWO_TOP', number: '41', amount: '6' }]);
    await placeBill(t, myToken, ROUND, [{ betType: 'TWO_TOP', number: '42', amount: '4' }]);
    const [myLines = []] = await walk(myToken);
    const [theirLines = []] = await walk(theirToken);
    expect(myLines.map((line) => line.amount)).toEqual(['-4.00', '40.00']);
    expect(theirLines.map((line) => line.amount)).toEqual(['-6.00', '60.00']);
    const myEntries = await replay(mine.memberId);
    for (const line of myLines) expect(myEntries.has(line.id)).toBe(true);
    for (const line of theirLines) expect(myEntries.has(line.id)).toBe(false);
    // A cursor taken from their statement gives nothing of theirs to me: it only bounds my own entries.
    const cursor = BigInt(theirLines[0]?.id ?? '0') + 1n;
    const res = await statement(myToken, { cursor: String(cursor) });
    expect(res.json().data.data).toEqual(myLines.filter((line) => BigInt(line.id) < cursor));
    expect(res.json().data.data).toHaveLength(1);
  });

  it('refuses bad input with a clear envelope error and answers nothing without a session', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '10.00');
    for (const [query, field] of [
      [{ cursor: 'abc' }, 'cursor'],
      [{ cursor: '0' }, 'cursor'],
      [{ cursor: '-5' }, 'cursor'],
      [{ cursor: '99999999999999999999' }, 'cursor'],
      [{ kind: 'CASINO' }, 'kind'],
      [{ pageSize: '0' }, 'pageSize'],
      [{ pageSize: '1000' }, 'pageSize'],
    ] as const) {
      const res = await statement(token, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().status.code).toBe(errorCatalogue.VALIDATION_FAILED.code);
      expect(res.json().data.field).toBe(field);
    }
    expect((await statement(token, { cursor: 'abc' })).json().data.issues[0].message).toBe(
      th.statementCursorInvalid,
    );
    const res = await statement(undefined);
    expect(res.statusCode).toBe(401);
    expect(statusOf(res).code).toBe(errorCatalogue.UNAUTHORIZED.code);
  });

  it('numbers every account’s entries in version order: as posted, and as the migration renumbers older rows', async () => {
    const outOfOrder = async () =>
      rowsOf<{ n: number }>(
        await t.database.db.execute(sql`
          select count(*)::int as n from ledger_entries a
          join ledger_entries b on b.account_id = a.account_id and b.account_version > a.account_version
          where b.seq < a.seq`),
      )[0]?.n;
    // Everything the tests above posted (settlement's batches included).
    expect(await outOfOrder()).toBe(0);
    // Older rows numbered by the table's physical order (as `ADD COLUMN … bigserial` does), then the
    // migration's own renumbering.
    await t.database.db.execute(sql`
      update ledger_entries e set seq = shuffled.n
      from (select id, row_number() over (order by id desc) as n from ledger_entries) shuffled
      where e.id = shuffled.id`);
    expect(await outOfOrder()).toBeGreaterThan(0);
    const migration = readFileSync(
      new URL('../../platform/db/migrations/0013_statement.sql', import.meta.url),
      'utf8',
    );
    const renumber = migration.split('--> statement-breakpoint').find((part) => part.includes('UPDATE'));
    await t.database.db.execute(sql.raw(renumber ?? 'select 1'));
    expect(await outOfOrder()).toBe(0);
  });
});
