import type { GameDetail, GameListItem } from '@chokdee/contracts';

/** A game as `GET /api/v2/games` answers it (for tests). */
export const gameFixture = (overrides: Partial<GameListItem> = {}): GameListItem => ({
  slug: 'chokdee-lucky-slot',
  name: 'สล็อตโชคดี',
  category: 'SLOT',
  provider: 'chokdee-originals',
  providerName: 'Chokdee Originals',
  imageUrl: '/games/chokdee-lucky-slot.svg',
  rtp: '96.00',
  isNew: true,
  isHot: true,
  ...overrides,
});

export const gameDetailFixture = (overrides: Partial<GameDetail> = {}): GameDetail => ({
  ...gameFixture(),
  description: 'สล็อต 5 รีล',
  ...overrides,
});

export const gamePage = (games: GameListItem[]) => ({
  data: games,
  total: games.length,
  pageNo: 1,
  pageSize: 24,
});
