/**
 * The desk's round lookup (issue 52): a host types a round id and reads the round as support needs it, its player,
 * money, outcome and seeds. Every value is put on the page with textContent (a round's outcome holds no player text,
 * but a player's name does), never as HTML.
 */
export const ROUNDS_STYLE = `.rounds{margin:0 1em 1em;background:#1b263b;border-radius:10px;padding:1em}
.rounds form{display:flex;flex-wrap:wrap;gap:.5em;align-items:flex-end}.rounds form label{margin:0;flex:0 1 14em}
.rounds pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#0d1b2a;border-radius:8px;padding:.8em;max-height:40vh;overflow:auto}
#round-notice{min-height:1.4em;color:#ffd27f}`;

export const ROUNDS_SECTION = `<section class="rounds" aria-labelledby="rounds-heading"><h2 id="rounds-heading">Look up a round</h2>
<form id="round-form"><label for="round-id">Round id</label><input id="round-id" name="round" inputmode="numeric" autocomplete="off" required>
<button type="submit">Show round</button></form>
<p id="round-notice" role="status" aria-live="polite"></p><div id="round"></div></section>`;

/** The lookup's script: GET /support/desk/rounds/:id, then the round as a list; all text set with textContent. */
export const ROUNDS_SCRIPT = `(function () {
  'use strict';
  var byId = function (id) { return document.getElementById(id); };
  var notice = byId('round-notice'), target = byId('round'), asked = 0;
  function el(tag, text) {
    var node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }
  function money(amount) { return amount === null || amount === undefined ? '—' : '$' + Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }); }
  function when(iso) { return iso ? new Date(iso).toLocaleString() + ' (' + iso + ')' : '—'; }
  function show(detail) {
    var round = detail.round, fairness = detail.fairness, player = detail.player;
    var rows = [
      ['Round', '#' + round.id + ' · ' + round.status + (round.free_spin ? ' · free spin' : '')],
      ['Player', player ? player.name + ' (' + player.login + ', id ' + player.id + ')' : 'Demo play (no player)'],
      ['Game', detail.game_name + ' (' + round.game_code + ', ' + detail.engine + ')'],
      ['Started', when(round.started_at)],
      ['Settled', when(round.settled_at)],
      ['Stake', money(round.stake)],
      ['Win', money(round.win)],
      ['Balance before', money(round.balance_before)],
      ['Balance after', money(round.balance_after)]
    ];
    if (fairness) {
      rows.push(['Server seed hash', fairness.server_seed_hash]);
      rows.push(['Server seed', fairness.server_seed === null ? 'Not revealed yet: the player has not rotated this seed pair.' : fairness.server_seed]);
      rows.push(['Client seed', fairness.client_seed]);
      rows.push(['Nonce', fairness.nonce]);
      rows.push(['Draws', fairness.draws]);
    } else {
      rows.push(['Seeds', 'This round was not drawn from a seed pair (a crash round has its own proof in its outcome).']);
    }
    var list = el('dl');
    rows.forEach(function (row) { list.appendChild(el('dt', row[0])); list.appendChild(el('dd', row[1])); });
    target.replaceChildren(el('h3', detail.game_name + ' round #' + round.id), list, el('h3', 'Outcome'), el('pre', JSON.stringify(round.outcome, null, 2)));
  }
  byId('round-form').addEventListener('submit', function (event) {
    event.preventDefault();
    var id = byId('round-id').value.trim();
    if (!/^[1-9][0-9]{0,9}$/.test(id)) { notice.textContent = 'Type a round id: a whole number such as 1024.'; return; }
    var mine = ++asked;
    notice.textContent = 'Looking up round ' + id + '…';
    fetch('/support/desk/rounds/' + id, { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(function (response) { return response.json().then(function (body) { return { status: response.status, body: body }; }); })
      .then(function (answer) {
        if (mine !== asked) return;
        if (answer.status !== 200) { target.replaceChildren(); notice.textContent = (answer.body && answer.body.errorMessage) || 'The round could not be read.'; return; }
        notice.textContent = '';
        show(answer.body);
      })
      .catch(function () { if (mine === asked) notice.textContent = 'The round could not be read. Please try again.'; });
  });
})();`;
