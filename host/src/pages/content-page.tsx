import { getRuntimeConfig } from 'shared-api';
import { ContentArticle, PageFrame, type PageContent } from 'shared-ui';

/** A marketing page: its content under its title. */
export function ContentPage({ content }: { content: PageContent }) {
  return (
    <PageFrame heading={content.title}>
      <ContentArticle content={content} productName={getRuntimeConfig().productName} />
    </PageFrame>
  );
}
