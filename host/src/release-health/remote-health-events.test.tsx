import * as federationRuntime from '@module-federation/enhanced/runtime';
import { act, screen } from '@testing-library/react';
import type { HealthEvent } from 'shared-releases';
import { renderWithShell } from 'shared-ui/testing';
import { REMOTE_TIMEOUT_MS } from '../remotes/import-exposed';
import { RemoteModule } from '../remotes/remote-module';
import { connectHealthSink, resetHealthEvents } from './health-events';

jest.mock('../remotes/release-registry', () => ({
  loadReleaseRegistry: async () => ({
    'mfe-lobby': { available: true, version: '1.1.0-canary00', channel: 'canary', entry: '/releases/mfe-lobby/1.1.0-canary00/mf-manifest.json' },
    'mfe-support': { available: true, version: '1.0.0-stable00', channel: 'stable', entry: '/releases/mfe-support/1.0.0-stable00/mf-manifest.json' },
    'mfe-promotions': { available: true, version: '2.0.0-broken00', channel: 'preview', entry: '/releases/mfe-promotions/2.0.0-broken00/mf-manifest.json' },
  }),
}));

// The Jest stand-in for the federation runtime (tooling/jest/federation-runtime-mock.cjs).
const federation = federationRuntime as unknown as { __setRemoteModule: (id: string, value: unknown) => void; __reset: () => void };

/** A rejected load that is handled (the runtime mock hands it to the loader, which handles it). */
const failing = (error: Error) => {
  const rejected = Promise.reject(error);
  rejected.catch(() => undefined);
  return rejected;
};

describe('the health events of remotes', () => {
  let events: HealthEvent[];
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  beforeEach(() => {
    federation.__reset();
    resetHealthEvents();
    events = [];
    connectHealthSink((event) => events.push(event));
  });

  it('reports a failed load with its stage and version, and no render error for it', async () => {
    federation.__setRemoteModule(
      'mfe_support/ChatWidget',
      failing(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME_008 args: {"resourceUrl":"/releases/mfe-support/1.0.0-stable00/remoteEntry.js"}')),
    );
    renderWithShell(<RemoteModule remote="mfe-support" exposed="ChatWidget" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Live chat is unavailable right now.');
    expect(events).toEqual([{ kind: 'load-failure', stage: 'entry', remote: 'mfe-support', version: '1.0.0-stable00' }]);
  });

  it('reports a load once per remote and page load', async () => {
    federation.__setRemoteModule('mfe_lobby/LobbyPage', { LobbyPage: () => <h1>Games</h1> });
    federation.__setRemoteModule('mfe_lobby/GamePage', { GamePage: () => <h1>Game</h1> });
    renderWithShell(<RemoteModule remote="mfe-lobby" exposed="LobbyPage" />);
    expect(await screen.findByRole('heading', { name: 'Games' })).toBeInTheDocument();
    renderWithShell(<RemoteModule remote="mfe-lobby" exposed="GamePage" />);
    expect(await screen.findByRole('heading', { name: 'Game' })).toBeInTheDocument();
    expect(events).toEqual([{ kind: 'load', remote: 'mfe-lobby', version: '1.1.0-canary00' }]);
  });

  it('reports a render error caught by the boundary against the version that rendered', async () => {
    federation.__setRemoteModule('mfe_promotions/PromotionsPage', {
      PromotionsPage: () => {
        throw new Error('broken release');
      },
    });
    renderWithShell(<RemoteModule remote="mfe-promotions" exposed="PromotionsPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('unavailable right now');
    await act(async () => {
      await Promise.resolve();
    });
    expect(events).toContainEqual({ kind: 'render-error', remote: 'mfe-promotions', version: '2.0.0-broken00' });
    expect(events.filter((event) => event.kind === 'render-error')).toHaveLength(1);
    expect(events.some((event) => event.kind === 'load-failure')).toBe(false);
  });

  it('reports a load that does not answer in time as failed where it stalled', async () => {
    jest.useFakeTimers();
    try {
      federation.__setRemoteModule('mfe_support/EmailOptOutDialog', new Promise(() => undefined));
      renderWithShell(<RemoteModule remote="mfe-support" exposed="EmailOptOutDialog" />);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS + 100);
      });
      expect(screen.getByRole('alert')).toBeInTheDocument();
      // jsdom receives no files: the manifest is where it stalled.
      expect(events).toEqual([{ kind: 'load-failure', stage: 'manifest', remote: 'mfe-support', version: '1.0.0-stable00' }]);
    } finally {
      jest.useRealTimers();
    }
  });

  describe('a player who leaves', () => {
    /** A load the test settles itself, as the browser would. */
    function pendingLoad(id: string) {
      let settle: { resolve: (value: unknown) => void; reject: (error: Error) => void } | undefined;
      const loading = new Promise((resolve, reject) => {
        settle = { resolve, reject };
      });
      loading.catch(() => undefined);
      federation.__setRemoteModule(id, loading);
      return settle!;
    }
    const setVisibility = (state: DocumentVisibilityState) => Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    /** The page shown again (restored from the back-forward cache), as every test starts. */
    const showPageAgain = () => {
      setVisibility('visible');
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    };
    afterEach(showPageAgain);

    it('is not counted as a failure: a load the browser cancels after the page was left is not reported', async () => {
      const load = pendingLoad('mfe_support/ChatWidget');
      renderWithShell(<RemoteModule remote="mfe-support" exposed="ChatWidget" />);
      await act(async () => {
        window.dispatchEvent(new Event('pagehide'));
        // What Chromium does next: every request of the page left fails as a network error.
        load.reject(new TypeError('Failed to fetch'));
        await Promise.resolve();
      });
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(events).toEqual([]);
    });

    it('is not counted at all: a load that settles on a hidden page is neither a failure nor a load', async () => {
      const failed = pendingLoad('mfe_support/ChatWidget');
      const loaded = pendingLoad('mfe_lobby/LobbyPage');
      renderWithShell(<RemoteModule remote="mfe-support" exposed="ChatWidget" />);
      renderWithShell(<RemoteModule remote="mfe-lobby" exposed="LobbyPage" />);
      setVisibility('hidden');
      await act(async () => {
        failed.reject(new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME_003'));
        loaded.resolve({ LobbyPage: () => <h1>Games</h1> });
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(events).toEqual([]);
    });

    it('still counts a failure seen on the page before the player left, with its stage', async () => {
      const load = pendingLoad('mfe_support/ChatWidget');
      renderWithShell(<RemoteModule remote="mfe-support" exposed="ChatWidget" />);
      await act(async () => {
        load.reject(new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME_003'));
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(await screen.findByRole('alert')).toHaveTextContent('Live chat is unavailable right now.');
      window.dispatchEvent(new Event('pagehide'));
      expect(events).toEqual([{ kind: 'load-failure', stage: 'manifest', remote: 'mfe-support', version: '1.0.0-stable00' }]);
    });
  });
});
