import { screen, waitFor } from '@testing-library/dom';
import userEventLib from '@testing-library/user-event';
import { setChildren } from '../dom';
import type { GameContext } from '../game-context';
import { instantAnimations, removeAnimations, setReducedMotion } from '../motion/test-motion';
import { renderPageShell, sampleAnswer, sampleInfo, sampleRound } from '../test-page';
import { type SlotConfig, slotGame } from './slot';

const userEvent = userEventLib.setup({ delay: null });

const config: SlotConfig = {
  reels: 3, rows: 1, lines: [[0, 0, 0]],
  symbols: [{ id: 'H1', label: '7', pays: { 3: 20 } }, { id: 'L1', label: 'A', pays: { 3: 2 } }, { id: 'L2', label: 'K', pays: {} }],
};
const info = sampleInfo({ engine: 'slot', game: { game_code: 'cash-bandits', display_name: 'Cash Bandits', category: 'Slots', sub_category: 'Video' }, config: config as never });
const winning = sampleRound({ engine: 'slot', stake: 0.05, win: 1, outcome: { base: { grid: [['H1', 'H1', 'H1']], lineWins: [{ line: 0, symbol: 'H1', count: 3, pay: 20 }] }, freeSpins: [] } });

function renderSlot(play: GameContext['play']) {
  renderPageShell();
  const say = jest.fn();
  setChildren(document.getElementById('game')!, slotGame({ info, play, say }));
  return { say, cells: () => [...document.querySelectorAll('.reel .cell')].map((cell) => cell.textContent) };
}

describe('slot reels', () => {
  afterEach(removeAnimations);

  it('show the result at once and move nothing when the player prefers reduced motion', async () => {
    setReducedMotion(true);
    const animate = instantAnimations();
    const { say, cells } = renderSlot(jest.fn(async () => sampleAnswer(winning, 100.95)));
    await userEvent.click(screen.getByRole('button', { name: 'SPIN' }));
    await waitFor(() => expect(say).toHaveBeenCalled());
    expect(cells()).toEqual(['7', '7', '7']);
    expect(animate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'SPIN' })).toBeEnabled();
    // The live region states the win in words: the amount, then each line.
    expect(say).toHaveBeenCalledWith('You win $1.00! Line 1: 3 × 7 pays $1.00.');
    expect(document.querySelectorAll('.cell.win')).toHaveLength(3);
  });

  it('spin while the provider answers, stop on its grid, and only then take the next spin', async () => {
    setReducedMotion(false);
    const animate = instantAnimations();
    let answer!: (value: ReturnType<typeof sampleAnswer>) => void;
    const { say, cells } = renderSlot(() => new Promise((done) => { answer = done; }));
    await userEvent.click(screen.getByRole('button', { name: 'SPIN' }));
    // Spinning: every reel loops a strip of symbols, and the spin button waits.
    expect(animate).toHaveBeenCalledTimes(3);
    expect(document.querySelectorAll('.strip.spinning')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'SPIN' })).toBeDisabled();
    answer(sampleAnswer(sampleRound({ engine: 'slot', stake: 0.05, win: 0, outcome: { base: { grid: [['L1', 'L2', 'H1']], lineWins: [] }, freeSpins: [] } }), 99.95));
    await waitFor(() => expect(screen.getByRole('button', { name: 'SPIN' })).toBeEnabled(), { timeout: 3000 });
    expect(cells()).toEqual(['A', 'K', '7']);
    expect(document.querySelectorAll('.strip.spinning')).toHaveLength(0);
    expect(say).toHaveBeenCalledWith('No win');
  });

  it('stop on what they showed when the spin is refused', async () => {
    setReducedMotion(false);
    instantAnimations();
    const { cells } = renderSlot(jest.fn(async () => null));
    const before = cells();
    await userEvent.click(screen.getByRole('button', { name: 'SPIN' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'SPIN' })).toBeEnabled());
    expect(cells()).toEqual(before);
  });
});
