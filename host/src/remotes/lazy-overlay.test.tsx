import * as federationRuntime from '@module-federation/enhanced/runtime';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createEventBus } from 'shared-events';
import { useBusEvent } from 'shared-ui';
import { renderWithShell } from 'shared-ui/testing';
import { onFirstCommand } from './first-command';
import { LazyOverlay } from './lazy-overlay';
import { hintRemote } from './remote-hints';

jest.mock('./release-registry', () => ({
  loadReleaseRegistry: async () => ({
    'mfe-support': { available: true, version: '1.0.0-test', entry: '/releases/mfe-support/1.0.0-test/mf-manifest.json' },
    'mfe-promotions': { available: true, version: '1.0.0-test', entry: '/releases/mfe-promotions/1.0.0-test/mf-manifest.json' },
    'mfe-onboarding': { available: true, version: '1.0.0-test', entry: '/releases/mfe-onboarding/1.0.0-test/mf-manifest.json' },
  }),
}));

// The page becomes idle when a test says so.
let becomeIdle: () => void = () => undefined;
// The page's own remote is in when a test says so.
let settleRoute: () => void = () => undefined;
jest.mock('./page-settled', () => ({
  trackRouteLoad: <T,>(load: Promise<T>) => load,
  whenIdleAfterPaint: () => new Promise<void>((resolve) => (becomeIdle = resolve)),
  whenRouteSettled: () => new Promise<void>((resolve) => (settleRoute = resolve)),
}));
jest.mock('./remote-hints', () => ({ hintRemote: jest.fn(async () => undefined) }));

// The Jest stand-in for the federation runtime (tooling/jest/federation-runtime-mock.cjs).
const federation = federationRuntime as unknown as {
  __setRemoteModule: (id: string, value: unknown) => void;
  __requested: () => string[];
  __reset: () => void;
};

function ChatWidget() {
  const [message, setMessage] = useState<string | null>(null);
  useBusEvent('chat.open', ({ message: text }) => setMessage(text ?? 'opened'));
  return message ? <p>Chat: {message}</p> : null;
}

const CHAT = ['chat.open'] as const;
const ONBOARDING = ['onboarding.open'] as const;

function OnboardingModal() {
  const [state, setState] = useState<string | null>(null);
  useBusEvent('onboarding.open', ({ state: opened }) => setState(opened));
  return state ? <p>Modal: {state}</p> : null;
}

/** The page's early overlay and the entry loader's way to show it (docs/decisions/059): it holds the sign-up view. */
function pageWithEarlySignup() {
  const overlay = document.createElement('div');
  overlay.setAttribute('data-early-overlay', 'mfe-onboarding/OnboardingModal');
  overlay.hidden = true;
  document.body.append(overlay);
  const show = jest.fn((state: string) => {
    if (state !== 'signup') return false;
    overlay.hidden = false;
    return true;
  });
  Object.assign(window, { __casinoShowEarlyView: show });
  const close = () => {
    overlay.hidden = true;
    overlay.dispatchEvent(new Event('earlyviewclosed'));
  };
  return { overlay, show, close, remove: () => { overlay.remove(); delete (window as unknown as Record<string, unknown>).__casinoShowEarlyView; } };
}

/** The onboarding modal's overlay on a page, its code held back until `release` is called. */
function onboardingOverlayLoadingSlowly() {
  let release: (module: unknown) => void = () => undefined;
  federation.__setRemoteModule('mfe_onboarding/OnboardingModal', new Promise((resolve) => (release = resolve)));
  const { bus } = renderWithShell(<LazyOverlay remote="mfe-onboarding" exposed="OnboardingModal" commands={ONBOARDING} />);
  return { bus, release: () => act(async () => release({ OnboardingModal })) };
}
const flush = () => act(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe('LazyOverlay', () => {
  beforeEach(() => {
    federation.__reset();
    jest.mocked(hintRemote).mockClear();
  });
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('fetches nothing until its command arrives, then shows a spinner, loads the remote and hands it the command', async () => {
    let release: (module: unknown) => void = () => undefined;
    federation.__setRemoteModule('mfe_support/ChatWidget', new Promise((resolve) => (release = resolve)));
    const { bus } = renderWithShell(<LazyOverlay remote="mfe-support" exposed="ChatWidget" commands={CHAT} />);
    await flush();
    expect(federation.__requested()).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => bus.emit('chat.open', { message: 'Help with a deposit' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading live chat…');
    await flush();
    expect(federation.__requested()).toEqual(['mfe_support/ChatWidget']);

    await act(async () => release({ ChatWidget }));
    expect(await screen.findByText('Chat: Help with a deposit')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the page’s early view instead of a spinner for a command whose view the page holds, and the modal opens over it once in', async () => {
    const page = pageWithEarlySignup();
    try {
      const { bus, release } = onboardingOverlayLoadingSlowly();
      act(() => bus.emit('onboarding.open', { state: 'signup' }));
      expect(page.show).toHaveBeenCalledWith('signup');
      expect(page.overlay).toBeVisible();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      await release();
      expect(await screen.findByText('Modal: signup')).toBeInTheDocument();
    } finally {
      page.remove();
    }
  });

  it('shows a spinner for a view the page does not hold, and leaves the modal closed when the person closes the early view', async () => {
    const page = pageWithEarlySignup();
    try {
      const { bus, release } = onboardingOverlayLoadingSlowly();
      act(() => bus.emit('onboarding.open', { state: 'login' }));
      expect(screen.getByRole('status')).toHaveTextContent('Loading');
      await release();
      expect(await screen.findByText('Modal: login')).toBeInTheDocument();
    } finally {
      page.remove();
    }

    const again = pageWithEarlySignup();
    try {
      federation.__reset();
      const { bus, release } = onboardingOverlayLoadingSlowly();
      act(() => bus.emit('onboarding.open', { state: 'signup' }));
      expect(again.overlay).toBeVisible();
      act(() => again.close());
      await release();
      await flush();
      expect(screen.queryByText('Modal: signup')).not.toBeInTheDocument();
      // The next tap opens it as usual.
      act(() => bus.emit('onboarding.open', { state: 'signup' }));
      expect(screen.getByText('Modal: signup')).toBeInTheDocument();
    } finally {
      again.remove();
    }
  });

  it('takes a command sent before it was there, as a link with ?showchat does', async () => {
    federation.__setRemoteModule('mfe_support/ChatWidget', { ChatWidget });
    const bus = createEventBus();
    bus.emit('chat.open', { message: 'From a link' });
    renderWithShell(<LazyOverlay remote="mfe-support" exposed="ChatWidget" commands={CHAT} />, { bus });
    expect(await screen.findByText('Chat: From a link')).toBeInTheDocument();
  });

  it('loads its code as soon as a person points at, touches or focuses a control that opens it, and renders at once on the tap', async () => {
    federation.__setRemoteModule('mfe_support/ChatWidget', { ChatWidget });
    const { bus } = renderWithShell(
      <>
        <button type="button" data-opens="onboarding.open">LOGIN</button>
        <button type="button" data-opens="chat.open" onClick={() => bus.emit('chat.open', { message: 'From the menu' })}>
          CONTACT SUPPORT
        </button>
        <LazyOverlay remote="mfe-support" exposed="ChatWidget" commands={CHAT} />
      </>,
    );
    const user = userEvent.setup();
    // Another overlay's control: nothing of the chat's.
    await user.hover(screen.getByRole('button', { name: 'LOGIN' }));
    await flush();
    expect(federation.__requested()).toEqual([]);
    await user.hover(screen.getByRole('button', { name: 'CONTACT SUPPORT' }));
    await flush();
    // Loaded, not shown: nothing appears on a hover.
    expect(federation.__requested()).toEqual(['mfe_support/ChatWidget']);
    expect(screen.queryByText(/^Chat:/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CONTACT SUPPORT' }));
    expect(await screen.findByText('Chat: From the menu')).toBeInTheDocument();
  });

  it('only prefetches once the page is idle, and mounts nothing', async () => {
    federation.__setRemoteModule('mfe_support/ChatWidget', { ChatWidget });
    renderWithShell(<LazyOverlay remote="mfe-support" exposed="ChatWidget" commands={CHAT} />);
    await flush();
    expect(hintRemote).not.toHaveBeenCalled();
    await act(async () => becomeIdle());
    expect(hintRemote).toHaveBeenCalledWith('prefetch', 'mfe-support', 'ChatWidget');
    expect(federation.__requested()).toEqual([]);
  });

  it("mounts the overlay a first tap most likely opens once the page's own remote is in, not waiting for idle, showing nothing until its command", async () => {
    federation.__setRemoteModule('mfe_support/ChatWidget', { ChatWidget });
    const { bus } = renderWithShell(<LazyOverlay remote="mfe-support" exposed="ChatWidget" commands={CHAT} ahead="ready" />);
    await flush();
    expect(federation.__requested()).toEqual([]);
    await act(async () => settleRoute());
    await flush();
    expect(federation.__requested()).toEqual(['mfe_support/ChatWidget']);
    expect(hintRemote).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Chat:/)).not.toBeInTheDocument();
    // Already there: the command goes to it at once, with no spinner.
    act(() => bus.emit('chat.open', { message: 'From the menu' }));
    expect(screen.getByText('Chat: From the menu')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a spinner when its command comes while the code mounted ahead still loads, then hands the command over', async () => {
    let release: (module: unknown) => void = () => undefined;
    federation.__setRemoteModule('mfe_support/ChatWidget', new Promise((resolve) => (release = resolve)));
    const { bus } = renderWithShell(<LazyOverlay remote="mfe-support" exposed="ChatWidget" commands={CHAT} ahead="ready" />);
    await act(async () => settleRoute());
    await flush();
    expect(federation.__requested()).toEqual(['mfe_support/ChatWidget']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => bus.emit('chat.open', { message: 'Before the code came' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading live chat…');
    await act(async () => release({ ChatWidget }));
    expect(await screen.findByText('Chat: Before the code came')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the feature is unavailable when the code mounted ahead fails while its command waits', async () => {
    let fail: (error: Error) => void = () => undefined;
    federation.__setRemoteModule('mfe_support/ChatWidget', new Promise((_resolve, reject) => (fail = reject)));
    const { bus } = renderWithShell(<LazyOverlay remote="mfe-support" exposed="ChatWidget" commands={CHAT} ahead="ready" />);
    await act(async () => settleRoute());
    await flush();
    act(() => bus.emit('chat.open', { message: 'Is anyone there?' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading live chat…');
    await act(async () => fail(new Error('remote entry 500')));
    expect(await screen.findByRole('dialog', { name: 'Sorry' })).toHaveTextContent('Live chat is unavailable right now.');
  });

  it('neither prefetches nor mounts at idle when told to do nothing then', async () => {
    renderWithShell(<LazyOverlay remote="mfe-support" exposed="EmailOptOutDialog" commands={['email.optout.open']} ahead="nothing" />);
    await act(async () => becomeIdle());
    expect(hintRemote).not.toHaveBeenCalled();
    expect(federation.__requested()).toEqual([]);
  });

  it('mounts an overlay that opens of its own accord once the page is idle, without a spinner', async () => {
    federation.__setRemoteModule('mfe_promotions/PromotionsOverlay', { PromotionsOverlay: () => <p>Your daily reward is waiting</p> });
    renderWithShell(<LazyOverlay remote="mfe-promotions" exposed="PromotionsOverlay" commands={[]} ahead="mount" />);
    await flush();
    expect(federation.__requested()).toEqual([]);
    await act(async () => becomeIdle());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await screen.findByText('Your daily reward is waiting')).toBeInTheDocument();
  });

  it('says the feature is unavailable when the remote cannot load, and Try again sends the command again', async () => {
    const user = userEvent.setup();
    const { bus } = renderWithShell(<LazyOverlay remote="mfe-support" exposed="ChatWidget" commands={CHAT} />);
    await flush();
    act(() => bus.emit('chat.open', { message: 'Is anyone there?' }));
    expect(await screen.findByRole('dialog', { name: 'Sorry' })).toHaveTextContent('Live chat is unavailable right now.');

    federation.__setRemoteModule('mfe_support/ChatWidget', { ChatWidget });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Chat: Is anyone there?')).toBeInTheDocument();
  });

  it('hides the early view it showed when the modal cannot load, and says the feature is unavailable instead', async () => {
    const page = pageWithEarlySignup();
    try {
      const { bus } = renderWithShell(<LazyOverlay remote="mfe-onboarding" exposed="OnboardingModal" commands={ONBOARDING} />);
      act(() => bus.emit('onboarding.open', { state: 'signup' }));
      expect(page.overlay).toBeVisible();
      expect(await screen.findByRole('dialog', { name: 'Sorry' })).toHaveTextContent('Sign up and log in is unavailable right now.');
      expect(page.overlay).not.toBeVisible();
    } finally {
      page.remove();
    }
  });
});

describe('onFirstCommand', () => {
  it('puts the first command back for its owner and leaves other waiting commands alone', () => {
    const bus = createEventBus();
    bus.emit('chat.open', { message: 'first' });
    bus.emit('email.optout.open', { userHash: 'abc' });
    const seen: string[] = [];
    onFirstCommand(bus, ['chat.open', 'email.optout.open'], (command) => seen.push(command.name));
    expect(seen).toEqual(['chat.open']);

    const chat: unknown[] = [];
    const optOut: unknown[] = [];
    bus.on('chat.open', (payload) => chat.push(payload));
    bus.on('email.optout.open', (payload) => optOut.push(payload));
    expect(chat).toEqual([{ message: 'first' }]);
    expect(optOut).toEqual([{ userHash: 'abc' }]);
  });
});
