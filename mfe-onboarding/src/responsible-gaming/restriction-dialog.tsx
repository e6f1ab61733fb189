import type { ReactNode } from 'react';
import type { RestrictionAnswer } from 'shared-contract';
import { Button, Modal, useEventBus, usePlayer } from 'shared-ui';
import { Actions } from '../fields/field-styles';
import { FormAnswer } from '../fields/form-tail';
import { useAnsweredAction } from './use-answered-action';

/** Called once a time-out or self-exclusion has begun, before the host ends the session. */
export type OnRestricted = (answer: RestrictionAnswer) => void;

export interface RestrictionDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** False keeps the confirm button disabled (the self-exclusion phrase not typed yet). */
  canConfirm?: boolean;
  request: (pid: number) => Promise<RestrictionAnswer>;
  onCancel: () => void;
  onRestricted: OnRestricted;
}

/**
 * The last question before a time-out or self-exclusion. On success the provider has already ended
 * every session of the player: the host and the cashier read the state again, and the host logs out.
 */
export function RestrictionDialog({ title, children, confirmLabel, canConfirm = true, request, onCancel, onRestricted }: RestrictionDialogProps) {
  const player = usePlayer();
  const bus = useEventBus();
  const { busy, answer, run } = useAnsweredAction<'confirm'>();
  const confirm = () =>
    void run('confirm', async () => {
      if (!player) throw new Error('Please log in again.');
      const restricted = await request(player.playerId);
      onRestricted(restricted);
      bus.emit('safergambling.changed', { reason: 'restriction' });
      // 'logout' is the one reason a session.end command has: the host forgets the ended session.
      bus.emit('session.end', { reason: 'logout' });
      return restricted.message;
    });
  return (
    <Modal title={title} onClose={() => busy === null && onCancel()} width={480}>
      {children}
      {answer?.tone === 'error' && <FormAnswer answer={answer} />}
      <Actions>
        <Button type="button" $variant="ghost" disabled={busy !== null} onClick={onCancel}>Cancel</Button>
        <Button type="button" disabled={!canConfirm || busy !== null} onClick={confirm}>
          {busy ? 'Please wait…' : confirmLabel}
        </Button>
      </Actions>
    </Modal>
  );
}
