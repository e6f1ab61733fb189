import { screen } from '@testing-library/dom';
import { gameApi, type GameApi } from './api';
import { createPlaySession } from './game-context';
import { renderPageShell, sampleAnswer, sampleInfo, sampleRound } from './test-page';

const apiAnswering = (play: GameApi['play']): GameApi => ({ play, info: jest.fn(), rounds: jest.fn(), round: jest.fn() });

describe('a play session', () => {
  beforeEach(renderPageShell);

  it('shows the balance after a settled round and tells the site', async () => {
    const site = { postBalance: jest.fn() };
    const session = createPlaySession(apiAnswering(async () => sampleAnswer(sampleRound(), 99)), sampleInfo(), site);
    await session.play({ action: 'bet', bets: [{ kind: 'red', amount: '1.00' }] });
    expect(screen.getByText('$99.00')).toBeInTheDocument();
    expect(site.postBalance).toHaveBeenCalledWith(99, '$');
  });

  it('does not tell the site while a round is open, nor ever in a demo', async () => {
    const site = { postBalance: jest.fn() };
    const open = createPlaySession(apiAnswering(async () => sampleAnswer(sampleRound({ status: 'open' }), 98)), sampleInfo(), site);
    await open.play({ action: 'deal', bet: '1.00' });
    const demo = createPlaySession(apiAnswering(async () => sampleAnswer(sampleRound(), 990)), sampleInfo({ demo: true }), site);
    await demo.play({ action: 'spin', bet: '1.00' });
    expect(site.postBalance).not.toHaveBeenCalled();
  });

  it('shows the player the max bet refusal of a bonus in play, as the game server words it, and keeps the balance', async () => {
    const refusal = 'The maximum bet while your bonus is in play is $5.00.';
    // The game server's answer as fetch gives it (jsdom has no Response).
    const fetcher = jest.fn(async () => ({ ok: false, status: 400, json: async () => ({ errorMessage: refusal }) }));
    const site = { postBalance: jest.fn() };
    const session = createPlaySession(gameApi('game-token', fetcher as unknown as typeof fetch), sampleInfo({ balance: 600 }), site);
    session.setBalance(600);
    expect(await session.play({ action: 'spin', bet: '100.00' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(refusal);
    expect(screen.getByRole('status')).toHaveClass('error');
    expect(screen.getByText('$600.00')).toBeInTheDocument();
    expect(site.postBalance).not.toHaveBeenCalled();
  });

  it('shows the game server’s message when a step fails, and plays one step at a time', async () => {
    let finish: (value: ReturnType<typeof sampleAnswer>) => void = () => undefined;
    const play = jest.fn()
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(new Error('Insufficient funds'));
    const session = createPlaySession(apiAnswering(play), sampleInfo(), { postBalance: jest.fn() });
    const first = session.play({ action: 'spin', bet: '1.00' });
    expect(await session.play({ action: 'spin', bet: '1.00' })).toBeNull();
    finish(sampleAnswer(sampleRound(), 99));
    await first;
    expect(await session.play({ action: 'spin', bet: '1.00' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Insufficient funds');
    expect(screen.getByRole('status')).toHaveClass('error');
    expect(play).toHaveBeenCalledTimes(2);
  });
});
