import { adminMemberHref, errorCatalogue, otpLimitsPaths } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  countRows,
  httpCall,
  listenOnFreePort,
  type RegisteredMember,
  registerMember,
  staffTokens,
  type TestApp,
  testDatabaseUrl,
} from '#testing/index';

const HOUR = 60 * 60_000;
/** The codes a limit refuses with (429): the phone's, the address's, the site's. */
const limitCodes = [
  errorCatalogue.OTP_RESEND_TOO_SOON.code,
  errorCatalogue.OTP_HOURLY_LIMIT.code,
  errorCatalogue.OTP_ADDRESS_LIMIT.code,
  errorCatalogue.OTP_BUDGET_EXHAUSTED.code,
];

// Only PostgreSQL can show these races: PGlite runs one session behind a mutex.
describe.runIf(testDatabaseUrl())(
  'staff reset codes sent in parallel never pass the SMS limits (postgres)',
  () => {
    let t: TestApp;
    let base: string;
    let support: string;
    let owner: string;
    beforeAll(async () => {
      t = await buildTestApp({ kind: 'postgres', modules: ['member-admin'], seedDemo: false });
      base = await listenOnFreePort(t);
      ({ support, owner } = await staffTokens(t));
    });
    afterAll(() => t.close());

    const sendReset = (member: RegisteredMember) =>
      httpCall(base, adminMemberHref.passwordReset(member.memberId), {
        token: support,
        body: { reason: 'แข่งกันส่ง' },
      });
    const resetTexts = (member: RegisteredMember) =>
      t.sms.outbox(member.phone).filter((item) => item.text.startsWith('รหัสสำหรับตั้งรหัสผ่านใหม่'));

    it('sends one code of 20 parallel resets of one member', async () => {
      const member = await registerMember(t);
      t.clock.advance(HOUR);
      const answers = await Promise.all(Array.from({ length: 20 }, () => sendReset(member)));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(refused.map((answer) => answer.status)).toEqual(refused.map(() => 429));
      for (const answer of refused) expect(limitCodes).toContain(answer.code);
      expect(resetTexts(member)).toHaveLength(1);
      expect(await countRows(t, schema.memberPasswordResets)).toBe(1);
    });

    it('sends no more than the site’s budget of parallel resets of many members', async () => {
      const members: RegisteredMember[] = [];
      for (let i = 0; i < 8; i += 1) members.push(await registerMember(t));
      t.clock.advance(HOUR);
      const put = await httpCall(base, otpLimitsPaths.otpLimits, {
        method: 'PUT',
        token: owner,
        body: { perAddressPer10Min: 20, operatorPerHour: 3 },
      });
      expect(put.status).toBe(200);
      const before = await countRows(t, schema.memberPasswordResets);

      const answers = await Promise.all(members.map((member) => sendReset(member)));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
      expect(
        answers.filter((answer) => answer.code === errorCatalogue.OTP_BUDGET_EXHAUSTED.code),
      ).toHaveLength(5);
      expect(members.flatMap((member) => resetTexts(member))).toHaveLength(3);
      expect((await countRows(t, schema.memberPasswordResets)) - before).toBe(3);
    });
  },
);
