import type {
  AdminGameProvider,
  AdminGameProviderOption,
  GameAdapterKind,
  GameProviderInput,
  GameProviderSecret,
  ProviderLaunchRequest,
} from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { AuditLog } from '#platform/audit/audit-log';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import { violatedUniqueConstraint } from '#platform/db/errors';
import { AppError, fieldError } from '#platform/http/app-error';
import { createAllowList, parseAllowEntry } from './allow-list';
import type { ProviderConfig } from './provider-adapter';
import { createLaunchClient, type LaunchClientOptions } from './provider-launch';
import {
  createProviderSecretBox,
  newProviderSecret,
  newWalletKey,
  secretsMatch,
  signatureMatches,
} from './provider-secrets';
import { createProvidersRepo, type GameProviderRow } from './providers.repo';

export type ProviderServiceDeps = {
  db: Db;
  clock: Clock;
  audit: Pick<AuditLog, 'record'>;
  /** The server secret: provider secrets are encrypted under a key derived from it. */
  secret: string;
  log: { warn(obj: object, msg: string): void };
  /** How long a node trusts its cached copy of a provider (another node's change shows after this). */
  cacheTtlMs?: number;
  launch?: LaunchClientOptions;
};

/** A provider as the directory keeps it: the configuration with the secret in the clear, and its allow-list. */
export type AuthenticatedProvider = ProviderConfig & { allows(address: string): boolean };

const DEFAULT_CACHE_TTL_MS = 5_000;

const adminView = (row: GameProviderRow): AdminGameProvider => ({
  id: row.id,
  code: row.code,
  name: row.name,
  adapter: row.adapter,
  categories: row.categories as AdminGameProvider['categories'],
  apiBaseUrl: row.apiBaseUrl,
  walletKey: row.walletKey,
  allowList: row.allowList,
  enabled: row.enabled,
  sortOrder: row.sortOrder,
  logoUrl: row.logoUrl,
  secretRotatedAt: row.secretRotatedAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

const checkAllowList = (entries: readonly string[]): string[] => {
  const unique = [...new Set(entries.map((entry) => entry.trim()))];
  const bad = unique.find((entry) => !parseAllowEntry(entry));
  if (bad !== undefined) throw fieldError('allowList', `ที่อยู่ IP ไม่ถูกต้อง: ${bad.slice(0, 64)}`);
  return unique;
};

/** What authenticates a header-signed wallet call: its headers' values and the caller's address. */
export type SignedCallCredentials = {
  /** `x-api-key`: the provider's wallet key. */
  walletKey: string | undefined;
  /** `x-signature`: hex HMAC-SHA256 of the raw body. */
  signature: string | undefined;
  ip: string;
};

/**
 * Game providers of an operator (docs/domain/games.md §2 rule 6): configuration and credentials managed by the
 * owner (every change audited in its transaction; the secret answered once, at creation and rotation),
 * a directory by wallet key for the adapters, the authentication of every inbound wallet call, and
 * the launch call to a provider.
 */
export const createProviderService = (deps: ProviderServiceDeps) => {
  const { db, clock, audit, log } = deps;
  const repo = createProvidersRepo();
  const box = createProviderSecretBox({ secret: deps.secret });
  const ttlMs = deps.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS;

  // The directory: wallet key → provider, decrypted. A change made here drops the entry after its
  // commit; the generation stops a read that began before the change from caching the old row.
  const cache = new Map<string, { provider: AuthenticatedProvider | null; loadedAt: number }>();
  let generation = 0;
  const invalidate = () => {
    generation += 1;
    cache.clear();
  };

  const toConfig = (row: GameProviderRow): AuthenticatedProvider => {
    const allowList = createAllowList(row.allowList);
    return {
      id: row.id,
      operatorId: row.operatorId,
      code: row.code,
      name: row.name,
      adapter: row.adapter,
      categories: row.categories as ProviderConfig['categories'],
      apiBaseUrl: row.apiBaseUrl,
      walletKey: row.walletKey,
      secret: box.decrypt(row.id, row.secretCiphertext),
      allowList: row.allowList,
      enabled: row.enabled,
      allows: allowList.allows,
    };
  };

  const byWalletKey = async (walletKey: string): Promise<AuthenticatedProvider | undefined> => {
    const now = clock.now().getTime();
    const cached = cache.get(walletKey);
    if (cached && now - cached.loadedAt < ttlMs) return cached.provider ?? undefined;
    const startedAt = generation;
    const row = await repo.findByWalletKey(db, walletKey);
    const provider = row ? toConfig(row) : null;
    // Unknown keys are not cached: a caller guessing keys must not grow the map.
    if (provider && startedAt === generation) cache.set(walletKey, { provider, loadedAt: now });
    return provider ?? undefined;
  };

  const refuse = (reason: string, details: object): undefined => {
    log.warn({ ...details, reason }, 'game provider call refused');
    return undefined;
  };

  /** The provider's address rule and switch, shared by both ways of presenting credentials. */
  const admitted = (
    provider: AuthenticatedProvider | undefined,
    adapter: GameAdapterKind,
    ip: string,
  ): provider is AuthenticatedProvider => {
    if (!provider) return Boolean(refuse('unknown wallet key', { ip }));
    if (provider.adapter !== adapter)
      return Boolean(refuse('wrong adapter', { ip, providerId: provider.id, adapter }));
    if (!provider.enabled) return Boolean(refuse('provider disabled', { ip, providerId: provider.id }));
    if (!provider.allows(ip)) return Boolean(refuse('address not allowed', { ip, providerId: provider.id }));
    return true;
  };

  const loadForOperator = async (operatorId: string, id: string) => {
    const row = await repo.findProvider(db, operatorId, id);
    if (!row) throw new AppError('GAME_PROVIDER_NOT_FOUND');
    return row;
  };

  const launchClient = createLaunchClient(deps.launch);

  const service = {
    async list(operatorId: string): Promise<AdminGameProvider[]> {
      return (await repo.listProviders(db, operatorId)).map(adminView);
    },

    /** Every provider by name only: what the catalogue's roles choose a game's provider from. */
    async options(operatorId: string): Promise<AdminGameProviderOption[]> {
      return (await repo.listProviders(db, operatorId)).map(({ id, code, name, categories, enabled }) => ({
        id,
        code,
        name,
        categories: categories as AdminGameProvider['categories'],
        enabled,
      }));
    },

    async get(operatorId: string, id: string): Promise<AdminGameProvider> {
      return adminView(await loadForOperator(operatorId, id));
    },

    /** Adds a provider with new credentials; the secret is in this answer only. */
    async create(
      staff: AuthenticatedStaff,
      ip: string,
      input: GameProviderInput,
    ): Promise<GameProviderSecret> {
      const allowList = checkAllowList(input.allowList);
      const id = uuidv7();
      const secret = newProviderSecret();
      const now = clock.now();
      const row: GameProviderRow = {
        id,
        operatorId: staff.operatorId,
        code: input.code,
        name: input.name,
        adapter: input.adapter,
        categories: [...new Set(input.categories)],
        apiBaseUrl: input.apiBaseUrl,
        walletKey: newWalletKey(),
        secretCiphertext: box.encrypt(id, secret),
        secretRotatedAt: now,
        allowList,
        enabled: input.enabled,
        sortOrder: input.sortOrder,
        logoUrl: input.logoUrl,
        createdAt: now,
        updatedAt: now,
      };
      try {
        await db.transaction(async (tx) => {
          await repo.insertProvider(tx, row);
          await audit.record(tx, {
            staff,
            action: 'game.provider.create',
            targetType: 'game_provider',
            targetId: id,
            before: null,
            after: adminView(row),
            ip,
          });
        });
      } catch (error) {
        if (violatedUniqueConstraint(error) === 'game_providers_operator_code')
          throw new AppError('GAME_PROVIDER_CODE_TAKEN', { data: { field: 'code' } });
        throw error;
      }
      invalidate();
      return { provider: adminView(row), secret };
    },

    /** Changes a provider's configuration (not its credentials); in force on this node at once. */
    async update(
      staff: AuthenticatedStaff,
      ip: string,
      id: string,
      input: GameProviderInput,
    ): Promise<AdminGameProvider> {
      const allowList = checkAllowList(input.allowList);
      try {
        const after = await db.transaction(async (tx) => {
          const before = await repo.lockProvider(tx, staff.operatorId, id);
          if (!before) throw new AppError('GAME_PROVIDER_NOT_FOUND');
          const patch = {
            code: input.code,
            name: input.name,
            adapter: input.adapter,
            categories: [...new Set(input.categories)],
            apiBaseUrl: input.apiBaseUrl,
            allowList,
            enabled: input.enabled,
            sortOrder: input.sortOrder,
            logoUrl: input.logoUrl,
            updatedAt: clock.now(),
          };
          await repo.updateProvider(tx, id, patch);
          const row = { ...before, ...patch };
          await audit.record(tx, {
            staff,
            action: 'game.provider.update',
            targetType: 'game_provider',
            targetId: id,
            before: adminView(before),
            after: adminView(row),
            ip,
          });
          return row;
        });
        return adminView(after);
      } catch (error) {
        if (violatedUniqueConstraint(error) === 'game_providers_operator_code')
          throw new AppError('GAME_PROVIDER_CODE_TAKEN', { data: { field: 'code' } });
        throw error;
      } finally {
        invalidate();
      }
    },

    /** A new secret, answered this once; calls signed with the old one are refused from the commit on. */
    async rotateSecret(staff: AuthenticatedStaff, ip: string, id: string): Promise<GameProviderSecret> {
      const secret = newProviderSecret();
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const before = await repo.lockProvider(tx, staff.operatorId, id);
        if (!before) throw new AppError('GAME_PROVIDER_NOT_FOUND');
        const patch = { secretCiphertext: box.encrypt(id, secret), secretRotatedAt: now, updatedAt: now };
        await repo.updateProvider(tx, id, patch);
        await audit.record(tx, {
          staff,
          action: 'game.provider.rotate',
          targetType: 'game_provider',
          targetId: id,
          // Never the secret, nor its ciphertext: when it was rotated is what the trail needs.
          before: { secretRotatedAt: before.secretRotatedAt.toISOString() },
          after: { secretRotatedAt: now.toISOString() },
          ip,
        });
        return { ...before, ...patch };
      });
      invalidate();
      return { provider: adminView(row), secret };
    },

    /** The provider a wallet key names (cached, decrypted), or undefined. */
    byWalletKey,

    /**
     * Authenticates a wallet call (docs/domain/games.md §4; the route reads the headers): `x-api-key` names an enabled provider of this
     * adapter, the caller's address is on its allow-list, and `x-signature` is the HMAC of the raw
     * body under its secret (constant time). Answers the provider, or undefined (logged) when refused.
     */
    async authenticate(
      credentials: SignedCallCredentials,
      rawBody: string,
      adapter: GameAdapterKind,
    ): Promise<AuthenticatedProvider | undefined> {
      const { walletKey, signature, ip } = credentials;
      const provider = walletKey ? await byWalletKey(walletKey) : undefined;
      if (!admitted(provider, adapter, ip)) return undefined;
      if (!signatureMatches(provider.secret, rawBody, signature))
        return refuse('bad signature', { ip, providerId: provider.id });
      return provider;
    },

    /**
     * Authenticates a call whose credentials travel in the body (the PG Soft-like contract): the
     * wallet key and the secret itself, compared in constant time, plus the same address and switch rules.
     */
    async authenticateShared(
      credentials: { walletKey: string; secret: string },
      ip: string,
      adapter: GameAdapterKind,
    ): Promise<AuthenticatedProvider | undefined> {
      const provider = await byWalletKey(credentials.walletKey);
      if (!admitted(provider, adapter, ip)) return undefined;
      if (!secretsMatch(provider.secret, credentials.secret))
        return refuse('bad secret', { ip, providerId: provider.id });
      return provider;
    },

    /** The member a provider's username names, for answers decided before the wallet is asked. */
    memberOfUsername: (operatorId: string, username: string) =>
      repo.memberOfUsername(db, operatorId, username),

    /** The player of a provider's launch token (the PG Soft-like VerifySession). */
    playerOfSession: (operatorId: string, providerId: string, token: string) =>
      repo.playerOfSession(db, operatorId, providerId, token),

    /**
     * Asks the provider for the game's URL (docs/domain/games.md §4): signed `POST {apiBaseUrl}/launch`, 5 s
     * at most. Any failure (network, timeout, status, shape, an unsafe URL) is GAME_PROVIDER_FAILED.
     */
    async launchGame(
      operatorId: string,
      providerId: string,
      request: Omit<ProviderLaunchRequest, 'operatorKey'>,
    ): Promise<{ url: string }> {
      const row = await loadForOperator(operatorId, providerId);
      if (!row.enabled) throw new AppError('GAME_UNAVAILABLE');
      const operatorKey = await repo.operatorKeyOf(db, operatorId);
      if (!operatorKey) throw new AppError('GAME_PROVIDER_NOT_FOUND');
      const provider = toConfig(row);
      try {
        return await launchClient.launch(provider, { operatorKey, ...request });
      } catch (error) {
        log.warn({ err: error, providerId, gameCode: request.gameCode }, 'game launch failed');
        throw new AppError('GAME_PROVIDER_FAILED');
      }
    },

    /** Drops the directory's cached providers (tests that change rows directly). */
    invalidate,
  };
  return service;
};
export type ProviderService = ReturnType<typeof createProviderService>;
