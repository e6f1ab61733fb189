import { screen, within } from '@testing-library/react';
import { renderWithShell } from 'shared-ui/testing';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('shows payment methods and seals as images named for screen readers, not text badges', () => {
    renderWithShell(<SiteFooter />);
    const payments = within(screen.getByRole('region', { name: 'Payment methods' }));
    expect(payments.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['Visa', 'Mastercard', 'Bitcoin', 'Bank wire']);
    expect(payments.queryByText('VISA')).not.toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: 'Licence seal: licensed and regulated online casino' })).getByRole('img')).toHaveAttribute('src', 'licence-seal.svg');
    expect(within(screen.getByRole('link', { name: 'Dispute resolution seal: independent dispute resolution' })).getByRole('img')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Adults 21 and over only' })).toHaveAttribute('src', 'age-21.svg');
  });

  it('carries this year in the legal text', () => {
    renderWithShell(<SiteFooter />);
    expect(screen.getByRole('region', { name: 'Legal' })).toHaveTextContent(`© ${new Date().getFullYear()} Golden Crown Casino`);
  });

  it('carries the problem-gambling help line, its number a phone link', () => {
    renderWithShell(<SiteFooter />);
    expect(screen.getByText(/If you or someone you know has a gambling problem, call/)).toHaveTextContent(
      'If you or someone you know has a gambling problem, call 1-800-GAMBLER',
    );
    expect(screen.getByRole('link', { name: '1-800-GAMBLER' })).toHaveAttribute('href', 'tel:+18004262537');
  });
});
