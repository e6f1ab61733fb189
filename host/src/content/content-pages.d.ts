/** A content page's Markdown, compiled at build time into its text (tooling/src/content/content-page.cjs). */
declare module '*.md' {
  import type { PageContent } from 'shared-ui';

  export const content: PageContent;
}
