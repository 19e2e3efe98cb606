export { createSportsModule, type SportsModule, sportsRoom } from './sports.module';
