import styled from 'styled-components';

export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  min-width: 0;
  & > label, & legend { font-weight: 600; font-size: 0.95rem; }
`;

export const Input = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.accent}; outline-offset: 1px; }
`;

export const Select = styled(Input).attrs({ as: 'select' })``;

export const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
`;

export const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  column-gap: ${({ theme }) => theme.space(3)};
`;

export const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: 0;
  min-width: 0;
  & legend { padding: 0; margin-bottom: ${({ theme }) => theme.space(1)}; font-weight: 600; font-size: 0.95rem; }
`;

/** A message about the whole form (a server answer), announced when it appears. */
export const FormAlert = styled.div<{ $tone?: 'error' | 'success' }>`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme, $tone = 'error' }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
  & > button { flex: 1 1 auto; }
`;

export const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  font-size: 0.95rem;
`;
