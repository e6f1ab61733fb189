import { Dialog, useEventBus, usePlayer } from 'shared-ui';
import { LastLoginNotice } from './last-login-notice';
import { PlayTimeWarning } from './play-time-warning';
import { RealityCheckDialog } from './reality-check-dialog';
import { useSaferGamblingWatch } from './use-safer-gambling-watch';

/**
 * The host's safer-gambling dialogues and notices, over every page while a player is logged in. A
 * running game's frame sits in the page at the modal layer; a dialogue, portalled to the end of the
 * body on the same layer, comes after it and so covers it.
 */
export function SaferGamblingOverlay() {
  const bus = useEventBus();
  const player = usePlayer();
  const { state, ended, dismissEnded, accept } = useSaferGamblingWatch(bus, player?.playerId);
  return (
    <>
      {ended && (
        <Dialog title="You have been logged out" onClose={dismissEnded} actions={[{ label: 'OK', onSelect: dismissEnded }]}>
          <p>{ended}</p>
        </Dialog>
      )}
      {player && state && (
        <>
          {state.reality_check.due ? (
            <RealityCheckDialog playerId={player.playerId} state={state} onAnswered={accept} />
          ) : (
            <PlayTimeWarning state={state} />
          )}
          <LastLoginNotice state={state} />
        </>
      )}
    </>
  );
}
