import { act, waitFor } from '@testing-library/react';
import { installFakeProvider } from 'shared-api/testing';
import { marketingEndpoints } from 'shared-contract';
import { useLocation, useNavigate } from 'react-router-dom';
import { renderWithShell } from 'shared-ui/testing';
import { useQueryCommands } from './use-query-commands';

let navigateTo: (to: string) => void = () => undefined;
let currentUrl = '';

function Probe() {
  useQueryCommands();
  const navigate = useNavigate();
  const location = useLocation();
  navigateTo = (to) => navigate(to, { replace: true });
  currentUrl = `${location.pathname}${location.search}`;
  return null;
}

describe('useQueryCommands', () => {
  it('runs the commands of a URL once, even when the player is then sent on with the same query', () => {
    const { bus } = renderWithShell(<Probe />, { route: '/?action=show&state=login' });
    const opened: string[] = [];
    bus.on('onboarding.open', ({ state }) => opened.push(state));
    act(() => navigateTo('/lobby/games/?action=show&state=login'));
    expect(opened).toEqual(['login']);
    act(() => navigateTo('/lobby/games/?action=show&state=signup'));
    expect(opened).toEqual(['login', 'signup']);
  });

  it('takes a promo link to the promotions page and opens the card there, once', () => {
    const { bus } = renderWithShell(<Probe />, { route: '/?promo=cashback&showchat' });
    const focused: string[] = [];
    const chats: unknown[] = [];
    bus.on('promotion.focus', ({ couponCode }) => focused.push(couponCode));
    bus.on('chat.open', (command) => chats.push(command));
    expect(currentUrl).toBe('/lobby/promotions/?promo=cashback&showchat');
    expect(focused).toEqual(['CASHBACK']);
    expect(chats).toHaveLength(1);
  });

  it('follows an affiliate link to its token, then runs the commands of the URL it leads to', async () => {
    installFakeProvider().on(marketingEndpoints.affiliateToken, (request) => ({ token: 'tok123', user_id: request.query.user_id }));
    const { bus } = renderWithShell(<Probe />, { route: '/welcome-offer/?user=77&feed=spring&showchat' });
    const chats: unknown[] = [];
    bus.on('chat.open', (command) => chats.push(command));
    await waitFor(() => expect(currentUrl).toBe('/welcome-offer/?showchat=&rtg_aff=77&token=tok123'));
    expect(chats).toHaveLength(1);
    expect(document.cookie).toContain('rtg_aff=77');
    expect(document.cookie).toContain('rtg_aff_token=tok123');
  });
});
