import { agentAdminHref, agentAdminPaths, errorCatalogue, type StaffRoleName } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  auditRows,
  buildTestApp,
  call,
  countRows,
  registerMember,
  staffTokens,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';
import { moduleApi } from '#testing/module-api';

describe.each(testDbKinds())('agents: management, linking and commission (%s)', (kind) => {
  let t: TestApp;
  let tokens: Record<StaffRoleName, string>;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['rewards', 'payments'] });
    tokens = await staffTokens(t);
  });
  afterAll(async () => t.close());

  const create = (body: unknown, token = tokens.owner) =>
    call(t, { url: agentAdminPaths.create, token, body });
  const update = (id: string, body: unknown, token = tokens.owner) =>
    call(t, { method: 'PUT', url: agentAdminHref.update(id), token, body });
  const report = (id: string, from: string, to: string, token = tokens.finance) =>
    call(t, { method: 'GET', url: `${agentAdminHref.report(id)}?from=${from}&to=${to}`, token });
  /** Day totals as the consumer `rewards.activity` writes them. */
  const play = (memberId: string, day: string, stake: bigint, win: bigint, covering = 0n) =>
    t.database.db.transaction((tx) =>
      moduleApi(t, 'rewards').activityRepo.addDeltas(
        tx,
        [
          {
            operatorId: t.operatorId,
            memberId,
            day,
            category: 'LOTTERY',
            stake: stake + covering,
            countedStake: stake,
            win,
            countedWin: win,
            bills: 1,
          },
        ],
        t.clock.now(),
      ),
    );

  it('creates an agent (owner only), audited; a second agent with the same code is refused', async () => {
    const made = await create({ code: 'AG-A1', name: 'ตัวแทนเอ', commissionPercent: '2.5' });
    expect(made.statusCode).toBe(200);
    const agent = made.json().data;
    expect(agent).toMatchObject({
      code: 'AG-A1',
      name: 'ตัวแทนเอ',
      commissionPercent: '2.50',
      active: true,
      members: 0,
    });
    expect(await auditRows(t, 'agent.create', agent.id)).toHaveLength(1);

    const before = await countRows(t, schema.agents);
    const twin = await create({ code: 'AG-A1', name: 'ซ้ำ', commissionPercent: '1' });
    expect(twin.statusCode).toBe(409);
    expect(statusOf(twin).code).toBe(errorCatalogue.AGENT_CODE_TAKEN.code);
    expect(
      (await create({ code: 'AG-A9', name: 'x', commissionPercent: '1' }, tokens.finance)).statusCode,
    ).toBe(403);
    for (const bad of [
      { code: 'a', name: 'สั้น', commissionPercent: '1' },
      { code: 'AG-B', name: 'x', commissionPercent: '100.01' },
      { code: 'AG-B', name: 'x', commissionPercent: '1.234' },
      { code: 'AG B', name: 'x', commissionPercent: '1' },
    ])
      expect((await create(bad)).statusCode).toBe(400);
    expect(await countRows(t, schema.agents)).toBe(before);
  });

  it('links members through an active code only, and reports commission on the net loss of a Bangkok range', async () => {
    const agent = (await create({ code: 'AG-C1', name: 'ตัวแทนซี', commissionPercent: '10' })).json().data;
    const loser = await registerMember(t, { agentCode: 'AG-C1' });
    const winner = await registerMember(t, { agentCode: 'AG-C1' });
    const outsider = await registerMember(t);

    // In range: loser −1,000.01 counted (the covering 500 does not count), winner +300; outside: the day after.
    await play(loser.memberId, '2026-11-23', 150_001n, 50_000n, 50_000n);
    await play(winner.memberId, '2026-11-23', 10_000n, 40_000n);
    await play(loser.memberId, '2026-11-24', 999_999n, 0n);
    await play(outsider.memberId, '2026-11-23', 999_999n, 0n);

    const res = await report(agent.id, '2026-11-20', '2026-11-23');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.agent.members).toBe(2);
    expect(data.members.map((m: { memberId: string }) => m.memberId).sort()).toEqual(
      [loser.memberId, winner.memberId].sort(),
    );
    expect(data.members.find((m: { memberId: string }) => m.memberId === loser.memberId)).toMatchObject({
      countedStake: '1500.01',
      countedWin: '500.00',
      netLoss: '1000.01',
    });
    expect(data.totals).toEqual({ countedStake: '1600.01', countedWin: '900.00', netLoss: '700.01' });
    // 10% of 700.01 = 70.001 → floored to 70.00.
    expect(data.commission).toBe('70.00');

    // The next day alone: 9,999.99 × 10% = 999.999 → 999.99.
    expect((await report(agent.id, '2026-11-24', '2026-11-24')).json().data.commission).toBe('999.99');
    // Only the winner's day: net loss negative → no commission.
    await play(winner.memberId, '2026-11-25', 0n, 10_000n);
    expect((await report(agent.id, '2026-11-25', '2026-11-25')).json().data).toMatchObject({
      totals: { netLoss: '-100.00' },
      commission: '0.00',
    });

    // Deactivated: the name, rate and flag change (audited); a new registration with the code is not linked.
    const changed = await update(agent.id, { name: 'ตัวแทนซี (พัก)', commissionPercent: '5', active: false });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ active: false, commissionPercent: '5.00', members: 2 });
    const [audit] = await auditRows(t, 'agent.update', agent.id);
    expect(audit?.before).toMatchObject({ active: true, commissionPercent: '10.00' });
    expect(audit?.after).toMatchObject({ active: false, commissionPercent: '5.00' });
    const late = await registerMember(t, { agentCode: 'AG-C1' });
    const list = (await call(t, { method: 'GET', url: agentAdminPaths.list, token: tokens.finance })).json()
      .data;
    expect(list.items.find((a: { id: string }) => a.id === agent.id).members).toBe(2);
    const lateReport = (await report(agent.id, '2026-11-23', '2026-11-23')).json().data;
    expect(lateReport.members.map((m: { memberId: string }) => m.memberId)).not.toContain(late.memberId);
    // The new rate applies to the report.
    expect(lateReport.commission).toBe('35.00');
  });

  it('answers 404 for an unknown agent, 403 to support and lottery, and refuses a range past 92 days', async () => {
    const unknown = '0192f000-0000-7000-8000-000000000000';
    expect(statusOf(await report(unknown, '2026-11-01', '2026-11-02')).code).toBe(
      errorCatalogue.AGENT_NOT_FOUND.code,
    );
    expect(statusOf(await update(unknown, { name: 'x', commissionPercent: '1', active: true })).code).toBe(
      errorCatalogue.AGENT_NOT_FOUND.code,
    );
    const agent = (await create({ code: 'AG-D1', name: 'ดี', commissionPercent: '0' })).json().data;
    expect((await report(agent.id, '2026-11-01', '2026-11-02', tokens.support)).statusCode).toBe(403);
    expect((await report(agent.id, '2026-11-01', '2026-11-02', tokens.lottery)).statusCode).toBe(403);
    expect((await report(agent.id, '2026-01-01', '2026-11-02')).statusCode).toBe(400);
    expect(
      (await update(agent.id, { name: 'x', commissionPercent: '1', active: true }, tokens.finance))
        .statusCode,
    ).toBe(403);
  });
});
