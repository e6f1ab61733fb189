import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRuntimeConfig } from 'shared-api';
import { installFakeProvider } from 'shared-api/testing';
import { cashierEndpoints } from 'shared-contract';
import { renderWithShell } from 'shared-ui/testing';
import { resetDepositState } from '../deposit/deposit-store';
import { cashierData } from '../testing/samples';
import { BitcoinPage } from './bitcoin-page';

const signIn = { status: 'authenticated', player: { login: 'jdoe', playerId: 4, sessionKey: 'k-t' } } as const;

describe('BitcoinPage', () => {
  beforeEach(() => {
    resetDepositState();
    useRuntimeConfig({ cashierUrl: 'http://localhost:4000/cashier' });
  });
  afterEach(() => jest.restoreAllMocks());

  it('keeps its content and opens the cashier with bitcoin chosen', async () => {
    installFakeProvider()
      .on(cashierEndpoints.cashier, () => cashierData())
      .on(cashierEndpoints.playerToken, () => ({ token: 'tok', token_type: 'cashier' as const, expires_at: '2030-01-01T00:00:00.000Z' }));
    const actions: string[] = [];
    jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      actions.push(this.action);
    });
    jest.spyOn(window, 'open').mockImplementation(() => ({ closed: false, close: jest.fn() }) as unknown as Window);
    const user = userEvent.setup();
    const { bus } = renderWithShell(<BitcoinPage />);
    act(() => bus.emit('session.changed', signIn));
    expect(screen.getByRole('heading', { level: 1, name: 'Bitcoin Deposits' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How to deposit, step by step' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deposit with Bitcoin' }));
    expect(await screen.findByText(/Your deposit is in progress in the cashier tab/)).toBeInTheDocument();
    expect(actions).toEqual(['http://localhost:4000/cashier?method=bitcoin']);
  });

  it('an incomplete profile goes to the moreDetails form first', async () => {
    installFakeProvider().on(cashierEndpoints.cashier, () => cashierData({ profile_complete: false }));
    const close = jest.fn();
    const open = jest.spyOn(window, 'open').mockImplementation(() => ({ closed: false, close }) as unknown as Window);
    const user = userEvent.setup();
    const { bus } = renderWithShell(<BitcoinPage />);
    const opened: string[] = [];
    bus.on('onboarding.open', ({ state }) => opened.push(state));
    act(() => bus.emit('session.changed', signIn));
    await user.click(screen.getByRole('button', { name: 'Deposit with Bitcoin' }));
    await waitFor(() => expect(opened).toEqual(['moreDetails']));
    // Whether the profile was read before the click or by the deposit, no cashier tab stays open.
    expect(close).toHaveBeenCalledTimes(open.mock.calls.length);
    expect(screen.queryByText(/Your deposit is in progress/)).not.toBeInTheDocument();
  });

  it('asks a visitor to log in before depositing', async () => {
    const user = userEvent.setup();
    const { bus } = renderWithShell(<BitcoinPage />);
    const opened: string[] = [];
    bus.on('onboarding.open', ({ state }) => opened.push(state));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(opened).toEqual(['login']);
  });
});
