import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { getRuntimeConfig } from 'shared-api';
import { onPhone } from 'shared-ui';
import { INFO_LINKS, PROMOTION_LINKS } from './nav-items';

const Footer = styled.footer`
  margin-top: ${({ theme }) => theme.space(12)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  ${onPhone} { padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)}; }
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  width: min(1200px, 100%);
  margin: 0 auto;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(6)};
  & h2 { margin: 0 0 ${({ theme }) => theme.space(3)}; color: ${({ theme }) => theme.colors.text}; font-size: 0.95rem; letter-spacing: 0.08em; text-transform: uppercase; }
  & ul { margin: 0; padding: 0; list-style: none; display: grid; gap: ${({ theme }) => theme.space(2)}; }
  & a { color: ${({ theme }) => theme.colors.textMuted}; text-decoration: none; }
  & a:hover { color: ${({ theme }) => theme.colors.accent}; }
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    letter-spacing: 0.04em;
  }
`;

const Seal = styled.a`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 96px;
  height: 96px;
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.accent} !important;
  font-size: 0.7rem;
  font-weight: 800;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
`;

const AgeBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border: 3px solid ${({ theme }) => theme.colors.danger};
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.1rem;
  font-weight: 900;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
`;

const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'X', href: 'https://x.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
];

const PAYMENT_METHODS = ['VISA', 'Mastercard', 'Bitcoin', 'Bank Wire'];

/** The site footer: links, payment methods, seals, the 21+ badge and the legal text (SPEC §2). */
export function SiteFooter() {
  const { productName } = getRuntimeConfig();
  const year = new Date().getFullYear();
  return (
    <Footer>
      <Inner>
        <Columns>
          <nav aria-labelledby="footer-promotions">
            <h2 id="footer-promotions">Promotions</h2>
            <ul>
              {PROMOTION_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-help">
            <h2 id="footer-help">Help and information</h2>
            <ul>
              {INFO_LINKS.slice(0, 6).map((link) => (
                <li key={link.slug}>
                  <Link to={`/info/${link.slug}`}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-policies">
            <h2 id="footer-policies">Policies</h2>
            <ul>
              {INFO_LINKS.slice(6).map((link) => (
                <li key={link.slug}>
                  <Link to={`/info/${link.slug}`}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-social">
            <h2 id="footer-social">Follow us</h2>
            <ul>
              {SOCIAL_LINKS.map((link) => (
                <li key={link.label}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </Columns>
        <section aria-label="Payment methods">
          <Badges>
            {PAYMENT_METHODS.map((method) => (
              <li key={method}>{method}</li>
            ))}
          </Badges>
        </section>
        <Row>
          <Seal href="/info/fairgaming" aria-label="Licensed &amp; regulated: Licence seal of a licensed online casino">
            LICENSED
            <br />
            &amp; REGULATED
          </Seal>
          <Seal href="/info/contactus" aria-label="Dispute resolution seal: independent dispute resolution">
            DISPUTE
            <br />
            RESOLUTION
          </Seal>
          <AgeBadge role="img" aria-label="Adults 21 and over only">
            21+
          </AgeBadge>
        </Row>
        <section aria-label="Legal">
          <p>
            {productName} is an online casino for adults aged 21 and over. It operates under a licence for online games of chance, and every
            game uses a certified random number generator. Players are responsible for checking that online gambling is legal where they live.
            Disputes that our support team cannot settle may be referred to the independent dispute resolution service shown above.
          </p>
          <p>Gambling can be addictive. Please play responsibly, set limits, and visit our Responsible Gaming page if you need help.</p>
          <p>
            © {year} {productName}. All rights reserved.
          </p>
        </section>
      </Inner>
    </Footer>
  );
}
