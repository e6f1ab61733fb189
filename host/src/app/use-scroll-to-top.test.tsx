import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { useScrollToTopOnNewPage } from './use-scroll-to-top';

function Page({ name }: { name: string }) {
  useScrollToTopOnNewPage();
  const navigate = useNavigate();
  return (
    <main>
      <h1>{name}</h1>
      <Link to="/games/neon-nights">Open Neon Nights</Link>
      <Link to="/lobby?category=slots">Slots</Link>
      <button type="button" onClick={() => void navigate(-1)}>Back</button>
    </main>
  );
}

describe('a new page opens at its top', () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    scrollTo.mockClear();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });

  const renderAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/lobby" element={<Page name="Lobby" />} />
          <Route path="/games/:code" element={<Page name="Game" />} />
        </Routes>
      </MemoryRouter>,
    );

  it('scrolls to the top when a link opens another page, and leaves going back to the browser', async () => {
    renderAt('/lobby');
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Open Neon Nights' }));
    expect(screen.getByRole('heading', { name: 'Game' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Back' })));
    expect(screen.getByRole('heading', { name: 'Lobby' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the position when only the query of the page changes', async () => {
    renderAt('/lobby');
    await userEvent.click(screen.getByRole('link', { name: 'Slots' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
