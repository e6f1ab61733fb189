import { HELP_LINE_TEXT, LIMIT_COOLING_OFF_HOURS, LIMIT_TIME_ZONE_LABEL } from 'shared-api';
import { LimitsCard } from './limits-card';
import { LoadState } from './load-state';
import { RealityCheckCard } from './reality-check';
import type { OnRestricted } from './restriction-dialog';
import { Muted, SectionCard, Stack } from './responsible-gaming-styles';
import { SelfExclusionCard } from './self-exclusion';
import { TakeABreakCard } from './take-a-break';
import { useSaferGambling } from './use-safer-gambling';

/** My Account › Responsible Gaming: limits, reality check, time-out and self-exclusion. */
export function ResponsibleGamingPage({ onRestricted }: { onRestricted: OnRestricted }) {
  const { load, retry, change } = useSaferGambling();
  return (
    <Stack>
      <SectionCard aria-labelledby="responsible-gaming-heading">
        <h2 id="responsible-gaming-heading">Responsible Gaming</h2>
        <p>Set limits on what you deposit, what you lose and how long you play.</p>
        <Muted>
          Limits count calendar days, weeks (from Monday) and months in {LIMIT_TIME_ZONE_LABEL}. A new or lower limit applies
          at once. A higher limit or a removal applies only after {LIMIT_COOLING_OFF_HOURS} hours and the end of the current
          period, when you confirm it again.
        </Muted>
        <LoadState load={load} retry={retry} what="limits" />
      </SectionCard>
      {load.status === 'ready' && (
        <>
          <LimitsCard kind="deposit" heading="Deposit limits" state={load.value} change={change} />
          <LimitsCard kind="loss" heading="Loss limits" state={load.value} change={change} />
          <LimitsCard kind="play-time" heading="Play-time limit" state={load.value} change={change} />
          <RealityCheckCard state={load.value} change={change} />
        </>
      )}
      <TakeABreakCard onRestricted={onRestricted} />
      <SelfExclusionCard onRestricted={onRestricted} />
      <Muted>{HELP_LINE_TEXT}</Muted>
    </Stack>
  );
}
