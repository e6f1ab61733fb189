import { createEventBus } from 'shared-events';
import { followSessionWithPlayerHint, PLAYER_HINT_ATTRIBUTE } from './player-hint';

const hintCookie = () => document.cookie.split('; ').find((cookie) => cookie.startsWith('casino_player='));

describe('the player hint', () => {
  it('marks the page and sets a cookie without any session detail while a player is signed in, and clears both at logout', () => {
    const bus = createEventBus();
    const stop = followSessionWithPlayerHint(bus);
    bus.emit('session.changed', { status: 'authenticated', player: { login: 'demoplayer', playerId: 7, firstName: 'Demo', sessionKey: 'k-token-1' } });
    expect(document.documentElement).toHaveAttribute(PLAYER_HINT_ATTRIBUTE);
    // The cookie says a player is here, nothing more: no token, no name.
    expect(hintCookie()).toBe('casino_player=1');
    expect(document.cookie).not.toContain('token-1');
    bus.emit('session.changed', { status: 'anonymous' });
    expect(document.documentElement).not.toHaveAttribute(PLAYER_HINT_ATTRIBUTE);
    expect(hintCookie()).toBeUndefined();
    stop();
  });

  it('corrects a page the server marked from a stale cookie when no session is stored', () => {
    document.documentElement.setAttribute(PLAYER_HINT_ATTRIBUTE, '');
    const bus = createEventBus();
    bus.emit('session.changed', { status: 'anonymous' });
    const stop = followSessionWithPlayerHint(bus);
    expect(document.documentElement).not.toHaveAttribute(PLAYER_HINT_ATTRIBUTE);
    stop();
  });
});
