import { QueryClient } from '@tanstack/react-query';
import { createEventBus } from 'shared-events';
import { connectToBus, getQueryClient, resetServerState } from './query-client';
import { playerQueryKey, publicQueryKey } from './query-keys';

const jane = { playerId: 7, sessionKey: 'a' };

function setUp() {
  const bus = createEventBus();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const disconnect = connectToBus(client, bus);
  return { bus, client, disconnect };
}

describe('the server-state client', () => {
  afterEach(() => resetServerState());

  it('drops every answer of another session when the session changes, and keeps what every visitor reads', () => {
    const { bus, client } = setUp();
    client.setQueryData(playerQueryKey(jane, 'player-data'), { first_deposit: false });
    client.setQueryData(publicQueryKey('games-file', 'desktop'), ['a game']);
    bus.emit('session.changed', { status: 'authenticated', player: { login: 'jane', ...jane } });
    expect(client.getQueryData(playerQueryKey(jane, 'player-data'))).toEqual({ first_deposit: false });
    bus.emit('session.changed', { status: 'authenticated', player: { login: 'jane', playerId: 7, sessionKey: 'b' } });
    expect(client.getQueryData(playerQueryKey(jane, 'player-data'))).toBeUndefined();
    expect(client.getQueryData(publicQueryKey('games-file', 'desktop'))).toEqual(['a game']);
  });

  it('reads a shown answer again after a fact it names, and leaves the others', async () => {
    const { bus, client } = setUp();
    const reads = { deposit: 0, other: 0 };
    const watch = (name: keyof typeof reads, refreshOn: Array<'balance.changed' | 'coupon.changed'>) =>
      client.fetchQuery({ queryKey: playerQueryKey(jane, name), queryFn: () => ++reads[name], meta: { refreshOn }, staleTime: Infinity });
    await watch('deposit', ['balance.changed']);
    await watch('other', ['coupon.changed']);
    bus.emit('balance.changed', { balance: 20, currencySymbol: '$' });
    expect(client.getQueryState(playerQueryKey(jane, 'deposit'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(playerQueryKey(jane, 'other'))?.isInvalidated).toBe(false);
  });

  it('is one client per page, connected to the page bus', () => {
    expect(getQueryClient()).toBe(getQueryClient());
    const first = getQueryClient();
    resetServerState();
    expect(getQueryClient()).not.toBe(first);
  });
});
