/** Query keys of the trader's desk; every desk action invalidates `all` (board, fixture, ticker, cards). */
export const sportsKeys = {
  all: ['sports'] as const,
  board: (tab: string) => ['sports', 'board', tab] as const,
  fixture: (id: string) => ['sports', 'fixture', id] as const,
  tickets: ['sports', 'tickets'] as const,
  memberRisk: (id: string) => ['sports', 'member-risk', id] as const,
  report: (from: string, to: string) => ['sports', 'report', from, to] as const,
};

/** The live pages (board, fixture, ticker) read again this often. */
export const DESK_REFRESH_MS = 5_000;
