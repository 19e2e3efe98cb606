export { createGamesModule, type GamesModule, type GamesModuleDeps } from './games.module';
