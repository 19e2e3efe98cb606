import { randomBytes, randomInt } from 'node:crypto';
import { uuidv7 } from 'uuidv7';
import { createMemberRepo } from '#modules/member/index';
import { createWalletRepo, createWalletService } from '#modules/wallet/index';
import { createTokenService } from '#platform/auth/tokens';
import type { Clock } from '#platform/clock';
import * as schema from '#platform/db/schema';
import { TEST_JWT_SECRET, type TestApp } from './build-test-app';

/**
 * `count` members with their wallets and a live session each, written straight to the database, for
 * tests that need hundreds of callers (a race of 500 redemptions): registering through OTP and an
 * argon2 login each would take minutes. Answers their ids and bearer tokens (accepted by the guard).
 */
export const insertLoggedInMembers = async (
  /** A test app, or any database of a running server (the cluster tests: `clock` is the real one). */
  t: Pick<TestApp, 'database' | 'operatorId'> & { clock: Clock },
  count: number,
  options: { createdAt?: Date } = {},
): Promise<Array<{ memberId: string; token: string }>> => {
  const now = t.clock.now();
  const createdAt = options.createdAt ?? now;
  const expiresAt = new Date(now.getTime() + 24 * 60 * 60_000);
  const memberRepo = createMemberRepo();
  const wallet = createWalletService({ db: t.database.db, repo: createWalletRepo(), clock: t.clock });
  const tokens = createTokenService({ secret: TEST_JWT_SECRET, clock: t.clock });
  // Phones 09xxxxxxxx from one random block, so the batch never collides with itself.
  const block = randomInt(0, 9_000) * 10_000;
  const rows = Array.from({ length: count }, (_, i) => ({
    memberId: uuidv7(),
    sessionId: uuidv7(),
    phone: `09${String(block + i).padStart(8, '0')}`,
  }));
  await t.database.db.transaction(async (tx) => {
    for (const row of rows) {
      await memberRepo.insertMember(tx, {
        id: row.memberId,
        operatorId: t.operatorId,
        phone: row.phone,
        fullName: 'สมาชิก ทดสอบ',
        referralCode: randomBytes(6).toString('hex').toUpperCase(),
        sourceRef: 'none',
        createdAt,
        updatedAt: createdAt,
      });
      await wallet.openMemberWallet(tx, { operatorId: t.operatorId, memberId: row.memberId });
    }
    await tx.insert(schema.memberSessions).values(
      rows.map((row) => ({
        id: row.sessionId,
        operatorId: t.operatorId,
        memberId: row.memberId,
        createdAt: now,
        expiresAt,
      })),
    );
  });
  return Promise.all(
    rows.map(async (row) => ({
      memberId: row.memberId,
      token: await tokens.sign(
        { sessionId: row.sessionId, memberId: row.memberId, operatorId: t.operatorId },
        expiresAt,
      ),
    })),
  );
};
