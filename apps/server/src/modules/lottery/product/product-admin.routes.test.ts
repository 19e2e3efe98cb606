import {
  errorCatalogue,
  lotteryBoardHref,
  lotteryBoardPaths,
  lotteryHref,
  lotteryPaths,
} from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  fundedMember,
  placeBill,
  registerMember,
  runRoundJob,
  staffMember,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';

const HANOI = 'HANOI20261123';

describe.each(testDbKinds())('lottery products in the back office (%s)', (kind) => {
  let t: TestApp;
  let lottery: string;
  let support: string;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['lottery', 'payments'] });
    await runRoundJob(t);
    lottery = (await staffMember(t, 'lottery')).token;
    support = (await staffMember(t, 'support')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const patch = (token: string, code: string, body: unknown) =>
    call(t, { method: 'PATCH', url: lotteryBoardHref.product(code), token, body });

  it('lists every product with bet types, limits and schedule; support reads but cannot change', async () => {
    const list = await call(t, { method: 'GET', url: lotteryBoardPaths.products, token: support });
    expect(list.statusCode).toBe(200);
    const hanoi = list.json().data.data.find((p: { code: string }) => p.code === 'HANOI');
    expect(hanoi).toMatchObject({ enabled: true, resultFormat: 'HANOI', schedule: { kind: 'daily' } });
    expect(hanoi.betTypes).toContainEqual(
      expect.objectContaining({ betType: 'TWO_TOP', payOutPrice: '90', enabled: true }),
    );
    expect((await patch(support, 'HANOI', { enabled: false })).statusCode).toBe(403);
    expect((await call(t, { method: 'GET', url: lotteryBoardPaths.products })).statusCode).toBe(401);
  });

  it('changes a rate and limits: new bills use them; bad limits change nothing', async () => {
    const bad = await patch(lottery, 'HANOI', {
      betTypes: [{ betType: 'TWO_TOP', minBet: '50', maxBet: '10' }],
    });
    expect(statusOf(bad).code).toBe(errorCatalogue.BET_LIMITS_INVALID.code);
    expect(bad.json().data.field).toBe('betTypes.0');
    const lacking = await patch(lottery, 'HANOI', {
      betTypes: [{ betType: 'THREE_FRONT', payOutPrice: '1' }],
    });
    expect(statusOf(lacking).code).toBe(errorCatalogue.BET_TYPE_NOT_OFFERED.code);
    expect((await patch(lottery, 'NOPE', { enabled: false })).statusCode).toBe(404);
    expect((await patch(lottery, 'HANOI', { closeTime: '25:00' })).statusCode).toBe(400);

    const changed = await patch(lottery, 'HANOI', {
      closeTime: '18:10',
      betTypes: [{ betType: 'TWO_TOP', payOutPrice: '92.5', minBet: '2', maxBet: '500' }],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.schedule.closeTime).toBe('18:10');
    expect(changed.json().data.betTypes).toContainEqual(
      expect.objectContaining({ betType: 'TWO_TOP', payOutPrice: '92.5', minBet: '2.00', maxBet: '500.00' }),
    );
    const round = (await call(t, { method: 'GET', url: lotteryHref.round(HANOI) })).json().data;
    expect(round.betTypes).toContainEqual(
      expect.objectContaining({ betType: 'TWO_TOP', payOutPrice: '92.5' }),
    );
    const member = await fundedMember(t, await registerMember(t), '100.00');
    const tooSmall = await placeBill(t, member, HANOI, [{ betType: 'TWO_TOP', number: '12', amount: '1' }]);
    expect(statusOf(tooSmall).code).toBe(errorCatalogue.BET_AMOUNT_OUT_OF_RANGE.code);
    const bill = await placeBill(t, member, HANOI, [{ betType: 'TWO_TOP', number: '12', amount: '2' }]);
    expect(bill.json().data.lines[0]).toMatchObject({ rewardPrice: '92.5', payOutTotal: '185.00' });
  });

  it('disables a product: it leaves the member list; holidays are added and removed', async () => {
    expect((await patch(lottery, 'LAO', { enabled: false })).json().data.enabled).toBe(false);
    const list = await call(t, { method: 'GET', url: lotteryPaths.list });
    expect(list.json().data.data.map((p: { code: string }) => p.code)).not.toContain('LAO');

    const holiday = lotteryBoardHref.holiday('SET_PM', '2026-12-10');
    const added = await call(t, {
      method: 'PUT',
      url: holiday,
      token: lottery,
      body: { note: 'วันรัฐธรรมนูญ' },
    });
    expect(added.json().data.holidays).toContainEqual({ date: '2026-12-10', note: 'วันรัฐธรรมนูญ' });
    const removed = await call(t, { method: 'DELETE', url: holiday, token: lottery });
    expect(removed.json().data.holidays).not.toContainEqual(expect.objectContaining({ date: '2026-12-10' }));
    const again = await call(t, { method: 'DELETE', url: holiday, token: lottery });
    expect(statusOf(again).code).toBe(errorCatalogue.HOLIDAY_NOT_FOUND.code);
    const badDate = await call(t, {
      method: 'PUT',
      url: lotteryBoardHref.holiday('SET_PM', '10-12-2026'),
      token: lottery,
      body: {},
    });
    expect(badDate.statusCode).toBe(400);
  });
});
