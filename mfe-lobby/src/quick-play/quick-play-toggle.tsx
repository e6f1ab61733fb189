import { useState } from 'react';
import { Toggle } from 'shared-ui';
import { useQuickPlay } from './quick-play-queries';

/** The QUICK PLAY switch: sign-in or coupon claim straight from an email link (SPEC §1). */
export function QuickPlayToggle() {
  const quickPlay = useQuickPlay();
  const [busy, setBusy] = useState(false);
  return (
    <Toggle
      label="QUICK PLAY"
      checked={quickPlay.optedIn}
      disabled={busy || quickPlay.status !== 'ready'}
      onChange={async (on) => {
        setBusy(true);
        await quickPlay.change(on);
        setBusy(false);
      }}
    />
  );
}
