import { useId, useState } from 'react';
import styled from 'styled-components';
import { depositLimitMessage, formatCents, saferGamblingClient, toProviderError } from 'shared-api';
import type { LimitPeriod } from 'shared-contract';
import { saferGamblingStateQuery, useServerQuery } from 'shared-server-state';
import type { PlayerIdentity } from 'shared-events';
import { Button, useEventBus } from 'shared-ui';

/**
 * What the provider's deposit limits allow (decision 016). The cashier shows it before the cashier
 * tab opens and keeps the tab shut when nothing may be deposited; the provider enforces it anyway.
 */
export type DepositAllowance =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; remaining: number | null; changesAt: string | null; offerLimit: boolean };

export function useDepositAllowance(player: PlayerIdentity | null): DepositAllowance {
  // The state My Account shows, from the one server-state cache; read again after a change of the
  // limits or of the balance (a deposit uses up the allowance).
  const query = useServerQuery({ ...saferGamblingStateQuery(player ?? { playerId: 0, sessionKey: '' }), enabled: player !== null });
  const state = query.data;
  if (!state) {
    // The provider refuses an over-limit deposit in the cashier tab anyway: an unread allowance never keeps a player out.
    return query.isError ? { status: 'error' } : { status: 'loading' };
  }
  return {
    status: 'ready',
    remaining: state.deposit.remaining,
    changesAt: state.deposit.changes_at,
    // A new player is offered a limit before the first deposit, once they have none.
    offerLimit: !state.has_deposited && state.limits.every((limit) => limit.kind !== 'deposit' || limit.amount === null),
  };
}

/** The allowance in words, when a deposit limit applies. */
export function DepositAllowanceNote({ allowance }: { allowance: DepositAllowance }) {
  if (allowance.status !== 'ready' || allowance.remaining === null || allowance.changesAt === null) return null;
  return <Note role={allowance.remaining === 0 ? 'alert' : undefined}>{depositLimitMessage(allowance.remaining, allowance.changesAt)}</Note>;
}

const Note = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  font-weight: 700;
`;

const Offer = styled.form`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  & h3 { margin: 0; font-size: 1.05rem; }
  & input, & select { padding: ${({ theme }) => theme.space(2)}; font-size: 1rem; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const PERIODS: ReadonlyArray<[LimitPeriod, string]> = [['day', 'Daily'], ['week', 'Weekly'], ['month', 'Monthly']];
const DOLLARS = /^\d{1,7}(\.\d{1,2})?$/;

/** Before a first deposit: an optional deposit limit, set with the provider, or skipped. */
export function DepositLimitOffer({ player, onDone }: { player: PlayerIdentity; onDone: () => void }) {
  const bus = useEventBus();
  const ids = useId();
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const typed = amount.trim().replace(/^\$/, '');
    if (!DOLLARS.test(typed) || Number(typed) <= 0) {
      setError('Please enter an amount in dollars, like 100 or 250.50.');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const cents = Math.round(Number(typed) * 100);
      await saferGamblingClient.changeLimit(player.playerId, { kind: 'deposit', period, amount: cents });
      bus.emit('safergambling.changed', { reason: 'limits' });
      onDone();
    } catch (failure) {
      setError(toProviderError(failure).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Offer aria-labelledby={`${ids}-title`} onSubmit={(event) => { event.preventDefault(); void save(); }} noValidate>
      <h3 id={`${ids}-title`}>Set a deposit limit</h3>
      <p>Before your first deposit, you can choose the most you may deposit in a day, a week or a month. You can change it later under My Account → Responsible Gaming.</p>
      <Row>
        <label htmlFor={`${ids}-period`}>Period</label>
        <select id={`${ids}-period`} value={period} onChange={(event) => setPeriod(event.target.value as LimitPeriod)}>
          {PERIODS.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
        </select>
        <label htmlFor={`${ids}-amount`}>Limit (USD)</label>
        <input id={`${ids}-amount`} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${ids}-error` : undefined} placeholder={formatCents(20_000)} />
      </Row>
      {error && <p id={`${ids}-error`} role="alert">{error}</p>}
      <Row>
        <Button type="submit" disabled={saving}>{saving ? 'Saving…' : 'Set limit'}</Button>
        <Button type="button" $variant="ghost" onClick={onDone}>No thanks</Button>
      </Row>
    </Offer>
  );
}
