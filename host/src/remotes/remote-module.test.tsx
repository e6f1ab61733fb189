import * as federationRuntime from '@module-federation/enhanced/runtime';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useBusEvent } from 'shared-ui';
import { renderWithShell } from 'shared-ui/testing';
import { REMOTE_TIMEOUT_MS } from './import-exposed';
import { RemoteModule } from './remote-module';

jest.mock('./release-registry', () => ({
  loadReleaseRegistry: async () => ({
    'mfe-lobby': { available: true, version: '1.0.0-test', entry: '/releases/mfe-lobby/1.0.0-test/mf-manifest.json' },
    'mfe-support': { available: true, version: '1.0.0-test', entry: '/releases/mfe-support/1.0.0-test/mf-manifest.json' },
    'mfe-cashier': { available: false, reason: 'contract', contractVersion: '2.0.0' },
  }),
}));

// The Jest stand-in for the federation runtime (tooling/jest/federation-runtime-mock.cjs).
const federation = federationRuntime as unknown as {
  __setRemoteModule: (id: string, value: unknown) => void;
  __reset: () => void;
};

function ChatWidget() {
  const [message, setMessage] = useState<string | null>(null);
  useBusEvent('chat.open', ({ message: text }) => setMessage(text ?? 'opened'));
  return message ? <p>Chat: {message}</p> : null;
}

describe('RemoteModule', () => {
  beforeEach(() => federation.__reset());
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('renders the exposed component of the remote', async () => {
    federation.__setRemoteModule('mfe_lobby/LobbyPage', { LobbyPage: () => <h1>Games</h1> });
    renderWithShell(<RemoteModule remote="mfe-lobby" exposed="LobbyPage" />);
    expect(await screen.findByRole('heading', { name: 'Games' })).toBeInTheDocument();
  });

  it('shows a fallback when the remote cannot load, and loads it on Try again', async () => {
    const user = userEvent.setup();
    renderWithShell(<RemoteModule remote="mfe-lobby" exposed="LobbyPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The games lobby is unavailable right now.');

    federation.__setRemoteModule('mfe_lobby/LobbyPage', { LobbyPage: () => <h1>Games</h1> });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Games' })).toBeInTheDocument();
  });

  it('starts afresh when the same mount switches to another remote after a failure', async () => {
    federation.__setRemoteModule('mfe_support/ChatWidget', { ChatWidget: () => <h1>Chat</h1> });
    const { rerender } = renderWithShell(<RemoteModule remote="mfe-lobby" exposed="LobbyPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The games lobby is unavailable right now.');
    rerender(<RemoteModule remote="mfe-support" exposed="ChatWidget" />);
    expect(await screen.findByRole('heading', { name: 'Chat' })).toBeInTheDocument();
  });

  it('shows the fallback when a remote stalls, once REMOTE_TIMEOUT_MS (under the 5 s target) has passed', async () => {
    jest.useFakeTimers();
    try {
      federation.__setRemoteModule('mfe_lobby/LobbyPage', new Promise(() => undefined));
      renderWithShell(<RemoteModule remote="mfe-lobby" exposed="LobbyPage" />);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS - 100);
      });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(200);
      });
      expect(screen.getByRole('alert')).toHaveTextContent('The games lobby is unavailable right now.');
      expect(REMOTE_TIMEOUT_MS).toBeLessThan(5000);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the fallback when the remote throws while rendering', async () => {
    federation.__setRemoteModule('mfe_lobby/GamePage', {
      GamePage: () => {
        throw new Error('broken release');
      },
    });
    renderWithShell(<RemoteModule remote="mfe-lobby" exposed="GamePage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The games lobby is unavailable right now.');
  });

  it('refuses a remote built for another event contract', async () => {
    federation.__setRemoteModule('mfe_cashier/CashierPage', { CashierPage: () => <h1>Cashier</h1> });
    renderWithShell(<RemoteModule remote="mfe-cashier" exposed="CashierPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The cashier is unavailable right now.');
    expect(screen.queryByRole('heading', { name: 'Cashier' })).not.toBeInTheDocument();
  });

  it('answers the commands of a failed overlay, and hands the command over once the retry loads it', async () => {
    const user = userEvent.setup();
    const { bus } = renderWithShell(<RemoteModule remote="mfe-support" exposed="ChatWidget" overlayCommands={['chat.open']} />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => bus.emit('chat.open', { message: 'Help with a deposit' }));
    expect(await screen.findByRole('dialog', { name: 'Sorry' })).toHaveTextContent('Live chat is unavailable right now.');

    federation.__setRemoteModule('mfe_support/ChatWidget', { ChatWidget });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Chat: Help with a deposit')).toBeInTheDocument();
  });
});
