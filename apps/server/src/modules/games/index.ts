export { gameTotals } from './admin/game-totals';
export { createGamesModule, type GamesModule, type GamesModuleDeps } from './games.module';
export { houseProvider, houseProviderCredentials } from './house-provider';
