import { screen, waitFor } from '@testing-library/dom';
import { setChildren } from './dom';
import { rouletteGame } from './games/roulette';
import { createReplayContext, replayTitle, runReplay } from './replay';
import { renderPageShell, sampleInfo, sampleRound } from './test-page';

describe('a recorded round played again', () => {
  beforeEach(renderPageShell);

  it('lands the ball in the recorded pocket, shows the balance before then after, and stakes nothing', async () => {
    const round = sampleRound({ id: 812, stake: 5, win: 180, balance_before: 40, balance_after: 215, outcome: { label: '23', color: 'red' } });
    const context = createReplayContext(sampleInfo({ balance: 999 }), round);
    expect(screen.getByText('$40.00')).toBeInTheDocument();
    const game = document.getElementById('game')!;
    setChildren(game, rouletteGame(context));
    await runReplay(game, 'roulette', context);
    await waitFor(() => expect(screen.getByLabelText('Result')).toHaveTextContent('23'));
    expect(screen.getByText('$215.00')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('23 red — you get $180.00');
    expect(context.steps).toBe(1);
    expect(context.info.open_round).toBeNull();
  });

  it('names the game and the round in its title', () => {
    expect(replayTitle(sampleInfo(), sampleRound({ id: 9 }))).toBe('European Roulette: replay of round 9');
  });

  it('deals a video poker round\'s first five cards, then draws its recorded hand', async () => {
    const round = sampleRound({
      engine: 'video-poker', stake: 1, win: 0, balance_before: 10, balance_after: 9,
      outcome: { dealt: ['2♠', '7♥', 'K♦', 'K♣', '9♠'], held: [false, false, true, true, false], hands: [{ cards: ['A♠', '3♥', 'K♦', 'K♣', '4♠'], hand: 'Jacks or Better', pays: 1 }] },
    });
    const context = createReplayContext(sampleInfo({ engine: 'video-poker' }), round);
    const dealt = await context.play({ action: 'deal', bet: '1.00' });
    expect(dealt?.round.status).toBe('open');
    expect(dealt?.round.outcome).toMatchObject({ dealt: ['2♠', '7♥', 'K♦', 'K♣', '9♠'], hands: null });
    expect(screen.getByText('$9.00')).toBeInTheDocument();
    const drawn = await context.play({ action: 'draw', held: [false, false, true, true, false] });
    expect(drawn?.round).toBe(round);
  });
});
