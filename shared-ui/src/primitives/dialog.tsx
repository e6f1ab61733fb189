import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type ButtonVariant } from './button';
import { Modal } from './modal';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

export interface DialogAction {
  label: string;
  onSelect: () => void;
  variant?: ButtonVariant;
}

export interface DialogProps {
  title: string;
  children: ReactNode;
  actions: ReadonlyArray<DialogAction>;
  onClose: () => void;
}

/** A short message with its action buttons (maintenance, confirmations, insufficient funds). */
export function Dialog({ title, children, actions, onClose }: DialogProps) {
  return (
    <Modal title={title} onClose={onClose} width={440}>
      {children}
      <Actions>
        {actions.map((action) => (
          <Button key={action.label} type="button" $variant={action.variant ?? 'primary'} onClick={action.onSelect}>
            {action.label}
          </Button>
        ))}
      </Actions>
    </Modal>
  );
}
