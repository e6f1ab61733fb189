import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithShell } from '../testing/render-with-shell';
import { TOOLTIP_HIDE_MS, Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('shows on focus and hides by itself after 5000 ms', () => {
    jest.useFakeTimers();
    renderWithShell(
      <Tooltip text="Contributes 0.01 USD per spin">
        <button type="button">Jackpot</button>
      </Tooltip>,
    );
    fireEvent.focus(screen.getByRole('button', { name: 'Jackpot' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Contributes 0.01 USD per spin');
    act(() => jest.advanceTimersByTime(TOOLTIP_HIDE_MS - 1));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
