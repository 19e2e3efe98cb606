import { randomInt } from 'node:crypto';
import { apiPaths, OPERATOR_HEADER, type RegisterRequest } from '@chokdee/contracts';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { createMemberRepo } from '#modules/member/index';
import { createOperatorRepo } from '#modules/operator/index';
import * as schema from '#platform/db/schema';
import type { TestApp } from './build-test-app';

/** A phone number unique enough for one test file (the database is fresh per file). */
export const uniquePhone = (): string => `08${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** A bank account number unique enough for one test file. */
export const uniqueAccountNumber = (): string => String(randomInt(1_000_000_000, 9_999_999_999));

type Call = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Another site than the test app's demo operator. */
  operatorKey?: string;
  url: string;
  body?: unknown;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
};

/** `app.inject` as the member site calls: operator header, JSON, optional bearer token and client address. */
export const call = (t: TestApp, { method = 'POST', url, body, token, ip, headers, operatorKey }: Call) =>
  t.app.inject({
    method,
    url,
    headers: {
      [OPERATOR_HEADER]: operatorKey ?? t.operatorKey,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    ...(ip ? { remoteAddress: ip } : {}),
  });

/** The envelope's status of a response. */
export const statusOf = (res: LightMyRequestResponse): { code: number; message: string } => res.json().status;

/** The code in the newest SMS sent to `phone` (the console sender's outbox). */
export const lastOtp = (t: TestApp, phone: string): string => {
  const text = t.sms.outbox(phone)[0]?.text ?? '';
  const code = /คือ (\d{6}) /.exec(text)?.[1];
  if (!code) throw new Error(`no OTP was sent to ${phone}`);
  return code;
};

let otpAddressSerial = 0;
/**
 * A client address of its own for each OTP a helper requests (`10.201.x.y`), so the per-address OTP
 * limit never carries from one registration to the next; the OTP limit tests choose theirs.
 */
const nextOtpAddress = (): string => {
  otpAddressSerial += 1;
  return `10.201.${Math.floor(otpAddressSerial / 250) % 250}.${(otpAddressSerial % 250) + 1}`;
};

const otpPaths = {
  register: { send: apiPaths.verifyUser, verify: apiPaths.verifyPin },
  forgotPassword: { send: apiPaths.forgotPasswordVerifyUser, verify: apiPaths.forgotPasswordVerifyPin },
} as const;

/**
 * verify-user then verify-pin with the code from the outbox: a ref ready for `create`, or (with
 * `forgotPassword`) for the forgot-password reset of a member's phone.
 */
export const verifiedRef = async (
  t: TestApp,
  phone: string,
  purpose: keyof typeof otpPaths = 'register',
): Promise<string> => {
  const paths = otpPaths[purpose];
  const sent = await call(t, { url: paths.send, body: { userName: phone }, ip: nextOtpAddress() });
  if (sent.statusCode !== 200) throw new Error(`verify-user failed: ${sent.body}`);
  const verifyRef: string = sent.json().data.verifyRef;
  const verified = await call(t, {
    url: paths.verify,
    body: { mobileNo: phone, pinCode: lastOtp(t, phone), verifyRef },
  });
  if (verified.statusCode !== 200) throw new Error(`verify-pin failed: ${verified.body}`);
  return verifyRef;
};

/** A complete, valid registration form for `phone` (a KBANK account unless overridden). */
export const registrationForm = async (
  t: TestApp,
  phone: string,
  verifyRef: string,
  overrides: Partial<RegisterRequest> = {},
): Promise<RegisterRequest> => ({
  userName: phone,
  password: 'secret123',
  confirmPassword: 'secret123',
  bankCompanyId: await bankId(t, 'KBANK'),
  accountNumber: uniqueAccountNumber(),
  fullName: 'สมชาย ใจดี',
  sourceRef: 'LINE',
  verifyRef,
  verifyPin: '',
  ...overrides,
});

/** The `companyId` of a bank by its code. */
export const bankId = async (t: TestApp, code: string): Promise<number> => {
  const [row] = await t.database.db
    .select({ id: schema.banks.id })
    .from(schema.banks)
    .where(eq(schema.banks.code, code));
  if (!row) throw new Error(`no bank ${code}`);
  return row.id;
};

export type RegisteredMember = { phone: string; password: string; memberId: string; referralCode: string };

/** Registers a member through the real calls (OTP, verify, create). */
export const registerMember = async (
  t: TestApp,
  overrides: Partial<RegisterRequest> = {},
): Promise<RegisteredMember> => {
  const phone = (overrides.userName as string | undefined) ?? uniquePhone();
  const form = await registrationForm(t, phone, await verifiedRef(t, phone), overrides);
  const res = await call(t, { url: apiPaths.register, body: form });
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.body}`);
  return { phone, password: form.password as string, ...res.json().data };
};

/** Logs in and returns the access token. */
export const loginToken = async (
  t: TestApp,
  member: { phone: string; password: string },
  ip?: string,
): Promise<string> => {
  const res = await call(t, {
    url: apiPaths.login,
    body: { userName: member.phone, password: member.password },
    ...(ip ? { ip } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().data.accessToken;
};

/** An agent of the test operator, for registrations with `agentCode`. */
export const insertAgent = async (t: TestApp, code: string, name = 'ตัวแทนทดสอบ'): Promise<string> => {
  const id = uuidv7();
  await t.database.db.transaction((tx) =>
    createMemberRepo().insertAgent(tx, { id, operatorId: t.operatorId, code, name }),
  );
  return id;
};

/** Rows in a table, to show that a refused call wrote nothing. */
export const countRows = async (t: TestApp, table: PgTable): Promise<number> => {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
};

const accountTables = {
  members: schema.members,
  memberBankAccounts: schema.memberBankAccounts,
  memberCredentials: schema.memberCredentials,
  ledgerAccounts: schema.ledgerAccounts,
  memberSessions: schema.memberSessions,
};

/** The member-account tables with their row counts: equal before and after a refused call. */
export const accountTableCounts = async (t: TestApp): Promise<Record<keyof typeof accountTables, number>> => {
  const counts = {} as Record<keyof typeof accountTables, number>;
  for (const name of Object.keys(accountTables) as Array<keyof typeof accountTables>) {
    counts[name] = await countRows(t, accountTables[name]);
  }
  return counts;
};

/** A second site in the same deployment, to show that members, refs and tokens stay with their operator. */
export const addOperator = async (t: TestApp, key: string): Promise<string> => {
  const id = uuidv7();
  await t.database.db.transaction((tx) =>
    createOperatorRepo().insertOperator(tx, { id, key, name: `site ${key}` }),
  );
  return id;
};
