/** Text of one content page; `{product}` in any string is replaced with the product name at render time. */
export interface PageContent {
  /** Page title shown in the browser tab before the product name, and as the main heading. */
  title: string;
  /** One or two sentences under the heading. */
  intro: string;
  sections: ReadonlyArray<{
    heading: string;
    paragraphs: ReadonlyArray<string>;
    /** Optional bullet list shown after the paragraphs. */
    items?: ReadonlyArray<string>;
  }>;
}
