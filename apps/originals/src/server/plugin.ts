import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { newFairState } from './fairness';
import { gamesRoutes } from './games.routes';
import { registerOriginalsHttp } from './http';
import { type LaunchOperator, launchRoutes } from './launch.routes';
import { pagesRoutes } from './pages.routes';
import type { GameState, PlayDeps } from './play-context';
import { createPlayStore } from './play-store';
import { createRoundRunner } from './rounds';
import { sessionRoutes } from './session.routes';
import { createWalletClient } from './wallet-client';

/** The three games' codes (the platform's `houseProvider.games[].gameCode` say the same). */
export const originalsGameCodes = ['lucky-slot', 'baccarat', 'fish-hunter'] as const;
export type OriginalsGameCode = (typeof originalsGameCodes)[number];

export type OriginalsOptions = {
  /** The platform's base URL (wallet calls go to `{platformUrl}/api/integrations/amb/…`), read per call. */
  platformUrl: () => string;
  /** The credentials held per operator (the platform's provider row for the house has the same). */
  operators: LaunchOperator[];
  /** Where the app is mounted (`/originals`). */
  publicPath?: string;
  /** The built UI (default: `apps/originals/dist`). */
  distDir?: string;
  now?: () => number;
  fetchImpl?: typeof fetch;
  /** Wallet retry back-off (tests make it short). */
  retryDelayMs?: number;
  /** How often settlements still owed are retried in the background (default 30 s). */
  owedRetryMs?: number;
};

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * "Chokdee Originals" as a Fastify plugin (docs/domain/games.md §4): registered on the platform's server by
 * `main.ts`, or on any Fastify of its own. It knows the platform only by its URL and the operators'
 * credentials; every money movement is an AMB call over HTTP. Play state lives in memory (see
 * `play-store.ts`); a restart ends open game pages, never money.
 */
export const originalsPlugin = async (app: FastifyInstance, options: OriginalsOptions): Promise<void> => {
  const publicPath = (options.publicPath ?? '/originals').replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const store = createPlayStore<GameState>({
    now,
    newGame: () => ({ fair: newFairState(), extra: undefined }),
  });
  app.addHook('onClose', async () => store.close());
  const wallet = createWalletClient({
    platformUrl: options.platformUrl,
    ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
    ...(options.retryDelayMs !== undefined ? { retryDelayMs: options.retryDelayMs } : {}),
  });
  const deps: PlayDeps = { store, rounds: createRoundRunner({ wallet, log: app.log }), now };
  // A settlement that got no answer is retried before the member's next round, and here, so a member
  // who never comes back still gets paid (the round shows as open on the platform meanwhile).
  const owedTimer = setInterval(() => {
    for (const player of store.owing())
      void store
        .serial(player, () => deps.rounds.settleOwed(player))
        .catch((err: unknown) => app.log.error({ err }, 'retrying an owed settlement failed'));
  }, options.owedRetryMs ?? 30_000);
  owedTimer.unref();
  app.addHook('onClose', async () => clearInterval(owedTimer));

  await app.register(
    async (scope) => {
      registerOriginalsHttp(scope);
      await scope.register(launchRoutes, {
        operators: options.operators,
        store,
        gameCodes: originalsGameCodes,
        publicPath,
      });
      await scope.register(pagesRoutes, {
        distDir: options.distDir ?? path.resolve(here, '../../dist'),
        publicPath,
        gameCodes: originalsGameCodes,
      });
      await scope.register(sessionRoutes, deps);
      await scope.register(gamesRoutes, deps);
    },
    { prefix: publicPath },
  );
};
