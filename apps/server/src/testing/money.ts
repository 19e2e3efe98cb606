import { randomUUID } from 'node:crypto';
import {
  adminPaths,
  FEED_SIGNATURE_HEADER,
  FEED_TIMESTAMP_HEADER,
  IDEMPOTENCY_HEADER,
  OPERATOR_HEADER,
  paymentPaths,
} from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { signFeedBody } from '#modules/payments/index';
import { createWalletRepo, createWalletService, type LedgerCheck } from '#modules/wallet/index';
import * as schema from '#platform/db/schema';
import { TEST_FEED_SECRET, type TestApp } from './build-test-app';
import { call, loginToken, type RegisteredMember } from './members';

/** A statement line with a fresh external id, for the feed. */
export const statementLine = (overrides: Record<string, unknown> = {}) => ({
  externalId: `ext-${randomUUID()}`,
  toAccountNumber: '1234567890',
  amount: '500.00',
  fromBankCode: 'KBANK',
  fromAccountNumber: 'xxx-x-x0000-x',
  fromName: 'นาย ทดสอบ',
  transferredAt: '2026-11-23T02:59:00.000Z',
  ...overrides,
});

/** POSTs a raw body to the bank feed, signed with the test secret at the test clock's time (or as told). */
export const postFeed = (
  t: TestApp,
  body: unknown,
  options: { secret?: string; timestamp?: string; signature?: string; raw?: string } = {},
) => {
  const raw = options.raw ?? JSON.stringify(body);
  const timestamp = options.timestamp ?? String(Math.floor(t.clock.now().getTime() / 1000));
  const signature = options.signature ?? signFeedBody(options.secret ?? TEST_FEED_SECRET, timestamp, raw);
  return t.app.inject({
    method: 'POST',
    url: paymentPaths.bankStatementFeed,
    headers: {
      [OPERATOR_HEADER]: t.operatorKey,
      'content-type': 'application/json',
      [FEED_TIMESTAMP_HEADER]: timestamp,
      [FEED_SIGNATURE_HEADER]: signature,
    },
    payload: raw,
  });
};

/** The member's registered bank (code) and account number. */
export const memberBank = async (t: TestApp, memberId: string) => {
  const [row] = await t.database.db
    .select({ bankCode: schema.banks.code, accountNumber: schema.memberBankAccounts.accountNumber })
    .from(schema.memberBankAccounts)
    .innerJoin(schema.banks, eq(schema.banks.id, schema.memberBankAccounts.bankId))
    .where(eq(schema.memberBankAccounts.memberId, memberId));
  if (!row) throw new Error(`member ${memberId} has no bank account`);
  return row;
};

/** Credits `amount` to the member through the real signed feed (a line from their own account). */
export const fundMember = async (t: TestApp, member: Pick<RegisteredMember, 'memberId'>, amount: string) => {
  const bank = await memberBank(t, member.memberId);
  const res = await postFeed(t, {
    lines: [statementLine({ amount, fromBankCode: bank.bankCode, fromAccountNumber: bank.accountNumber })],
  });
  if (res.statusCode !== 200 || res.json().data.lines[0].result !== 'CREDITED')
    throw new Error(`funding failed: ${res.body}`);
};

/** A money POST as the member site sends it, with an Idempotency-Key (fresh unless given). */
export const moneyPost = (
  t: TestApp,
  token: string,
  url: string,
  body: unknown,
  key: string | null = randomUUID(),
) => call(t, { url, body, token, headers: key === null ? {} : { [IDEMPOTENCY_HEADER]: key } });

/** The member's balances as the API shows them. */
export const balanceOf = async (
  t: TestApp,
  token: string,
): Promise<{ balance: string; lockedBalance: string }> => {
  const { balance, lockedBalance } = await walletOf(t, token);
  return { balance, lockedBalance };
};

/**
 * The member's wallet read as the receivable tests compare it: balance, lockedBalance and receivable
 * (what they owe). The read's `cash` and `bonus` parts (docs/modules/promotions.md) are left out: those tests predate them.
 */
export const walletOf = async (
  t: TestApp,
  token: string,
): Promise<{ balance: string; lockedBalance: string; receivable: string }> => {
  const { balance, lockedBalance, receivable } = (
    await call(t, { method: 'GET', url: '/api/v2/user/balance', token })
  ).json().data;
  return { balance, lockedBalance, receivable };
};

/** The member's wallet read with its parts: `balance` (cash + bonus), `cash`, `bonus`, `lockedBalance`. */
export const walletPartsOf = async (
  t: TestApp,
  token: string,
): Promise<{ balance: string; cash: string; bonus: string; lockedBalance: string }> => {
  const { balance, cash, bonus, lockedBalance } = (
    await call(t, { method: 'GET', url: '/api/v2/user/balance', token })
  ).json().data;
  return { balance, cash, bonus, lockedBalance };
};

/**
 * Bonus money as a promotion's grant posts it (BONUSES → the member's bonus account, `BONUS_GRANTED`),
 * for tests of what stakes, wins and refunds do with it; the promotions module makes real grants.
 */
export const grantBonus = (t: TestApp, memberId: string, amountSatang: bigint) =>
  t.database.db.transaction((tx) =>
    createWalletService({ db: t.database.db, repo: createWalletRepo(), clock: t.clock }).postTransfers(tx, [
      {
        operatorId: t.operatorId,
        kind: 'BONUS_GRANTED',
        debit: { house: 'BONUSES' },
        credit: { memberId, kind: 'BONUS' },
        amountSatang,
        causeType: 'test_grant',
        causeId: randomUUID(),
        idempotencyKey: `test-grant:${randomUUID()}`,
      },
    ]),
  );

/** A registered, logged-in member funded with `amount`. */
export const fundedMember = async (t: TestApp, member: RegisteredMember, amount: string) => {
  await fundMember(t, member, amount);
  return loginToken(t, member);
};

/** The seeded owner's staff token (owner may act as finance). */
export const ownerToken = async (t: TestApp): Promise<string> => {
  const res = await call(t, {
    url: adminPaths.login,
    body: { username: 'owner', password: 'owner-test-password' },
  });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.body}`);
  return res.json().data.accessToken;
};

/** The whole deployment's ledger check (every operator). */
export const checkLedger = (t: TestApp): Promise<LedgerCheck> =>
  createWalletService({ db: t.database.db, repo: createWalletRepo(), clock: t.clock }).checkLedger();

/** Transfers whose cause is this row (to show a retry moved nothing). */
export const transfersOf = async (t: TestApp, causeType: string, causeId: string) =>
  t.database.db
    .select()
    .from(schema.ledgerTransfers)
    .where(and(eq(schema.ledgerTransfers.causeType, causeType), eq(schema.ledgerTransfers.causeId, causeId)));
