import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from 'shared-ui/testing';
import { installFakeLobbyProvider } from '../testing/fake-lobby-provider';
import type * as CategoryNav from './category-nav';
import { LobbyPage } from './lobby-page';

// Counted, not drawn: how often the page renders what sits inside its hydration islands.
const renders = { jackpot: 0, categories: 0 };
jest.mock('../jackpot/jackpot-banner', () => ({
  JackpotBanner: () => {
    renders.jackpot += 1;
    return null;
  },
}));
jest.mock('./category-nav', () => {
  const actual = jest.requireActual<typeof CategoryNav>('./category-nav');
  return {
    ...actual,
    ChoiceRow: (props: Parameters<typeof actual.ChoiceRow>[0]) => {
      if (props.label === 'Game categories') renders.categories += 1;
      return actual.ChoiceRow(props);
    },
  };
});

describe('LobbyPage islands', () => {
  it('leaves the jackpot and the categories alone while the player types a search (a server-rendered island is not hydrated in a keystroke)', async () => {
    const user = userEvent.setup();
    installFakeLobbyProvider();
    renderWithShell(<LobbyPage />);
    await screen.findByRole('group', { name: 'Game categories' });
    const before = { ...renders };
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'b');
    expect(await screen.findByRole('heading', { name: 'Search results' })).toBeInTheDocument();
    expect(renders).toEqual(before);
  });
});
