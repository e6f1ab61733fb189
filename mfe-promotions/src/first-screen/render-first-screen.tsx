import { couponsClient, useRuntimeConfig as setRuntimeConfig, type RuntimeConfig } from 'shared-api';
import type { FirstScreen, FirstScreenRequest } from 'shared-events/first-screen';
import { resetServerState } from 'shared-server-state';
import { keptFor, renderFirstScreenMarkup } from 'shared-ui/first-screen';
import { provideFirstScreenCoupons, type PromotionsFirstScreenState } from '../promotions/promotions-first-screen';
import { PromotionsPage } from '../promotions/promotions-page';

/** Coupons read this recently are used as they are; the browser never asks again for a visitor's first screen. */
const FRESH_FOR_MS = 5_000;

const publicCoupons = keptFor(FRESH_FOR_MS, () => couponsClient.publicCoupons());

/**
 * The promotions page's first screen for a visitor (docs/decisions/011): the public coupons'
 * cards as the page's first render in the browser gives them, from what the provider serves now.
 */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen> {
  if (request.exposed !== 'PromotionsPage') throw new Error(`mfe-promotions renders no first screen for ${request.exposed}`);
  setRuntimeConfig(request.runtimeConfig as Partial<RuntimeConfig>);
  const state: PromotionsFirstScreenState = { publicCoupons: await publicCoupons() };
  // Rendered at once after this (no await between), from a fresh cache, so no other page's render sees these coupons.
  resetServerState();
  provideFirstScreenCoupons(state);
  try {
    return { ...renderFirstScreenMarkup(<PromotionsPage />, request.path), state };
  } finally {
    provideFirstScreenCoupons(undefined);
    resetServerState();
  }
}
