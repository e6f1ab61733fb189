import { useState } from 'react';
import styled from 'styled-components';
import { Toggle, useEventBus } from 'shared-ui';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** The LOBBY JACKPOT and QUICK PLAY toggles, shown in the host's mobile menu for players. */
export function LobbyToggles() {
  const bus = useEventBus();
  const [jackpot, setJackpot] = useState(false);
  const [quickPlay, setQuickPlay] = useState(false);
  return (
    <List>
      <Toggle
        label="LOBBY JACKPOT"
        checked={jackpot}
        onChange={(optedIn) => {
          setJackpot(optedIn);
          bus.emit('jackpot.optin.changed', { optedIn });
        }}
      />
      <Toggle label="QUICK PLAY" checked={quickPlay} onChange={setQuickPlay} />
    </List>
  );
}
