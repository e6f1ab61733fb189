import styled from 'styled-components';

const Field = styled.input`
  width: min(420px, 100%);
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** The games search field; results follow every keystroke. */
export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field
      type="search"
      aria-label="Search games"
      placeholder="Search games"
      autoComplete="off"
      enterKeyHint="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
