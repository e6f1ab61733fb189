import { screen } from '@testing-library/dom';
import userEventLib from '@testing-library/user-event';
import { recallContent } from './recall';
import { sampleRound } from './test-page';

const userEvent = userEventLib.setup({ delay: null });

describe('the game\'s round history', () => {
  it('opens the site\'s page of a round the player picks', async () => {
    const opened: number[] = [];
    document.body.replaceChildren(recallContent([sampleRound({ id: 812 }), sampleRound({ id: 811 })], (roundId) => opened.push(roundId)));
    await userEvent.click(screen.getByRole('button', { name: 'Open round 811' }));
    expect(opened).toEqual([811]);
  });

  it('shows plain round numbers where no site can open them (a demo)', () => {
    document.body.replaceChildren(recallContent([sampleRound({ id: 812 })]));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '812' })).toBeInTheDocument();
  });
});
