import styled from 'styled-components';
import { usePlayer } from 'shared-ui';
import { JackpotToggle } from '../jackpot/jackpot-toggle';
import { useLobbyJackpot } from '../jackpot/lobby-jackpot-queries';
import { QuickPlayToggle } from '../quick-play/quick-play-toggle';
import { useQuickPlay } from '../quick-play/quick-play-queries';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/**
 * The LOBBY JACKPOT and QUICK PLAY toggles, shown in the host's mobile menu for players. Both
 * appear together once their state is known, so the menu does not reshuffle under a finger.
 */
export function LobbyToggles() {
  const player = usePlayer();
  const jackpot = useLobbyJackpot();
  const quickPlay = useQuickPlay();
  if (!player) return null;
  const ready = jackpot.status === 'ready' && quickPlay.status === 'ready';
  return (
    <List aria-busy={!ready}>
      {ready && (
        <>
          <JackpotToggle />
          <QuickPlayToggle />
        </>
      )}
    </List>
  );
}
