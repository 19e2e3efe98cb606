import { uuidv7 } from 'uuidv7';
import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import type { PaymentsRepo } from './payments.repo';

/**
 * The demo site's money set-up, idempotent: one KBANK account and one PromptPay (phone) account to
 * deposit to, and the bank-feed secret — `feedSecret` (DEMO_BANK_FEED_SECRET) when given (unless an
 * owner rotated the stored one: that one stays), else one generated on first start and reported
 * through `announce` once.
 */
export const seedDemoPayments = async (deps: {
  db: Db;
  repo: PaymentsRepo;
  clock: Clock;
  operatorId: string;
  bankIdOf(code: string): Promise<number | undefined>;
  feedSecret: string | undefined;
  announce(message: string): void;
  generateSecret(): string;
}): Promise<void> => {
  const { db, repo, clock, operatorId } = deps;
  const kbank = await deps.bankIdOf('KBANK');
  const scb = await deps.bankIdOf('SCB');
  if (!kbank || !scb) throw new Error('seed the Thai banks before the demo payments');
  const generated = deps.feedSecret ? undefined : deps.generateSecret();
  const written = await db.transaction(async (tx) => {
    const now = clock.now();
    await repo.insertDepositAccountIfAbsent(tx, {
      id: uuidv7(),
      operatorId,
      type: 'BANK',
      bankId: kbank,
      accountName: 'บจก. โชคดี เดโม',
      accountNumber: '1234567890',
      promptPayId: null,
      sortOrder: 1,
      createdAt: now,
    });
    await repo.insertDepositAccountIfAbsent(tx, {
      id: uuidv7(),
      operatorId,
      type: 'PROMPTPAY',
      bankId: scb,
      accountName: 'บจก. โชคดี เดโม',
      accountNumber: '9876543210',
      promptPayId: '0812345678',
      sortOrder: 2,
      createdAt: now,
    });
    return repo.putFeedSecret(
      tx,
      { operatorId, secret: deps.feedSecret ?? (generated as string), createdAt: now },
      { replace: deps.feedSecret !== undefined },
    );
  });
  if (written && generated) {
    deps.announce(
      `Bank-feed secret of the demo site: ${generated} (shown once; set DEMO_BANK_FEED_SECRET to choose it)`,
    );
  }
};

/** The seed's own id where a row names who changed it (no staff member did). */
const SEED_ACTOR_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The demo site's withdrawal auto-approve rule (docs/modules/payouts.md), unless one exists (an owner's edit stays):
 * on, up to ฿5,000.00, members of any age, 5 per member per day, so a new member's ฿300 withdrawal
 * is approved and, with the demo payout account, paid at once. `npm start` only: test apps keep
 * withdrawals PENDING unless a test sets a rule.
 */
export const seedDemoAutoApproveRule = async (deps: {
  db: Db;
  repo: PaymentsRepo;
  clock: Clock;
  operatorId: string;
}): Promise<void> => {
  const { db, repo, clock, operatorId } = deps;
  await db.transaction(async (tx) => {
    if (await repo.findAutoApproveRule(tx, operatorId)) return;
    await repo.putAutoApproveRule(tx, {
      operatorId,
      enabled: true,
      maxAmountSatang: 500_000n,
      minMemberAgeDays: 0,
      maxPerDay: 5,
      updatedAt: clock.now(),
      updatedBy: SEED_ACTOR_ID,
    });
  });
};
