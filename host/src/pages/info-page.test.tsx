import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithShell } from 'shared-ui/testing';
import { InfoPage } from '../app/content-page-routes';
import { loadPageText } from '../content/page-texts';

const player = { status: 'authenticated', player: { login: 'jdoe', playerId: 3, sessionKey: 'k-t' } } as const;

const renderInfo = (slug: string) =>
  renderWithShell(
    <Routes>
      <Route path="/info/:slug" element={<InfoPage />} />
    </Routes>,
    { route: `/info/${slug}` },
  );

describe('InfoPage', () => {
  it('shows the page of the path, with its own text', async () => {
    renderInfo('faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ' })).toBeInTheDocument();
    expect(screen.getByText((await loadPageText('faq')).intro)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers a signed-in player the way to set limits on the Responsible Gaming page', async () => {
    const { bus } = renderInfo('responsiblegaming');
    await screen.findByRole('heading', { level: 1, name: 'Responsible Gaming' });
    expect(screen.queryByRole('link', { name: 'Set your limits' })).not.toBeInTheDocument();
    act(() => bus.emit('session.changed', player));
    expect(screen.getByRole('link', { name: 'Set your limits' })).toHaveAttribute('href', '/lobby/account/responsible-gaming');
  });

  it('offers a signed-in player the way to verify their identity on the Know Your Customer page', async () => {
    const { bus } = renderInfo('knowyourcustomer');
    await screen.findByRole('heading', { level: 1, name: 'Know Your Customer' });
    expect(screen.queryByRole('link', { name: 'Verify your identity' })).not.toBeInTheDocument();
    act(() => bus.emit('session.changed', player));
    expect(screen.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute('href', '/lobby/account/verification');
  });

  it('does not offer it on the other pages', async () => {
    const { bus } = renderInfo('faq');
    await screen.findByRole('heading', { level: 1 });
    act(() => bus.emit('session.changed', player));
    expect(screen.queryByRole('link', { name: 'Set your limits' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Verify your identity' })).not.toBeInTheDocument();
  });
});
