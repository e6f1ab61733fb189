import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeProvider } from 'shared-api/testing';
import { marketingEndpoints } from 'shared-contract';
import { renderWithShell } from 'shared-ui/testing';
import { EmailOptOutDialog } from './email-opt-out-dialog';

describe('EmailOptOutDialog', () => {
  it('unsubscribes the link’s subscriber and confirms', async () => {
    const user = userEvent.setup();
    const provider = installFakeProvider().on(marketingEndpoints.unsubscribe, () => ({ message: 'You have been unsubscribed from marketing emails.' }));
    const { bus } = renderWithShell(<EmailOptOutDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => bus.emit('email.optout.open', { userHash: 'hash-123' }));
    expect(screen.getByRole('dialog', { name: 'Email preferences' })).toHaveTextContent('Unsubscribing you from marketing emails');
    expect(await screen.findByText('You have been unsubscribed from marketing emails.')).toBeInTheDocument();
    expect(provider.requests(marketingEndpoints.unsubscribe).map((request) => request.params)).toEqual([{ id: 'hash-123' }]);

    await user.click(screen.getByRole('button', { name: 'CLOSE' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says what went wrong and tries again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    installFakeProvider().on(marketingEndpoints.unsubscribe, () => {
      calls += 1;
      return calls === 1 ? fail(500, 'Sorry, Something went wrong. Please try again later.') : { message: 'You have been unsubscribed from marketing emails.' };
    });
    const { bus } = renderWithShell(<EmailOptOutDialog />);
    act(() => bus.emit('email.optout.open', { userHash: 'hash-123' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not unsubscribe you: Sorry, Something went wrong. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    expect(await screen.findByText('You have been unsubscribed from marketing emails.')).toBeInTheDocument();
  });
});
