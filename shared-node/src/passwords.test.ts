import { hashPassword, productionPasswordCost, testPasswordCost, verifyPassword } from './passwords';

/** "Café au lait 42" with the accent as a combining character (NFD), as some keyboards and pastes give it. */
const DECOMPOSED = 'Cafe\u0301 au lait 42';
const COMPOSED = DECOMPOSED.normalize('NFC');

// Hashes as the two earlier functions stored them (salt "saltsaltsaltsalt", test cost), kept as they are in databases and files.
/** The provider's: `$`, the password as typed (here decomposed). */
const PLAYER_HASH_AS_TYPED = 'scrypt$1024$8$1$c2FsdHNhbHRzYWx0c2FsdA==$G3pIgwSZsiuveLP0cSk3K+A18utlApimjMe8Qkz2OTs=';
/** The provider's, of "Desk1234". */
const ASCII_PLAYER_HASH = 'scrypt$1024$8$1$c2FsdHNhbHRzYWx0c2FsdA==$/aEgtu8iGNPanb3B9L7rxtWRgwN8/lgU19nSonbJgBE=';
/** The release managers': `:`, the password's NFC form. */
const MANAGER_HASH = 'scrypt:1024:8:1:c2FsdHNhbHRzYWx0c2FsdA==:xvBTI9SdK1RaBeVUSqLxp/uuYRErsKESDvBAHhaWLvM=';

describe('the one password hash', () => {
  it('stores scrypt with its cost and a salt of its own, in the `$` form, and matches the right password only', async () => {
    const first = await hashPassword('a long enough secret', testPasswordCost);
    const second = await hashPassword('a long enough secret', testPasswordCost);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('a long enough secret', first)).toBe(true);
    expect(await verifyPassword('a long enough secreT', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('uses the production cost unless told otherwise', async () => {
    expect(await hashPassword('a long enough secret')).toMatch(new RegExp(`^scrypt\\$${productionPasswordCost.N}\\$8\\$1\\$`));
  });

  it('still verifies the hashes players, desk hosts and release managers already have', async () => {
    expect(await verifyPassword('Desk1234', ASCII_PLAYER_HASH)).toBe(true);
    expect(await verifyPassword('desk1234', ASCII_PLAYER_HASH)).toBe(false);
    expect(await verifyPassword(DECOMPOSED, PLAYER_HASH_AS_TYPED)).toBe(true);
    expect(await verifyPassword(COMPOSED, MANAGER_HASH)).toBe(true);
    expect(await verifyPassword(DECOMPOSED, MANAGER_HASH)).toBe(true);
    expect(await verifyPassword('Cafe au lait 42', MANAGER_HASH)).toBe(false);
  });

  it('takes a password in either Unicode form as the same password', async () => {
    const stored = await hashPassword(DECOMPOSED, testPasswordCost);
    expect(await verifyPassword(COMPOSED, stored)).toBe(true);
    expect(await verifyPassword(DECOMPOSED, stored)).toBe(true);
  });

  it('matches nothing with a malformed hash or one scrypt refuses', async () => {
    for (const stored of ['', 'not a hash', 'scrypt$1024$8$1$$', 'bcrypt$1024$8$1$c2FsdA==$a2V5', 'scrypt$1000$8$1$c2FsdA==$a2V5', 'scrypt$1048576$8$1$c2FsdA==$a2V5',
      `${ASCII_PLAYER_HASH}$more`, 'scrypt$x$8$1$c2FsdA==$a2V5']) {
      expect(await verifyPassword('Desk1234', stored)).toBe(false);
    }
  });
});
