/**
 * Calls `then` once, at the first event of `types` anywhere in `root` (seen as it goes down, so no
 * control can stop it) that `accepts`, and stops listening. Returns the function that stops early.
 */
export function onFirstEvent(root: Document, types: ReadonlyArray<string>, accepts: (event: Event) => boolean, then: () => void): () => void {
  const listener = (event: Event) => {
    if (!accepts(event)) return;
    stop();
    then();
  };
  const stop = () => types.forEach((type) => root.removeEventListener(type, listener, true));
  types.forEach((type) => root.addEventListener(type, listener, { capture: true, passive: true }));
  return stop;
}
