import type { GameRound } from 'shared-contract';
import { el, money } from './dom';
import { roundSummary } from './help';

const result = (r: GameRound) => (r.status === 'open' ? 'unfinished' : r.status === 'refunded' ? 'refunded' : roundSummary(r));

/** The round history: the last rounds of this game, newest first. */
export function recallContent(rounds: readonly GameRound[]): HTMLElement {
  if (!rounds.length) return el('p', {}, 'No rounds yet.');
  return el('table', {},
    el('tr', {}, ['#', 'Time', 'Stake', 'Win', 'Before', 'After', 'Result'].map((h) => el('th', {}, h))),
    rounds.map((r) => el('tr', {},
      el('td', {}, r.id),
      el('td', {}, new Date(r.started_at).toLocaleTimeString()),
      el('td', {}, money(r.stake) + (r.free_spin ? ' (free)' : '')),
      el('td', {}, money(r.win)),
      el('td', {}, money(r.balance_before)),
      el('td', {}, r.balance_after == null ? '–' : money(r.balance_after)),
      el('td', {}, result(r)))));
}
