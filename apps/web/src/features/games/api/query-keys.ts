/** The games feature's query keys. */
export const gameKeys = {
  all: ['games'],
  list: (filter: object) => ['games', 'list', filter] as const,
  providers: (category: string | undefined) => ['games', 'providers', category ?? 'all'] as const,
  one: (slug: string) => ['games', 'one', slug] as const,
  recent: ['games', 'recent'],
  history: ['games', 'history'],
} as const;
