/** The list tabs of `/sports`: a Bangkok day, or the fixtures in play now. */
export type SportsDay = 'today' | 'live' | 'tomorrow';
export const sportsDays: readonly SportsDay[] = ['today', 'live', 'tomorrow'];

export type SportsTicketFilter = 'OPEN' | 'SETTLED';

/** This feature's query keys. `ticket` is not under `tickets`, so re-reading the lists leaves an open ticket be. */
export const sportsKeys = {
  /** Prefix of every fixture list (the three tabs). */
  lists: ['sports-fixtures'],
  list: (day: SportsDay) => ['sports-fixtures', day] as const,
  /** Prefix of every fixture page's query. */
  fixtures: ['sports-fixture'],
  fixture: (id: string) => ['sports-fixture', id] as const,
  rules: ['sports-rules'],
  /** Prefix of the member's ticket lists. */
  tickets: ['sports-tickets'],
  ticketList: (status: SportsTicketFilter) => ['sports-tickets', status] as const,
  ticket: (id: string) => ['sports-ticket', id] as const,
} as const;
