import { formatBalance } from 'shared-api';
import { memo, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Dialog, onPhone, Tooltip } from 'shared-ui';
import { JACKPOT_CONTRIBUTION_TEXT, JackpotToggle } from './jackpot-toggle';
import { useLobbyJackpot } from './lobby-jackpot-queries';

/** How often the ticker asks for the current amount. */
export const TICKER_REFRESH_MS = 15_000;

const Banner = styled.section`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.accent}66;
  border-radius: ${({ theme }) => theme.radius.large};
  background: radial-gradient(circle at 0 0, ${({ theme }) => theme.colors.secondary}66, transparent 60%), ${({ theme }) => theme.colors.surface};
  ${onPhone} {
    grid-template-columns: 1fr;
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
  letter-spacing: 0.12em;
`;

const Info = styled.button`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: italic 700 0.8rem Georgia, serif;
  letter-spacing: 0;
  cursor: pointer;
`;

const Amount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(1.8rem, 5vw, 2.6rem);
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  line-height: 1.1;
`;

const Winners = styled.ul`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
  & strong { color: ${({ theme }) => theme.colors.text}; }
  & li:nth-child(n + 5) { display: none; }
  ${onPhone} {
    flex-direction: column;
    & li:nth-child(n + 3) { display: none; }
  }
`;

/** The lobby jackpot: ticker, opt-in switch, recent winners and the lobbyJackpotWin dialogue. Re-renders with its own store, not with the page around it. */
export const JackpotBanner = memo(function JackpotBanner() {
  const jackpot = useLobbyJackpot();
  const [claiming, setClaiming] = useState(false);
  const [winDismissed, setWinDismissed] = useState(false);
  const { refreshAmount, token } = jackpot;

  useEffect(() => {
    if (!token) return undefined;
    const timer = setInterval(() => void refreshAmount(), TICKER_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refreshAmount, token]);

  if (jackpot.status === 'ready' && !jackpot.token) return null;

  return (
    <Banner aria-labelledby="lobby-jackpot-title">
      <div>
        <Title id="lobby-jackpot-title">
          LOBBY JACKPOT
          <Tooltip text={JACKPOT_CONTRIBUTION_TEXT}>
            <Info type="button" aria-label="About the lobby jackpot">
              i
            </Info>
          </Tooltip>
        </Title>
        <Amount aria-live="off">{jackpot.status === 'ready' ? formatBalance(jackpot.amount) : '$—'}</Amount>
      </div>
      <JackpotToggle label="Opt in" />
      {jackpot.winners.length > 0 && (
        <Winners aria-label="Recent jackpot winners">
          {jackpot.winners.slice(0, 5).map((winner, index) => (
            <li key={`${winner.name}-${index}`}>
              <strong>{winner.name}</strong> won {formatBalance(winner.amount)}
              {winner.game ? ` on ${winner.game}` : ''}
            </li>
          ))}
        </Winners>
      )}
      {jackpot.player && jackpot.unclaimed > 0 && !winDismissed && (
        <Dialog
          title="You won the Lobby Jackpot!"
          onClose={() => setWinDismissed(true)}
          actions={[
            { label: 'Later', variant: 'ghost', onSelect: () => setWinDismissed(true) },
            {
              label: claiming ? 'Claiming…' : 'Claim',
              onSelect: () => {
                if (claiming) return;
                setClaiming(true);
                void jackpot.claim().finally(() => setClaiming(false));
              },
            },
          ]}
        >
          <p>Congratulations! You have won {formatBalance(jackpot.unclaimed)} from the Lobby Jackpot.</p>
        </Dialog>
      )}
    </Banner>
  );
});
