import { type SportsTicket, sportsPaths, sportsTicketListSchema } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type SportsTicketFilter, sportsKeys } from './query-keys';

/** `GET /api/v2/sports/tickets?status=OPEN|SETTLED` (member): their sports tickets. */
export const getSportsTickets = async (
  status: SportsTicketFilter,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SportsTicket[]> =>
  sportsTicketListSchema.parse(
    await api.get<unknown>(sportsPaths.tickets, { query: { status }, signal, silent: true }),
  );

export const sportsTicketsQueryOptions = (status: SportsTicketFilter) =>
  queryOptions({
    queryKey: sportsKeys.ticketList(status),
    queryFn: ({ signal }) => getSportsTickets(status, { signal }),
  });

export const useSportsTickets = (status: SportsTicketFilter) => useQuery(sportsTicketsQueryOptions(status));
