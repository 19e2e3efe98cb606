import { type SportsTicket, sportsHref, sportsTicketSchema } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sportsKeys } from './query-keys';

/** `GET /api/v2/sports/tickets/:id` (member): one ticket with its legs and, once graded, the working. */
export const getSportsTicket = async (
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SportsTicket> =>
  sportsTicketSchema.parse(await api.get<unknown>(sportsHref.ticket(id), { signal, silent: true }));

/** A live bet in its delay (PENDING) is re-read every 2 s until it is OPEN or REJECTED (the push may not come). */
export const PENDING_POLL_MS = 2000;

export const sportsTicketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sportsKeys.ticket(id),
    queryFn: ({ signal }) => getSportsTicket(id, { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? PENDING_POLL_MS : false),
  });

export const useSportsTicket = (id: string) => useQuery(sportsTicketQueryOptions(id));
