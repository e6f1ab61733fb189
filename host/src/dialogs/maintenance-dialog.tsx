import { useState } from 'react';
import { Dialog, useBusEvent } from 'shared-ui';

/** SPEC §8: the casinoMaintenance dialogue. */
export const MAINTENANCE_MESSAGE = 'Sorry, the product is currently undergoing maintenance. Please try again later.';

/** The app-wide maintenance dialogue, shown on the `maintenance.show` command. */
export function MaintenanceDialog() {
  const [open, setOpen] = useState(false);
  useBusEvent('maintenance.show', () => setOpen(true));
  if (!open) return null;
  const close = () => setOpen(false);
  return (
    <Dialog title="Maintenance" onClose={close} actions={[{ label: 'CLOSE', onSelect: close }]}>
      <p>{MAINTENANCE_MESSAGE}</p>
    </Dialog>
  );
}
