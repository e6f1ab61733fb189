// The jackpot module's surface: the lobby jackpot (pool, opt-ins, hits, winners).
export { jackpotModule } from './jackpot-module';
export { jackpotWinners } from './jackpot-service';
