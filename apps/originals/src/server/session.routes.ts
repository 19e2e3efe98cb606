import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isClientSeed } from '../games/index';
import { publicFair, rotate } from './fairness';
import { PlayError } from './messages';
import { inTurn, type PlayDeps, playOf } from './play-context';

/**
 * The calls every game page makes: its session (game, balance from the wallet, the seed pair's
 * public half), and the provably-fair controls: set the client seed, rotate (reveal) the server seed.
 */
export const sessionRoutes = async (app: FastifyInstance, { store, rounds, now }: PlayDeps) => {
  app.get('/api/session', async (request) => {
    const { session, player } = playOf(store, request);
    const balance = await inTurn(store, player, async () => {
      await rounds.settleOwed(player);
      return rounds.balance(session);
    });
    return { gameCode: session.gameCode, balance, fair: publicFair(player.game.fair) };
  });

  app.get('/api/balance', async (request) => {
    const { session, player } = playOf(store, request);
    return { balance: await inTurn(store, player, () => rounds.balance(session)) };
  });

  app.get('/api/fair', async (request) => {
    const { player } = playOf(store, request);
    return publicFair(player.game.fair);
  });

  app.post(
    '/api/fair/client-seed',
    { schema: { body: z.object({ clientSeed: z.string().trim() }) } },
    async (request) => {
      const { clientSeed } = request.body as { clientSeed: string };
      if (!isClientSeed(clientSeed)) throw new PlayError('BAD_CLIENT_SEED');
      const { player } = playOf(store, request);
      return inTurn(store, player, async () => {
        const revealed = rotate(player.game.fair, new Date(now()), clientSeed);
        // The revealed seed would show the rest of the shoe: the next hand comes from a new one.
        player.game.extra = undefined;
        return { revealed, fair: publicFair(player.game.fair) };
      });
    },
  );

  app.post('/api/fair/rotate', async (request) => {
    const { player } = playOf(store, request);
    return inTurn(store, player, async () => {
      const revealed = rotate(player.game.fair, new Date(now()));
      player.game.extra = undefined;
      return { revealed, fair: publicFair(player.game.fair) };
    });
  });
};
