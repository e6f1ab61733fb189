import { useEffect } from 'react';
import styled from 'styled-components';
import { getRuntimeConfig } from 'shared-api';
import { Button, ContentArticle, PageFrame, useEventBus, usePlayer } from 'shared-ui';
import { DepositProgress } from '../deposit/deposit-progress';
import { loadProfile, requestDeposit, useDepositState } from '../deposit/deposit-store';
import { bitcoinContent } from './bitcoin-content';

const DepositBox = styled.section`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  h2 { margin: 0 0 ${({ theme }) => theme.space(2)}; font-size: 1.2rem; }
  p { margin: 0 0 ${({ theme }) => theme.space(3)}; }
`;

/** Opens the cashier with bitcoin chosen; a visitor is asked to log in first. */
function BitcoinDeposit() {
  const bus = useEventBus();
  const player = usePlayer();
  const deposit = useDepositState();
  const playerId = player?.playerId;
  useEffect(() => {
    if (player) void loadProfile(player);
    // Once per player.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playerId]);

  if (!player) {
    return (
      <DepositBox aria-labelledby="bitcoin-deposit">
        <h2 id="bitcoin-deposit">Deposit with bitcoin</h2>
        <p>Log in to deposit with bitcoin.</p>
        <Button type="button" onClick={() => bus.emit('onboarding.open', { state: 'login' })}>
          Log in
        </Button>
      </DepositBox>
    );
  }
  const phase = deposit.playerId === player.playerId ? deposit.phase : { kind: 'idle' as const };
  return (
    <DepositBox aria-labelledby="bitcoin-deposit">
      <h2 id="bitcoin-deposit">Deposit with bitcoin</h2>
      <p>The cashier opens in a new tab with bitcoin chosen.</p>
      <DepositProgress phase={phase} player={player} />
      <Button type="button" disabled={phase.kind === 'opening'} onClick={() => void requestDeposit(bus, player, 'bitcoin')}>
        Deposit with Bitcoin
      </Button>
    </DepositBox>
  );
}

/** The bitcoin deposit page (/bitcoin/). */
export function BitcoinPage() {
  return (
    <PageFrame heading={bitcoinContent.title}>
      <BitcoinDeposit />
      <ContentArticle content={bitcoinContent} productName={getRuntimeConfig().productName} />
    </PageFrame>
  );
}
