import { LONGEST_LANDING_MS, playWithMotion } from './round-motion';
import { instantAnimations, removeAnimations, setReducedMotion } from './test-motion';

const motion = () => {
  const steps: string[] = [];
  return {
    steps,
    start: jest.fn(() => steps.push('start')),
    land: jest.fn(async (result: string) => {
      steps.push('land ' + result);
    }),
    show: jest.fn((result: string) => steps.push('show ' + result)),
    cancel: jest.fn(() => steps.push('cancel')),
  };
};

describe('a round step with its motion', () => {
  beforeEach(() => instantAnimations());
  afterEach(() => {
    removeAnimations();
    jest.useRealTimers();
  });

  it('starts moving with the request, lands on the provider’s answer, shows it and resolves with it', async () => {
    setReducedMotion(false);
    const m = motion();
    let answer!: (value: string) => void;
    const pending = playWithMotion(new Promise<string | null>((done) => { answer = done; }), m);
    // The motion runs while the provider answers; nothing is shown before the answer.
    expect(m.steps).toEqual(['start']);
    answer('7 red');
    await expect(pending).resolves.toBe('7 red');
    expect(m.steps).toEqual(['start', 'land 7 red', 'show 7 red']);
    expect(m.land).toHaveBeenCalledWith('7 red', expect.any(Number));
  });

  it('shows the result at once, without motion, when the player prefers reduced motion', async () => {
    setReducedMotion(true);
    const m = motion();
    await expect(playWithMotion(Promise.resolve('7 red'), m)).resolves.toBe('7 red');
    expect(m.steps).toEqual(['show 7 red']);
  });

  it('stops the motion and shows nothing when the step fails', async () => {
    setReducedMotion(false);
    const m = motion();
    await expect(playWithMotion(Promise.resolve(null), m)).resolves.toBeNull();
    expect(m.steps).toEqual(['start', 'cancel']);
  });

  it('shows the result even when an animation never ends', async () => {
    setReducedMotion(false);
    jest.useFakeTimers();
    const show = jest.fn();
    const pending = playWithMotion(Promise.resolve('win'), { land: () => new Promise<void>(() => undefined), show });
    await jest.advanceTimersByTimeAsync(LONGEST_LANDING_MS);
    await expect(pending).resolves.toBe('win');
    expect(show).toHaveBeenCalledWith('win');
  });
});
