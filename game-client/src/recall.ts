import type { GameRound } from 'shared-contract';
import { el, money } from './dom';
import { roundSummary } from './help';

const result = (r: GameRound) => (r.status === 'open' ? 'unfinished' : r.status === 'refunded' ? 'refunded' : roundSummary(r));

/**
 * The round history: the last rounds of this game, newest first. With `openRound` (a player's real-money game in the
 * site), each round's number opens the site's page of that round: its replay, seeds and check.
 */
export function recallContent(rounds: readonly GameRound[], openRound?: (roundId: number) => void): HTMLElement {
  if (!rounds.length) return el('p', {}, 'No rounds yet.');
  return el('table', {},
    el('tr', {}, ['#', 'Time', 'Stake', 'Win', 'Before', 'After', 'Result'].map((h) => el('th', {}, h))),
    rounds.map((r) => el('tr', {},
      el('td', {}, openRound
        ? el('button', { type: 'button', class: 'link', 'aria-label': 'Open round ' + r.id, onclick: () => openRound(r.id) }, String(r.id))
        : r.id),
      el('td', {}, new Date(r.started_at).toLocaleTimeString()),
      el('td', {}, money(r.stake) + (r.free_spin ? ' (free)' : '')),
      el('td', {}, money(r.win)),
      el('td', {}, money(r.balance_before)),
      el('td', {}, r.balance_after == null ? '–' : money(r.balance_after)),
      el('td', {}, result(r)))));
}
