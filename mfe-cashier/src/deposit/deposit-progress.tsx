import styled from 'styled-components';
import type { PlayerIdentity } from 'shared-events';
import { Button, LinkButton, Spinner, useEventBus } from 'shared-ui';
import { CASHIER_WINDOW } from './deposit-form';
import { finishDeposit, refreshAfterCashier, type DepositPhase } from './deposit-store';

const Box = styled.div<{ $tone: 'info' | 'success' | 'danger' }>`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'info' ? theme.colors.secondary : theme.colors[$tone])};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  p { margin: 0 0 ${({ theme }) => theme.space(3)}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;

/** Looks like a link (the popup fallback), but it submits the deposit form. */
const OpenCashierButton = styled(LinkButton)`
  font-weight: 700;
  min-height: 44px;
`;

/** What the panel shows while a deposit is opened, in progress in the cashier tab, over, or failed. */
export function DepositProgress({ phase, player }: { phase: DepositPhase; player: PlayerIdentity }) {
  const bus = useEventBus();
  switch (phase.kind) {
    case 'idle':
      return null;
    case 'opening':
      return <Spinner label="Opening the cashier" />;
    case 'failed':
      return (
        <Box $tone="danger" role="alert">
          <p>{phase.message}</p>
          <Button type="button" $variant="ghost" onClick={finishDeposit}>
            OK
          </Button>
        </Box>
      );
    case 'returned':
      return (
        <Box $tone="success" role="status">
          <p>Welcome back. Your balance and coupon are up to date.</p>
          <Button type="button" $variant="ghost" onClick={finishDeposit}>
            OK
          </Button>
        </Box>
      );
    case 'in-progress':
      return (
        <Box $tone="info" aria-label="Deposit in progress">
          <p role="status">
            {phase.blocked
              ? 'Your browser blocked the cashier tab. Open the cashier to make your deposit.'
              : 'Your deposit is in progress in the cashier tab. Finish it there: your balance here updates when you come back.'}
          </p>
          <Actions>
            <form method="post" action={phase.form.action} target={CASHIER_WINDOW}>
              {Object.entries(phase.form.fields).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <OpenCashierButton type="submit">Open the cashier</OpenCashierButton>
            </form>
            <Button type="button" $variant="ghost" onClick={() => void refreshAfterCashier(bus, player)}>
              Check my balance
            </Button>
            <Button type="button" $variant="ghost" onClick={finishDeposit}>
              Done
            </Button>
          </Actions>
        </Box>
      );
  }
}
