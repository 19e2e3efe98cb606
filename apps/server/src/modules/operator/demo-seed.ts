import { randomBytes } from 'node:crypto';
import { uuidv7 } from 'uuidv7';
import type { Db, Tx } from '#platform/db/client';
import type { OperatorRepo } from './operator.repo';
import { thaiBanks } from './thai-banks';

export const DEMO_OPERATOR_KEY = 'demo';

const baht = (amount: number): bigint => BigInt(amount) * 100n;

/** What the demo seed needs from the staff module (`createStaffSeeder`): the site's first account. */
export type OwnerSeeder = {
  ensureAccount(
    tx: Tx,
    account: { operatorId: string; username: string; password: string; role: 'owner' },
  ): Promise<{ created: boolean }>;
};

type SeedDeps = {
  db: Db;
  repo: OperatorRepo;
  staff: OwnerSeeder;
  /** SEED_ADMIN_PASSWORD; unset → a generated one, reported through `announce` once. */
  adminPassword: string | undefined;
  announce(message: string): void;
};

/** Reference data every deployment needs (the Thai banks). Idempotent. */
export const seedReferenceData = async ({ db, repo }: Pick<SeedDeps, 'db' | 'repo'>): Promise<void> => {
  await db.transaction(async (tx) => {
    await repo.upsertBanks(
      tx,
      thaiBanks.map((bank, index) => ({
        code: bank.code,
        nameTh: bank.nameTh,
        bankNumber: bank.bankNumber,
        sortOrder: index + 1,
      })),
    );
  });
};

/**
 * The demo site: operator `demo` answering on localhost, its web config and the staff `owner`.
 * Idempotent: a second start changes nothing and never resets the owner's password.
 */
export const seedDemo = async (deps: SeedDeps): Promise<{ operatorId: string }> => {
  const { db, repo, staff } = deps;
  await seedReferenceData(deps);
  const generated = deps.adminPassword ? undefined : randomBytes(12).toString('base64url');
  const result = await db.transaction(async (tx) => {
    await repo.insertOperator(tx, { id: uuidv7(), key: DEMO_OPERATOR_KEY, name: 'โชคดี (เดโม)' });
    const operator = await repo.findByKey(tx, DEMO_OPERATOR_KEY);
    if (!operator) throw new Error('demo operator missing after insert');
    await repo.insertDomains(tx, [
      { hostname: 'localhost', operatorId: operator.id },
      { hostname: '127.0.0.1', operatorId: operator.id },
    ]);
    await repo.insertWebConfig(tx, {
      operatorId: operator.id,
      siteName: 'โชคดี ลอตเตอรี่',
      minimumDepositSatang: baht(100),
      maximumDepositSatang: baht(200_000),
      minWithdrawSatang: baht(100),
      maxWithdrawSatang: baht(100_000),
      lineId: '@chokdee',
      lineUrl: 'https://line.me/R/ti/p/@chokdee',
      telegramId: '@chokdee_support',
      telegramUrl: 'https://t.me/chokdee_support',
    });
    const owner = await staff.ensureAccount(tx, {
      operatorId: operator.id,
      username: 'owner',
      password: deps.adminPassword ?? (generated as string),
      role: 'owner',
    });
    return { operatorId: operator.id, ownerCreated: owner.created };
  });
  if (result.ownerCreated && generated) {
    deps.announce(
      `Staff account "owner" created with password: ${generated} (shown once; set SEED_ADMIN_PASSWORD to choose it)`,
    );
  }
  return { operatorId: result.operatorId };
};
