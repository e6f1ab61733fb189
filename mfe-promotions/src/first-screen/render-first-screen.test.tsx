/** @jest-environment node */
import { installFakeProvider } from 'shared-api/testing';
import { couponEndpoints } from 'shared-contract';
import { boost, samplePublicCoupon, welcome } from '../promotions/coupon-test-data';
import { renderFirstScreen } from './render-first-screen';

const request = { exposed: 'PromotionsPage', path: '/lobby/promotions/', runtimeConfig: {}, userAgent: '' };

describe('the promotions page’s first screen, rendered on the server', () => {
  it('is a visitor’s page: the public coupons’ cards, best first, each with SIGN UP NOW, and the coupon box', async () => {
    const coupons = [samplePublicCoupon(boost()), samplePublicCoupon(welcome())];
    installFakeProvider().on(couponEndpoints.publicCoupons, () => coupons);
    const screen = await renderFirstScreen(request);
    expect(screen.html).toMatch(/<h1 [^>]*>Coupons<\/h1>/);
    const titles = [...screen.html.matchAll(/<h3 [^>]*>([^<]+)<\/h3>/g)].map((match) => match[1]);
    expect(titles).toEqual(['300% Welcome Bonus', '500% Boost']);
    expect(screen.html.match(/>SIGN UP NOW</g)).toHaveLength(2);
    expect(screen.html).toContain('Have a coupon code?');
    expect(screen.html).not.toContain('Loading promotions');
    expect(screen.html).not.toContain('<link');
    expect(screen.head).toMatch(/^<style data-styled="true"/);
    expect(screen.state).toEqual({ publicCoupons: coupons });
  });

  it('renders no other page', async () => {
    await expect(renderFirstScreen({ ...request, exposed: 'PromotionsOverlay' })).rejects.toThrow('mfe-promotions renders no first screen for PromotionsOverlay');
  });
});
