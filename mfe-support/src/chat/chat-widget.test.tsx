import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from 'shared-ui/testing';
import { ChatWidget } from './chat-widget';

describe('ChatWidget', () => {
  it('opens on the chat.open command with the requested message ready to send', async () => {
    const user = userEvent.setup();
    const { bus } = renderWithShell(<ChatWidget />);
    expect(screen.queryByRole('complementary', { name: 'Live chat' })).not.toBeInTheDocument();

    act(() => bus.emit('chat.open', { message: 'I would like my cashback' }));
    expect(screen.getByRole('complementary', { name: 'Live chat' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('I would like my cashback');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('I would like my cashback', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('complementary', { name: 'Live chat' })).not.toBeInTheDocument();
  });

  it('ignores an empty message', async () => {
    const user = userEvent.setup();
    const { bus } = renderWithShell(<ChatWidget />);
    act(() => bus.emit('chat.open', {}));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
