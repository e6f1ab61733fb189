/** The player's setting: with `reduce`, the game shows every result at once and moves nothing. */
export const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Motion plays only where the player has not asked for less and the browser animates elements. */
export const motionAllowed = (): boolean => !prefersReducedMotion() && typeof Element.prototype.animate === 'function';

/** Runs one animation (Web Animations: CSP-safe, no inline style) and resolves when it ends or is cancelled. */
export async function run(node: Element, keyframes: Keyframe[], options: KeyframeAnimationOptions): Promise<void> {
  if (!motionAllowed()) return;
  try {
    await node.animate(keyframes, options).finished;
  } catch {
    // Cancelled (the view moved on): nothing left to wait for.
  }
}

/** Waits `ms` only while motion plays; otherwise at once. */
export const pause = (ms: number): Promise<void> =>
  motionAllowed() && ms > 0 ? new Promise((done) => setTimeout(done, ms)) : Promise.resolve();
