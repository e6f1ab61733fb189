import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { getRuntimeConfig } from 'shared-api';
import { onPhone, usePlayer } from 'shared-ui';

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
  /* Read by screen readers, not shown: the link's name starts with its visible text (WCAG 2.5.3). */
  & .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  /* On phones a player's header also holds the balance and the menu button: the crown alone fits. */
  ${onPhone} { & .product-name[data-compact='true'] { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; } }
`;

/** The logo goes to the lobby when logged in, otherwise home (SPEC §2). */
export function Logo() {
  const player = usePlayer();
  return (
    <LogoLink to={player ? '/lobby/games/' : '/'}>
      <span aria-hidden="true">♛</span>
      <span className="product-name" data-compact={player !== null}>
        {getRuntimeConfig().productName}
      </span>
      <span className="visually-hidden"> home</span>
    </LogoLink>
  );
}
