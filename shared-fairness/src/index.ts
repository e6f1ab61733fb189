export { describeOutcome, verifyRound } from './verify-round';
export type { RoundRecord, Verification } from './verify-round';
export { drawsFrom, fairNumbers, hmacSha256, serverSeedMatchesHash, sha256Hex } from './stream';
export type { Draws } from './stream';
