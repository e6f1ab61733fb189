import { formatDollars } from 'shared-api';
import styled from 'styled-components';
import type { PlaythroughDetails } from 'shared-contract';

const Wrap = styled.div`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  & p { margin: 0 0 ${({ theme }) => theme.space(1)}; }
`;

const Track = styled.div`
  height: 12px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.success};
`;

/** SPEC §3 playthrough_details: amount played of amount needed, or that a deposit is awaited. */
export function PlaythroughProgress({ details }: { details: PlaythroughDetails }) {
  if (details.awaiting_deposit) return <Wrap><p>Playthrough: awaiting your deposit</p></Wrap>;
  if (details.amount_needed <= 0) return null;
  const percent = Math.min(100, Math.round((details.amount_played / details.amount_needed) * 100));
  const label = `Playthrough: ${formatDollars(details.amount_played)} of ${formatDollars(details.amount_needed)}`;
  return (
    <Wrap>
      <p>{label}</p>
      <Track role="progressbar" aria-label="Playthrough" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${percent}%`}>
        <Fill style={{ width: `${percent}%` }} />
      </Track>
    </Wrap>
  );
}
