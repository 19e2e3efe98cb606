import {
  errorCatalogue,
  lotteryAdminHref,
  lotteryPaths,
  yeekeeAdminHref,
  yeekeeHref,
  yeekeeMarketDefaults,
  yeekeeSocketEvents,
} from '@chokdee/contracts';
import { verifyYeekeeProof, yeekeeOutcome, yeekeeSeedCommitment } from '@chokdee/lottery';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import { createRecordingPublisher } from '#platform/realtime/publisher';
import {
  balanceOf,
  buildTestApp,
  call,
  checkLedger,
  fundedMember,
  insertIntakeHeartbeats,
  insertShots,
  ownerToken,
  placeBill,
  type RegisteredMember,
  registerMember,
  runRoundJob,
  runYeekeeRoundJob,
  runYeekeeTick,
  shotsFrom,
  type TestApp,
  testDbKinds,
  transfersOf,
  yeekeeRoundOf,
} from '#testing/index';

const at = (iso: string) => new Date(iso);

describe.each(testDbKinds())('Yeekee rounds by themselves (%s)', (kind) => {
  let t: TestApp;
  let publisher: ReturnType<typeof createRecordingPublisher>;
  let shooters: RegisteredMember[];
  let made: Array<{ created: number }>;
  beforeAll(async () => {
    publisher = createRecordingPublisher();
    t = await buildTestApp({ kind, deps: { publisher }, modules: ['lottery', 'payments'] });
    shooters = await Promise.all(Array.from({ length: 3 }, () => registerMember(t)));
    // Monday 2026-11-23 10:00 Bangkok: the rounds every test below plays are made and opened.
    t.clock.set(at('2026-11-23T03:00:00.000Z'));
    made = [await runYeekeeRoundJob(t), await runYeekeeRoundJob(t)];
    await runYeekeeTick(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the demo markets in the YEEKEE group with the daily rates and the round open now', async () => {
    expect(made.map((run) => run.created)).toEqual([2 * 88 - 17 + 2 * 288 - 49, 0]);
    const list = (await call(t, { method: 'GET', url: '/api/v2/lotto/list' })).json().data.data as Array<{
      code: string;
      group: string;
      options: Array<{ betType: string; priceList: Array<{ payOutPrice: string }> }>;
      currentRound: { roundCode: string; status: string } | null;
    }>;
    const yk = list.find((product) => product.code === 'YK');
    expect(yk?.group).toBe('YEEKEE');
    expect(yk?.options.find((o) => o.betType === 'THREE_TOP')?.priceList[0]?.payOutPrice).toBe('800');
    // 10:00 Bangkok: round 18 of 88 (06:00 + 17 × 15 min closes at 10:15).
    expect(yk?.currentRound).toMatchObject({ roundCode: 'YK2026112318', status: 'OPEN' });
    expect(list.find((product) => product.code === 'YK5')?.currentRound?.roundCode).toBe('YK520261123050');
    const { yeekee } = await yeekeeRoundOf(t, 'YK2026112318');
    expect(yeekee.formula).toBe('SEEDED');
    expect(yeekee.seedCommitment).toBe(yeekeeSeedCommitment(yeekee.seed ?? '', 'YK2026112318'));
    expect(yeekee.freezeAt.toISOString()).toBe('2026-11-23T03:17:00.000Z');
  });

  it('closes, freezes, results and pays a round on time, once, with the proof stored', async () => {
    const code = 'YK2026112318';
    t.clock.set(at('2026-11-23T03:01:00.000Z'));
    const shots = shotsFrom(shooters, 30, t.clock.now());
    await insertShots(t, code, shots);
    await insertIntakeHeartbeats(t, code);
    const { yeekee } = await yeekeeRoundOf(t, code);
    const expected = yeekeeOutcome({
      formula: 'SEEDED',
      shots: shots.map((shot, index) => ({ seq: index + 1, number: shot.number })),
      minShots: 20,
      seed: yeekee.seed ?? '',
    });
    if (expected.kind !== 'RESULT') throw new Error('expected a result');
    const loserNumber = expected.top3 === '000' ? '001' : '000';
    // The loser's 2-top bet must lose too: the result is random, and one time in a hundred its top two is 11.
    const loserTwo = expected.top3.slice(-2) === '11' ? '12' : '11';
    const winner = await fundedMember(t, await registerMember(t), '100.00');
    const loser = await fundedMember(t, await registerMember(t), '100.00');
    t.clock.set(at('2026-11-23T03:10:00.000Z'));
    expect(
      (await placeBill(t, winner, code, [{ betType: 'THREE_TOP', number: expected.top3, amount: '10' }]))
        .statusCode,
    ).toBe(200);
    expect(
      (await placeBill(t, loser, code, [{ betType: 'THREE_TOP', number: loserNumber, amount: '10' }]))
        .statusCode,
    ).toBe(200);

    // 1 ms before the close the round still takes bills; at the close it is closed by the tick.
    t.clock.set(at('2026-11-23T03:14:59.999Z'));
    expect(
      (await placeBill(t, loser, code, [{ betType: 'TWO_TOP', number: loserTwo, amount: '1' }])).statusCode,
    ).toBe(200);
    t.clock.set(at('2026-11-23T03:15:00.000Z'));
    const late = await placeBill(t, loser, code, [{ betType: 'TWO_TOP', number: loserTwo, amount: '1' }]);
    expect(late.json().status.code).toBe(errorCatalogue.ROUND_NOT_OPEN.code);
    await runYeekeeTick(t);
    expect((await yeekeeRoundOf(t, code)).round.status).toBe('CLOSED');

    // Shooting window: not frozen until close + 120 s (+ the grace for batches in flight).
    t.clock.set(at('2026-11-23T03:17:00.500Z'));
    await runYeekeeTick(t);
    expect((await yeekeeRoundOf(t, code)).yeekee.frozenAt).toBeNull();
    const early = await call(t, { method: 'GET', url: yeekeeHref.proof(code) });
    expect(early.json().status.code).toBe(errorCatalogue.YEEKEE_PROOF_NOT_READY.code);
    t.clock.set(at('2026-11-23T03:17:01.000Z'));
    const tick = await runYeekeeTick(t);
    expect(tick).toMatchObject({ frozen: 1 });
    const after = await yeekeeRoundOf(t, code);
    expect(after.round.status).toBe('SETTLED');
    expect(after.yeekee.resultR).toBe(expected.r);
    expect(after.yeekee.subtractedSeq).toBe(expected.subtractedSeq);
    expect(after.yeekee.shotsHash).toMatch(/^[0-9a-f]{64}$/);
    expect(after.round.resultDerived).toMatchObject({ top3: expected.top3, bottom2: expected.bottom2 });
    expect(await balanceOf(t, winner)).toEqual({ balance: '8090.00', lockedBalance: '0.00' });
    expect(await balanceOf(t, loser)).toEqual({ balance: '89.00', lockedBalance: '0.00' });
    expect(
      publisher.events.filter((e) => e.event === yeekeeSocketEvents.round && e.room.endsWith(`:${code}`)),
    ).toEqual([
      {
        room: `round:${t.operatorId}:${code}`,
        event: yeekeeSocketEvents.round,
        payload: expect.objectContaining({
          phase: 'RESULTED',
          result: { r: expected.r, top3: expected.top3, bottom2: expected.bottom2 },
        }),
      },
    ]);

    // Anyone can recompute the result from the proof, read a page at a time.
    const pages = [];
    for (let afterSeq: number | null = 0; afterSeq !== null; ) {
      const page = await call(t, {
        method: 'GET',
        url: `${yeekeeHref.proof(code)}?afterSeq=${afterSeq}&limit=7`,
      });
      expect(page.statusCode).toBe(200);
      pages.push(page.json().data);
      afterSeq = page.json().data.nextAfterSeq;
    }
    expect(pages).toHaveLength(5);
    const proof = { ...pages[0], shots: pages.flatMap((page) => page.shots) };
    expect(proof).toMatchObject({ formula: 'SEEDED', shotCount: 30, r: expected.r, seed: after.yeekee.seed });
    expect(proof.shots[0].name).toMatch(/\*\*\*$/);
    const check = verifyYeekeeProof({ ...proof, minShots: 20 });
    expect(check.problems).toEqual([]);
    expect(check.ok).toBe(true);
    await runRoundJob(t);
    const daily = await call(t, { method: 'GET', url: yeekeeHref.proof('HANOI20261123') });
    expect(daily.json().status.code).toBe(errorCatalogue.YEEKEE_NOT_A_YEEKEE_ROUND.code);

    // The results page lists it with the market's other results, headlined by the whole number the
    // round page shows (R), not only its 3 ตัวบน; the lobby's latest result says the same.
    const results = await call(t, {
      method: 'GET',
      url: `${lotteryPaths.results}?productCode=YK&pageNo=1&pageSize=10`,
    });
    expect(results.json().data.data[0]).toMatchObject({
      roundCode: code,
      productCode: 'YK',
      drawDate: '2026-11-23',
      result: expected.r,
      top3: expected.top3,
      bottom2: expected.bottom2,
    });
    expect(expected.r).toHaveLength(5);
    const roundPage = await call(t, { method: 'GET', url: yeekeeHref.round(code), token: winner });
    expect(roundPage.json().data.result.r).toBe(expected.r);
    const lobby = (await call(t, { method: 'GET', url: lotteryPaths.list })).json().data.data as Array<{
      code: string;
      latestResult: { roundCode: string; result: string } | null;
    }>;
    expect(lobby.find((product) => product.code === 'YK')?.latestResult).toMatchObject({
      roundCode: code,
      result: expected.r,
    });

    // Ticking again changes nothing and pays nobody twice.
    await runYeekeeTick(t);
    expect(await balanceOf(t, winner)).toEqual({ balance: '8090.00', lockedBalance: '0.00' });
    expect((await checkLedger(t)).ok).toBe(true);

    // Staff cannot cancel a frozen round: its result comes by rule only.
    const cancel = await call(t, {
      url: lotteryAdminHref.cancel(code),
      token: await ownerToken(t),
      body: { reason: 'ลองยกเลิก' },
    });
    expect(cancel.json().status.code).toBe(errorCatalogue.YEEKEE_ROUND_BY_RULE.code);
  });

  it('voids a round with too few shots and refunds every bill exactly once', async () => {
    const code = 'YK2026112319';
    t.clock.set(at('2026-11-23T03:20:00.000Z'));
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '50.00');
    const bill = await placeBill(t, token, code, [{ betType: 'TWO_TOP', number: '42', amount: '20' }]);
    expect(bill.statusCode).toBe(200);
    await insertShots(t, code, shotsFrom(shooters, 19, t.clock.now(), 2));
    await insertIntakeHeartbeats(t, code);
    expect(await balanceOf(t, token)).toEqual({ balance: '30.00', lockedBalance: '0.00' });

    t.clock.set(at('2026-11-23T03:32:01.000Z'));
    await runYeekeeTick(t);
    await runYeekeeTick(t);
    const after = await yeekeeRoundOf(t, code);
    expect(after.round.status).toBe('CANCELLED');
    expect(after.round.cancelReason).toBe('TOO_FEW_SHOTS');
    expect(after.yeekee.voidReason).toBe('TOO_FEW_SHOTS');
    // Done: the tick stops looking at it.
    expect(after.yeekee.refundedAt).not.toBeNull();
    expect(await balanceOf(t, token)).toEqual({ balance: '50.00', lockedBalance: '0.00' });
    const proof = (await call(t, { method: 'GET', url: yeekeeHref.proof(code) })).json().data;
    expect(proof).toMatchObject({
      shotCount: 19,
      voidReason: 'TOO_FEW_SHOTS',
      r: null,
      subtractedShot: null,
    });
    expect(proof.shots).toHaveLength(19);
    const [row] = await t.database.db
      .select()
      .from(schema.lotteryBills)
      .where(
        and(
          eq(schema.lotteryBills.roundId, after.round.id),
          eq(schema.lotteryBills.memberId, member.memberId),
        ),
      );
    expect(row?.status).toBe(2);
    const refunds = (await transfersOf(t, 'lottery_bill', row?.id ?? '')).filter(
      (x) => x.kind === 'BET_REFUNDED',
    );
    expect(refunds.map((x) => x.idempotencyKey)).toEqual([`lottery-bill:${row?.id}:void:TOO_FEW_SHOTS`]);
    const cancel = await call(t, {
      url: lotteryAdminHref.cancel(code),
      token: await ownerToken(t),
      body: { reason: 'ลองยกเลิก' },
    });
    expect(cancel.json().status.code).toBe(errorCatalogue.YEEKEE_ROUND_BY_RULE.code);
    expect((await checkLedger(t)).ok).toBe(true);
  });

  it('voids a round whose intake stopped accepting shots near the close, refunding once', async () => {
    const code = 'YK2026112320';
    t.clock.set(at('2026-11-23T03:35:00.000Z'));
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '50.00');
    expect(
      (await placeBill(t, token, code, [{ betType: 'RUN_TOP', number: '7', amount: '5' }])).statusCode,
    ).toBe(200);
    await insertShots(t, code, shotsFrom(shooters, 40, t.clock.now(), 3));
    await insertIntakeHeartbeats(t, code);
    const { round } = await yeekeeRoundOf(t, code);
    // Freeze at 03:47:00: members tried to shoot from 03:46:00 and nothing was accepted for 35 s.
    const buckets = Array.from(
      { length: 7 },
      (_, index) => new Date(Date.parse('2026-11-23T03:46:00.000Z') + index * 5000),
    );
    await t.database.db.insert(schema.yeekeeIntakeSamples).values(
      buckets.map((bucketAt) => ({
        roundId: round.id,
        nodeId: 'node-a',
        bucketAt,
        watchers: 12,
        attempts: 9,
        errors: 0,
        accepted: 0,
      })),
    );
    t.clock.set(at('2026-11-23T03:47:01.000Z'));
    await runYeekeeTick(t);
    await runYeekeeTick(t);
    const after = await yeekeeRoundOf(t, code);
    expect(after.yeekee.voidReason).toBe('INTAKE_OUTAGE');
    expect(after.round.status).toBe('CANCELLED');
    expect(await balanceOf(t, token)).toEqual({ balance: '50.00', lockedBalance: '0.00' });
    expect((await checkLedger(t)).ok).toBe(true);
  });

  it('pays shooter rewards once: one per member, only to those who staked the minimum', async () => {
    const code = 'YK2026112323';
    const { round } = await yeekeeRoundOf(t, code);
    // The market's rewards as the round snapshotted them: the last, second-last and subtracted shots.
    await t.database.db
      .update(schema.yeekeeRounds)
      .set({ rewardPositions: [1, 2, 16], rewardAmountSatang: 2000n, rewardMinStakeSatang: 1000n })
      .where(eq(schema.yeekeeRounds.roundId, round.id));
    t.clock.set(at('2026-11-23T04:16:00.000Z'));
    const [a, b, c] = await Promise.all(Array.from({ length: 3 }, () => registerMember(t)));
    if (!a || !b || !c) throw new Error('members');
    const aToken = await fundedMember(t, a, '10.00');
    const bToken = await fundedMember(t, b, '10.00');
    expect(
      (await placeBill(t, aToken, code, [{ betType: 'TWO_TOP', number: '01', amount: '10' }])).statusCode,
    ).toBe(200);
    expect(
      (await placeBill(t, bToken, code, [{ betType: 'TWO_TOP', number: '01', amount: '5' }])).statusCode,
    ).toBe(200);
    // 20 shots: seq 5 (16th from the last) by b, seqs 19 and 20 by a, the rest by c.
    const by = (seq: number) => (seq === 5 ? b : seq >= 19 ? a : c);
    const shots = Array.from({ length: 20 }, (_, index) => ({
      memberId: by(index + 1).memberId,
      number: '12345',
    }));
    await insertShots(t, code, shots);
    await insertIntakeHeartbeats(t, code);
    t.clock.set(at('2026-11-23T04:32:01.000Z'));
    expect(await runYeekeeTick(t)).toMatchObject({ rewarded: 1 });
    await runYeekeeTick(t);
    const rewards = await t.database.db
      .select()
      .from(schema.yeekeeShooterRewards)
      .where(eq(schema.yeekeeShooterRewards.roundId, round.id));
    expect(rewards.map((r) => [r.position, r.seq, r.memberId, r.amountSatang])).toEqual([
      [1, 20, a.memberId, 2000n],
    ]);
    const paid = (await transfersOf(t, 'yeekee_round', round.id)).filter(
      (x) => x.kind === 'YEEKEE_SHOOTER_REWARD',
    );
    expect(paid).toHaveLength(1);
    expect((await yeekeeRoundOf(t, code)).yeekee.rewardsPaidAt).not.toBeNull();
    expect((await checkLedger(t)).ok).toBe(true);
  });

  it('takes a bill on a round whose open time came before the tick opened it', async () => {
    const code = 'YK2026112326';
    // Round 26 (12:00–12:15 Bangkok) opens at 05:00Z: no tick has run since, so it is still SCHEDULED.
    t.clock.set(at('2026-11-23T05:00:00.000Z'));
    expect((await yeekeeRoundOf(t, code)).round.status).toBe('SCHEDULED');
    const token = await fundedMember(t, await registerMember(t), '10.00');
    expect(
      (await placeBill(t, token, code, [{ betType: 'TWO_BOTTOM', number: '05', amount: '1' }])).statusCode,
    ).toBe(200);
  });
});

describe.each(testDbKinds())('Yeekee round job across the 06:00 rollover (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['lottery', 'payments'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const yeekeeRows = async (code: string) =>
    (
      await t.database.db
        .select({
          code: schema.lotteryRounds.roundCode,
          date: schema.yeekeeRounds.businessDate,
          round: schema.lotteryRounds,
        })
        .from(schema.yeekeeRounds)
        .innerJoin(schema.lotteryRounds, eq(schema.lotteryRounds.id, schema.yeekeeRounds.roundId))
    ).filter((row) => row.code.startsWith(code) && !row.code.startsWith(`${code}5`));

  it('makes each round once: the late rounds of the old date, then the new date the moment it starts', async () => {
    // 03:30 Bangkok on the 24th: still business date 23 (its round 88 closes at 03:45).
    t.clock.set(at('2026-11-23T20:30:00.000Z'));
    await runYeekeeRoundJob(t);
    let rows = await yeekeeRows('YK');
    expect(rows.filter((row) => row.date === '2026-11-23').map((row) => row.code)).toEqual(['YK2026112388']);
    expect(rows.filter((row) => row.date === '2026-11-24')).toHaveLength(88);
    const first = rows.find((row) => row.code === 'YK2026112401')?.round;
    expect(first?.openAt.toISOString()).toBe('2026-11-23T20:45:00.000Z');
    expect(first?.closeAt.toISOString()).toBe('2026-11-23T23:00:00.000Z');

    // 06:00 Bangkok: date 24 is current, date 25 is made; nothing twice, whatever how often it runs.
    t.clock.set(at('2026-11-23T23:00:00.000Z'));
    const made = await runYeekeeRoundJob(t);
    expect(made.created).toBe(88 + 288);
    expect((await runYeekeeRoundJob(t)).created).toBe(0);
    t.clock.set(at('2026-11-23T23:00:30.000Z'));
    expect((await runYeekeeRoundJob(t)).created).toBe(0);
    rows = await yeekeeRows('YK');
    expect(rows.filter((row) => row.date === '2026-11-25')).toHaveLength(88);
    expect(new Set(rows.map((row) => row.code)).size).toBe(rows.length);
  });

  it('after a settings change, makes no round that overlaps one made before, and none without its Yeekee side', async () => {
    t.clock.set(at('2026-11-24T03:00:00.000Z'));
    const edit = await call(t, {
      method: 'PUT',
      url: yeekeeAdminHref.market('YK'),
      token: await ownerToken(t),
      body: {
        ...yeekeeMarketDefaults,
        name: 'จับยี่กี',
        isEnabled: true,
        roundsPerDay: 144,
        roundMinutes: 10,
        shooterRewards: { enabled: false, positions: [], amount: '1', minStake: '1' },
      },
    });
    expect(edit.statusCode).toBe(200);
    for (const iso of ['2026-11-24T03:00:00.000Z', '2026-11-25T03:00:00.000Z', '2026-11-26T03:00:00.000Z']) {
      t.clock.set(at(iso));
      await runYeekeeRoundJob(t);
    }
    const product = (await yeekeeRows('YK')).map((row) => row.round);
    const all = await t.database.db
      .select()
      .from(schema.lotteryRounds)
      .where(eq(schema.lotteryRounds.productId, product[0]?.productId ?? ''));
    // Every round of the market has its Yeekee side…
    expect(all).toHaveLength(product.length);
    // …and no two rounds overlap: the new settings start where the rounds made before end.
    const sorted = [...all].sort((a, b) => a.openAt.getTime() - b.openAt.getTime());
    for (const [index, round] of sorted.entries())
      if (index > 0)
        expect(round.openAt.getTime()).toBeGreaterThanOrEqual(sorted[index - 1]?.closeAt.getTime() ?? 0);
    // The day after the change runs on the new settings: 144 rounds of 10 minutes (3-digit codes).
    const dayAfter = (await yeekeeRows('YK')).filter((row) => row.date === '2026-11-26');
    expect(dayAfter).toHaveLength(144);
    expect(dayAfter.map((row) => row.code)).toContain('YK20261126144');
  });
  it('an edit reaches the rounds made ahead but not open yet (window, limits, formula, seed) and leaves the open one', async () => {
    t.clock.set(at('2026-11-27T05:00:00.000Z'));
    await runYeekeeRoundJob(t);
    await runYeekeeTick(t);
    const rowsOf5 = async () =>
      (
        await t.database.db
          .select({
            code: schema.lotteryRounds.roundCode,
            round: schema.lotteryRounds,
            yeekee: schema.yeekeeRounds,
          })
          .from(schema.yeekeeRounds)
          .innerJoin(schema.lotteryRounds, eq(schema.lotteryRounds.id, schema.yeekeeRounds.roundId))
      ).filter((row) => row.code.startsWith('YK5') && row.round.closeAt > t.clock.now());
    const edit = (body: Record<string, unknown>) =>
      ownerToken(t).then((token) =>
        call(t, {
          method: 'PUT',
          url: yeekeeAdminHref.market('YK5'),
          token,
          body: {
            ...yeekeeMarketDefaults,
            name: 'ยี่กี 5 นาที',
            isEnabled: true,
            roundsPerDay: 288,
            roundMinutes: 5,
            shooterRewards: { enabled: false, positions: [], amount: '1', minStake: '1' },
            ...body,
          },
        }),
      );
    const before = await rowsOf5();
    const open = before.find((row) => row.round.openAt <= t.clock.now());
    expect(open?.yeekee.formula).toBe('SEEDED');

    expect(
      (
        await edit({
          shootWindowSeconds: 60,
          minShots: 30,
          maxShotsPerMember: 50,
          shotCooldownSeconds: 5,
          formula: 'CLASSIC',
        })
      ).statusCode,
    ).toBe(200);
    const classic = await rowsOf5();
    const unopened = classic.filter((row) => row.round.openAt > t.clock.now());
    expect(unopened.length).toBeGreaterThan(100);
    for (const row of unopened) {
      expect(row.yeekee.freezeAt.getTime() - row.round.closeAt.getTime()).toBe(60_000);
      expect(row.yeekee).toMatchObject({
        formula: 'CLASSIC',
        minShots: 30,
        maxShotsPerMember: 50,
        shotCooldownSeconds: 5,
        seed: null,
        seedCommitment: null,
      });
    }
    // The open round keeps what it opened with (members may have bet and shot on it).
    const stillOpen = classic.find((row) => row.code === open?.code);
    expect(stillOpen?.yeekee).toEqual(open?.yeekee);

    // Back to SEEDED: every unopened round gets a seed of its own and the commitment to it.
    expect((await edit({})).statusCode).toBe(200);
    const seeded = (await rowsOf5()).filter((row) => row.round.openAt > t.clock.now());
    const seeds = new Set(seeded.map((row) => row.yeekee.seed));
    expect(seeds.size).toBe(seeded.length);
    for (const row of seeded) {
      expect(row.yeekee.formula).toBe('SEEDED');
      expect(row.yeekee.seedCommitment).toBe(yeekeeSeedCommitment(row.yeekee.seed ?? '', row.code));
      expect(row.yeekee.freezeAt.getTime() - row.round.closeAt.getTime()).toBe(120_000);
    }
  });
});
