export { fail, installFakeProvider, reply } from './fake-provider';
export type { FakeHandler, FakeProvider, FakeReply, SeenRequest } from './fake-provider';
export {
  sampleBalance, sampleCaptchaChallenge, sampleCatalogue, sampleCoupon, sampleFreeSpinCoupon, sampleGame, sampleGameSession, sampleImageSet, sampleJackpotListing, sampleJackpotWinner,
  sampleNoActiveCoupon, samplePlayerCoupon, samplePlayerData, samplePlayerJackpot, sampleSession,
} from './samples';
export { SAMPLE_NOW, sampleLimit, sampleSaferGamblingState } from './safer-gambling-samples';
export { recordStartedSessions } from './recorded-sessions';
// Identity verification and the statement's reconciliation (issue 50).
export { answerVerification, SANDBOX_SSN_LAST4 } from './fake-provider';
export { sampleVerificationState } from './samples';
export { sampleStatement, sampleStatementRow } from './safer-gambling-samples';
// Withdrawals (issue 50).
export { SAMPLE_VERIFICATION_REFUSAL, fakeWithdrawals, sampleWithdrawal } from './withdrawal-samples';
export type { FakeWithdrawalsOptions } from './withdrawal-samples';
// The account history, a round's record and the fair seeds (issue 52).
export { fakeAccountHistory, sampleFairnessState, sampleHistory, sampleHistoryItem, sampleRevealedPair, sampleRoundDetail } from './history-samples';
export type { FakeAccountHistoryOptions } from './history-samples';
