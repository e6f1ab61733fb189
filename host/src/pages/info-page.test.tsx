import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithShell } from 'shared-ui/testing';
import { InfoPage } from './info-page';

const player = { status: 'authenticated', player: { login: 'jdoe', playerId: 3, sessionKey: 'k-t' } } as const;

const renderInfo = (slug: string) =>
  renderWithShell(
    <Routes>
      <Route path="/info/:slug" element={<InfoPage />} />
    </Routes>,
    { route: `/info/${slug}` },
  );

describe('InfoPage', () => {
  it('offers a signed-in player the way to set limits on the Responsible Gaming page', () => {
    const { bus } = renderInfo('responsiblegaming');
    expect(screen.queryByRole('link', { name: 'Set your limits' })).not.toBeInTheDocument();
    act(() => bus.emit('session.changed', player));
    expect(screen.getByRole('link', { name: 'Set your limits' })).toHaveAttribute('href', '/lobby/account/responsible-gaming');
  });

  it('does not offer it on the other pages', () => {
    const { bus } = renderInfo('faq');
    act(() => bus.emit('session.changed', player));
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set your limits' })).not.toBeInTheDocument();
  });
});
