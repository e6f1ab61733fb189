import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { getRuntimeConfig } from 'shared-api';
import { usePlayer } from 'shared-ui';

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
  font-weight: 800;
  text-decoration: none;
  white-space: nowrap;
  & span[aria-hidden] { color: ${({ theme }) => theme.colors.accent}; font-size: 1.5rem; }
`;

/** The logo goes to the lobby when logged in, otherwise home (SPEC §2). */
export function Logo() {
  const player = usePlayer();
  return (
    <LogoLink to={player ? '/lobby/games/' : '/'} aria-label={`${getRuntimeConfig().productName} home`}>
      <span aria-hidden="true">♛</span>
      {getRuntimeConfig().productName}
    </LogoLink>
  );
}
