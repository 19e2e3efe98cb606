import { randomUUID } from 'node:crypto';
import { financeAdminPaths, payoutWebhookPath } from '@chokdee/contracts';
import {
  type RunningSimulatedBank,
  type SimulatedBankOptions,
  startSimulatedBank,
} from '@chokdee/simulated-bank';
import { asc, eq } from 'drizzle-orm';
import { simulatedBankCredentials } from '#adapters/bank-payout/simulated-bank-credentials';
import { payoutAccountBox, RECHECK_RECIPIENT_AFTER_MS } from '#modules/payouts/index';
import { createWalletRepo, createWalletService, type LedgerCheck } from '#modules/wallet/index';
import * as schema from '#platform/db/schema';
import { buildTestApp, TEST_JWT_SECRET, type TestApp, type TestNode } from './build-test-app';
import { listenOnFreePort } from './http';
import { call, type RegisteredMember, registerMember } from './members';
import { moduleApi } from './module-api';
import { checkLedger, fundedMember, ownerToken } from './money';
import { drainEvents } from './promotions';

/** The simulated bank of a test, with the test operator's account at it. */
export type PayoutBank = RunningSimulatedBank & {
  secretKey: string;
  webhookSecret: string;
  /** Whether the bank delivers its events to the test app. */
  webhooks: boolean;
};

/**
 * Starts the simulated bank on a free port with the test operator's account (its credentials as the
 * demo seed derives them). `webhooks: true`: the test app listens on a free port too and the bank
 * delivers its events there. Its timers default to a minute, so a test decides when recipients verify
 * and transfers settle (`settlePayouts`); close it in `afterAll`.
 */
export const startPayoutBank = async (
  t: TestApp,
  options: Omit<SimulatedBankOptions, 'accounts'> & { webhooks?: boolean } = {},
): Promise<PayoutBank> => {
  const { webhooks = true, ...bankOptions } = options;
  const credentials = simulatedBankCredentials(TEST_JWT_SECRET, t.operatorKey);
  const webhookUrl = webhooks
    ? `${await listenOnFreePort(t)}${payoutWebhookPath.replace(':operatorKey', t.operatorKey)}`
    : undefined;
  const bank = await startSimulatedBank({
    transferDelayMs: 60_000,
    verifyDelayMs: 60_000,
    webhookRetryMs: 50,
    ...bankOptions,
    accounts: [{ ...credentials, webhookUrl }],
  });
  return Object.assign(bank, credentials, { webhooks });
};

/**
 * Gives the test operator a payout account at the bank (kill switch on, daily cap ฿200,000.00 unless
 * told), replacing any, and drops the cached provider on the given nodes.
 */
export const givePayoutAccount = async (
  t: TestApp,
  bank: { url: string; secretKey: string; webhookSecret: string },
  settings: { autoSendEnabled?: boolean; dailyCapSatang?: bigint } = {},
  nodes: TestNode[] = [t],
): Promise<void> => {
  const box = payoutAccountBox(TEST_JWT_SECRET);
  const now = t.clock.now();
  const row = {
    operatorId: t.operatorId,
    source: 'STAFF' as const,
    baseUrl: bank.url,
    secretKeyEnc: box.encrypt(t.operatorId, bank.secretKey),
    secretKeyHint: bank.secretKey.slice(-4),
    webhookSecretEnc: box.encrypt(t.operatorId, bank.webhookSecret),
    webhookSecretHint: bank.webhookSecret.slice(-4),
    autoSendEnabled: settings.autoSendEnabled ?? true,
    dailyCapSatang: settings.dailyCapSatang ?? 20_000_000n,
    createdAt: now,
    updatedAt: now,
  };
  await t.database.db
    .insert(schema.payoutAccounts)
    .values(row)
    .onConflictDoUpdate({ target: schema.payoutAccounts.operatorId, set: { ...row, operatorId: undefined } });
  for (const node of nodes) moduleApi(node, 'payouts').forgetProvider(t.operatorId);
};

/** The kill switch and the daily cap, set directly (the settings route is the back office's). */
export const setPayoutSettings = async (
  t: TestApp,
  settings: { autoSendEnabled?: boolean; dailyCapSatang?: bigint },
): Promise<void> => {
  await t.database.db
    .update(schema.payoutAccounts)
    .set(settings)
    .where(eq(schema.payoutAccounts.operatorId, t.operatorId));
};

/** The operator's auto-approve rule through the finance route (default: on, ฿5,000.00, any age, 100 a day). */
export const putAutoApproveRule = async (
  t: TestApp,
  rule: Partial<{ enabled: boolean; maxAmount: string; minMemberAgeDays: number; maxPerDay: number }> = {},
): Promise<void> => {
  const res = await call(t, {
    method: 'PUT',
    url: financeAdminPaths.withdrawAutoApprove,
    token: await ownerToken(t),
    body: { enabled: true, maxAmount: '5000.00', minMemberAgeDays: 0, maxPerDay: 100, ...rule },
  });
  if (res.statusCode !== 200) throw new Error(`auto-approve rule not set: ${res.body}`);
};

/** The withdrawal's row. */
export const withdrawalRow = async (t: TestApp, id: string) => {
  const [row] = await t.database.db.select().from(schema.withdrawals).where(eq(schema.withdrawals.id, id));
  if (!row) throw new Error(`no withdrawal ${id}`);
  return row;
};

/** The withdrawal's transfer rows, by attempt. */
export const payoutTransferRows = (t: TestApp, withdrawalId: string) =>
  t.database.db
    .select()
    .from(schema.payoutTransfers)
    .where(eq(schema.payoutTransfers.withdrawalId, withdrawalId))
    .orderBy(asc(schema.payoutTransfers.attempt));

/** The bank's transfers of one withdrawal (by its metadata). */
export const bankTransfersOf = (bank: PayoutBank, withdrawalId: string) =>
  bank.bank.transfers(bank.secretKey).filter((transfer) => transfer.metadata?.withdrawal_id === withdrawalId);

/** Runs one of the payouts tasks once on a node (default: the test app) at the test clock. */
export const runPayoutTask = async (
  t: TestApp,
  key: 'payouts:sender' | 'payouts:poll' | 'payouts:recipients' | 'payouts:late',
  node: TestNode = t,
) => {
  const { tasks, admin } = moduleApi(node, 'payouts');
  const task = [...tasks, ...admin.tasks].find((candidate) => candidate.key === key);
  if (!task) throw new Error(`no task ${key}`);
  return (await task.tick(t.database.db, t.clock)).result;
};

/** Waits until the app's provider calls and the bank's webhook deliveries are all done. */
export const payoutsIdle = async (t: TestApp, bank: PayoutBank, nodes: TestNode[] = [t]) => {
  for (let round = 0; round < 3; round += 1) {
    for (const node of nodes) await moduleApi(node, 'payouts').idle();
    await bank.bank.idle();
  }
};

/** The bank verifies recipients and settles transfers due, and every resulting webhook is handled. */
export const settlePayouts = async (t: TestApp, bank: PayoutBank, nodes: TestNode[] = [t]) => {
  await payoutsIdle(t, bank, nodes);
  bank.bank.settleNow();
  await payoutsIdle(t, bank, nodes);
};

/**
 * A member registered and funded whose recipient the bank has created and verified (webhooks on):
 * ready to be paid automatically.
 */
export const payableMember = async (
  t: TestApp,
  bank: PayoutBank,
  amount = '5000.00',
): Promise<{ member: RegisteredMember; token: string }> => {
  const member = await registerMember(t);
  const token = await fundedMember(t, member, amount);
  await drainEvents(t);
  await settlePayouts(t, bank);
  if (!bank.webhooks) {
    // No webhook: the re-check job learns the verification (after its pause).
    t.clock.advance(RECHECK_RECIPIENT_AFTER_MS + 1_000);
    await runPayoutTask(t, 'payouts:recipients');
  }
  return { member, token };
};

/**
 * Opens a receivable of `amountSatang` on the member without the app's hook (a fresh wallet service),
 * so their withdrawals are not held: what the dispatcher's own receivable check must catch.
 */
export const openReceivableUnhooked = (t: TestApp, memberId: string, amountSatang: bigint) =>
  t.database.db.transaction((tx) =>
    createWalletService({ db: t.database.db, repo: createWalletRepo(), clock: t.clock }).postTransfers(tx, [
      {
        operatorId: t.operatorId,
        kind: 'LOTTERY_WIN_CORRECTION',
        debit: { memberId, kind: 'RECEIVABLE' },
        credit: { house: 'PAYOUTS' },
        amountSatang,
        causeType: 'test_receivable',
        causeId: randomUUID(),
        idempotencyKey: `test-receivable:${randomUUID()}`,
      },
    ]),
  );

/**
 * A test app on its own database with the simulated bank, the test operator's payout account at it
 * and the auto-approve rule on (฿5,000.00, any age): automatic withdrawals end to end. `close` stops
 * the bank, checks the ledger and closes the app.
 */
export const buildPayoutTestApp = async (
  options: Parameters<typeof buildTestApp>[0] & { webhooks?: boolean } = {},
): Promise<{ t: TestApp; bank: PayoutBank; close(): Promise<LedgerCheck> }> => {
  const { webhooks = true, ...appOptions } = options;
  const t = await buildTestApp(appOptions);
  const bank = await startPayoutBank(t, { webhooks });
  await givePayoutAccount(t, bank);
  await putAutoApproveRule(t);
  return {
    t,
    bank,
    async close() {
      await bank.close();
      const ledger = await checkLedger(t);
      await t.close();
      return ledger;
    },
  };
};
