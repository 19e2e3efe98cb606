import { apiPaths, errorCatalogue } from '@chokdee/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  call,
  lastOtp,
  registerMember,
  registrationForm,
  type TestApp,
  testDatabaseUrl,
  uniqueAccountNumber,
  uniquePhone,
  verifiedRef,
} from '#testing/index';

/**
 * Races run on PostgreSQL only. PGlite is one session behind a mutex: its transactions never
 * interleave, so these calls would be serialised there and the tests would pass even without the
 * row locks, advisory locks and unique constraints they exist to prove. On PostgreSQL each request
 * gets its own pooled connection and the transactions really overlap.
 */
describe.runIf(testDatabaseUrl())('account races on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', modules: [], seedDemo: false });
  });
  afterAll(() => t.close());

  const create = (body: unknown) => call(t, { url: apiPaths.register, body });
  const membersWithPhone = (phone: string) =>
    t.database.db
      .select({ id: schema.members.id })
      .from(schema.members)
      .where(and(eq(schema.members.operatorId, t.operatorId), eq(schema.members.phone, phone)));
  const walletsOf = async (memberIds: string[]) =>
    memberIds.length
      ? t.database.db
          .select()
          .from(schema.ledgerAccounts)
          // The main wallet; registration opens the withdraw hold beside it.
          .where(
            and(
              inArray(schema.ledgerAccounts.memberId, memberIds),
              eq(schema.ledgerAccounts.kind, 'MEMBER_WALLET'),
            ),
          )
      : [];

  it('two creates with one verified ref make one member and one wallet; the other finds the ref used', async () => {
    for (let round = 0; round < 5; round += 1) {
      const phone = uniquePhone();
      const verifyRef = await verifiedRef(t, phone);
      const answers = await Promise.all([
        create(await registrationForm(t, phone, verifyRef)),
        create(await registrationForm(t, phone, verifyRef)),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
      const loser = answers.find((res) => res.statusCode === 422);
      // The loser waited on the ref's row lock and then saw it consumed (not merely the phone's unique index).
      expect(loser?.json().status.code).toBe(errorCatalogue.OTP_NOT_VERIFIED.code);
      const members = await membersWithPhone(phone);
      expect(members).toHaveLength(1);
      expect(await walletsOf(members.map((m) => m.id))).toHaveLength(1);
    }
  });

  it('two creates for one phone with two different verified refs make one member', async () => {
    for (let round = 0; round < 5; round += 1) {
      const phone = uniquePhone();
      const first = await verifiedRef(t, phone);
      t.clock.advance(60_000);
      const second = await verifiedRef(t, phone);
      const answers = await Promise.all([
        create(await registrationForm(t, phone, first)),
        create(await registrationForm(t, phone, second)),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((res) => res.statusCode === 409)?.json().status.code).toBe(
        errorCatalogue.PHONE_ALREADY_REGISTERED.code,
      );
      const members = await membersWithPhone(phone);
      expect(members).toHaveLength(1);
      expect(await walletsOf(members.map((m) => m.id))).toHaveLength(1);
      const accounts = await t.database.db
        .select()
        .from(schema.memberBankAccounts)
        .where(eq(schema.memberBankAccounts.memberId, members[0]?.id ?? ''));
      expect(accounts).toHaveLength(1);
    }
  });

  it('phones racing for one bank account: one gets it, the others write nothing', async () => {
    for (let round = 0; round < 5; round += 1) {
      const accountNumber = uniqueAccountNumber();
      const phones = Array.from({ length: 4 }, () => uniquePhone());
      const forms = [];
      for (const phone of phones)
        forms.push(await registrationForm(t, phone, await verifiedRef(t, phone), { accountNumber }));
      const answers = await Promise.all(forms.map((form) => create(form)));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409]);
      for (const res of answers.filter((r) => r.statusCode === 409)) {
        expect(res.json().status.code).toBe(errorCatalogue.BANK_ACCOUNT_ALREADY_USED.code);
      }
      const members = (await Promise.all(phones.map((phone) => membersWithPhone(phone)))).flat();
      expect(members).toHaveLength(1);
      expect(await walletsOf(members.map((m) => m.id))).toHaveLength(1);
    }
  });

  it('parallel verify-user calls for one phone send exactly one code', async () => {
    const phone = uniquePhone();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(t, { url: apiPaths.verifyUser, body: { userName: phone } })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(429);
      expect(res.json().status.code).toBe(errorCatalogue.OTP_RESEND_TOO_SOON.code);
    }
    expect(t.sms.outbox(phone)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(schema.phoneVerifications)
      .where(eq(schema.phoneVerifications.phone, phone));
    expect(rows).toHaveLength(1);
  });

  it('parallel wrong codes are each counted: the ref dies after exactly 5', async () => {
    const phone = uniquePhone();
    const sent = await call(t, { url: apiPaths.verifyUser, body: { userName: phone } });
    const verifyRef = sent.json().data.verifyRef;
    const wrong = String((Number(lastOtp(t, phone)) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(t, { url: apiPaths.verifyPin, body: { mobileNo: phone, pinCode: wrong, verifyRef } }),
      ),
    );
    const codes = answers.map((res) => res.json().status.code);
    expect(codes.filter((code) => code === errorCatalogue.OTP_INVALID.code)).toHaveLength(4);
    expect(codes.filter((code) => code === errorCatalogue.OTP_LOCKED.code)).toHaveLength(4);
    const [row] = await t.database.db
      .select()
      .from(schema.phoneVerifications)
      .where(eq(schema.phoneVerifications.phone, phone));
    expect(row?.failedAttempts).toBe(5);
  });

  it('parallel wrong logins for one phone get exactly 5 tries before the throttle', async () => {
    const member = await registerMember(t);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(t, {
          url: apiPaths.login,
          body: { userName: member.phone, password: 'wrong999' },
          ip: '10.9.9.9',
        }),
      ),
    );
    const codes = answers.map((res) => res.json().status.code);
    expect(codes.filter((code) => code === errorCatalogue.INVALID_CREDENTIALS.code)).toHaveLength(5);
    expect(codes.filter((code) => code === errorCatalogue.LOGIN_THROTTLED.code)).toHaveLength(7);
  });
});
