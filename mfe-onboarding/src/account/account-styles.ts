import styled from 'styled-components';

export const Card = styled.section`
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  max-width: 760px;
  & h2 { margin-top: 0; }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  & dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0; overflow-wrap: anywhere; }
`;

/** A row of controls above a page's content (the tabs and Log out; a toggle and a download). */
export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;
