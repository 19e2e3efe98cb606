import {
  type SportsTicket,
  type SportsTicketInput,
  sportsPaths,
  sportsTicketSchema,
} from '@chokdee/contracts';
import { ApiError, api } from '../../../lib/api-client';

/**
 * `POST /api/v2/sports/tickets` (member, Idempotency-Key: the same key answers the same ticket). Silent:
 * the slip shows the server's Thai refusal itself.
 */
export const placeTicket = async (body: SportsTicketInput, idempotencyKey: string): Promise<SportsTicket> =>
  sportsTicketSchema.parse(
    await api.post<unknown>(sportsPaths.tickets, body, { idempotencyKey, silent: true }),
  );

/**
 * The server answered (a refusal): the confirmation is over, and the next one is a new request with a
 * new key. A network failure or a 5xx left it unknown: confirming again reuses the key, so it can
 * never be placed twice.
 */
export const isAnsweredRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500;
