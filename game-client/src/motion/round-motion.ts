import { motionAllowed } from './motion';

/** How a game moves through one round step: nothing here may hold back the provider's answer. */
export interface RoundMotion<T> {
  /** Starts the motion that runs while the provider answers (reels spinning, a wheel turning). */
  start?(): void;
  /** Brings the motion to the provider's result (`startedAt`: when the player pressed); resolves when it rests. */
  land?(result: T, startedAt: number): Promise<void>;
  /** Puts the final state in place: the only step when motion is reduced. */
  show(result: T): void;
  /** The step failed (its message is shown): the view goes back to rest. */
  cancel?(): void;
}

/** However an animation goes wrong, the result is on screen after this long. */
export const LONGEST_LANDING_MS = 4000;

/**
 * Plays a round step with its motion: the motion starts with the request, lands on the provider's
 * result when it arrives, and the final state is shown at once when motion is reduced. Resolves
 * with the provider's answer (null when the step failed), once the player sees it.
 */
export async function playWithMotion<T>(answer: Promise<T | null>, motion: RoundMotion<T>): Promise<T | null> {
  const moving = motionAllowed(), startedAt = performance.now();
  if (moving) motion.start?.();
  const result = await answer;
  if (result === null) {
    if (moving) motion.cancel?.();
    return null;
  }
  if (moving && motion.land) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      motion.land(result, startedAt).catch(() => undefined),
      new Promise<void>((done) => { timer = setTimeout(done, LONGEST_LANDING_MS); }),
    ]);
    clearTimeout(timer);
  }
  motion.show(result);
  return result;
}
