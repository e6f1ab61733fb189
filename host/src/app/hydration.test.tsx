import { act } from '@testing-library/react';
import { startTransition, Suspense, use, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydrateFirst, isHydratedByReact, normalisedPath } from './hydration';

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

describe('hydrateFirst', () => {
  /** Hydrates a page of two server-rendered parts (the nav bar and the remote's page, each behind a Suspense boundary) as the host does; the order they were hydrated in. */
  async function hydratedOrder(first?: 'page'): Promise<string[]> {
    const order: string[] = [];
    function Part({ name }: { name: string }) {
      useEffect(() => {
        order.push(name);
      }, [name]);
      return <input aria-label={name} />;
    }
    const page = (
      <main>
        <Suspense fallback={null}>
          <Part name="nav bar" />
        </Suspense>
        <Suspense fallback={null}>
          <Part name="page" />
        </Suspense>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // React's own scheduler, as in the browser: act() would run every priority at once.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      let root: ReturnType<typeof hydrateRoot> | undefined;
      startTransition(() => {
        root = hydrateRoot(container, page);
      });
      // Asked before the root itself has hydrated, as the entry loader may.
      if (first) hydrateFirst(root!, container.querySelector(`input[aria-label="${first}"]`)!);
      for (let wait = 0; order.length < 2 && wait < 100; wait += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      root!.unmount();
      return order;
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      container.remove();
    }
  }

  it("has React hydrate the part a person is using before the parts above it, which it would otherwise hydrate first", async () => {
    expect(await hydratedOrder()).toEqual(['nav bar', 'page']);
    expect(await hydratedOrder('page')).toEqual(['page', 'nav bar']);
  });
});
