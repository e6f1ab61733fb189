import { resetServerState } from 'shared-server-state';

/** Every test starts as a fresh page: no stored lists, no cached answers. */
export function resetLobby(): void {
  // (Tests of the server's render run without a browser's storage.)
  if (typeof localStorage !== 'undefined') localStorage.clear();
  resetServerState();
}
