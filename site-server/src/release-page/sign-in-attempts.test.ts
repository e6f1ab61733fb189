import { openSiteDatabase } from '../lib/site-database';
import { createSqlSignInAttempts, memorySignInAttempts, type SignInAttempts } from './sign-in-attempts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 12, minute));

describe.each([
  { name: 'the site database', open: async () => createSqlSignInAttempts(await openSiteDatabase({})) },
  { name: 'memory', open: async () => memorySignInAttempts() },
])('failed sign-ins kept in $name', ({ open }) => {
  let attempts: SignInAttempts;
  beforeAll(async () => {
    attempts = await open();
  }, 30_000);

  it('counts a key’s failures after a time, and forgets them on success along with everything too old', async () => {
    await attempts.recordFailure('1.2.3.4\nalice', at(1));
    await attempts.recordFailure('1.2.3.4\nalice', at(5));
    await attempts.recordFailure('5.6.7.8\nalice', at(2));
    expect(await attempts.failuresSince('1.2.3.4\nalice', at(0))).toEqual({ count: 2, first: at(1) });
    expect(await attempts.failuresSince('1.2.3.4\nalice', at(1))).toEqual({ count: 1, first: at(5) });
    await attempts.clear('1.2.3.4\nalice', at(3));
    expect(await attempts.failuresSince('1.2.3.4\nalice', at(0))).toEqual({ count: 0, first: null });
    expect(await attempts.failuresSince('5.6.7.8\nalice', at(0))).toEqual({ count: 0, first: null });
  });
});
