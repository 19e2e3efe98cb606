import { type AuditNamer, rowNamer } from '#platform/audit/audit-log';
import { gameProviders, games } from './games.tables';

/** The audit log's names of game providers and games (SQL only). */
export const gamesAuditNamers: AuditNamer[] = [
  rowNamer({
    type: 'game_provider',
    table: gameProviders,
    id: gameProviders.id,
    operatorId: gameProviders.operatorId,
    name: gameProviders.name,
  }),
  rowNamer({ type: 'game', table: games, id: games.id, operatorId: games.operatorId, name: games.name }),
];
