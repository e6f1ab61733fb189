import styled from 'styled-components';

/** A button that looks like a link: for actions that read as text (switch forms, show terms, open a fallback). */
export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
