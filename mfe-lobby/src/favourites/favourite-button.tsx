import styled from 'styled-components';

/** Width and height of the button, in px: a tile keeps room for it. */
export const FAVOURITE_BUTTON_SIZE = 36;

const Heart = styled.button<{ $on: boolean }>`
  flex: none;
  display: grid;
  place-items: center;
  width: ${FAVOURITE_BUTTON_SIZE}px;
  height: ${FAVOURITE_BUTTON_SIZE}px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ $on, theme }) => ($on ? theme.colors.danger : theme.colors.textMuted)};
  font-size: 1.1rem;
  line-height: 1;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.danger}; }
`;

/** The favourite switch of a game: a pressed button named after the game. */
export function FavouriteButton({ name, on, onToggle }: { name: string; on: boolean; onToggle: () => void }) {
  return (
    <Heart
      type="button"
      $on={on}
      aria-pressed={on}
      aria-label={`Favourite ${name}`}
      title={on ? 'Remove from favourites' : 'Add to favourites'}
      onClick={onToggle}
    >
      <span aria-hidden="true">{on ? '♥' : '♡'}</span>
    </Heart>
  );
}
