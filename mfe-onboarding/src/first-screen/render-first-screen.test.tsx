/** @jest-environment node */
import { renderFirstScreen } from './render-first-screen';

const request = { exposed: 'OnboardingModal', path: '/lobby/promotions/', runtimeConfig: {}, userAgent: '' };

describe('the sign-up and log-in views a page shows before it has started, rendered on the server', () => {
  it('is the modal’s frame and the sign-up form’s first page, its ids apart from the page’s, with its styles', async () => {
    const screen = await renderFirstScreen(request);
    const signup = screen.html.slice(0, screen.html.indexOf('<div data-early-view="login">'));
    expect(signup).toMatch(/^<div data-early-view="signup">/);
    expect(signup).toMatch(/<div role="dialog" aria-modal="true" aria-labelledby="early-signup-title"/);
    expect(signup).toMatch(/<h2 id="early-signup-title"[^>]*>Sign Up<\/h2>/);
    expect(signup).toContain('<form aria-label="Sign up"');
    const labels = [...signup.matchAll(/<label for="([^"]+)">([^<]+)<\/label>/g)].map(([, id, text]) => ({ id, text }));
    expect(labels.map(({ text }) => text)).toEqual(['Email', 'Username', 'Password', 'Confirm password']);
    for (const { id } of labels) expect(id).toMatch(/^_?early-/);
    expect(signup).toMatch(/<button type="submit"[^>]*>Next<\/button>/);
    expect(screen.head).toMatch(/^<style data-styled="true"/);
    expect(screen.state).toBeNull();
  });

  it('holds the log-in view after it: the modal’s frame and the log-in form, its ids apart from the page’s and the sign-up view’s', async () => {
    const screen = await renderFirstScreen(request);
    const login = screen.html.slice(screen.html.indexOf('<div data-early-view="login">'));
    expect(login).toMatch(/^<div data-early-view="login">/);
    expect(login).toMatch(/<div role="dialog" aria-modal="true" aria-labelledby="early-login-title"/);
    expect(login).toMatch(/<h2 id="early-login-title"[^>]*>Log In<\/h2>/);
    expect(login).toContain('<form aria-label="Log in"');
    const labels = [...login.matchAll(/<label for="([^"]+)">([^<]+)<\/label>/g)].map(([, id, text]) => ({ id, text }));
    expect(labels.map(({ text }) => text)).toEqual(['Username or email', 'Password']);
    const ids = [...screen.html.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(login).toMatch(/<button type="submit"[^>]*>Log In<\/button>/);
  });

  it('renders no other module', async () => {
    await expect(renderFirstScreen({ ...request, exposed: 'AccountPage' })).rejects.toThrow('mfe-onboarding renders no first screen for AccountPage');
  });
});
