import { OPENS_ATTRIBUTE, opensOverlay } from 'shared-events/command-controls';
import { CONTRACT_VERSION } from 'shared-events/contract-version';
import type * as OverlayHints from './overlay-hints';
import { OPENS_ATTRIBUTE_NAME, PLAYER_PAGE_ATTRIBUTE } from './overlay-hints';
import { PLAYER_HINT_ATTRIBUTE } from '../session/player-hint';

// Each test with its own module state: the hints and the registry are read once per page.
const freshHints = (): typeof OverlayHints => {
  let fresh: typeof OverlayHints | undefined;
  jest.isolateModules(() => {
    fresh = jest.requireActual<typeof OverlayHints>('./overlay-hints');
  });
  return fresh!;
};

const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'OnboardingModal', assets: { js: { sync: ['587.aaaa1111.js', '__federation_expose_OnboardingModal.bbbb2222.js'] } } }],
};

const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('overlay files preloaded on intent before the page is hydrated', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    document.head.innerHTML = '';
    globalThis.fetch = jest.fn(async (url: string) => {
      const body = url.endsWith('registry.json')
        ? { remotes: { 'mfe-onboarding': { active: '1.0.0-abcd1234', contractVersion: CONTRACT_VERSION } } }
        : MANIFEST;
      return { ok: true, json: async () => body } as Response;
    }) as unknown as typeof fetch;
  });
  afterEach(() => stop());

  it('names the attribute the remotes write on their controls, and the one the site server writes on a player\'s page', () => {
    expect(OPENS_ATTRIBUTE_NAME).toBe(OPENS_ATTRIBUTE);
    expect(PLAYER_PAGE_ATTRIBUTE).toBe(PLAYER_HINT_ATTRIBUTE);
  });

  it("asks for nothing at the start of a player's page, whose prerendered visitor controls are hidden", async () => {
    document.documentElement.setAttribute(PLAYER_PAGE_ATTRIBUTE, '');
    document.body.innerHTML = `<button type="button" ${OPENS_ATTRIBUTE}="onboarding.open">SIGN UP NOW</button>`;
    try {
      stop = freshHints().hintOverlaysOnIntent();
      await settle();
      expect(preloads()).toEqual([]);
    } finally {
      document.documentElement.removeAttribute(PLAYER_PAGE_ATTRIBUTE);
    }
  });

  it("preloads at the page's start the sign-up modal's entry and files when the page has its control, and not the chat's", async () => {
    document.body.innerHTML = `<button type="button" ${OPENS_ATTRIBUTE}="chat.open">CONTACT SUPPORT</button><button type="button" ${OPENS_ATTRIBUTE}="onboarding.open">SIGN UP NOW</button>`;
    stop = freshHints().hintOverlaysOnIntent();
    await settle();
    expect(preloads()).toEqual([
      '/releases/mfe-onboarding/1.0.0-abcd1234/remoteEntry.js',
      '/releases/mfe-onboarding/1.0.0-abcd1234/587.aaaa1111.js',
      '/releases/mfe-onboarding/1.0.0-abcd1234/__federation_expose_OnboardingModal.bbbb2222.js',
    ]);
    expect(globalThis.fetch).not.toHaveBeenCalledWith(expect.stringContaining('mfe-support'));
  });

  it("preloads the onboarding modal's entry and files when a finger lands on a SIGN UP NOW rendered later, and nothing for other buttons", async () => {
    document.body.innerHTML = '<button type="button">Show terms</button>';
    stop = freshHints().hintOverlaysOnIntent();
    // Rendered after the page's start, as the phone menu's controls are.
    document.body.insertAdjacentHTML('beforeend', `<button type="button" ${OPENS_ATTRIBUTE}="${opensOverlay('onboarding.open')[OPENS_ATTRIBUTE]}"><span>SIGN UP NOW</span></button>`);
    document.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    expect(preloads()).toEqual([]);
    document.querySelector('span')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    expect(preloads()).toEqual([
      '/releases/mfe-onboarding/1.0.0-abcd1234/remoteEntry.js',
      '/releases/mfe-onboarding/1.0.0-abcd1234/587.aaaa1111.js',
      '/releases/mfe-onboarding/1.0.0-abcd1234/__federation_expose_OnboardingModal.bbbb2222.js',
    ]);
  });

  it('takes a tap the entry loader already holds (the button shown busy) as intent at once', async () => {
    document.body.innerHTML = `<button type="button" ${OPENS_ATTRIBUTE}="onboarding.open" aria-busy="true">SIGN UP NOW</button>`;
    stop = freshHints().hintOverlaysOnIntent();
    await settle();
    expect(preloads()).toContain('/releases/mfe-onboarding/1.0.0-abcd1234/__federation_expose_OnboardingModal.bbbb2222.js');
  });
});
