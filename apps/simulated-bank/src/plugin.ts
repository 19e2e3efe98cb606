import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { SimulatedBank } from './bank';
import {
  type CreateRecipientBody,
  type CreateTransferBody,
  createRecipientBodySchema,
  createTransferBodySchema,
  listQuerySchema,
  type WireErrorCode,
  wireError,
} from './wire';

export type SimulatedBankPluginOptions = { bank: SimulatedBank };

type Account = NonNullable<ReturnType<SimulatedBank['accountOf']>>;

/** The secret key of a Basic `Authorization` header (Opn: the key is the user, the password empty). */
const secretKeyOf = (header: string | undefined): string | undefined => {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const user = colon === -1 ? decoded : decoded.slice(0, colon);
  return user === '' ? undefined : user;
};

const statusCodes: Record<number, WireErrorCode> = {
  400: 'bad_request',
  401: 'authentication_failure',
  404: 'not_found',
  409: 'already_exists',
};

/**
 * The bank's HTTP API (Opn subset, docs/modules/payouts.md#decisions, decision 1) as a Fastify plugin: register it under a prefix
 * on any Fastify (the platform mounts it at `/simulated-bank`; `startSimulatedBank` on its own). It
 * brings its own JSON parser, validator and error shape, so the host's do not leak in.
 */
export const simulatedBankPlugin = async (
  app: FastifyInstance,
  { bank }: SimulatedBankPluginOptions,
): Promise<void> => {
  const accounts = new WeakMap<FastifyRequest, Account>();
  const accountOf = (request: FastifyRequest): Account => {
    const account = accounts.get(request);
    if (!account) throw new Error('unauthenticated request reached a route');
    return account;
  };

  if (app.hasContentTypeParser('application/json')) app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_r, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      try {
        done(null, text === '' ? {} : JSON.parse(text));
      } catch {
        done(Object.assign(new Error('the body is not JSON'), { statusCode: 400 }), undefined);
      }
    },
  );
  app.setValidatorCompiler(({ schema }) => (data) => {
    const result = (schema as ZodType).safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  });
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, httpStatus } = error as { statusCode?: number; httpStatus?: number };
    const status = statusCode ?? httpStatus ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'simulated bank request failed');
      return reply.code(500).send(wireError('internal_error', 'internal error'));
    }
    const message = error instanceof Error && error.message ? error.message : 'bad request';
    return reply.code(status).send(wireError(statusCodes[status] ?? 'bad_request', message));
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(wireError('not_found', 'the requested resource was not found')),
  );
  app.addHook('onRequest', async (request, reply) => {
    const account = bank.accountOf(secretKeyOf(request.headers.authorization) ?? '');
    if (!account) {
      return reply
        .code(401)
        .header('www-authenticate', 'Basic realm="simulated-bank"')
        .send(wireError('authentication_failure', 'authentication failed'));
    }
    accounts.set(request, account);
    const refusal = bank.takeRefusal();
    if (refusal !== undefined)
      return reply
        .code(refusal)
        .send(wireError(refusal === 429 ? 'too_many_requests' : 'service_unavailable', 'try again later'));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  const notFound = (reply: FastifyReply, what: string) =>
    reply.code(404).send(wireError('not_found', `${what} was not found`));

  app.post<{ Body: CreateRecipientBody }>(
    '/recipients',
    { schema: { body: createRecipientBodySchema } },
    async (request) => bank.createRecipient(accountOf(request), request.body),
  );
  app.get<{ Params: { id: string } }>('/recipients/:id', async (request, reply) => {
    return bank.getRecipient(accountOf(request), request.params.id) ?? notFound(reply, 'recipient');
  });

  app.post<{ Body: CreateTransferBody }>(
    '/transfers',
    { schema: { body: createTransferBodySchema } },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const answer = bank.createTransfer(
        accountOf(request),
        request.body,
        typeof key === 'string' && key !== '' ? key : undefined,
      );
      if (answer.lose) {
        // Stored and going ahead at the bank; the caller never hears of it.
        reply.hijack();
        request.raw.socket.destroy();
        return;
      }
      return reply.code(answer.status).send(answer.body);
    },
  );
  app.get<{ Params: { id: string } }>('/transfers/:id', async (request, reply) => {
    return bank.getTransfer(accountOf(request), request.params.id) ?? notFound(reply, 'transfer');
  });
  app.get('/transfers', async (request, reply) => {
    const query = listQuerySchema.safeParse(request.query);
    if (!query.success)
      return reply.code(400).send(wireError('bad_request', query.error.issues[0]?.message ?? 'bad query'));
    return bank.listTransfers(accountOf(request), query.data);
  });
  app.get('/balance', async (request) => bank.balanceOf(accountOf(request)));
};
