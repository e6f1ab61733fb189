import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from 'shared-ui/testing';
import { MaintenanceDialog } from './maintenance-dialog';

describe('MaintenanceDialog', () => {
  it('shows the maintenance message on maintenance.show and closes with CLOSE', async () => {
    const user = userEvent.setup();
    const { bus } = renderWithShell(<MaintenanceDialog />);
    act(() => bus.emit('maintenance.show', {}));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Sorry, the product is currently undergoing maintenance. Please try again later.',
    );
    await user.click(screen.getByRole('button', { name: 'CLOSE' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
