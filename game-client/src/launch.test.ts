import { gameSessionBody, takeLaunch } from './launch';

const at = (search: string) => {
  const replaceState = jest.fn();
  const launch = takeLaunch({ search, pathname: '/games/client' }, { replaceState });
  return { launch, replaceState };
};

describe('takeLaunch', () => {
  it('takes the game token out of the address, keeping the rest', () => {
    const { launch, replaceState } = at('?gameToken=g-secret&gameCode=blackjack');
    expect(launch.gameToken).toBe('g-secret');
    expect(replaceState).toHaveBeenCalledWith(null, '', '/games/client?gameCode=blackjack');
  });

  it('takes a session token out of the address too, leaving a bare path when nothing else was there', () => {
    const { launch, replaceState } = at('?token=s-secret');
    expect(launch.token).toBe('s-secret');
    expect(replaceState).toHaveBeenCalledWith(null, '', '/games/client');
  });

  it('leaves a demo launch address alone', () => {
    const { launch, replaceState } = at('?gameCode=cash-bandits');
    expect(launch).toMatchObject({ token: null, gameToken: null, gameCode: 'cash-bandits' });
    expect(replaceState).not.toHaveBeenCalled();
  });
});

describe('a replay launch', () => {
  it('reads the round to play again, and only a whole positive id', () => {
    expect(at('?gameToken=g&replay=812').launch.replayRoundId).toBe(812);
    expect(at('?gameToken=g&replay=0').launch.replayRoundId).toBeNull();
    expect(at('?gameToken=g&replay=1e3').launch.replayRoundId).toBeNull();
    expect(at('?gameToken=g').launch.replayRoundId).toBeNull();
  });
});

describe('gameSessionBody', () => {
  it('asks for a demo without a session token, with the game named by code', () => {
    expect(gameSessionBody(at('?gameCode=war').launch)).toEqual({
      token: undefined, playerId: undefined, gameCode: 'war', machineId: undefined, gameId: undefined, demo: true,
    });
  });

  it('asks for a real-money session with a session token, ids as numbers', () => {
    expect(gameSessionBody(at('?token=s&playerId=7&machineId=12&gameId=3').launch)).toMatchObject({
      token: 's', playerId: 7, machineId: 12, gameId: 3, demo: false,
    });
  });
});
