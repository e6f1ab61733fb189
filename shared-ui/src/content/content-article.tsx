import styled from 'styled-components';
import type { PageContent } from './page-content';

const Intro = styled.p`
  max-width: 70ch;
  margin: 0 0 ${({ theme }) => theme.space(8)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.15rem;
`;

const Section = styled.section`
  max-width: 75ch;
  margin-bottom: ${({ theme }) => theme.space(8)};
  & h2 { margin: 0 0 ${({ theme }) => theme.space(3)}; font-size: 1.35rem; color: ${({ theme }) => theme.colors.accent}; }
  & p, & li { color: ${({ theme }) => theme.colors.text}; }
  & li { margin-bottom: ${({ theme }) => theme.space(2)}; }
`;

const withProduct = (text: string, productName: string) => text.replaceAll('{product}', productName);

/** The intro and sections of a content page, with `{product}` replaced by the product name. */
export function ContentArticle({ content, productName }: { content: PageContent; productName: string }) {
  return (
    <article>
      {content.intro && <Intro>{withProduct(content.intro, productName)}</Intro>}
      {content.sections.map((section) => (
        <Section key={section.heading} aria-label={withProduct(section.heading, productName)}>
          <h2>{withProduct(section.heading, productName)}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{withProduct(paragraph, productName)}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{withProduct(item, productName)}</li>
              ))}
            </ul>
          )}
        </Section>
      ))}
    </article>
  );
}
