import type { LimitKind, SaferGamblingState } from 'shared-contract';
import { LimitRow } from './limit-row';
import { SectionCard } from './responsible-gaming-styles';
import type { SaferGambling } from './use-safer-gambling';

const ORDER = ['day', 'week', 'month'] as const;

/** The limits of one kind (deposit, loss or play time), daily first. */
export function LimitsCard({ kind, heading, state, change }: { kind: LimitKind; heading: string; state: SaferGamblingState; change: SaferGambling['change'] }) {
  const headingId = `${kind}-limits-heading`;
  const limits = state.limits.filter((limit) => limit.kind === kind).sort((a, b) => ORDER.indexOf(a.period) - ORDER.indexOf(b.period));
  return (
    <SectionCard aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {limits.map((limit) => <LimitRow key={limit.period} limit={limit} change={change} />)}
    </SectionCard>
  );
}
