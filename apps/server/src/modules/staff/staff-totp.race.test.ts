import { adminPaths, errorCatalogue } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import { buildTestApp, call, type TestApp, testDatabaseUrl } from '#testing/index';
import { staffMember } from '#testing/lottery';
import { wrongCodeFor } from '#testing/totp-login';

/**
 * PostgreSQL only (PGlite serialises every transaction): wrong TOTP codes sent in parallel on one
 * session cannot get more than the limit checked, and the session still ends.
 */
describe.runIf(testDatabaseUrl())('staff TOTP attempt limit races on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', modules: [], seedDemo: false });
  });
  afterAll(() => t.close());

  it('checks at most 5 of 30 parallel wrong codes, refuses the rest and ends the session', async () => {
    const staff = await staffMember(t, 'finance');
    const { secret } = (await call(t, { url: adminPaths.totpSetup, token: staff.token })).json().data;
    const code = wrongCodeFor(secret, t.clock.now());
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(t, { url: adminPaths.totpEnable, token: staff.token, body: { code } }).then(
          (res) => res.json().status.code,
        ),
      ),
    );
    const counts = (name: keyof typeof errorCatalogue) =>
      answers.filter((answer) => answer === errorCatalogue[name].code).length;
    expect(counts('STAFF_TOTP_INVALID')).toBe(5);
    expect(counts('STAFF_TOTP_THROTTLED')).toBe(4);
    // The 10th try ended the session; tries that came after it were refused by the guard.
    expect(counts('STAFF_TOTP_SESSION_ENDED')).toBeGreaterThanOrEqual(1);
    expect(counts('STAFF_TOTP_SESSION_ENDED') + counts('UNAUTHORIZED')).toBe(21);
    const session = await t.database.db
      .select({ revokedAt: schema.staffSessions.revokedAt })
      .from(schema.staffSessions)
      .where(and(eq(schema.staffSessions.staffId, staff.id)));
    expect(session.every((row) => row.revokedAt !== null)).toBe(true);
  });
});
