import { act } from '@testing-library/react';
import { Suspense, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { isHydratedByReact, normalisedPath } from './hydration';

describe('normalisedPath', () => {
  it('compares paths without a trailing slash', () => {
    expect(normalisedPath('/info/faq/')).toBe('/info/faq');
    expect(normalisedPath('/')).toBe('/');
  });
});

describe('isHydratedByReact', () => {
  it('tells a button React has hydrated from one in a part it has not hydrated yet, until that part is in', async () => {
    let arrive: (text: string) => void = () => undefined;
    const later = new Promise<string>((resolve) => {
      arrive = resolve;
    });
    // The part whose code is not in yet: on the server it rendered, in the browser it waits for `later`.
    let inBrowser = false;
    function Later() {
      const label = inBrowser ? use(later) : 'Play';
      return <button type="button">{label}</button>;
    }
    const page = (
      <main>
        <button type="button">SIGN UP NOW</button>
        <Suspense fallback={null}>
          <Later />
        </Suspense>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const [signUp, play] = [...container.querySelectorAll('button')];
    expect([isHydratedByReact(signUp!), isHydratedByReact(play!)]).toEqual([false, false]);

    inBrowser = true;
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect([isHydratedByReact(signUp!), isHydratedByReact(play!)]).toEqual([true, false]);

    await act(async () => {
      arrive('Play');
      await later;
    });
    // The same button, kept from the server's markup, is React's now.
    expect(container.querySelectorAll('button')[1]).toBe(play);
    expect(isHydratedByReact(play!)).toBe(true);
    container.remove();
  });
});
