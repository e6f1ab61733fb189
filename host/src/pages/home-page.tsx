import { opensOverlay } from 'shared-events/command-controls';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { getRuntimeConfig } from 'shared-api';
import { Button, ContentArticle, HydrationIsland, onPhone, useEventBus } from 'shared-ui';
import { content as homeContent } from '../content/pages/home.md';
import { HeroPicture } from './hero/hero-picture';

const Hero = styled.section`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(6)};
  text-align: center;
  background:
    radial-gradient(circle at 20% 20%, rgba(124, 92, 255, 0.45), transparent 55%),
    radial-gradient(circle at 80% 30%, rgba(245, 197, 66, 0.25), transparent 50%),
    ${({ theme }) => theme.colors.background};
  & h1 { margin: 0; font-size: clamp(2.2rem, 7vw, 4.5rem); color: ${({ theme }) => theme.colors.accent}; }
  & p { max-width: 60ch; margin: 0; color: ${({ theme }) => theme.colors.text}; font-size: 1.2rem; }
  ${onPhone} { padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Body = styled.div`
  width: min(1200px, 100%);
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(6)} 0;
  ${onPhone} { padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)} 0; }
`;

/** The landing page for visitors. */
export function HomePage() {
  const bus = useEventBus();
  const { productName } = getRuntimeConfig();
  return (
    <>
      <Hero aria-labelledby="home-heading">
        <HeroPicture />
        <h1 id="home-heading">{homeContent.title}</h1>
        <p>{homeContent.intro.replaceAll('{product}', productName)}</p>
        <Actions>
          <Button type="button" {...opensOverlay('onboarding.open', 'signup')} onClick={() => bus.emit('onboarding.open', { state: 'signup' })}>
            SIGN UP NOW
          </Button>
          <Button as={Link} to="/welcome-offer/" $variant="ghost">
            See the offer
          </Button>
        </Actions>
      </Hero>
      {/* Hydrated on its own: a tap on SIGN UP NOW before the page has hydrated does not wait for the article. */}
      <HydrationIsland>
        <Body>
          <ContentArticle content={{ ...homeContent, intro: '' }} productName={productName} />
        </Body>
      </HydrationIsland>
    </>
  );
}
