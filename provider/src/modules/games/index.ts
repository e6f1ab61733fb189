// The games module's surface: catalogue, favourites, launch, game sessions and rounds.
export type { EngineOptions } from './game-engine';
export type { EngineId } from './engine-registry';
export { titlesByCode } from './games-service';
export { tamperRoundOutcome } from './round-tamper';
export { deskRound, roundVerification } from './round-records-service';
export type { RoundVerification } from './round-records-service';
export { roundHistory } from './rounds-repository';
export type { RoundHistoryRow } from './rounds-repository';
