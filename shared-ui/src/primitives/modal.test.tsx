import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../testing/render-with-shell';
import { Modal } from './modal';

describe('Modal', () => {
  it('is a dialog named by its title that closes on Esc and on the close icon', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithShell(
      <Modal title="Log in" onClose={onClose}>
        <p>Welcome back</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Log in' })).toHaveTextContent('Welcome back');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
