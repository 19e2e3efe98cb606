export { gameTotals } from './admin/game-totals';
export { createGameCatalogueRepo } from './catalogue/catalogue.repo';
export { seedDemoGames } from './catalogue/catalogue.seed';
export { gameNamesOfRounds } from './catalogue/round-names.read';
export { createGamesModule, type GamesModule, type GamesModuleDeps } from './games.module';
export { houseProvider, houseProviderCredentials } from './house-provider';
export { countOpenGameRounds } from './wallet/open-rounds.read';
