import styled from 'styled-components';
import { onPhone } from 'shared-ui';
import { Card } from '../account/account-styles';

/** The account page's cards, one under the other. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 760px;
  & p { margin: 0 0 ${({ theme }) => theme.space(3)}; }
  ${onPhone} { gap: ${({ theme }) => theme.space(4)}; }
`;

/** An account card that keeps its padding small on a phone, where every pixel of width counts. */
export const SectionCard = styled(Card)`
  ${onPhone} { padding: ${({ theme }) => theme.space(4)}; }
`;

/** One limit (or choice) inside a card, under its own small heading. */
export const Part = styled.section`
  padding: ${({ theme }) => theme.space(4)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  & h3 { margin: 0 0 ${({ theme }) => theme.space(2)}; font-size: 1.05rem; }
`;

/** What a limit stands at: short label–value pairs that wrap on a phone. */
export const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(6)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  & div { display: flex; gap: ${({ theme }) => theme.space(2)}; }
  & dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0; font-weight: 600; }
`;

/** A field with its buttons on one line on a desktop, stacked on a phone. */
export const InlineForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  & > div:first-child { flex: 1 1 220px; margin-bottom: 0; }
  ${onPhone} { & > button { flex: 1 1 auto; } }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.95rem;
`;

/** A change waiting for its moment or for the player's confirmation. */
export const Pending = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  & p { flex: 1 1 240px; margin: 0; }
`;

export const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: 0;
  min-width: 0;
  & legend { padding: 0; margin-bottom: ${({ theme }) => theme.space(2)}; font-weight: 600; }
  & label { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space(2)}; min-height: 44px; }
  & input { width: 20px; height: 20px; accent-color: ${({ theme }) => theme.colors.accent}; }
`;
