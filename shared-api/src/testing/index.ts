export { fail, installFakeProvider, reply } from './fake-provider';
export type { FakeHandler, FakeProvider, FakeReply, SeenRequest } from './fake-provider';
export {
  sampleCaptchaChallenge, sampleCoupon, sampleGame, sampleGamesCatalogue, samplePlayerCoupon, samplePlayerData, sampleSession,
} from './samples';
