import { simulatedBankCredentials } from '#adapters/bank-payout/simulated-bank-credentials';
import { createSecretBox } from '#platform/crypto/secret-box';
import type { Db } from '#platform/db/client';
import { createPayoutAdminRepo } from './payout-admin.repo';
import { createPayoutsRepo } from './payouts.repo';

/** The demo site's daily cap of automatic payouts: ฿200,000.00. */
const DEMO_DAILY_CAP_SATANG = 20_000_000n;

/** The last 4 characters of a secret: what staff see of it. */
export const secretHint = (secret: string): string => secret.slice(-4);

/**
 * The demo site's payout account (docs/modules/payouts.md#decisions, decision 7), idempotent: the simulated bank that `npm start`
 * mounts (`baseUrl`), with the credentials derived from the server secret, kill switch on, daily cap
 * ฿200,000.00. An account the owner set (source STAFF) is never touched; a seeded one follows the
 * simulated bank to this start's address (another PORT).
 */
export const seedDemoPayouts = async (deps: {
  db: Db;
  operatorId: string;
  operatorKey: string;
  /** `http://127.0.0.1:{HOUSE_PROVIDER_PORT ?? PORT}/simulated-bank`. */
  baseUrl: string;
  /** JWT_SECRET: derives the simulated bank's credentials and keys their encryption. */
  serverSecret: string;
  now: Date;
}): Promise<void> => {
  const { db, operatorId, baseUrl, now } = deps;
  const adminRepo = createPayoutAdminRepo();
  const box = createSecretBox({ secret: deps.serverSecret, purpose: 'payout-account' });
  const { secretKey, webhookSecret } = simulatedBankCredentials(deps.serverSecret, deps.operatorKey);
  await db.transaction(async (tx) => {
    const inserted = await adminRepo.insertAccountIfAbsent(tx, {
      operatorId,
      provider: 'opn',
      source: 'SIMULATED',
      baseUrl,
      secretKeyEnc: box.encrypt(operatorId, secretKey),
      secretKeyHint: secretHint(secretKey),
      webhookSecretEnc: box.encrypt(operatorId, webhookSecret),
      webhookSecretHint: secretHint(webhookSecret),
      autoSendEnabled: true,
      dailyCapSatang: DEMO_DAILY_CAP_SATANG,
      credentialsRotatedAt: null,
      createdAt: now,
      updatedAt: now,
    });
    if (inserted) return;
    const account = await createPayoutsRepo().findAccount(tx, operatorId);
    if (account?.source === 'SIMULATED' && account.baseUrl !== baseUrl)
      await adminRepo.moveSimulatedAccount(tx, operatorId, baseUrl, now);
  });
};
