import styled from 'styled-components';
import { ErrorText, FieldBox, FieldGroup as Fieldset, Hint, TextInput as Input } from 'shared-ui';

export { ErrorText, FieldBox, Fieldset, Hint, Input };

export const Select = styled(Input).attrs({ as: 'select' })``;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  column-gap: ${({ theme }) => theme.space(3)};
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
