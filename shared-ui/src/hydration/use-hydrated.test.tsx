import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

/** What each render of a component saw, in order. */
function probe() {
  const seen: boolean[] = [];
  function Where() {
    const hydrated = useHydrated();
    seen.push(hydrated);
    return <p>{hydrated ? 'Stored choice' : 'First category'}</p>;
  }
  return { Where, seen };
}

/** Hydrates a server-rendered page, then waits until the page counts as hydrated (once the hydrating pass's effects have all run). */
async function hydratePage(): Promise<void> {
  const page = probe();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<page.Where />);
  await act(async () => {
    hydrateRoot(container, <page.Where />);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve)));
}

describe('useHydrated', () => {
  it('hydrates what the server rendered, then shows the browser’s view', async () => {
    const { Where, seen } = probe();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Where />);
    document.body.append(container);
    const painted = container.querySelector('p');
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Where />, { onRecoverableError: recoverable });
    });
    expect(container.textContent).toBe('Stored choice');
    // The painted node was kept (no mismatch made React paint the page again).
    expect(container.querySelector('p')).toBe(painted);
    expect(recoverable).not.toHaveBeenCalled();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    container.remove();
  });

  it('shows the browser’s view from the first render of a component mounted after the page hydrated', async () => {
    await hydratePage();

    const later = probe();
    render(<later.Where />);
    expect(screen.getByText('Stored choice')).toBeInTheDocument();
    expect(later.seen[0]).toBe(true);
  });

  it('turns a part hydrated after the page (a remote’s page, an island) to the browser’s view in a later task, not in the one that hydrated it', async () => {
    await hydratePage();

    // Whether a render runs in the task whose effects the hydration of this part started.
    let inHydrationEffects = false;
    const renders: Array<{ hydrated: boolean; inHydrationEffects: boolean }> = [];
    function Late() {
      const hydrated = useHydrated();
      renders.push({ hydrated, inHydrationEffects });
      useEffect(() => {
        inHydrationEffects = true;
        queueMicrotask(() => (inHydrationEffects = false));
      }, []);
      return <p>{hydrated ? 'Stored choice' : 'First category'}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Late />);
    document.body.append(container);
    // Scheduled as in a browser, not flushed by act: the task a render runs in is what is tested.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const root = hydrateRoot(container, <Late />);
      await waitFor(() => expect(container.textContent).toBe('Stored choice'));
      expect(renders[0]).toEqual({ hydrated: false, inHydrationEffects: false });
      expect(renders.filter((render) => render.hydrated && render.inHydrationEffects)).toEqual([]);
      root.unmount();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      container.remove();
    }
  });
});
