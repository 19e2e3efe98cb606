import { timingSafeEqual } from 'node:crypto';
import { providerAuthHeaders, providerLaunchRequestSchema } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rawBodyOf } from './http';
import { launchErrors } from './messages';
import type { GameState } from './play-context';
import type { PlayStore } from './play-store';
import { type OperatorCredentials, signPayload } from './wallet-client';

export type LaunchOperator = OperatorCredentials & {
  /** When given, a launch must name this operator key too. */
  operatorKey?: string;
};

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const headerOf = (value: string | string[] | undefined): string => (typeof value === 'string' ? value : '');

/**
 * `POST {publicPath}/launch` (docs/domain/games.md §4): the platform asks for a game URL. The call is signed
 * like a wallet call: `x-api-key` names the operator's credentials, `x-signature` is the hex HMAC of
 * the raw body with its secret (compared in constant time). Answers `{url}` relative to the site:
 * `{publicPath}/play/{gameCode}?s={playToken}`, the token bound to this operator, member and session.
 */
export const launchRoutes = async (
  app: FastifyInstance,
  {
    operators,
    store,
    gameCodes,
    publicPath,
  }: {
    operators: LaunchOperator[];
    store: Pick<PlayStore<GameState>, 'open'>;
    gameCodes: readonly string[];
    publicPath: string;
  },
) => {
  app.post('/launch', { schema: { body: z.unknown() } }, async (request, reply) => {
    const key = headerOf(request.headers[providerAuthHeaders.key]);
    const signature = headerOf(request.headers[providerAuthHeaders.signature]).toLowerCase();
    const operator = operators.find((o) => sameText(o.walletKey, key));
    const expected = operator ? signPayload(operator.secret, rawBodyOf(request)) : '';
    if (!operator || !/^[0-9a-f]{64}$/.test(signature) || !sameText(expected, signature)) {
      return reply.code(401).send({ error: launchErrors.UNAUTHORIZED });
    }
    const parsed = providerLaunchRequestSchema.safeParse(request.body);
    if (!parsed.success || (operator.operatorKey && parsed.data.operatorKey !== operator.operatorKey)) {
      return reply.code(400).send({ error: launchErrors.BAD_REQUEST });
    }
    const launch = parsed.data;
    if (!gameCodes.includes(launch.gameCode))
      return reply.code(400).send({ error: launchErrors.UNKNOWN_GAME });
    const session = store.open({
      credentials: { walletKey: operator.walletKey, secret: operator.secret },
      operatorKey: launch.operatorKey,
      username: launch.username,
      sessionToken: launch.sessionToken,
      gameCode: launch.gameCode,
    });
    return { url: `${publicPath}/play/${encodeURIComponent(launch.gameCode)}?s=${session.token}` };
  });
};
