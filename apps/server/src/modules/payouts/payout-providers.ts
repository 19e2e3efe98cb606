import type { PayoutProvider, PayoutProviderFactory } from '#adapters/bank-payout/bank-payout';
import type { InvalidationBus } from '#platform/cache/invalidation-bus';
import { createSecretBox } from '#platform/crypto/secret-box';
import type { Db } from '#platform/db/client';
import type { PayoutsRepo } from './payouts.repo';

/** The secret box of `payout_accounts.*_enc` (docs/modules/payouts.md#decisions, decision 6): owner id = the operator's id. */
export const payoutAccountBox = (secret: string) => createSecretBox({ secret, purpose: 'payout-account' });

/** Bus topic (keys: operator ids) that drops a node's provider of an operator whose account changed. */
export const PAYOUT_ACCOUNTS_TOPIC = 'payout-accounts';

/** How long a node keeps an operator's provider (credentials decrypted) before reading the row again. */
const PROVIDER_CACHE_MS = 60_000;

/**
 * Each operator's provider adapter, built from its `payout_accounts` row (credentials decrypted here,
 * never logged) and kept per node. `forget` drops it on this node and, through the bus, on every
 * node: after a rotation the next call uses the new credentials. No account: undefined (pay by hand).
 */
export const createPayoutProviders = (deps: {
  db: Db;
  repo: PayoutsRepo;
  secret: string;
  factory: PayoutProviderFactory;
  bus?: Pick<InvalidationBus, 'publish' | 'subscribe'> | undefined;
}) => {
  const box = payoutAccountBox(deps.secret);
  const cache = new Map<string, { provider: Promise<PayoutProvider | undefined>; until: number }>();

  const load = async (operatorId: string): Promise<PayoutProvider | undefined> => {
    const account = await deps.repo.findAccount(deps.db, operatorId);
    if (!account) return undefined;
    return deps.factory({
      baseUrl: account.baseUrl,
      secretKey: box.decrypt(operatorId, account.secretKeyEnc),
      webhookSecret: box.decrypt(operatorId, account.webhookSecretEnc),
    });
  };
  const drop = (operatorIds: string[]) => {
    for (const id of operatorIds) cache.delete(id);
  };
  deps.bus?.subscribe(PAYOUT_ACCOUNTS_TOPIC, drop);

  return {
    providerOf(operatorId: string): Promise<PayoutProvider | undefined> {
      const now = Date.now();
      const hit = cache.get(operatorId);
      if (hit && hit.until > now) return hit.provider;
      const provider = load(operatorId);
      cache.set(operatorId, { provider, until: now + PROVIDER_CACHE_MS });
      // A failed read is not remembered.
      provider.catch(() => cache.delete(operatorId));
      return provider;
    },
    forgetProvider(operatorId: string): void {
      drop([operatorId]);
      void deps.bus?.publish(PAYOUT_ACCOUNTS_TOPIC, [operatorId]).catch(() => undefined);
    },
  };
};
export type PayoutProviders = ReturnType<typeof createPayoutProviders>;
