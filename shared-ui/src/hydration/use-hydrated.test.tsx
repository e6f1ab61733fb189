import { act, render, screen } from '@testing-library/react';
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
    const hydrating = probe();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<hydrating.Where />);
    await act(async () => {
      hydrateRoot(container, <hydrating.Where />);
    });
    // The page counts as hydrated once the hydrating pass's effects have all run.
    await act(() => new Promise((resolve) => setTimeout(resolve)));

    const later = probe();
    render(<later.Where />);
    expect(screen.getByText('Stored choice')).toBeInTheDocument();
    expect(later.seen[0]).toBe(true);
  });
});
