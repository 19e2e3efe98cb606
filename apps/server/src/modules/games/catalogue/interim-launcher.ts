import { providerAuthHeaders, providerLaunchResponseSchema } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { operators } from '#modules/operator/operator.tables';
import type { Db } from '#platform/db/client';
import { gameProviders } from '../games.tables';
import { createProviderSecretBox, signBody } from '../providers/provider-secrets';
import type { ProviderLauncher } from './catalogue.service';

/**
 * TODO(#14): replaced by the providers service's `launchGame` (rw-adapters) when it lands. Until then
 * this speaks the launch protocol as the brief fixes it: `POST {apiBaseUrl}/launch`, the JSON body
 * signed with the provider's secret (`x-api-key`, `x-signature`), answer `{url}`.
 */
export const createInterimLauncher = ({ db, secret }: { db: Db; secret: string }): ProviderLauncher => {
  const box = createProviderSecretBox({ secret });
  return {
    async launchGame(operatorId, providerId, request) {
      const [row] = await db
        .select({ provider: gameProviders, operatorKey: operators.key })
        .from(gameProviders)
        .innerJoin(operators, eq(operators.id, gameProviders.operatorId))
        .where(and(eq(gameProviders.operatorId, operatorId), eq(gameProviders.id, providerId)));
      if (!row) throw new Error('unknown provider');
      const body = JSON.stringify({ operatorKey: row.operatorKey, ...request });
      const providerSecret = box.decrypt(row.provider.id, row.provider.secretCiphertext);
      const response = await fetch(`${row.provider.apiBaseUrl}/launch`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [providerAuthHeaders.key]: row.provider.walletKey,
          [providerAuthHeaders.signature]: signBody(providerSecret, body),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`launch answered ${response.status}`);
      return providerLaunchResponseSchema.parse(await response.json());
    },
  };
};
