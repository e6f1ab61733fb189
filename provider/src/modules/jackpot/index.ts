// The jackpot module's surface: the lobby jackpot (pool, opt-ins, hits, winners).
export { jackpotWinners } from './jackpot-service';
