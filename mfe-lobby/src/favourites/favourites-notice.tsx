import styled from 'styled-components';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.danger};
  &:empty { display: none; }
`;

/** Says why a favourite change was undone; a live region, so it is read out too. */
export function FavouritesNotice({ notice }: { notice: string | null }) {
  return (
    <Notice role="status" aria-live="polite">
      {notice ?? ''}
    </Notice>
  );
}
