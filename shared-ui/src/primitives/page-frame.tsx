import type { ReactNode } from 'react';
import styled from 'styled-components';
import { onPhone } from '../theme/theme';

const Main = styled.section`
  width: min(1200px, 100%);
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  ${onPhone} { padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)}; }
`;

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  font-size: clamp(1.6rem, 4vw, 2.4rem);
`;

/** The frame of a page: one h1 and its content, at the site's reading width. */
export function PageFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Main aria-labelledby="page-heading">
      <Heading id="page-heading">{heading}</Heading>
      {children}
    </Main>
  );
}
