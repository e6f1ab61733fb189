import { cashbackContent, downloadLobbyContent, noDepositBonusContent, playContent, welcomeOfferContent } from '../content/page-content';
import { ContentPage } from './content-page';

const MARKETING_PAGES = {
  downloadLobby: downloadLobbyContent,
  welcomeOffer: welcomeOfferContent,
  noDepositBonus: noDepositBonusContent,
  play: playContent,
  cashback: cashbackContent,
} as const;

export type MarketingPageName = keyof typeof MARKETING_PAGES;

/** One of the marketing pages, by name: loaded lazily with its text. */
export function MarketingPage({ page }: { page: MarketingPageName }) {
  return <ContentPage content={MARKETING_PAGES[page]} />;
}
