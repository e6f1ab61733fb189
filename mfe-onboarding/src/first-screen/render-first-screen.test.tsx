/** @jest-environment node */
import { renderFirstScreen } from './render-first-screen';

const request = { exposed: 'OnboardingModal', path: '/lobby/promotions/', runtimeConfig: {}, userAgent: '' };

describe('the sign-up view a page shows before it has started, rendered on the server', () => {
  it('is the modal’s frame and the sign-up form’s first page, its ids apart from the page’s, with its styles', async () => {
    const screen = await renderFirstScreen(request);
    expect(screen.html).toMatch(/^<div data-early-view="signup">/);
    expect(screen.html).toMatch(/<div role="dialog" aria-modal="true" aria-labelledby="early-signup-title"/);
    expect(screen.html).toMatch(/<h2 id="early-signup-title"[^>]*>Sign Up<\/h2>/);
    expect(screen.html).toContain('<form aria-label="Sign up"');
    const labels = [...screen.html.matchAll(/<label for="([^"]+)">([^<]+)<\/label>/g)].map(([, id, text]) => ({ id, text }));
    expect(labels.map(({ text }) => text)).toEqual(['Email', 'Username', 'Password', 'Confirm password']);
    for (const { id } of labels) expect(id).toMatch(/^_?early-/);
    expect(screen.html).toMatch(/<button type="submit"[^>]*>Next<\/button>/);
    expect(screen.head).toMatch(/^<style data-styled="true"/);
    expect(screen.state).toBeNull();
  });

  it('renders no other module', async () => {
    await expect(renderFirstScreen({ ...request, exposed: 'AccountPage' })).rejects.toThrow('mfe-onboarding renders no first screen for AccountPage');
  });
});
