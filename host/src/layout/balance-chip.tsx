import { formatBalance } from 'shared-api';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useBusState, useEventBus } from 'shared-ui';

const Group = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

const Total = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  & svg { transition: transform 0.15s; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.accent}; outline-offset: -2px; }
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  width: max-content;
  min-width: 220px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow};
  &[hidden] { display: none; }
  & dl { display: grid; grid-template-columns: auto auto; gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)}; margin: 0; }
  & dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0; text-align: right; font-weight: 700; font-variant-numeric: tabular-nums; }
  & p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/**
 * The player's balance (the total, with 2 decimals: SPEC §9) while a player is logged in, and a
 * disclosure of what it is made of: cash, bonus and what may be withdrawn, from the balance answer
 * the host reads. A button opens it (a click, a tap, Enter or Space); Escape, a tap elsewhere or
 * moving the focus away closes it.
 */
export function BalanceChip() {
  const balance = useBusState('balance.changed');
  const bus = useEventBus();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const group = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const known = balance?.cash !== undefined && balance.bonus !== undefined && balance.withdrawable !== undefined;

  // A game tells the total alone: the breakdown is read when it is asked for.
  useEffect(() => {
    if (open && !known) bus.emit('balance.refresh', {});
  }, [bus, open, known]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!group.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (!balance) return null;
  const money = (amount: number) => formatBalance(amount, balance.currencySymbol);
  return (
    <Group
      ref={group}
      onBlur={(event) => {
        if (!group.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {/* A live region: a win, a deposit or a bonus is announced to screen readers as it lands. */}
      <Total role="status" aria-live="polite" aria-label="Balance">
        {money(balance.balance)}
      </Total>
      <Toggle
        ref={toggle}
        type="button"
        aria-label="Cash, bonus and withdrawable"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
          <path d="M2.5 5 7 9.5 11.5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Toggle>
      <Panel id={panelId} hidden={!open}>
        {known ? (
          <dl>
            <dt>Cash</dt>
            <dd>{money(balance.cash ?? 0)}</dd>
            <dt>Bonus</dt>
            <dd>{money(balance.bonus ?? 0)}</dd>
            <dt>Withdrawable</dt>
            <dd>{money(balance.withdrawable ?? 0)}</dd>
            {(balance.pendingWithdrawals ?? 0) > 0 && (
              <>
                <dt>Pending withdrawals</dt>
                <dd>{money(balance.pendingWithdrawals ?? 0)}</dd>
              </>
            )}
          </dl>
        ) : (
          <p>Checking your balance…</p>
        )}
      </Panel>
    </Group>
  );
}
