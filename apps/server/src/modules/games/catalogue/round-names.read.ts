import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#platform/db/client';
import { gameRounds, games } from '../games.tables';

/**
 * The game each of these rounds of the member was played on, by its catalogue name (the provider's
 * game code when the catalogue does not list it), as the game history shows it: the statement names
 * a game round's line. Rounds of other members are left out. Read-only.
 */
export const gameNamesOfRounds = async (
  db: DbOrTx,
  operatorId: string,
  memberId: string,
  roundIds: readonly string[],
): Promise<Map<string, string>> => {
  if (roundIds.length === 0) return new Map();
  const rows = await db
    .select({ id: gameRounds.id, gameCode: gameRounds.gameCode, name: games.name })
    .from(gameRounds)
    .leftJoin(games, eq(games.id, gameRounds.gameId))
    .where(
      and(
        eq(gameRounds.operatorId, operatorId),
        eq(gameRounds.memberId, memberId),
        inArray(gameRounds.id, [...roundIds]),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.name ?? row.gameCode]));
};
