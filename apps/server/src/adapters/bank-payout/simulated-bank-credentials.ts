import { createHmac } from 'node:crypto';

/** Where `npm start` mounts the simulated bank in its own process (`SIMULATED_BANK=true`). */
export const SIMULATED_BANK_MOUNT = '/simulated-bank';

/**
 * The demo operator's account at the simulated bank, derived from the server secret so the bank
 * (mounted at start) and the demo seed (which stores them encrypted in `payout_accounts`) agree
 * without a file. Shaped like Opn's: a `skey_test_` secret key and a base64 webhook secret.
 */
export const simulatedBankCredentials = (serverSecret: string, operatorKey: string) => ({
  secretKey: `skey_test_${createHmac('sha256', serverSecret).update(`sim-bank-key:${operatorKey}`).digest('hex').slice(0, 24)}`,
  webhookSecret: createHmac('sha256', serverSecret)
    .update(`sim-bank-webhook:${operatorKey}`)
    .digest('base64'),
});
