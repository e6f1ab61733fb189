import { getRuntimeConfig } from 'shared-api';
import { ContentArticle, PageFrame } from 'shared-ui';
import { bitcoinContent } from './bitcoin-content';

/** The bitcoin deposit page (/bitcoin/). */
export function BitcoinPage() {
  return (
    <PageFrame heading={bitcoinContent.title}>
      <ContentArticle content={bitcoinContent} productName={getRuntimeConfig().productName} />
    </PageFrame>
  );
}
