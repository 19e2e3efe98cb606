import { type GameAdapterKind, providerAuthHeaders } from '@chokdee/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Clock } from '#platform/clock';
import { parseJsonBody } from '#platform/http/json-body';
import type { AuthenticatedProvider, ProviderService } from '../providers/provider.service';
import type { GameWallet } from '../wallet/game-wallet.types';
import type { IntegrationFaults } from './faults';

/** What every adapter's routes are built from (the module wires them in its [integrations] section). */
export type IntegrationDeps = {
  providers: Pick<ProviderService, 'authenticate' | 'authenticateShared'>;
  wallet: GameWallet;
  /**
   * Cash + bonus of the member a username names (undefined: no such member), for refusals the adapter
   * decides before the wallet is asked (a malformed amount): they still answer the balance.
   */
  balanceOf(operatorId: string, username: string): Promise<bigint | undefined>;
  /** The player of a provider's launch token, and whether a newer launch replaced it. */
  playerOfSession(
    operatorId: string,
    providerId: string,
    token: string,
  ): Promise<{ username: string; superseded: boolean } | undefined>;
  clock: Clock;
  faults: IntegrationFaults;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
};

/** A provider's body is at most 200 txns of a few hundred bytes: 256 KiB leaves room, refuses floods. */
export const PROVIDER_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * The route schema of a provider's wallet call: the body is the raw text (read by the route after
 * authentication), declared so the site's request rules take it; hidden from the OpenAPI document,
 * whose every answer is the site's envelope, because these answer in the provider's own shape
 * (docs/domain/games.md §1 and docs/modules/games.md, "Providers and adapters").
 */
export const RAW_BODY_ROUTE_SCHEMA = { hide: true, body: z.unknown() };

/** JSON text → value, or undefined when it is not JSON (or nests too deep): never throws. */
export const tryParseJson = (text: string): unknown => {
  try {
    return parseJsonBody(text);
  } catch {
    return undefined;
  }
};

/** The fields of a parsed body an answer echoes, when present and strings. */
export const echoField = (body: unknown, field: string): string | undefined => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value.slice(0, 100) : undefined;
};

/** An authenticated call of one adapter, with its raw text (already checked against the signature). */
export type AuthenticatedCall = { provider: AuthenticatedProvider; rawBody: string };

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Header-signed authentication of the AMB-style adapters (docs/domain/games.md §4). */
export const authenticateSigned = async (
  deps: Pick<IntegrationDeps, 'providers'>,
  request: FastifyRequest,
  adapter: GameAdapterKind,
): Promise<AuthenticatedCall | undefined> => {
  const rawBody = request.rawBody ?? '';
  const provider = await deps.providers.authenticate(
    {
      walletKey: header(request, providerAuthHeaders.key),
      signature: header(request, providerAuthHeaders.signature),
      ip: request.ip,
    },
    rawBody,
    adapter,
  );
  return provider ? { provider, rawBody } : undefined;
};
