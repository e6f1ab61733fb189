import * as federationRuntime from '@module-federation/enhanced/runtime';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FirstScreenContexts } from 'shared-ui/first-screen';
import { loadFirstScreenRemote } from './first-screen-remote';
import { RemoteModule } from './remote-module';

jest.mock('./release-registry', () => ({
  loadReleaseRegistry: async () => ({
    'mfe-lobby': { available: true, version: '1.0.0-test', entry: '/releases/mfe-lobby/1.0.0-test/mf-manifest.json' },
    'mfe-promotions': { available: true, version: '1.0.0-test', entry: '/releases/mfe-promotions/1.0.0-test/mf-manifest.json' },
  }),
}));

// The Jest stand-in for the federation runtime (tooling/jest/federation-runtime-mock.cjs).
const federation = federationRuntime as unknown as { __setRemoteModule: (id: string, value: unknown) => void; __reset: () => void };

const lobbyRoute = (
  <FirstScreenContexts path="/lobby/games/">
    <RemoteModule remote="mfe-lobby" exposed="LobbyPage" placeholder={<p>Loading games</p>} />
  </FirstScreenContexts>
);

/** A page as the site server sends it: the slot marked with the release its first screen came from. */
function pageWithSlot(release: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = `<div data-remote-page="mfe-lobby/LobbyPage" data-first-screen="${release}"></div>`;
  document.body.append(container);
  return container;
}

describe('a first screen rendered by the site server', () => {
  beforeEach(() => federation.__reset());
  afterEach(() => document.body.replaceChildren());

  it('is hydrated with the same release’s page: the placeholder never shows, and the slot says when the page answers', async () => {
    federation.__setRemoteModule('mfe_lobby/LobbyPage', { LobbyPage: () => <h1>Games of the release</h1> });
    const container = pageWithSlot('mfe-lobby@1.0.0-test');
    await expect(loadFirstScreenRemote(container, '/lobby/games/')).resolves.toBe(true);
    // The server's markup: the release's page inside the host's slot.
    container.innerHTML = renderToString(lobbyRoute);
    expect(container.innerHTML).toContain('Games of the release');
    const painted = container.querySelector('h1');

    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, lobbyRoute, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Games of the release' })).toBe(painted);
    expect(screen.queryByText('Loading games')).toBeNull();
    expect(container.querySelector('[data-remote-page]')).toHaveAttribute('data-remote-ready');
  });

  it('is not hydrated when this load gets another release than the page was rendered with', async () => {
    federation.__setRemoteModule('mfe_lobby/LobbyPage', { LobbyPage: () => <h1>Games</h1> });
    await expect(loadFirstScreenRemote(pageWithSlot('mfe-lobby@1.0.0-older'), '/lobby/games/')).resolves.toBe(false);
  });

  it('is not hydrated when the release cannot be loaded, or the slot is not the route’s', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadFirstScreenRemote(pageWithSlot('mfe-lobby@1.0.0-test'), '/lobby/games/')).resolves.toBe(false);
    federation.__setRemoteModule('mfe_lobby/LobbyPage', { LobbyPage: () => <h1>Games</h1> });
    await expect(loadFirstScreenRemote(pageWithSlot('mfe-lobby@1.0.0-test'), '/lobby/promotions/')).resolves.toBe(false);
  });

  it('leaves a page without one to hydrate as it is', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<main><h1>FAQ</h1></main>';
    await expect(loadFirstScreenRemote(container, '/info/faq')).resolves.toBe(true);
  });
});
