import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { getRuntimeConfig, HELP_LINE_TEXT } from 'shared-api';
import { onPhone } from 'shared-ui';
import ageImage from './footer-images/age-21.svg';
import bankWireImage from './footer-images/bank-wire.svg';
import bitcoinImage from './footer-images/bitcoin.svg';
import disputeSealImage from './footer-images/dispute-seal.svg';
import licenceSealImage from './footer-images/licence-seal.svg';
import mastercardImage from './footer-images/mastercard.svg';
import visaImage from './footer-images/visa.svg';
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
  & img { display: block; border-radius: ${({ theme }) => theme.radius.small}; }
`;

const SealLink = styled.a`
  display: inline-flex;
  border-radius: 50%;
  & img { display: block; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
`;

const HelpLine = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  & a { color: ${({ theme }) => theme.colors.accent}; white-space: nowrap; }
`;

/** The help line's number, dialled from the footer on a phone. */
const HELP_LINE_NUMBER = '1-800-GAMBLER';
const HELP_LINE_TEL = 'tel:+18004262537';
const [HELP_LINE_BEFORE = '', HELP_LINE_AFTER = ''] = HELP_LINE_TEXT.split(HELP_LINE_NUMBER);

const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'X', href: 'https://x.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
];

/** Payment icons (SPEC §2 footer): images, each named for screen readers. */
const PAYMENT_METHODS = [
  { name: 'Visa', image: visaImage },
  { name: 'Mastercard', image: mastercardImage },
  { name: 'Bitcoin', image: bitcoinImage },
  { name: 'Bank wire', image: bankWireImage },
];

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
              <li key={method.name}>
                <img src={method.image} alt={method.name} width={64} height={40} loading="lazy" />
              </li>
            ))}
          </Badges>
        </section>
        <Row>
          <SealLink href="/info/fairgaming">
            <img src={licenceSealImage} alt="Licence seal: licensed and regulated online casino" width={96} height={96} loading="lazy" />
          </SealLink>
          <SealLink href="/info/contactus">
            <img src={disputeSealImage} alt="Dispute resolution seal: independent dispute resolution" width={96} height={96} loading="lazy" />
          </SealLink>
          <img src={ageImage} alt="Adults 21 and over only" width={56} height={56} loading="lazy" />
        </Row>
        <section aria-label="Legal">
          <p>
            {productName} is an online casino for adults aged 21 and over. It operates under a licence for online games of chance, and every
            game uses a certified random number generator. Players are responsible for checking that online gambling is legal where they live.
            Disputes that our support team cannot settle may be referred to the independent dispute resolution service shown above.
          </p>
          <p>Gambling can be addictive. Please play responsibly, set limits, and visit our Responsible Gaming page if you need help.</p>
          <HelpLine>
            {HELP_LINE_BEFORE}
            <a href={HELP_LINE_TEL}>{HELP_LINE_NUMBER}</a>
            {HELP_LINE_AFTER}
          </HelpLine>
          <p>
            © {year} {productName}. All rights reserved.
          </p>
        </section>
      </Inner>
    </Footer>
  );
}
