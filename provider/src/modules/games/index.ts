// The games module's surface: catalogue, favourites, launch, game sessions and rounds.
export { gamesModule } from './games-module';
export type { EngineOptions } from './game-engine';
export type { EngineId } from './engine-registry';
export { titlesByCode } from './games-service';
