import { randomUUID } from 'node:crypto';
import { errorCatalogue, gamePaths, reportPaths, type SummaryReport } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletRepo, createWalletService, type TransferRequest } from '#modules/wallet/index';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  call,
  checkLedger,
  ownerToken,
  registerMember,
  staffTokens,
  type TestApp,
} from '#testing/index';

/** Bangkok wall time "YYYY-MM-DD HH:MM:SS" as the instant (UTC+7). */
const bangkok = (wallTime: string) => new Date(`${wallTime.replace(' ', 'T')}+07:00`);

describe('the period summary from the ledger (11:00 business days)', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof staffTokens>>;
  const summary = (query: string, token = tokens.finance) =>
    call(t, { method: 'GET', url: `${reportPaths.summary}?${query}`, token });

  beforeAll(async () => {
    t = await buildTestApp({ modules: ['reports', 'games'] });
    const wallet = createWalletService({ db: t.database.db, repo: createWalletRepo(), clock: t.clock });
    const alice = await registerMember(t);
    const main = { memberId: alice.memberId, kind: 'MEMBER_WALLET' } as const;
    const bonus = { memberId: alice.memberId, kind: 'BONUS' } as const;
    const hold = { memberId: alice.memberId, kind: 'WITHDRAW_HOLD' } as const;
    const receivable = { memberId: alice.memberId, kind: 'RECEIVABLE' } as const;

    const provider = await call(t, {
      url: gamePaths.adminProviders,
      token: await ownerToken(t),
      body: {
        code: 'fish-house',
        name: 'Fish House',
        adapter: 'AMB',
        categories: ['FISH'],
        apiBaseUrl: 'https://api.fish.example/v1',
      },
    });
    expect(provider.statusCode, provider.body).toBe(200);
    const roundId = randomUUID();
    await t.database.db.insert(schema.gameRounds).values({
      id: roundId,
      operatorId: t.operatorId,
      providerId: provider.json().data.provider.id,
      memberId: alice.memberId,
      providerRoundId: 'R-1',
      category: 'FISH',
      status: 'SETTLED',
      openedAt: bangkok('2026-11-23 12:00:00'),
      updatedAt: bangkok('2026-11-23 12:00:00'),
    });

    /** Posts `[kind, debit, credit, baht]` at the Bangkok wall time, as the money modules would. */
    const postAt = async (
      wallTime: string,
      transfers: Array<
        [TransferRequest['kind'], TransferRequest['debit'], TransferRequest['credit'], string]
      >,
      cause: { type: string; id: string } = { type: 'test', id: randomUUID() },
    ) => {
      t.clock.set(bangkok(wallTime));
      await t.database.db.transaction((tx) =>
        wallet.postTransfers(
          tx,
          transfers.map(([kind, debit, credit, baht]) => ({
            operatorId: t.operatorId,
            kind,
            debit,
            credit,
            amountSatang: BigInt(baht.replace('.', '')),
            causeType: cause.type,
            causeId: cause.id,
            idempotencyKey: `summary-test:${randomUUID()}`,
          })),
        ),
      );
    };

    // The last second of business day 22 November, then business day 23 from 11:00 sharp.
    await postAt('2026-11-23 10:59:59', [['DEPOSIT', { house: 'DEPOSITS_CLEARING' }, main, '5.55']]);
    await postAt('2026-11-23 11:00:00', [['DEPOSIT', { house: 'DEPOSITS_CLEARING' }, main, '1000.00']]);
    await postAt('2026-11-23 12:00:00', [
      ['BET', main, { house: 'BETS' }, '100.25'],
      ['BET_CANCELLED', { house: 'BETS' }, main, '20.00'],
      ['LOTTERY_WIN', { house: 'PAYOUTS' }, main, '300.10'],
      ['SPORTS_BET', main, { house: 'SPORTS' }, '40.00'],
      ['ADJUSTMENT', { house: 'ADJUSTMENTS' }, main, '7.00'],
      ['ADJUSTMENT', main, { house: 'ADJUSTMENTS' }, '2.00'],
      ['BONUS_GRANTED', { house: 'BONUSES' }, bonus, '25.00'],
      ['BONUS_FORFEITED', bonus, { house: 'BONUSES' }, '5.00'],
      ['CASHBACK_CLAIMED', { house: 'REWARDS' }, main, '3.33'],
      ['WITHDRAW_HOLD', main, hold, '200.00'],
      ['WITHDRAW_PAID', hold, { house: 'WITHDRAWALS_CLEARING' }, '200.00'],
    ]);
    await postAt(
      '2026-11-23 13:00:00',
      [
        ['GAME_BET', main, { house: 'GAMES' }, '50.00'],
        ['GAME_WIN', { house: 'GAMES' }, main, '10.01'],
      ],
      { type: 'game_round', id: roundId },
    );
    // Everything left on hold; then a correction takes 30.00 back from the member with no cash: a receivable; staff
    // write 10.00 off; a deposit pays 8.00 of the rest (the wallet settles it first).
    await postAt('2026-11-23 14:00:00', [['WITHDRAW_HOLD', main, hold, '953.74']]);
    await postAt('2026-11-23 15:00:00', [
      ['LOTTERY_WIN_CORRECTION', receivable, { house: 'PAYOUTS' }, '30.00'],
      ['RECEIVABLE_WRITE_OFF', { house: 'WRITE_OFFS' }, receivable, '10.00'],
    ]);
    await postAt('2026-11-24 10:59:59', [['DEPOSIT', { house: 'DEPOSITS_CLEARING' }, main, '8.00']]);
    // 11:00 on the 24th is the next business day.
    await postAt('2026-11-24 11:00:00', [['DEPOSIT', { house: 'DEPOSITS_CLEARING' }, main, '1.00']]);
    tokens = await staffTokens(t);
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  it('sums a business day to the satang: per category, programme costs, cash flow and receivables', async () => {
    const res = await summary('period=DAY&from=2026-11-23');
    expect(res.statusCode, res.body).toBe(200);
    const zero = { stakes: '0.00', wins: '0.00', ggr: '0.00' };
    expect(res.json().data).toEqual({
      period: 'DAY',
      from: '2026-11-23',
      to: '2026-11-23',
      startsAt: '2026-11-23T04:00:00.000Z',
      endsAt: '2026-11-24T04:00:00.000Z',
      categories: [
        // 100.25 staked less 20.00 cancelled; 300.10 won less the 30.00 correction.
        { category: 'LOTTERY', stakes: '80.25', wins: '270.10', ggr: '-189.85' },
        { category: 'SPORTSBOOK', stakes: '40.00', wins: '0.00', ggr: '40.00' },
        { category: 'LIVE_CASINO', ...zero },
        { category: 'SLOT', ...zero },
        { category: 'SPORTS', ...zero },
        { category: 'FISH', stakes: '50.00', wins: '10.01', ggr: '39.99' },
        { category: 'TABLE', ...zero },
      ],
      total: { stakes: '170.25', wins: '280.11', ggr: '-109.86' },
      programmeCosts: {
        bonusGranted: '25.00',
        bonusForfeited: '-5.00',
        yeekeeShooterRewards: '0.00',
        cashback: '3.33',
        referral: '0.00',
        missions: '0.00',
        total: '23.33',
      },
      net: '-133.19',
      cashFlow: {
        // 1000.00 at 11:00 and 8.00 at 10:59:59 the next morning; not the 5.55 before 11:00 nor the 1.00 after.
        deposits: '1008.00',
        withdrawals: '-200.00',
        adjustments: '5.00',
        writeOffs: '10.00',
        bonuses: '23.33',
        play: '109.86',
        net: '956.19',
      },
      receivables: { opened: '30.00', settled: '8.00', writtenOff: '10.00', owedAtEnd: '12.00' },
    } satisfies SummaryReport);
  });

  it('puts 10:59:59 in the business day before and 11:00 in its own day; WEEK and MONTH cover theirs', async () => {
    const day22 = (await summary('period=DAY&from=2026-11-22')).json().data;
    expect(day22.cashFlow).toMatchObject({ deposits: '5.55', net: '5.55' });
    const day24 = (await summary('period=DAY&from=2026-11-24')).json().data;
    expect(day24.cashFlow).toMatchObject({ deposits: '1.00', net: '1.00' });
    expect(day24.receivables).toEqual({
      opened: '0.00',
      settled: '1.00',
      writtenOff: '0.00',
      owedAtEnd: '11.00',
    });

    const week = (await summary('period=WEEK&from=2026-11-18')).json().data;
    expect(week).toMatchObject({ from: '2026-11-18', to: '2026-11-24', endsAt: '2026-11-25T04:00:00.000Z' });
    expect(week.cashFlow.deposits).toBe('1014.55');
    const weekBefore = (await summary('period=WEEK&from=2026-11-16')).json().data;
    expect(weekBefore.to).toBe('2026-11-22');
    expect(weekBefore.cashFlow.deposits).toBe('5.55');

    const month = (await summary('period=MONTH&from=2026-11-23')).json().data;
    expect(month).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
      startsAt: '2026-11-01T04:00:00.000Z',
      endsAt: '2026-12-01T04:00:00.000Z',
    });
    expect(month.cashFlow).toMatchObject({ deposits: '1014.55', net: '962.74' });
    expect(month.total).toEqual({ stakes: '170.25', wins: '280.11', ggr: '-109.86' });
    const february = (await summary('period=MONTH&from=2028-02-10')).json().data;
    expect([february.from, february.to]).toEqual(['2028-02-01', '2028-02-29']);
  });

  it('refuses a bad period or date with a Thai message and the field', async () => {
    for (const [query, field, message] of [
      ['period=YEAR&from=2026-11-23', 'period', 'ช่วงเวลาต้องเป็นรายวัน รายสัปดาห์ หรือรายเดือน (DAY, WEEK, MONTH)'],
      ['from=2026-11-23', 'period', 'ช่วงเวลาต้องเป็นรายวัน รายสัปดาห์ หรือรายเดือน (DAY, WEEK, MONTH)'],
      ['period=DAY&from=2026-02-30', 'from', 'วันที่ต้องอยู่ในรูปแบบ YYYY-MM-DD'],
      ['period=WEEK&from=23/11/2026', 'from', 'วันที่ต้องอยู่ในรูปแบบ YYYY-MM-DD'],
      ['period=MONTH', 'from', 'วันที่ต้องอยู่ในรูปแบบ YYYY-MM-DD'],
    ] as const) {
      const res = await summary(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({
        status: { code: errorCatalogue.VALIDATION_FAILED.code, message },
        data: { field },
      });
    }
  });

  it('owner and finance read it; lottery, support and trader are refused', async () => {
    for (const role of ['owner', 'finance'] as const)
      expect((await summary('period=DAY&from=2026-11-23', tokens[role])).statusCode).toBe(200);
    for (const role of ['lottery', 'support', 'trader'] as const) {
      const refused = await summary('period=DAY&from=2026-11-23', tokens[role]);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().status.code).toBe(errorCatalogue.FORBIDDEN.code);
    }
  });
});
