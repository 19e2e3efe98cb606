import { createHmac } from 'node:crypto';
import type { GameCategory } from '@chokdee/contracts';

/**
 * "Chokdee Originals" (docs/domain/games.md §3): the house provider that ships with the platform, so the game
 * pages work on a fresh install. It is configured like any outside provider (adapter AMB) and talks
 * to the platform only over the seamless-wallet HTTP contract; `npm start` serves it at `/originals`.
 */
export const houseProvider = {
  code: 'chokdee-originals',
  name: 'Chokdee Originals',
  adapter: 'AMB',
  categories: ['SLOT', 'TABLE', 'FISH'] as GameCategory[],
  /** Where the originals app is mounted on the same server (`npm start`). */
  mountPath: '/originals',
  games: [
    { gameCode: 'lucky-slot', slug: 'chokdee-lucky-slot', name: 'สล็อตโชคดี', category: 'SLOT' },
    { gameCode: 'baccarat', slug: 'chokdee-baccarat', name: 'บาคาร่าโชคดี', category: 'TABLE' },
    { gameCode: 'fish-hunter', slug: 'chokdee-fish-hunter', name: 'ยิงปลาโชคดี', category: 'FISH' },
  ] as Array<{ gameCode: string; slug: string; name: string; category: GameCategory }>,
} as const;

/**
 * The house provider's credentials for an operator on this deployment, derived from the server
 * secret so the embedded default needs no setup: the seed stores them on the operator's provider
 * row, and `main.ts` hands them to the originals app. A real deployment rotates them in the back office.
 */
export const houseProviderCredentials = (serverSecret: string, operatorKey: string) => ({
  walletKey: `gp_house_${createHmac('sha256', serverSecret).update(`house-key:${operatorKey}`).digest('hex').slice(0, 24)}`,
  secret: createHmac('sha256', serverSecret).update(`house-secret:${operatorKey}`).digest('base64url'),
});
