export { fail, installFakeProvider, reply } from './fake-provider';
export type { FakeHandler, FakeProvider, FakeReply, SeenRequest } from './fake-provider';
export { samplePlayerData, sampleSession } from './samples';
