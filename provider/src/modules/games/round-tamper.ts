import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/api-error';
import { replaceSettledOutcome, roundById } from './rounds-repository';

/**
 * Sandbox only (the route exists in sandbox mode alone): alters a settled round's stored outcome as a dishonest operator
 * might, so a journey can show the player's check saying the round no longer matches its seeds. The first whole number
 * at the outcome's top level moves by one (roulette's pocket, a die); otherwise the first list is reversed (cards, reel stops).
 */
export async function tamperRoundOutcome(ctx: AppContext, roundId: number): Promise<Record<string, unknown>> {
  const round = await roundById(ctx.db, roundId);
  if (!round || round.status !== 'settled' || round.outcome === null) throw notFound('No settled round has that id.');
  const outcome = JSON.parse(round.outcome) as Record<string, unknown>;
  const number = Object.entries(outcome).find(([, value]) => Number.isInteger(value));
  const list = Object.entries(outcome).find(([, value]) => Array.isArray(value) && value.length > 1);
  if (number) outcome[number[0]] = (number[1] as number) + 1;
  else if (list) outcome[list[0]] = [...(list[1] as unknown[])].reverse();
  await replaceSettledOutcome(ctx.db, roundId, outcome);
  return outcome;
}
