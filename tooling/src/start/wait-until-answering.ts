/**
 * Waits until `url` answers 2xx: `failed` names a reason to give up early (a process that exited),
 * checked before every try.
 */
export async function waitUntilAnswering(url: string, failed: () => string | null, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const failure = failed();
    if (failure) throw new Error(failure);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Nothing answered on ${url} within ${timeoutMs / 1000} s.`);
}
