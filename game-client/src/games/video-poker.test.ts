import { screen } from '@testing-library/dom';
import userEventLib from '@testing-library/user-event';
import { setChildren } from '../dom';
import { renderPageShell, sampleAnswer, sampleInfo, sampleRound } from '../test-page';
import { videoPokerGame } from './video-poker';

// No pause between steps: these views have no timers of their own.
const userEvent = userEventLib.setup({ delay: null });

const info = sampleInfo({ engine: 'video-poker', config: { hands: 1, paytable: { name: 'Jacks or Better 9/6', lines: [] } } });

describe('video poker', () => {
  it('deals, holds the chosen cards and draws them', async () => {
    renderPageShell();
    const dealt = ['A♠', 'A♥', '7♣', '4♦', '9♠'];
    const play = jest.fn()
      .mockResolvedValueOnce(sampleAnswer(sampleRound({ engine: 'video-poker', status: 'open', outcome: { dealt, hint: [true, true, false, false, false] } }), 99))
      .mockResolvedValueOnce(sampleAnswer(sampleRound({ engine: 'video-poker', win: 1, outcome: { dealt, hands: [{ cards: ['A♠', 'A♥', 'K♣', '2♦', '3♠'], hand: 'Jacks or Better' }], wins: { 'Jacks or Better': 1 } } }), 100));
    const say = jest.fn();
    setChildren(document.getElementById('game')!, videoPokerGame({ info, play, say }));
    await userEvent.click(screen.getByRole('button', { name: 'DEAL' }));
    expect(say).toHaveBeenCalledWith('Hold cards, then draw');
    await userEvent.click(screen.getByRole('button', { name: 'Hint' }));
    const aceOfHearts = screen.getByRole('button', { name: /A♥/ });
    expect(aceOfHearts).toHaveAttribute('aria-pressed', 'true');
    expect(aceOfHearts).toHaveTextContent('HELD');
    await userEvent.click(screen.getByRole('button', { name: 'DRAW' }));
    expect(play).toHaveBeenLastCalledWith({ action: 'draw', held: [true, true, false, false, false] });
    expect(say).toHaveBeenLastCalledWith('You win $1.00 — 1× Jacks or Better');
    expect(screen.getByRole('button', { name: 'DEAL' })).toBeEnabled();
  });
});
