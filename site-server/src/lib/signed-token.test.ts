import { createHmac } from 'node:crypto';
import { claimedTokenFields, keyedHash, signToken, verifiedTokenFields } from './signed-token';

const KEY = Buffer.alloc(32, 3);
const OTHER_KEY = Buffer.alloc(32, 4);

describe('the one token signer', () => {
  it('gives back the fields of a token it signed, for its purpose and key only', () => {
    const token = signToken('preview', { r: 'mfe-lobby', v: '1.0.0-aaaa0000' }, KEY);
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(verifiedTokenFields('preview', token, KEY)).toEqual({ r: 'mfe-lobby', v: '1.0.0-aaaa0000' });
    expect(verifiedTokenFields('preview', token, OTHER_KEY)).toBeNull();
    // A token made for one purpose never passes for another.
    expect(verifiedTokenFields('health-load', token, KEY)).toBeNull();
    expect(verifiedTokenFields('release-session', token, KEY)).toBeNull();
  });

  it('refuses a token whose fields or signature were changed, and anything that is not a token', () => {
    const token = signToken('release-notice', { kind: 'done', text: 'Promoted.' }, KEY);
    const [, signature] = token.split('.');
    const changed = `${Buffer.from(JSON.stringify({ kind: 'done', text: 'Rolled back.' })).toString('base64url')}.${signature}`;
    for (const forged of [changed, `${token}x`, `${token}.more`, token.split('.')[0], '', undefined, 'a.b', `${Buffer.from('[1]').toString('base64url')}.${signature}`]) {
      expect(verifiedTokenFields('release-notice', forged, KEY)).toBeNull();
    }
  });

  it('binds a token to a value it does not carry: it passes only with that value', () => {
    const token = signToken('release-session', { login: 'alice', expires: 1 }, KEY, 'scrypt$16384$8$1$salt$old');
    expect(verifiedTokenFields('release-session', token, KEY, 'scrypt$16384$8$1$salt$old')).toEqual({ login: 'alice', expires: 1 });
    expect(verifiedTokenFields('release-session', token, KEY, 'scrypt$16384$8$1$salt$new')).toBeNull();
    expect(verifiedTokenFields('release-session', token, KEY)).toBeNull();
    // What a token claims can be read before it is checked (to find the account that checks it), never instead.
    expect(claimedTokenFields(token)).toEqual({ login: 'alice', expires: 1 });
    expect(claimedTokenFields('not a token')).toBeNull();
  });

  it('still accepts the tokens handed out before it signed everything (preview links, page loads)', () => {
    // As preview links were signed: HMAC-SHA256 of "preview:<payload>".
    const payload = Buffer.from(JSON.stringify({ r: 'mfe-lobby', v: '1.0.0-aaaa0000', e: '2030-01-01T00:00:00.000Z' })).toString('base64url');
    const earlier = `${payload}.${createHmac('sha256', KEY).update(`preview:${payload}`).digest('base64url')}`;
    expect(verifiedTokenFields('preview', earlier, KEY)).toEqual({ r: 'mfe-lobby', v: '1.0.0-aaaa0000', e: '2030-01-01T00:00:00.000Z' });
  });

  it('hashes a browser or a network with the key: short, stable, and different for each kind and key', () => {
    const hash = keyedHash(KEY, 'browser', 'rollout-id');
    expect(hash).toMatch(/^[\w-]{16}$/);
    expect(keyedHash(KEY, 'browser', 'rollout-id')).toBe(hash);
    expect(keyedHash(KEY, 'network', 'rollout-id')).not.toBe(hash);
    expect(keyedHash(OTHER_KEY, 'browser', 'rollout-id')).not.toBe(hash);
  });
});
