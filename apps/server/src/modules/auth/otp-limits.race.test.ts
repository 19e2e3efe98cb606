import { apiPaths, DEFAULT_OTP_LIMITS, otpLimitsPaths, staffRealtimeEvents } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import { createRecordingPublisher } from '#platform/realtime/publisher';
import { buildTestApp, call, ownerToken, type TestApp, testDatabaseUrl, uniquePhone } from '#testing/index';

/** PostgreSQL only (PGlite serialises every transaction): parallel sends cannot pass the OTP limits. */
describe.runIf(testDatabaseUrl())('OTP sending limit races on PostgreSQL', () => {
  let t: TestApp;
  const publisher = createRecordingPublisher();
  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', deps: { publisher }, modules: [], seedDemo: false });
  });
  afterAll(() => t.close());

  const send = (ip: string) => call(t, { url: apiPaths.verifyUser, body: { userName: uniquePhone() }, ip });

  it('sends at most the address’s 20 of 40 parallel sends to 40 phones from one address', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => send('10.60.0.1')));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(
      DEFAULT_OTP_LIMITS.perAddressPer10Min,
    );
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(
      40 - DEFAULT_OTP_LIMITS.perAddressPer10Min,
    );
    const rows = await t.database.db
      .select()
      .from(schema.otpSends)
      .where(eq(schema.otpSends.ip, '10.60.0.1'));
    expect(rows).toHaveLength(DEFAULT_OTP_LIMITS.perAddressPer10Min);
  });

  it('sends at most the operator’s budget from many addresses at once, and alerts staff once', async () => {
    t.clock.advance(60 * 60_000 + 1_000);
    const owner = await ownerToken(t);
    await call(t, {
      method: 'PUT',
      url: otpLimitsPaths.otpLimits,
      token: owner,
      body: { perAddressPer10Min: 20, operatorPerHour: 10 },
    });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => send(`10.61.0.${i + 1}`)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(20);
    expect(publisher.events.filter((event) => event.event === staffRealtimeEvents.staffAlert)).toHaveLength(
      1,
    );
    expect(await t.database.db.select().from(schema.staffAlerts)).toHaveLength(1);
  });
});
