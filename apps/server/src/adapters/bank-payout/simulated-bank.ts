import path from 'node:path';
import { payoutWebhookPath } from '@chokdee/contracts';
import { createSimulatedBank, type SimulatedBank, simulatedBankPlugin } from '@chokdee/simulated-bank';
import type { FastifyInstance } from 'fastify';
import type { Config } from '#platform/config/config';
import { SIMULATED_BANK_MOUNT, simulatedBankCredentials } from './simulated-bank-credentials';

type BankConfig = Pick<
  Config,
  | 'SIMULATED_BANK'
  | 'SIMULATED_BANK_URL'
  | 'SIMULATED_BANK_DELAY_MS'
  | 'SIMULATED_BANK_FAILURE_RATE'
  | 'ORIGINALS_OPERATORS'
  | 'JWT_SECRET'
  | 'PORT'
  | 'HOUSE_PROVIDER_PORT'
  | 'dataDir'
>;

/**
 * The base URL the demo seed stores as the demo operator's payout account (docs/modules/payouts.md#decisions, decision 7): the
 * bank running elsewhere (SIMULATED_BANK_URL), else the one this process mounts, reached through the
 * port the platform is called on (HOUSE_PROVIDER_PORT ?? PORT); undefined: no simulated bank, the
 * demo operator pays by hand.
 */
export const simulatedBankBaseUrl = (
  config: Pick<BankConfig, 'SIMULATED_BANK' | 'SIMULATED_BANK_URL' | 'PORT' | 'HOUSE_PROVIDER_PORT'>,
): string | undefined => {
  if (config.SIMULATED_BANK_URL) return config.SIMULATED_BANK_URL.replace(/\/+$/, '');
  if (!config.SIMULATED_BANK) return undefined;
  return `http://127.0.0.1:${config.HOUSE_PROVIDER_PORT ?? config.PORT}${SIMULATED_BANK_MOUNT}`;
};

/** Where an operator's provider sends its events: this site's webhook path with the operator's key. */
export const payoutWebhookUrl = (siteUrl: string, operatorKey: string): string =>
  `${siteUrl.replace(/\/+$/, '')}${payoutWebhookPath.replace(':operatorKey', encodeURIComponent(operatorKey))}`;

/**
 * Mounts the simulated bank at `/simulated-bank` (`npm start`, SIMULATED_BANK on): one account per
 * ORIGINALS_OPERATORS key with `simulatedBankCredentials`, its events sent back to this server's
 * webhook (`siteUrl` is read at each delivery), its state kept in DATA_DIR/simulated-bank.json across
 * restarts. Its timers — the restored ones are often already due after a crash — are held until the
 * caller's `bank.start()`, once the server listens: an event before that would have nowhere to go.
 */
export const mountSimulatedBank = async (
  app: FastifyInstance,
  config: BankConfig,
  siteUrl: () => string,
): Promise<SimulatedBank> => {
  const bank = createSimulatedBank({
    transferDelayMs: config.SIMULATED_BANK_DELAY_MS,
    failureRate: config.SIMULATED_BANK_FAILURE_RATE,
    stateFile: path.join(config.dataDir, 'simulated-bank.json'),
    deferTimers: true,
    accounts: config.ORIGINALS_OPERATORS.map((operatorKey) => ({
      ...simulatedBankCredentials(config.JWT_SECRET, operatorKey),
      webhookUrl: () => payoutWebhookUrl(siteUrl(), operatorKey),
    })),
    log: (message) => app.log.warn(message),
  });
  app.addHook('onClose', async () => bank.close());
  await app.register(simulatedBankPlugin, { prefix: SIMULATED_BANK_MOUNT, bank });
  return bank;
};
