import { useLayoutEffect, useRef } from 'react';
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
  const field = useRef<HTMLInputElement>(null);
  // Typed into the server-rendered field before the page was hydrated: the text is the player's
  // query, not something to wipe (the first render's value is the server's, empty).
  useLayoutEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed !== '' && typed !== value) onChange(typed);
    // Once, at mount: later differences are React's own updates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Field
      ref={field}
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
