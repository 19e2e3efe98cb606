import {
  announcementEndHref,
  announcementPaths,
  type StaffRoleName,
  vipDefaultNames,
  vipPaths,
} from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditRows,
  buildTestApp,
  call,
  loginToken,
  ownerToken,
  type RegisteredMember,
  registerMember,
  staffTokens,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';

const DAY_MS = 86_400_000;

describe.each(testDbKinds())('announcements (%s)', (kind) => {
  let t: TestApp;
  let tokens: Record<StaffRoleName, string>;
  let member: RegisteredMember;
  let memberToken: string;

  const create = (body: Record<string, unknown>, role: StaffRoleName = 'support') =>
    call(t, { url: announcementPaths.adminList, token: tokens[role], body });
  const created = async (body: Record<string, unknown>) => {
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: string; state: string; createdBy: string };
  };
  const shown = async (token = memberToken) => {
    const res = await call(t, { method: 'GET', url: announcementPaths.list, token });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.announcements as Array<{ title: string }>).map((row) => row.title);
  };

  /** Moves the clock on, with fresh logins (tokens expire); the owner then writes as support did. */
  const advance = async (ms: number) => {
    t.clock.advance(ms);
    const owner = await ownerToken(t);
    tokens = { ...tokens, owner, support: owner };
    memberToken = await loginToken(t, member);
  };

  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['content', 'rewards'] });
    tokens = await staffTokens(t);
    member = await registerMember(t, { fullName: 'สมาชิก ทดสอบประกาศ' });
    memberToken = await loginToken(t, member);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses bad input with Thai messages and other roles, and writes nothing', async () => {
    const before = (
      await call(t, { method: 'GET', url: announcementPaths.adminList, token: tokens.owner })
    ).json().data.total;
    const noLevel = await create({ title: 'ก', body: 'ข', segment: 'VIP_LEVEL' });
    expect(noLevel.statusCode).toBe(400);
    expect(JSON.stringify(noLevel.json())).toContain('กรุณาระบุระดับ VIP ขั้นต่ำ');
    const empty = await create({ title: ' ', body: 'ข', segment: 'ALL' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('กรุณากรอกหัวข้อ');
    const past = await create({
      title: 'ก',
      body: 'ข',
      segment: 'ALL',
      endsAt: new Date(t.clock.now().getTime() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(statusOf(past).message).toContain('วันเวลาสิ้นสุดต้องอยู่หลัง');
    expect((await create({ title: 'ก', body: 'ข', segment: 'ALL' }, 'finance')).statusCode).toBe(403);
    expect((await create({ title: 'ก', body: 'ข', segment: 'ALL' }, 'lottery')).statusCode).toBe(403);
    const after = (
      await call(t, { method: 'GET', url: announcementPaths.adminList, token: tokens.owner })
    ).json().data.total;
    expect(after).toBe(before);
    expect((await call(t, { method: 'GET', url: announcementPaths.list })).statusCode).toBe(401);
  });
  it('shows a running announcement to every member until staff end it, once', async () => {
    const row = await created({ title: 'ปิดปรับปรุงระบบ', body: 'คืนนี้ 02:00–03:00 น.', segment: 'ALL' });
    expect(row.state).toBe('RUNNING');
    expect(row.createdBy).toMatch(/^supportx\d+$/);
    expect(await shown()).toContain('ปิดปรับปรุงระบบ');
    expect((await auditRows(t, 'announcement.create', row.id)).length).toBe(1);

    const end = await call(t, { url: announcementEndHref(row.id), token: tokens.owner });
    expect(end.statusCode, end.body).toBe(200);
    expect(end.json().data.state).toBe('ENDED');
    expect(await shown()).not.toContain('ปิดปรับปรุงระบบ');
    const again = await call(t, { url: announcementEndHref(row.id), token: tokens.owner });
    expect(again.statusCode).toBe(409);
    expect((await auditRows(t, 'announcement.end', row.id)).length).toBe(1);
    const unknown = await call(t, {
      url: announcementEndHref('0190f000-0000-7000-8000-000000000000'),
      token: tokens.owner,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps a scheduled one back until it starts and a past one away after it ends', async () => {
    const now = t.clock.now().getTime();
    const row = await created({
      title: 'โปรวันหยุด',
      body: 'ฝากรับโบนัส',
      segment: 'ALL',
      startsAt: new Date(now + DAY_MS).toISOString(),
      endsAt: new Date(now + 2 * DAY_MS).toISOString(),
    });
    expect(row.state).toBe('SCHEDULED');
    expect(await shown()).not.toContain('โปรวันหยุด');
    await advance(DAY_MS);
    expect(await shown()).toContain('โปรวันหยุด');
    await advance(DAY_MS);
    expect(await shown()).not.toContain('โปรวันหยุด');
  });

  it('reaches only its segment: new members within their days, VIP levels at or above', async () => {
    await created({ title: 'ยินดีต้อนรับ', body: 'ฝากครั้งแรกรับโบนัส', segment: 'NEW_MEMBERS', newWithinDays: 7 });
    const fresh = await registerMember(t, { fullName: 'สมาชิก ใหม่เอี่ยม' });
    expect(await shown(await loginToken(t, fresh))).toContain('ยินดีต้อนรับ');
    // The first member registered two days of the clock ago; a week on, neither is new.
    await advance(7 * DAY_MS);
    expect(await shown(await loginToken(t, fresh))).not.toContain('ยินดีต้อนรับ');

    const levels = await call(t, {
      method: 'PUT',
      url: vipPaths.adminLevels,
      token: tokens.owner,
      body: {
        levels: vipDefaultNames.map((name, index) => ({
          level: index + 1,
          name,
          // Nobody reaches level 2 here: the member stays at 1.
          threshold: String(index * 100_000),
          cashbackPercent: null,
          referralBonusPercent: '0',
          maxWithdrawPerRequest: null,
          maxWithdrawPerDay: null,
          upgradeBonus: '0',
        })),
      },
    });
    expect(levels.statusCode, levels.body).toBe(200);
    await created({ title: 'สำหรับ VIP 1 ขึ้นไป', body: 'ข้อความ', segment: 'VIP_LEVEL', vipLevelMin: 1 });
    await created({ title: 'สำหรับ VIP 2 ขึ้นไป', body: 'ข้อความ', segment: 'VIP_LEVEL', vipLevelMin: 2 });
    const titles = await shown();
    expect(titles).toContain('สำหรับ VIP 1 ขึ้นไป');
    expect(titles).not.toContain('สำหรับ VIP 2 ขึ้นไป');
  });
});
