import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from 'shared-ui/testing';
import { PromotionsPage } from './promotions-page';

describe('PromotionsPage', () => {
  it('upper-cases the coupon code and sends a visitor to signup with it', async () => {
    const user = userEvent.setup();
    const { bus } = renderWithShell(<PromotionsPage />);
    const opened: unknown[] = [];
    bus.on('onboarding.open', (command) => opened.push(command));

    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'welcome300');
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('WELCOME300');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(opened).toEqual([{ state: 'signup', params: { coupon: 'WELCOME300' } }]);
  });

  it('ignores an empty submission', async () => {
    const user = userEvent.setup();
    const { bus } = renderWithShell(<PromotionsPage />);
    const opened: unknown[] = [];
    bus.on('onboarding.open', (command) => opened.push(command));
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(opened).toEqual([]);
  });

  it('explains where to get help and opens live chat', async () => {
    const user = userEvent.setup();
    const { bus } = renderWithShell(<PromotionsPage />);
    const chats: unknown[] = [];
    bus.on('chat.open', (command) => chats.push(command));
    expect(screen.getByText('If you have your own coupon code, enter it in the box at the bottom of this page.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'live chat' }));
    expect(chats).toHaveLength(1);
  });

  it('opens the promotion named by the promo command', () => {
    const { bus } = renderWithShell(<PromotionsPage />);
    act(() => bus.emit('promotion.focus', { couponCode: 'cashback' }));
    expect(screen.getByRole('status')).toHaveTextContent('Showing promotion CASHBACK');
  });
});
