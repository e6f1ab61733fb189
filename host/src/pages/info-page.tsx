import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { getRuntimeConfig } from 'shared-api';
import { belowTablet, ContentArticle, PageFrame, usePlayer, type PageContent } from 'shared-ui';
import type { InfoSlug } from '../content/info-slugs';
import { INFO_LINKS, RESPONSIBLE_GAMING_PATH, VERIFICATION_PATH } from '../layout/nav-items';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  ${belowTablet} { grid-template-columns: 1fr; }
`;

const Side = styled.nav`
  align-self: start;
  & ul { margin: 0 0 ${({ theme }) => theme.space(4)}; padding: 0; list-style: none; display: grid; gap: ${({ theme }) => theme.space(1)}; }
  & a { display: block; padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)}; border-radius: ${({ theme }) => theme.radius.small}; color: ${({ theme }) => theme.colors.textMuted}; text-decoration: none; }
  & a[aria-current='page'] { background: ${({ theme }) => theme.colors.surfaceRaised}; color: ${({ theme }) => theme.colors.accent}; }
  ${belowTablet} { order: 2; }
`;

/** A signed-in player's way from an info page to the account tool it describes. */
const AccountLink = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
`;

/** One template for the eleven /info/... pages, with the external affiliate link; each page's text is a chunk of its own. */
export function InfoPage({ slug, content }: { slug: InfoSlug; content: PageContent }) {
  const player = usePlayer();
  const { productName, affiliateProgramUrl } = getRuntimeConfig();
  return (
    <PageFrame heading={content.title}>
      <Layout>
        <Side aria-label="Information pages">
          <ul>
            {INFO_LINKS.map((link) => (
              <li key={link.slug}>
                <Link to={`/info/${link.slug}`} aria-current={link.slug === slug ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <a href={affiliateProgramUrl} target="_blank" rel="noopener noreferrer">
                Affiliates ↗
              </a>
            </li>
          </ul>
        </Side>
        <div>
          <ContentArticle content={content} productName={productName} />
          {player && slug === 'responsiblegaming' && <AccountLink to={RESPONSIBLE_GAMING_PATH}>Set your limits</AccountLink>}
          {player && slug === 'knowyourcustomer' && <AccountLink to={VERIFICATION_PATH}>Verify your identity</AccountLink>}
        </div>
      </Layout>
    </PageFrame>
  );
}
