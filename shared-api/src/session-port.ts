/**
 * Where the provider client gets the session token from. The host sets it once at boot from its
 * session store; a remote's standalone shell and tests set their own. Until then no token is sent.
 */
export interface SessionPort {
  /** The live session's token, or undefined for a visitor. */
  sessionToken(): string | undefined;
}

const noSession: SessionPort = { sessionToken: () => undefined };
let current: SessionPort = noSession;

/** Installs the page's session port (the host at boot, a standalone shell, a test). */
export function provideSession(port: SessionPort): void {
  current = port;
}

/** The installed session port. */
export function sessionPort(): SessionPort {
  return current;
}

/** Back to no session (tests). */
export function resetSessionPort(): void {
  current = noSession;
}
