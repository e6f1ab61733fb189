import type { PlayerIdentity } from 'shared-events';
import { STORAGE_KEYS } from './persisted';
import { createSessionGate, persistedOptIn, sharedInstance } from './player-store';

const player = (playerId: number, sessionToken: string) => ({ playerId, sessionToken }) as PlayerIdentity;

describe('the per-player store helper', () => {
  it('loads once per session and drops an earlier session’s answer', () => {
    const gate = createSessionGate();
    const first = gate.begin(player(1, 'a'));
    expect(first).toMatchObject({ sessionToken: 'a' });
    expect(gate.begin(player(1, 'a'))).toBeNull();
    const second = gate.begin(player(2, 'b'));
    expect(first?.isCurrent()).toBe(false);
    expect(second?.isCurrent()).toBe(true);
    expect(gate.begin(null)).toMatchObject({ sessionToken: null });
    gate.reset();
    expect(gate.begin(null)).not.toBeNull();
  });

  it('remembers an opt-in for its player only', () => {
    const saved = persistedOptIn(STORAGE_KEYS.quickPlay);
    saved.write(7, true);
    expect(saved.read(7)).toBe(true);
    expect(saved.read(8)).toBe(false);
    localStorage.setItem(STORAGE_KEYS.quickPlay, '{"playerId":"7","optedIn":true}');
    expect(saved.read(7)).toBe(false);
  });

  it('keeps one instance until reset', () => {
    const shared = sharedInstance(() => ({}));
    const first = shared.get();
    expect(shared.get()).toBe(first);
    shared.reset();
    expect(shared.get()).not.toBe(first);
  });

  it('makes the page\'s instance when first asked for, with what `first` gives then', () => {
    const made: number[] = [];
    let amount = 1;
    const shared = sharedInstance((value: number) => { made.push(value); return { value }; }, () => [amount] as const);
    expect(made).toEqual([]);
    amount = 2;
    expect(shared.get().value).toBe(2);
    expect(shared.get().value).toBe(2);
    expect(made).toEqual([2]);
    shared.reset(3);
    expect(shared.get().value).toBe(3);
  });
});
