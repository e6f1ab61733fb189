import { useParams } from 'react-router-dom';
import { isInfoSlug } from '../content/info-slugs';
import type { MarketingPageName } from '../content/page-texts';
import { NotFoundPage } from '../pages/not-found-page';
import { contentPage } from './page-chunks';

/** One of the marketing pages, by name. */
export function MarketingPage({ page }: { page: MarketingPageName }) {
  const { Page } = contentPage(page);
  return <Page />;
}

/** One of the /info/ pages, by the slug in the path; any other slug is the 404 page. */
export function InfoPage() {
  const { slug } = useParams();
  if (!isInfoSlug(slug)) return <NotFoundPage />;
  const { Page } = contentPage(slug);
  return <Page />;
}
