import { screen } from '@testing-library/dom';
import userEventLib from '@testing-library/user-event';
import type { PlayBody } from 'shared-contract';
import { setChildren } from '../dom';
import type { GameContext } from '../game-context';
import { renderPageShell, sampleAnswer, sampleInfo, sampleRound } from '../test-page';
import { rouletteGame } from './roulette';

// No pause between steps: these views have no timers of their own.
const userEvent = userEventLib.setup({ delay: null });

function renderRoulette(play: (body: PlayBody) => ReturnType<GameContext['play']>) {
  renderPageShell();
  const say = jest.fn();
  setChildren(document.getElementById('game')!, rouletteGame({ info: sampleInfo(), play, say }));
  return { say };
}

describe('roulette', () => {
  it('asks for a bet before spinning an empty table', async () => {
    const play = jest.fn();
    const { say } = renderRoulette(play);
    await userEvent.click(screen.getByRole('button', { name: 'SPIN' }));
    expect(say).toHaveBeenCalledWith('Place a bet on the table first', true);
    expect(play).not.toHaveBeenCalled();
  });

  it('adds chips up per spot, sends them as bets, shows the pocket and clears the table', async () => {
    const play = jest.fn(async () => sampleAnswer(sampleRound({ win: 2, outcome: { label: '7', color: 'red' } }), 101));
    const { say } = renderRoulette(play);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Chip' }), '$1.00');
    await userEvent.click(screen.getByRole('button', { name: 'RED' }));
    await userEvent.click(screen.getByRole('button', { name: /^RED/ }));
    await userEvent.click(screen.getByRole('button', { name: '17' }));
    expect(screen.getByText('Bets $3.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'SPIN' }));
    expect(play).toHaveBeenCalledWith({ action: 'bet', bets: [{ kind: 'red', value: undefined, amount: '2.00' }, { kind: 'straight', value: 17, amount: '1.00' }] });
    expect(screen.getByLabelText('Result')).toHaveTextContent('7');
    expect(say).toHaveBeenCalledWith('7 red — you get $2.00');
    expect(screen.getByText('Bets $0.00')).toBeInTheDocument();
  });

  it('brings the wheel into view as it spins when the table has scrolled it away (a phone)', async () => {
    const play = jest.fn(async () => sampleAnswer(sampleRound({ win: 0, outcome: { label: '0', color: 'green' } }), 100));
    renderRoulette(play);
    const wheel = screen.getByRole('img', { name: 'Roulette wheel' }).parentElement!;
    const scrolled: ScrollIntoViewOptions[] = [];
    wheel.scrollIntoView = (options) => void scrolled.push(options as ScrollIntoViewOptions);
    wheel.getBoundingClientRect = () => ({ top: -240, bottom: -40 }) as DOMRect;
    await userEvent.click(screen.getByRole('button', { name: 'RED' }));
    await userEvent.click(screen.getByRole('button', { name: 'SPIN' }));
    expect(scrolled).toEqual([expect.objectContaining({ block: 'center' })]);
    // In view already: the page stays where the player has it.
    wheel.getBoundingClientRect = () => ({ top: 80, bottom: 280 }) as DOMRect;
    await userEvent.click(screen.getByRole('button', { name: 'RED' }));
    await userEvent.click(screen.getByRole('button', { name: 'SPIN' }));
    expect(scrolled).toHaveLength(1);
  });

  it('has a 00 pocket only on an American wheel', () => {
    renderRoulette(jest.fn());
    expect(screen.queryByRole('button', { name: '00' })).not.toBeInTheDocument();
  });
});
