import type { GameSessionBody } from 'shared-contract';

/** What the site put in the frame's address: a game token, or (older launches and demos) a session token and the game. */
export interface Launch {
  token: string | null;
  gameToken: string | null;
  playerId: string | null;
  gameCode: string | null;
  machineId: string | null;
  gameId: string | null;
  /** A round of the token's game to play again from its record (the site's round page), else null. */
  replayRoundId: number | null;
}

/**
 * Reads the launch from the address and takes both tokens out of the address bar (and history)
 * before anything else happens.
 */
export function takeLaunch(location: Pick<Location, 'search' | 'pathname'>, history: Pick<History, 'replaceState'>): Launch {
  const params = new URLSearchParams(location.search);
  const launch: Launch = {
    token: params.get('token'), gameToken: params.get('gameToken'), playerId: params.get('playerId'),
    gameCode: params.get('gameCode'), machineId: params.get('machineId'), gameId: params.get('gameId'),
    replayRoundId: /^[1-9]\d{0,9}$/.test(params.get('replay') ?? '') ? Number(params.get('replay')) : null,
  };
  if (params.has('token') || params.has('gameToken')) {
    params.delete('token');
    params.delete('gameToken');
    const rest = params.toString();
    history.replaceState(null, '', location.pathname + (rest ? '?' + rest : ''));
  }
  return launch;
}

const numberOrUndefined = (value: string | null) => (value ? Number(value) : undefined);

/** The body that opens a game session for a launch without a game token (a demo without a session token). */
export function gameSessionBody(launch: Launch): GameSessionBody {
  return {
    token: launch.token || undefined,
    playerId: numberOrUndefined(launch.playerId),
    gameCode: launch.gameCode || undefined,
    machineId: numberOrUndefined(launch.machineId),
    gameId: numberOrUndefined(launch.gameId),
    demo: !launch.token,
  };
}
