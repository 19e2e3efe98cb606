import { betTypeCodes, resultFormatCodes } from '@chokdee/contracts';
import { betTypes, resultFormats } from '@chokdee/lottery';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import { buildTestApp, runRoundJob, type TestApp, testDbKinds } from '#testing/index';

describe('contracts and @chokdee/lottery', () => {
  it('carry the same bet-type and result-format codes (neither may import the other)', () => {
    expect([...betTypeCodes]).toEqual([...betTypes]);
    expect([...resultFormatCodes]).toEqual([...resultFormats]);
  });
});

describe.each(testDbKinds())('round job (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['lottery'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const rounds = async () =>
    (await t.database.db.select().from(schema.lotteryRounds))
      .map((r) => ({ code: r.roundCode, openAt: r.openAt.toISOString(), closeAt: r.closeAt.toISOString() }))
      .sort((a, b) => (a.code < b.code ? -1 : 1));

  it('creates today’s and the next 2 Bangkok days’ rounds once, whatever how often it runs', async () => {
    // Monday 2026-11-23 10:00 Bangkok.
    const first = await runRoundJob(t);
    const created = await rounds();
    expect(first.created).toBe(created.length);
    const codes = created.map((r) => r.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'HANOI20261123',
        'HANOI20261124',
        'HANOI20261125',
        'LAO20261123',
        'LAO20261125',
        'NIKKEI_AM20261125',
        'DOWJONES20261123',
        'GLO20261201',
      ]),
    );
    expect(codes).not.toContain('LAO20261124');
    expect(created.find((r) => r.code === 'DOWJONES20261123')?.closeAt).toBe('2026-11-23T20:00:00.000Z');
    expect(created.find((r) => r.code === 'GLO20261201')?.closeAt).toBe('2026-12-01T08:20:00.000Z');

    const second = await runRoundJob(t);
    expect(second).toEqual({ created: 0, opened: 0, closed: 0 });
    expect(await rounds()).toEqual(created);
  });

  it('opens rounds whose open time came and closes rounds at their close time', async () => {
    const status = async (code: string) =>
      (await t.database.db.select().from(schema.lotteryRounds)).find((r) => r.roundCode === code)?.status;
    expect(await status('HANOI20261123')).toBe('OPEN');
    expect(await status('HANOI20261124')).toBe('SCHEDULED');
    t.clock.set(new Date('2026-11-23T11:09:59.999Z'));
    await runRoundJob(t);
    expect(await status('HANOI20261123')).toBe('OPEN');
    t.clock.set(new Date('2026-11-23T11:10:00.000Z'));
    await runRoundJob(t);
    expect(await status('HANOI20261123')).toBe('CLOSED');
    expect(await status('HANOI20261124')).toBe('OPEN');
    // A new day: its rounds appear, the old ones stay.
    t.clock.set(new Date('2026-11-24T17:00:00.000Z'));
    const next = await runRoundJob(t);
    expect(next.created).toBeGreaterThan(0);
    expect(await status('HANOI20261126')).toBe('SCHEDULED');
  });
});

describe.each(testDbKinds())('schedules against real calendars (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['lottery'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const codes = async () => (await t.database.db.select().from(schema.lotteryRounds)).map((r) => r.roundCode);

  it('seeds the real Thai government draws: 1 January moves to 2 January, never to 30 December', async () => {
    const rows = await t.database.db.select().from(schema.lotteryDrawDates);
    const dates = rows.map((row) => row.drawDate);
    // docs/domain/lottery.md §3's real draws.
    for (const real of [
      '2023-12-30',
      '2024-01-17',
      '2024-05-02',
      '2025-01-02',
      '2025-01-17',
      '2025-05-02',
      '2026-01-02',
      '2026-01-17',
      '2026-05-02',
    ])
      expect(dates).toContain(real);
    expect(dates.filter((date) => date >= '2024-06-01' && /-12-3[01]$/.test(date))).toEqual([]);
    expect(dates).toContain('2027-01-02');
    expect(dates).toContain('2027-01-17');
    expect(dates).not.toContain('2027-01-16');
  });

  it('sells the draw after 16 December 2026 for 2 January 2027', async () => {
    // 16 Dec 2026 17:00 Bangkok: that draw closed, the next one is created and opens at its close.
    t.clock.set(new Date('2026-12-16T10:00:00.000Z'));
    await runRoundJob(t);
    const [next] = await t.database.db
      .select()
      .from(schema.lotteryRounds)
      .where(eq(schema.lotteryRounds.roundCode, 'GLO20270102'));
    expect(next?.openAt.toISOString()).toBe('2026-12-16T08:20:00.000Z');
    expect(next?.status).toBe('OPEN');
    expect(await codes()).not.toContain('GLO20261230');
  });

  it('sells no Hanoi round for a Tết day; the round after Tết opens at the last draw before it', async () => {
    // 15 Feb 2026 10:00 Bangkok: today and the next 2 days are looked at; 16–19 Feb are Tết.
    t.clock.set(new Date('2026-02-15T03:00:00.000Z'));
    await runRoundJob(t);
    t.clock.set(new Date('2026-02-19T03:00:00.000Z'));
    await runRoundJob(t);
    const all = await codes();
    for (const product of ['HANOI_SPECIAL', 'HANOI', 'HANOI_VIP']) {
      expect(all).toContain(`${product}20260215`);
      for (const day of ['16', '17', '18', '19']) expect(all).not.toContain(`${product}202602${day}`);
      expect(all).toContain(`${product}20260220`);
    }
    const [after] = await t.database.db
      .select()
      .from(schema.lotteryRounds)
      .where(eq(schema.lotteryRounds.roundCode, 'HANOI20260220'));
    expect(after?.openAt.toISOString()).toBe('2026-02-15T11:10:00.000Z');
  });
});
