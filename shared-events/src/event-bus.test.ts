import { createEventBus, getEventBus } from './event-bus';
import { contractMajor, CONTRACT_VERSION } from './contract-version';

describe('event bus', () => {
  it('delivers a fact to every current subscriber with its payload', () => {
    const bus = createEventBus();
    const first: boolean[] = [];
    const second: boolean[] = [];
    bus.on('game.visibility.changed', ({ visible }) => first.push(visible));
    bus.on('game.visibility.changed', ({ visible }) => second.push(visible));
    bus.emit('game.visibility.changed', { visible: true });
    bus.emit('game.visibility.changed', { visible: false });
    expect(first).toEqual([true, false]);
    expect(second).toEqual([true, false]);
  });

  it('does not replay ordinary facts to late subscribers', () => {
    const bus = createEventBus();
    bus.emit('jackpot.optin.changed', { optedIn: true });
    const seen: boolean[] = [];
    bus.on('jackpot.optin.changed', ({ optedIn }) => seen.push(optedIn));
    expect(seen).toEqual([]);
  });

  it('replays the latest session and balance to a subscriber that comes late', () => {
    const bus = createEventBus();
    bus.emit('session.changed', { status: 'anonymous' });
    bus.emit('session.changed', {
      status: 'authenticated',
      player: { login: 'jane', playerId: 7, sessionKey: 's1' },
    });
    bus.emit('balance.changed', { balance: 12.5, currencySymbol: '$' });

    const sessions: string[] = [];
    const balances: number[] = [];
    bus.on('session.changed', (session) => sessions.push(session.status));
    bus.on('balance.changed', ({ balance }) => balances.push(balance));

    expect(sessions).toEqual(['authenticated']);
    expect(balances).toEqual([12.5]);
    expect(bus.latest('balance.changed')).toEqual({ balance: 12.5, currencySymbol: '$' });
  });

  it('keeps a command sent before its owner subscribed and hands it to the first handler only', () => {
    const bus = createEventBus();
    bus.emit('onboarding.open', { state: 'signup' });
    bus.emit('onboarding.open', { state: 'login' });

    const firstHandler: string[] = [];
    bus.on('onboarding.open', ({ state }) => firstHandler.push(state));
    const secondHandler: string[] = [];
    bus.on('onboarding.open', ({ state }) => secondHandler.push(state));

    expect(firstHandler).toEqual(['login']);
    expect(secondHandler).toEqual([]);
  });

  it('keeps commands again once every handler has gone', () => {
    const bus = createEventBus();
    const stop = bus.on('chat.open', () => undefined);
    stop();
    stop();
    bus.emit('chat.open', { message: 'Hello' });
    const seen: Array<string | undefined> = [];
    bus.on('chat.open', ({ message }) => seen.push(message));
    expect(seen).toEqual(['Hello']);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus();
    const seen: number[] = [];
    const stop = bus.on('balance.changed', ({ balance }) => seen.push(balance));
    bus.emit('balance.changed', { balance: 1, currencySymbol: '$' });
    stop();
    bus.emit('balance.changed', { balance: 2, currencySymbol: '$' });
    expect(seen).toEqual([1]);
  });

  it('exposes events as observables', () => {
    const bus = createEventBus();
    const seen: boolean[] = [];
    const subscription = bus.observe('game.visibility.changed').subscribe(({ visible }) => seen.push(visible));
    bus.emit('game.visibility.changed', { visible: true });
    subscription.unsubscribe();
    bus.emit('game.visibility.changed', { visible: false });
    expect(seen).toEqual([true]);
  });

  it('gives every caller on the page the same bus, even from another copy of the package', async () => {
    const first = getEventBus();
    let isolatedBus: unknown;
    await jest.isolateModulesAsync(async () => {
      const copy = await import('./event-bus');
      isolatedBus = copy.getEventBus();
    });
    expect(isolatedBus).toBe(first);
  });

  it('reads the major of a contract version', () => {
    expect(contractMajor('2.3.1')).toBe(2);
    // 3: no session token on the bus (docs/decisions/018).
    expect(contractMajor(CONTRACT_VERSION)).toBe(3);
    expect(() => contractMajor('next')).toThrow('Not a contract version: next');
  });
});
