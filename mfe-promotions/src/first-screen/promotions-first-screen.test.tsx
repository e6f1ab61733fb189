import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { installFakeProvider } from 'shared-api/testing';
import { couponEndpoints } from 'shared-contract';
import { boost, samplePublicCoupon, welcome } from '../promotions/coupon-test-data';
import { provideFirstScreenCoupons } from '../promotions/promotions-first-screen';
import { FirstScreenContexts } from 'shared-ui/first-screen';
import { PromotionsPage } from '../promotions/promotions-page';

/**
 * The browser's side: the server's markup is hydrated by the page's first render, started from the
 * same coupons, without a mismatch, and the visitor's page does not ask the provider again.
 */
describe('the promotions page’s first screen in the browser', () => {
  afterEach(() => provideFirstScreenCoupons(undefined));

  it('hydrates the cards the server rendered, keeps them, and reads no coupons again', async () => {
    const coupons = [samplePublicCoupon(boost()), samplePublicCoupon(welcome())];
    const provider = installFakeProvider().on(couponEndpoints.publicCoupons, () => coupons);
    provideFirstScreenCoupons({ publicCoupons: coupons });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FirstScreenContexts path="/lobby/promotions/"><PromotionsPage /></FirstScreenContexts>);
    document.body.append(container);
    const paintedCard = container.querySelector('article');

    provideFirstScreenCoupons({ publicCoupons: coupons });
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <FirstScreenContexts path="/lobby/promotions/"><PromotionsPage /></FirstScreenContexts>, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('article')).toBe(paintedCard);
    const promotions = within(screen.getByRole('region', { name: 'Promotions' }));
    expect(promotions.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby') && card.querySelector('h3')?.textContent)).toEqual([
      '300% Welcome Bonus', '500% Boost',
    ]);
    expect(provider.requests(couponEndpoints.publicCoupons)).toEqual([]);
    container.remove();
  });
});
