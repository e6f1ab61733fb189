/**
 * The game client: one server-rendered page, inline CSS and vanilla JS (no build step), that
 * plays every engine through `/games/api/*`. The site launches it with a game token it opened for
 * this one game (`gameToken`); a `token` (session) launch is still accepted and swapped at once.
 * Either leaves the address bar before anything else happens.
 */
export function renderGameClient(options: { nonce: string; siteOrigins: string[] }): string {
  const origins = JSON.stringify(options.siteOrigins);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Game</title>
<style>
*{box-sizing:border-box}html,body{margin:0;height:100%}html{background:#0d0820}
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:radial-gradient(circle at top,#2a1650,#0d0820 70%);color:#f4f0ff;display:flex;flex-direction:column;min-height:100vh}
header{display:flex;align-items:center;gap:.5rem;padding:.5rem .8rem;background:#0008;flex-wrap:wrap}
header h1{font-size:1.05rem;margin:0;flex:1;min-width:8rem;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.pill{background:#ffffff1a;border-radius:999px;padding:.25rem .7rem;font-size:.9rem;white-space:nowrap}
.demo{background:#f5b301;color:#201000;font-weight:700}
button{font:inherit;border:0;border-radius:.5rem;padding:.55rem 1rem;background:#4b2e8f;color:#fff;cursor:pointer;min-height:2.5rem}
button:hover{filter:brightness(1.15)}button:disabled{opacity:.45;cursor:default}
button.primary{background:linear-gradient(#ffcf40,#f09a00);color:#2a1600;font-weight:800;min-width:7rem}
button.ghost{background:#ffffff14}
main{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:.8rem;gap:.8rem}
.board{display:grid;gap:.35rem;background:#0006;padding:.5rem;border-radius:.8rem;border:2px solid #f5b30155}
.cell{width:min(15vw,5.2rem);height:min(15vw,5.2rem);display:flex;align-items:center;justify-content:center;font-size:min(8vw,2.6rem);background:#fff;color:#222;border-radius:.45rem;font-weight:800}
.cell[data-kind=H]{color:#b3202a}.cell[data-kind=L]{color:#2a4fb3}.cell[data-kind=W]{color:#7a22c0;font-size:min(4vw,1.1rem)}.cell[data-kind=S]{color:#d08a00}
.cell.win{outline:3px solid #ffcf40;box-shadow:0 0 12px #ffcf40}
.controls{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap;justify-content:center}
label{font-size:.9rem;display:flex;gap:.35rem;align-items:center}
select,input{font:inherit;padding:.4rem;border-radius:.4rem;border:1px solid #fff4;background:#1d1238;color:#fff;max-width:11rem}
.message{min-height:1.6rem;font-size:1.15rem;font-weight:700;text-align:center}
.error{color:#ff8a8a}
.cards{display:flex;gap:.4rem;flex-wrap:wrap;justify-content:center}
.card{width:min(17vw,4.6rem);height:min(24vw,6.4rem);background:#fff;color:#111;border-radius:.5rem;display:flex;flex-direction:column;align-items:center;justify-content:center;font-size:min(6vw,1.6rem);font-weight:800;border:3px solid transparent;padding:0}
.card.red{color:#c01818}.card.held{border-color:#ffcf40;transform:translateY(-6px)}.card.back{background:repeating-linear-gradient(45deg,#4b2e8f,#4b2e8f 6px,#6d48c4 6px,#6d48c4 12px)}
.card.joker{color:#7a22c0;font-size:min(3.4vw,.9rem)}
.card small{font-size:.6rem;color:#6b5b00;min-height:.8rem}
.hands{display:grid;grid-template-columns:repeat(auto-fill,minmax(11rem,1fr));gap:.3rem;width:min(100%,60rem);font-size:.8rem}
.mini{background:#0005;border-radius:.4rem;padding:.2rem .4rem}
.table{display:flex;flex-direction:column;gap:.6rem;align-items:center}
.roulette{display:grid;grid-template-columns:repeat(13,1fr);gap:2px;width:min(100%,44rem)}
.roulette button{padding:.3rem 0;min-height:2.1rem;font-size:.85rem;border-radius:.25rem;position:relative}
.roulette .r{background:#b3202a}.roulette .b{background:#222}.roulette .g{background:#11803a}
.chip{position:absolute;top:-4px;right:-4px;background:#ffcf40;color:#000;border-radius:999px;font-size:.6rem;padding:0 .25rem}
.wide{grid-column:span 2}.span4{grid-column:span 4}
.crash{font-size:min(18vw,6rem);font-weight:900;font-variant-numeric:tabular-nums}
.crashed{color:#ff5c5c}.cashed{color:#5cff8d}
.scene{display:flex;gap:.8rem;flex-wrap:wrap;justify-content:center;align-items:flex-start}
.hand{background:#0005;border-radius:.7rem;padding:.4rem .5rem;display:flex;flex-direction:column;align-items:center;gap:.3rem;border:2px solid transparent}
.hand.won{border-color:#ffcf40;box-shadow:0 0 12px #ffcf4088}.hand-title{font-weight:700;font-size:.95rem}
.spots{display:grid;gap:.3rem;width:min(94vw,40rem);grid-template-columns:repeat(auto-fill,minmax(4.8rem,1fr))}
.spots.few{grid-template-columns:repeat(auto-fit,minmax(6rem,1fr));width:min(94vw,34rem)}
.spots button{position:relative;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:.1rem;padding:.35rem .2rem;line-height:1.1;font-size:.85rem}
.spots button small{font-size:.7rem;opacity:.85}.spots .k-player{background:#1f4fb3}.spots .k-banker{background:#b3202a}.spots .k-tie{background:#11803a}
.spots .k-small,.spots .k-big,.spots .k-any-triple{grid-column:span 2;background:#6d2fa0}.spots .k-pass{background:#11803a}.spots .k-dont-pass{background:#333}
.die{width:3.4rem;height:3.4rem;background:#fff;border-radius:.55rem;display:grid;grid-template:repeat(3,1fr)/repeat(3,1fr);padding:.4rem;box-shadow:0 2px 6px #0008}
.die .pip{width:.62rem;height:.62rem;border-radius:50%;background:#b3202a;place-self:center}.die.sm{width:2rem;height:2rem;padding:.22rem;border-radius:.35rem}.die.sm .pip{width:.34rem;height:.34rem;background:#111}
.roll{display:flex;gap:.2rem;align-items:center;background:#0005;border-radius:.5rem;padding:.25rem .35rem;font-size:.75rem}.roll b{min-width:1.3rem;text-align:center;font-size:.9rem}
.roll.decisive{outline:2px solid #ffcf40}.results{display:flex;gap:.3rem;flex-wrap:wrap;justify-content:center;font-size:.8rem;max-width:44rem}
@media (min-width:521px){.spots .first{grid-column-start:1}}@media (max-width:520px){#recall table{font-size:.72rem}#recall td,#recall th{padding:.2rem}}
.seat{display:flex;flex-direction:column;align-items:center;gap:.35rem}.seat+.seat{margin-top:.5rem}.card.slot{background:#ffffff10;border:2px dashed #fff4}.card.third{border-color:#ffcf40}
#recall-body{overflow-x:auto}#recall-body td:last-child{min-width:10rem}.bet-results{width:min(100%,30rem)}.bet-results :is(td,th):nth-child(2),.bet-results :is(td,th):nth-child(3){text-align:right;white-space:nowrap}
dialog{background:#1a1033;color:#f4f0ff;border:1px solid #fff3;border-radius:.8rem;max-width:min(40rem,94vw);max-height:85vh;overflow:auto}
dialog::backdrop{background:#000a}
table{border-collapse:collapse;width:100%;font-size:.85rem}td,th{border-bottom:1px solid #fff2;padding:.25rem .35rem;text-align:left}
code{word-break:break-all;font-size:.75rem}
@media (max-width:520px){header h1{font-size:.95rem}button{padding:.5rem .7rem}.roulette{grid-template-columns:repeat(7,1fr)}.wide,.span4{grid-column:span 7}}
</style></head>
<body>
<header><h1 id="title">Loading…</h1><span id="mode" class="pill" hidden>DEMO</span><span class="pill">Balance <b id="balance">–</b></span>
<button class="ghost" id="help-button" type="button">Help</button><button class="ghost" id="recall-button" type="button">History</button></header>
<main><div id="game" class="table"></div><div id="message" class="message" role="status" aria-live="polite"></div></main>
<dialog id="help"><div id="help-body"></div><p><button type="button" data-close>Close</button></p></dialog>
<dialog id="recall" aria-labelledby="recall-title"><h2 id="recall-title">Last 10 rounds</h2><div id="recall-body" tabindex="0" role="region" aria-labelledby="recall-title"></div><p><button type="button" data-close>Close</button></p></dialog>
<script nonce="${options.nonce}">
(() => {
  'use strict';
  const SITE_ORIGINS = ${origins};
  const params = new URLSearchParams(location.search);
  const launch = { token: params.get('token'), gameToken: params.get('gameToken'), playerId: params.get('playerId'), gameCode: params.get('gameCode'), machineId: params.get('machineId'), gameId: params.get('gameId') };
  // Tokens leave the address bar (and history) before anything else happens.
  if (params.has('token') || params.has('gameToken')) { params.delete('token'); params.delete('gameToken'); history.replaceState(null, '', location.pathname + (params.toString() ? '?' + params : '')); }
  const $ = (id) => document.getElementById(id);
  const el = (tag, attrs = {}, ...children) => { const node = document.createElement(tag); for (const [k, v] of Object.entries(attrs)) { if (k === 'class') node.className = v; else if (k.startsWith('on')) node.addEventListener(k.slice(2), v); else if (v !== false && v != null) node.setAttribute(k, v === true ? '' : v); } for (const child of children.flat()) if (child != null) node.append(child.nodeType ? child : String(child)); return node; };
  const money = (value) => '$' + Number(value).toFixed(2);
  let gameToken = null, info = null, busy = false;
  // Where balance messages go: the framing site, named explicitly, never '*'.
  const parentOrigin = (() => {
    const candidates = [location.ancestorOrigins && location.ancestorOrigins[0], document.referrer && new URL(document.referrer).origin];
    return candidates.find((origin) => origin && SITE_ORIGINS.includes(origin)) || SITE_ORIGINS[0];
  })();
  function postBalance(balance) {
    if (window.parent === window || info.demo) return;
    window.parent.postMessage({ type: 'casino.balance', balance, currencySymbol: info.currencySymbol }, parentOrigin);
  }
  window.addEventListener('message', (event) => {
    if (!SITE_ORIGINS.includes(event.origin) || event.source !== window.parent) return;
    if (event.data && event.data.type === 'casino.balance.request' && info) refreshInfo();
  });
  function say(text, error) { const m = $('message'); m.textContent = text || ''; m.className = 'message' + (error ? ' error' : ''); }
  function setBalance(value) { info.balance = value; $('balance').textContent = money(value); }
  async function api(path, body) {
    const response = await fetch(path, { method: body ? 'POST' : 'GET', headers: { 'content-type': 'application/json', 'x-game-token': gameToken, 'idempotency-key': 'r-' + crypto.randomUUID() }, body: body ? JSON.stringify(body) : undefined });
    const data = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(data.errorMessage || 'Status: ' + response.status);
    return data;
  }
  async function play(body) {
    if (busy) return null; busy = true; say('');
    try {
      const result = await api('/games/api/play', body);
      setBalance(result.balance);
      if (result.round.status !== 'open') postBalance(result.balance);
      return result;
    } catch (error) { say(error.message, true); return null; } finally { busy = false; }
  }
  async function refreshInfo() { info = await api('/games/api/info'); setBalance(info.balance); }

  // ---- Slots ----
  function slotGame() {
    const c = info.config, lines = c.lines.length;
    const labels = Object.fromEntries(c.symbols.map((s) => [s.id, s.label]));
    const board = el('div', { class: 'board', style: 'grid-template-columns:repeat(' + c.reels + ',auto)' });
    const cells = [];
    for (let r = 0; r < c.rows; r++) for (let k = 0; k < c.reels; k++) { const id = c.symbols[(r + k) % c.symbols.length].id; const cell = el('div', { class: 'cell' }, labels[id]); cell.dataset.kind = id[0]; cells.push(cell); board.append(cell); }
    const bet = el('select', { 'aria-label': 'Bet' }, [1, 2, 5, 10, 25, 50].map((perLine) => el('option', { value: (perLine * lines / 100).toFixed(2) }, money(perLine * lines / 100) + ' (' + lines + ' lines)')));
    // A free-spin coupon on this game: its spins play first, at the coupon's value, whatever the bet says.
    const freeSpins = el('p', { class: 'pill', id: 'free-spins', hidden: true });
    function showFreeSpins(remaining, value) {
      freeSpins.hidden = !(remaining > 0); bet.disabled = remaining > 0;
      if (remaining > 0) freeSpins.textContent = remaining + ' free spin' + (remaining === 1 ? '' : 's') + ' left' + (value ? ' at ' + money(value) + ' each' : '');
    }
    const spinButton = el('button', { class: 'primary', type: 'button', onclick: async () => {
      spinButton.disabled = true;
      const result = await play({ action: 'spin', bet: bet.value });
      spinButton.disabled = false;
      if (!result) return;
      if (result.free_spin) showFreeSpins(result.spins_remaining ?? 0, info.free_spins && info.free_spins.value);
      const o = result.round.outcome, grid = o.base.grid;
      cells.forEach((cell, i) => { const r = Math.floor(i / c.reels), k = i % c.reels; cell.textContent = labels[grid[r][k]]; cell.dataset.kind = grid[r][k][0]; cell.classList.remove('win'); });
      for (const w of o.base.lineWins) c.lines[w.line].slice(0, w.count).forEach((row, reel) => cells[row * c.reels + reel].classList.add('win'));
      const free = o.freeSpins.length ? ' · ' + o.freeSpins.length + ' free games played' : '';
      say((result.free_spin ? 'Free spin! ' + (result.spins_remaining ?? 0) + ' left. ' : '') + (result.round.win > 0 ? 'You win ' + money(result.round.win) + '!' : 'No win') + free);
    } }, 'SPIN');
    if (info.free_spins) showFreeSpins(info.free_spins.remaining, info.free_spins.value);
    return [board, freeSpins, el('div', { class: 'controls' }, el('label', {}, 'Bet', bet), spinButton)];
  }

  // ---- Video poker ----
  const isRed = (label) => /[♥♦]/.test(label);
  function pokerGame() {
    const c = info.config; let held = [false, false, false, false, false], phase = 'deal';
    const cards = [0, 1, 2, 3, 4].map((i) => el('button', { class: 'card back', type: 'button', 'aria-pressed': 'false', onclick: () => { if (phase !== 'draw') return; held[i] = !held[i]; paint(); } }));
    const hands = el('div', { class: 'hands' });
    const bet = el('select', { 'aria-label': 'Bet per hand' }, [0.01, 0.05, 0.1, 0.25, 0.5, 1].filter((v) => v * c.hands <= 100).map((v) => el('option', { value: v.toFixed(2) }, money(v) + ' × ' + c.hands)));
    const hint = el('button', { class: 'ghost', type: 'button', disabled: true, onclick: () => { held = state.hint.slice(); paint(); } }, 'Hint');
    const action = el('button', { class: 'primary', type: 'button' }, 'DEAL');
    let state = null;
    function show(outcome) { state = outcome; cards.forEach((card, i) => { const label = (outcome.hands && outcome.hands[0] ? outcome.hands[0].cards : outcome.dealt)[i]; card.className = 'card' + (isRed(label) ? ' red' : '') + (label === 'JOKER' ? ' joker' : ''); card.replaceChildren(el('small', {}, ''), label); }); }
    function paint() { cards.forEach((card, i) => { card.classList.toggle('held', held[i]); card.setAttribute('aria-pressed', String(held[i])); card.firstChild && (card.firstChild.textContent = held[i] ? 'HELD' : ''); }); }
    function resume(round) { phase = 'draw'; held = [false, false, false, false, false]; show(round.outcome); paint(); action.textContent = 'DRAW'; hint.disabled = !round.outcome.hint; bet.disabled = true; hands.replaceChildren(); }
    action.addEventListener('click', async () => {
      if (phase === 'deal') { const result = await play({ action: 'deal', bet: bet.value }); if (result) { resume(result.round); say('Hold cards, then draw'); } return; }
      const result = await play({ action: 'draw', held }); if (!result) return;
      const o = result.round.outcome; show(o); paint(); phase = 'deal'; action.textContent = 'DEAL'; hint.disabled = true; bet.disabled = false;
      hands.replaceChildren(...(c.hands > 1 ? o.hands.map((h, i) => el('div', { class: 'mini' }, '#' + (i + 1) + ' ' + h.cards.join(' ') + ' ' + (h.hand || '')) ) : []));
      const wins = Object.entries(o.wins).map(([k, n]) => n + '× ' + k).join(', ');
      say(result.round.win > 0 ? 'You win ' + money(result.round.win) + (wins ? ' — ' + wins : '') : 'No win');
    });
    if (info.open_round && info.open_round.status === 'open') { resume(info.open_round); say('Your unfinished hand is back: hold and draw'); }
    return [el('div', { class: 'cards' }, cards), el('div', { class: 'controls' }, el('label', {}, 'Bet', bet), hint, action), hands];
  }

  // ---- Blackjack ----
  function blackjackGame() {
    const dealer = el('div', { class: 'cards', 'aria-label': 'Dealer' }), dealerTotal = el('span', { class: 'pill', hidden: true }), player = el('div', { class: 'table' });
    const bet = el('select', { 'aria-label': 'Bet' }, [1, 2, 5, 10, 25, 50, 100].map((v) => el('option', { value: v.toFixed(2) }, money(v))));
    const buttons = {};
    const deal = el('button', { class: 'primary', type: 'button', onclick: async () => { const r = await play({ action: 'deal', bet: bet.value }); if (r) render(r.round); } }, 'DEAL');
    for (const name of ['hit', 'stand', 'double', 'split']) buttons[name] = el('button', { type: 'button', disabled: true, onclick: async () => { const r = await play({ action: name }); if (r) render(r.round); } }, name.toUpperCase());
    const card = (label) => el('div', { class: 'card' + (isRed(label) ? ' red' : '') }, label);
    function render(round) {
      const o = round.outcome;
      dealer.replaceChildren(...o.dealer.map(card), ...(o.holeHidden ? [el('div', { class: 'card back' })] : []));
      dealerTotal.hidden = false; dealerTotal.textContent = 'Dealer ' + o.dealerTotal;
      player.replaceChildren(...o.hands.map((h, i) => el('div', {}, el('div', { class: 'cards' }, h.cards.map(card)), el('div', { class: 'pill' }, (i === o.active && !o.finished ? '▶ ' : '') + 'Total ' + h.total + ' · stake ' + money(h.stake) + (o.results ? ' · ' + o.results[i].outcome : '')))));
      for (const [name, button] of Object.entries(buttons)) { button.disabled = o.finished || !o.actions.includes(name); button.classList.toggle('primary', !o.finished && o.hint === name); }
      deal.disabled = !o.finished; bet.disabled = !o.finished;
      say(o.finished ? (round.win > 0 ? 'You get ' + money(round.win) : 'Dealer wins') : 'Your move' + (o.hint ? ' (hint: ' + o.hint + ')' : ''));
    }
    if (info.open_round && info.open_round.status === 'open') render(info.open_round);
    return [el('div', { class: 'table' }, el('div', {}, 'Dealer'), dealer, dealerTotal), player, el('div', { class: 'controls' }, el('label', {}, 'Bet', bet), deal, Object.values(buttons))];
  }

  // ---- Card tables: Tri Card Poker, Red Dog, Caribbean Stud, Let 'Em Ride (bet, decisions, settle) ----
  const TABLES = {
    'tri-card-poker': { cards: 3, actions: { play: 'PLAY', fold: 'FOLD' }, extra: { play: 1 },
      rules: 'Bet an Ante, and Pair Plus if you like. You and the dealer get three cards. Play (a Play bet equal to the Ante) or Fold (you lose the Ante). The dealer needs queen-high or better to qualify: if not, the Ante pays 1:1 and Play pushes; if so, the higher hand wins Ante and Play 1:1, and a tie pushes. A played straight or better also earns the Ante bonus, whatever the dealer holds. Pair Plus pays on your hand alone, even if you fold. Hands from high: straight flush, three of a kind, straight, flush, pair, high card; A-2-3 is the lowest straight. The highlighted button is the optimal play: play Q-6-4 or better. One deck, shuffled for every hand.' },
    'red-dog': { cards: 3, actions: { raise: 'RAISE', call: 'CALL' }, extra: { raise: 1 },
      rules: 'Two cards are dealt face up (aces high, suits do not count). Consecutive cards push. A pair gets a third card: three of a kind pays 11:1, anything else pushes. Otherwise the spread is the number of ranks between the two cards: Raise (add a bet equal to yours) or Call, then the third card wins if it falls strictly between, paying by spread on all you bet. The highlighted button is the optimal play: raise with a spread of 7 or more. One deck, shuffled for every hand.' },
    'caribbean-stud': { cards: 5, actions: { call: 'CALL', fold: 'FOLD' }, extra: { call: 2 },
      rules: 'Bet an Ante. You and the dealer get five cards; one dealer card shows. Call (a Call bet of twice the Ante) or Fold (you lose the Ante). The dealer needs ace-king or better to qualify: if not, the Ante pays 1:1 and the Call pushes; if so, the higher hand wins: the Ante pays 1:1 and the Call pays by your hand (below), a tie pushes. The highlighted button follows a simple strategy close to optimal. One deck, shuffled for every hand.' },
    'let-em-ride': { cards: 2, actions: { ride: 'LET IT RIDE', pull: 'PULL BACK' }, extra: { ride: 1 },
      rules: 'Make three equal bets. You get three cards and two community cards come face down. Look at your cards, then let bet 1 ride or pull it back; after the first community card, the same for bet 2. Bet 3 always stays. Every bet still riding is paid by your final five-card hand (below); there is no dealer hand. Bet 3 is taken at the deal, bets 1 and 2 when you let them ride. The highlighted button is the optimal play. One deck, shuffled for every hand.' },
  };
  function cardTableGame() {
    const engine = info.engine, table = TABLES[engine], redDog = engine === 'red-dog', ride = engine === 'let-em-ride';
    const cardView = (label) => label ? el('div', { class: 'card' + (isRed(label) ? ' red' : '') }, label) : el('div', { class: 'card back', 'aria-label': 'Face down' });
    const dealerRow = el('div', { class: 'cards', 'aria-label': 'Dealer cards' }), playerRow = el('div', { class: 'cards', 'aria-label': redDog ? 'Cards' : 'Your cards' });
    const dealerLabel = el('span', { class: 'pill' }, ride ? 'Community cards' : 'Dealer'), playerLabel = el('span', { class: 'pill' }, redDog ? 'Place a bet and deal' : 'You');
    const results = el('div', { class: 'bet-results' });
    const amounts = (values, none) => values.map((v) => el('option', { value: v.toFixed(2) }, v ? money(v) : none));
    const ante = el('select', { 'aria-label': redDog || ride ? 'Bet' : 'Ante' }, amounts([1, 2, 5, 10, 25, 50, 100]));
    const pairPlus = engine === 'tri-card-poker' ? el('select', { 'aria-label': 'Pair Plus' }, amounts([0, 1, 2, 5, 10, 25], 'None')) : null;
    const deal = el('button', { class: 'primary', type: 'button', onclick: async () => {
      const body = pairPlus && Number(pairPlus.value) > 0
        ? { action: 'bet', bets: [{ kind: 'ante', amount: ante.value }, { kind: 'pairplus', amount: pairPlus.value }] }
        : { action: 'deal', bet: ante.value };
      const r = await play(body); if (r) render(r.round);
    } }, 'DEAL');
    const buttons = Object.fromEntries(Object.entries(table.actions).map(([name, text]) => [name, el('button', { type: 'button', disabled: true, onclick: async () => { const r = await play({ action: name }); if (r) render(r.round); } }, text)]));
    function blank() {
      dealerRow.replaceChildren(...Array.from({ length: table.cards }, () => cardView(null)));
      playerRow.replaceChildren(...Array.from({ length: redDog || ride ? 3 : table.cards }, () => el('div', { class: 'card slot' })));
    }
    function render(round) {
      const o = round.outcome, first = o.ante ?? o.bet;
      if (redDog) {
        const third = o.third ? cardView(o.third) : el('div', { class: 'card slot', 'aria-label': 'Third card' });
        if (o.third) { third.classList.add('third'); third.setAttribute('aria-label', 'Third card ' + o.third); }
        playerRow.replaceChildren(cardView(o.cards[0]), third, cardView(o.cards[1]));
        playerLabel.textContent = o.kind === 'spread' ? 'Spread ' + o.spread + ' · pays ' + o.pays + ':1' : o.kind === 'pair' ? 'Pair · three of a kind pays 11:1' : 'Consecutive · push';
      } else if (ride) {
        dealerRow.replaceChildren(...o.community.map(cardView));
        playerRow.replaceChildren(...o.player.map(cardView));
        dealerLabel.textContent = 'Community cards';
        playerLabel.textContent = o.finished ? 'Final hand: ' + o.finalHand : 'Bets riding: ' + (1 + o.riding.filter(Boolean).length) + ' · deciding bet ' + o.deciding;
      } else {
        dealerRow.replaceChildren(...o.dealer.map(cardView));
        playerRow.replaceChildren(...o.player.map(cardView));
        dealerLabel.textContent = 'Dealer' + (o.dealerHand ? ': ' + o.dealerHand + (o.dealerQualifies ? '' : ' (does not qualify)') : '');
        playerLabel.textContent = 'You: ' + o.playerHand;
      }
      for (const [name, button] of Object.entries(buttons)) {
        button.disabled = o.finished || !o.actions.includes(name);
        button.textContent = table.actions[name] + (table.extra[name] && !o.finished ? ' ' + money(first * table.extra[name]) : '');
        button.classList.toggle('primary', !o.finished && o.hint === name);
      }
      deal.disabled = !o.finished; ante.disabled = !o.finished; if (pairPlus) pairPlus.disabled = !o.finished;
      results.replaceChildren(...(o.results ? [el('table', {}, el('tr', {}, ['Bet', 'Stake', 'Paid', ''].map((h) => el('th', {}, h))), o.results.map((x) => el('tr', {}, el('td', {}, x.bet), el('td', {}, x.stake ? money(x.stake) : ''), el('td', {}, money(x.returns)), el('td', {}, x.note))))] : []));
      const net = Math.round((round.win - round.stake) * 100) / 100;
      const move = (ride ? 'Bet ' + o.deciding + ': let it ride or pull it back' : 'Your move') + (o.hint ? ' (hint: ' + table.actions[o.hint].toLowerCase() + ')' : '');
      say(!o.finished ? move : net > 0 ? 'You win ' + money(net) + ' (paid ' + money(round.win) + ')' : net === 0 ? 'Your ' + money(round.win) + ' comes back' : o.decision === 'fold' ? 'Folded' : round.win > 0 ? 'Paid ' + money(round.win) + ' on ' + money(round.stake) + ' bet' : redDog || ride ? 'No win' : 'Dealer wins');
    }
    blank();
    if (info.open_round && info.open_round.status === 'open') render(info.open_round);
    const seats = redDog ? [el('div', { class: 'seat' }, playerRow, playerLabel)] : [el('div', { class: 'seat' }, dealerLabel, dealerRow), el('div', { class: 'seat' }, playerRow, playerLabel)];
    return [...seats, el('div', { class: 'controls' }, el('label', {}, redDog ? 'Bet' : ride ? 'Each bet' : 'Ante', ante), pairPlus ? el('label', {}, 'Pair Plus', pairPlus) : null, deal), el('div', { class: 'controls' }, Object.values(buttons)), results];
  }
  function tableHelp(c) {
    const paytable = (title, rows, suffix) => [el('h3', {}, title), el('table', {}, rows.map((row) => el('tr', {}, el('td', {}, row.label), el('td', {}, row.pays + ':1' + (suffix || '')))))];
    if (info.engine === 'tri-card-poker') return [...paytable('Ante bonus (on a played hand)', c.anteBonus), ...paytable('Pair Plus', c.pairPlus), el('p', {}, 'Pair Plus return to player: ' + c.pairPlusRtp.toFixed(2) + '%. The return above is per Ante, Play bet included, with the optimal play.')];
    if (info.engine === 'let-em-ride') return [...paytable('Pays on every bet still riding', c.pays), el('p', {}, 'The return above is per bet unit (bet 3, which always stays), bets 1 and 2 included, with the optimal decisions.')];
    if (info.engine === 'red-dog') return [...paytable('Pays by spread', c.spreadPays.map((x) => ({ label: 'Spread ' + x.spread, pays: x.pays }))), el('p', {}, 'Three of a kind pays ' + c.tripsPays + ':1. The return above is per first bet, raising with a spread of ' + c.raiseFromSpread + ' or more.')];
    return [...paytable('Call pays (dealer qualifies and you win)', c.callPays), el('p', {}, 'The return above is per Ante, Call included, with the optimal strategy (a published figure, checked by simulation).')];
  }
  function tableSummary(r) {
    const o = r.outcome || {};
    if (r.engine === 'let-em-ride') return o.player.join(' ') + ' + ' + o.community.join(' ') + ' · ' + o.finalHand + ' · ' + (1 + o.riding.filter(Boolean).length) + ' bets';
    if (r.engine === 'red-dog') return o.cards.join(' ') + (o.third ? ' → ' + o.third : '') + (o.spread ? ' · spread ' + o.spread : ' · ' + o.kind) + (o.decision === 'raise' ? ' · raised' : '');
    return o.playerHand + ' vs ' + (o.dealerHand || '?') + (o.decision === 'fold' ? ' · folded' : o.dealerQualifies === false ? ' (no qualify)' : '');
  }

  // ---- Roulette ----
  const REDS = [1,3,5,7,9,12,14,16,18,19,21,23,25,27,30,32,34,36];
  function rouletteGame() {
    const c = info.config; const bets = new Map();
    const chip = el('select', { 'aria-label': 'Chip' }, [0.1, 0.5, 1, 5, 10, 25].map((v) => el('option', { value: v.toFixed(2) }, money(v))));
    const total = el('span', { class: 'pill' }, 'Bets $0.00');
    const wheel = el('div', { class: 'crash', 'aria-label': 'Result' }, '–');
    const grid = el('div', { class: 'roulette' });
    function place(key, bet, button) {
      const current = bets.get(key) || { ...bet, amount: 0, button };
      current.amount = Math.round((current.amount + Number(chip.value)) * 100) / 100; bets.set(key, current);
      let badge = button.querySelector('.chip'); if (!badge) { badge = el('span', { class: 'chip' }); button.append(badge); } badge.textContent = current.amount;
      total.textContent = 'Bets ' + money([...bets.values()].reduce((s, b) => s + b.amount, 0));
    }
    const spot = (text, cls, key, bet) => { const b = el('button', { type: 'button', class: cls, onclick: () => place(key, bet, b) }, text); return b; };
    grid.append(spot('0', 'g', 's0', { kind: 'straight', value: 0 }));
    if (c.pockets === 38) grid.append(spot('00', 'g', 's37', { kind: 'straight', value: 37 }));
    for (let n = 1; n <= 36; n++) grid.append(spot(String(n), REDS.includes(n) ? 'r' : 'b', 's' + n, { kind: 'straight', value: n }));
    for (const [label, kind, value] of [['1–18', 'low'], ['EVEN', 'even'], ['RED', 'red'], ['BLACK', 'black'], ['ODD', 'odd'], ['19–36', 'high'], ['1st 12', 'dozen', 1], ['2nd 12', 'dozen', 2], ['3rd 12', 'dozen', 3], ['Col 1', 'column', 1], ['Col 2', 'column', 2], ['Col 3', 'column', 3]]) grid.append(spot(label, 'wide ' + (kind === 'red' ? 'r' : kind === 'black' ? 'b' : ''), kind + (value || ''), value ? { kind, value } : { kind }));
    const clear = () => { for (const b of bets.values()) b.button.querySelector('.chip')?.remove(); bets.clear(); total.textContent = 'Bets $0.00'; };
    const spinButton = el('button', { class: 'primary', type: 'button', onclick: async () => {
      if (!bets.size) return say('Place a bet on the table first', true);
      const result = await play({ action: 'bet', bets: [...bets.values()].map((b) => ({ kind: b.kind, value: b.value, amount: b.amount.toFixed(2) })) });
      if (!result) return; const o = result.round.outcome;
      wheel.textContent = o.label; wheel.style.color = o.color === 'red' ? '#ff4d5a' : o.color === 'green' ? '#3ddc84' : '#fff';
      say(o.label + ' ' + o.color + ' — ' + (result.round.win > 0 ? 'you get ' + money(result.round.win) : 'no win')); clear();
    } }, 'SPIN');
    return [wheel, grid, el('div', { class: 'controls' }, el('label', {}, 'Chip', chip), total, el('button', { class: 'ghost', type: 'button', onclick: clear }, 'Clear'), spinButton)];
  }

  // ---- Crash (provably fair) ----
  async function hmacHex(key, message) {
    const enc = new TextEncoder(); const k = await crypto.subtle.importKey('raw', enc.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    return [...new Uint8Array(await crypto.subtle.sign('HMAC', k, enc.encode(message)))].map((b) => b.toString(16).padStart(2, '0')).join('');
  }
  async function sha256Hex(text) { return [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))].map((b) => b.toString(16).padStart(2, '0')).join(''); }
  async function verify(proof) {
    const h = BigInt('0x' + (await hmacHex(proof.serverSeed, proof.clientSeed + ':' + proof.nonce)).slice(0, 13)); const e = 2n ** 52n;
    const point = Math.max(100, Number((97n * e) / (e - h)));
    return { hashMatches: (await sha256Hex(proof.serverSeed)) === proof.serverSeedHash, point, pointMatches: point === proof.crashHundredths };
  }
  function crashGame() {
    let hash = info.config.server_seed_hash, nonce = info.config.nonce, last = null;
    const display = el('div', { class: 'crash' }, '1.00×');
    const bet = el('select', { 'aria-label': 'Bet' }, [0.1, 0.5, 1, 2, 5, 10, 25].map((v) => el('option', { value: v.toFixed(2) }, money(v))));
    const target = el('input', { 'aria-label': 'Cash out at', type: 'number', min: '1.01', max: '1000', step: '0.01', value: '2.00' });
    const seed = el('input', { 'aria-label': 'Client seed', value: crypto.randomUUID().slice(0, 8) });
    const fairness = el('div', { style: 'font-size:.8rem;max-width:40rem;text-align:center' });
    const showHash = () => fairness.replaceChildren('Next round: server seed hash ', el('code', {}, hash), ' · nonce ' + nonce);
    showHash();
    const verifyButton = el('button', { class: 'ghost', type: 'button', disabled: true, onclick: async () => { const v = await verify(last); say('Verified in your browser: hash ' + (v.hashMatches ? 'matches' : 'DOES NOT match') + ', crash point ' + (v.point / 100).toFixed(2) + '× ' + (v.pointMatches ? 'matches' : 'DOES NOT match')); } }, 'Verify last round');
    const go = el('button', { class: 'primary', type: 'button', onclick: async () => {
      go.disabled = true; display.className = 'crash';
      const result = await play({ action: 'crash', bet: bet.value, target: Number(target.value).toFixed(2), clientSeed: seed.value || 'seed', serverSeedHash: hash });
      if (!result) { go.disabled = false; return; }
      const o = result.round.outcome; last = o;
      const stopAt = Math.min(o.crashHundredths, o.targetHundredths) / 100, start = performance.now();
      await new Promise((done) => { const tick = (now) => { const m = Math.min(stopAt, Math.exp((now - start) / 1400)); display.textContent = m.toFixed(2) + '×'; if (m < stopAt) requestAnimationFrame(tick); else done(); }; requestAnimationFrame(tick); });
      display.textContent = o.cashedOut ? 'Cashed out ' + (o.targetHundredths / 100).toFixed(2) + '×' : 'Crashed ' + (o.crashHundredths / 100).toFixed(2) + '×';
      display.className = 'crash ' + (o.cashedOut ? 'cashed' : 'crashed');
      say(o.cashedOut ? 'You win ' + money(result.round.win) + ' (crash at ' + (o.crashHundredths / 100).toFixed(2) + '×)' : 'Crashed before your target');
      hash = o.nextServerSeedHash; nonce = o.nextNonce; showHash(); fairness.append(el('div', {}, 'Last round: server seed ', el('code', {}, o.serverSeed), ' · client seed ' + o.clientSeed + ' · nonce ' + o.nonce));
      verifyButton.disabled = false; go.disabled = false;
    } }, 'PLAY');
    return [display, el('div', { class: 'controls' }, el('label', {}, 'Bet', bet), el('label', {}, 'Cash out at', target), el('label', {}, 'Client seed', seed), go, verifyButton), fairness];
  }

  // ---- Table games: bets on named spots, one round per play (baccarat, sic bo, craps, war) ----
  const PIPS = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };
  const die = (value, small) => el('div', { class: 'die' + (small ? ' sm' : ''), role: 'img', 'aria-label': String(value) }, [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => el('span', { class: PIPS[value].includes(i) ? 'pip' : '' })));
  const faceCard = (label, caption) => el('div', { class: 'card' + (isRed(label) ? ' red' : '') }, label, caption ? el('small', {}, caption) : null);
  const backs = (n) => Array.from({ length: n }, () => el('div', { class: 'card back' }));
  const tableHand = (title, cards, won) => el('div', { class: 'hand' + (won ? ' won' : '') }, el('div', { class: 'hand-title' }, title), el('div', { class: 'cards' }, cards));
  const bigger = (o) => Math.max(o.playerTotal, o.bankerTotal) + ' to ' + Math.min(o.playerTotal, o.bankerTotal);
  const TABLE_VIEWS = {
    baccarat: {
      few: true,
      scene: (o) => o ? [['Player', o.player, o.playerTotal, o.playerThird], ['Banker', o.banker, o.bankerTotal, o.bankerThird]].map(([name, cards, total, third]) => tableHand(name + ' ' + total + (o.natural && total >= 8 ? ' · natural' : ''), cards.map((c, i) => faceCard(c, i === 2 && third ? 'third card' : '')), o.winner === name.toLowerCase()))
        : [tableHand('Player', backs(2)), tableHand('Banker', backs(2))],
      text: (o) => (o.winner === 'tie' ? 'Tie at ' + o.playerTotal : (o.winner === 'player' ? 'Player' : 'Banker') + ' wins ' + bigger(o)) + (o.natural ? ' (natural)' : ''),
    },
    'sic-bo': {
      scene: (o) => [el('div', { class: 'cards' }, (o ? o.dice : [1, 2, 3]).map((d) => die(d))), o ? el('span', { class: 'pill' }, 'Total ' + o.total + (o.triple ? ' · triple' : o.total <= 10 ? ' · small' : ' · big')) : null],
      text: (o) => o.dice.join(' ') + ' = ' + o.total + (o.triple ? ', triple' : ''),
    },
    craps: {
      few: true,
      scene: (o) => o ? [o.point && o.bets.some((b) => b.kind !== 'field') ? el('span', { class: 'pill' }, 'Point ' + o.point) : null, el('div', { class: 'scene' }, o.rolls.map((r, i) => el('div', { class: 'roll' + (i === o.rolls.length - 1 ? ' decisive' : '') }, i === 0 ? 'Come-out' : '', die(r[0], true), die(r[1], true), el('b', {}, r[0] + r[1]))))]
        : [el('div', { class: 'cards' }, die(3), die(4))],
      text: (o) => (o.rolls.length === 1 ? 'Rolled ' : o.rolls.length + ' rolls: ') + o.rolls.map((r) => r[0] + r[1]).join(', ') + (o.rolls.length === 1 ? '' : o.rolls[o.rolls.length - 1].reduce((a, b) => a + b) === 7 ? ' (seven out)' : ' (point made)'),
    },
    war: {
      few: true,
      scene: (o) => {
        if (!o) return [tableHand('You', backs(1)), tableHand('Dealer', backs(1))];
        const ante = o.bets.find((b) => b.kind === 'ante').result;
        const row = (card, war) => [faceCard(card), ...(war ? [faceCard(war, 'war')] : [])];
        return [tableHand('You', row(o.player, o.war && o.war.player), ante === 'win'), tableHand('Dealer', row(o.dealer, o.war && o.war.dealer), ante === 'lose')];
      },
      text: (o) => o.player + ' v ' + o.dealer + (o.war ? ', war ' + o.war.player + ' v ' + o.war.dealer : o.surrendered ? ', surrendered' : ''),
    },
  };
  function tableGame(view) {
    const bets = new Map();
    const chip = el('select', { 'aria-label': 'Chip' }, [0.2, 0.5, 1, 5, 10, 25].map((v) => el('option', { value: v.toFixed(2), selected: v === 1 }, money(v))));
    const total = el('span', { class: 'pill' }, 'Bets $0.00');
    const scene = el('div', { class: 'scene', 'aria-live': 'polite' }, view.scene(null)), results = el('div', { class: 'results' });
    const showTotal = () => { total.textContent = 'Bets ' + money([...bets.values()].reduce((s, b) => s + b.amount, 0)); };
    const layout = el('div', { class: 'spots' + (view.few ? ' few' : '') }, info.config.bets.map((spot) => {
      const button = el('button', { type: 'button', class: 'k-' + spot.kind + (spot.value !== undefined && spot.value === info.config.bets.find((b) => b.kind === spot.kind).value ? ' first' : ''), title: spot.note || spot.pays, onclick: () => {
        const key = spot.kind + ':' + (spot.value ?? ''), current = bets.get(key) || { kind: spot.kind, value: spot.value, amount: 0, button };
        current.amount = Math.round((current.amount + Number(chip.value)) * 100) / 100; bets.set(key, current);
        let badge = button.querySelector('.chip'); if (!badge) { badge = el('span', { class: 'chip' }); button.append(badge); } badge.textContent = current.amount; showTotal();
      } }, el('span', {}, spot.label), el('small', {}, spot.pays));
      return button;
    }));
    const clear = () => { for (const b of bets.values()) b.button.querySelector('.chip')?.remove(); bets.clear(); showTotal(); };
    const playButton = el('button', { class: 'primary', type: 'button', onclick: async () => {
      if (!bets.size) return say('Place a bet on the table first', true);
      playButton.disabled = true;
      const result = await play({ action: 'bet', bets: [...bets.values()].map((b) => ({ kind: b.kind, value: b.value, amount: b.amount.toFixed(2) })) });
      playButton.disabled = false;
      if (!result) return; const o = result.round.outcome;
      scene.replaceChildren(...view.scene(o));
      results.replaceChildren(...o.bets.map((b) => el('span', { class: 'mini' }, b.label + ' ' + money(b.amount) + (b.kind === 'ante' && o.raise ? ' + raise ' + money(o.raise) : '') + ': ' + b.result + (b.returns > 0 ? ' ' + money(b.returns) : ''))));
      say(view.text(o) + ' — ' + (result.round.win > 0 ? 'you get ' + money(result.round.win) : 'no win'));
    } }, 'PLAY');
    // Bets stay on the layout for the next round; Clear takes them off.
    return [scene, results, layout, el('div', { class: 'controls' }, el('label', {}, 'Chip', chip), total, el('button', { class: 'ghost', type: 'button', onclick: clear }, 'Clear'), playButton)];
  }
  const tableBuilders = Object.fromEntries(Object.entries(TABLE_VIEWS).map(([engine, view]) => [engine, () => tableGame(view)]));

  // ---- Help and recall ----
  const RULES = {
    slot: 'Line wins pay left to right on adjacent reels, the highest win per line. Wild substitutes for every symbol except the scatter. Scatters pay anywhere, in total bets. Line pays below are in line bets (bet ÷ lines).',
    'video-poker': 'Five cards are dealt; hold any, then draw. With several hands the held cards stay on every hand and each hand draws from its own deck. Pays are per coin bet on each hand.',
    blackjack: 'Cards come from a continuously shuffled deck. Dealer stands on soft 17 and checks for blackjack. Blackjack pays 3:2. Double on any two cards; split one pair (equal values) once, double after split allowed, split aces get one card. The highlighted button is the optimal play.',
    roulette: 'Place chips, then spin. A straight number returns 36× the chip, dozens and columns 3×, red/black, odd/even and 1–18/19–36 2× (stake included). 0 (and 00) lose every outside bet.',
    baccarat: 'Punto banco from a freshly shuffled 8-deck shoe every coup. Bet on Player, Banker or Tie, several at once. Tens and faces count 0, aces 1, other cards their face value; only the last digit of a total counts. An 8 or 9 in the first two cards is a natural and ends the coup. Otherwise the Player draws on 0–5 and stands on 6–7. If the Player stood, the Banker draws on 0–5; if the Player drew, the Banker draws on 0–2, on 3 unless the Player’s third card is an 8, on 4 against 2–7, on 5 against 4–7, on 6 against 6–7, and stands on 7. Banker wins pay 0.95 × the bet rounded down to the cent (exact for bets in steps of $0.20).',
    'sic-bo': 'Three dice are rolled. Small (total 4–10) and Big (11–17) pay 1:1 but lose on any triple. Totals, doubles and triples pay as listed; a single number pays 1:1 for each die that shows it.',
    craps: 'Pass Line: a come-out 7 or 11 wins, 2, 3 or 12 loses; any other total is the point, and the dice roll on until the point (win) or a 7 (lose). Don’t Pass is the reverse, except that a come-out 12 is a push. The whole decision is one round and every roll is shown. Field is a one-roll bet on the come-out roll.',
    war: 'You and the dealer get one card each from a fresh 6-deck shoe; aces are high. The higher card wins the War bet 1:1. On equal cards you go to war: a raise equal to your bet is taken, one more card each, and if yours is equal or higher the raise pays 1:1 and your bet pushes; otherwise both lose. If your balance cannot cover the raise you surrender and get half your bet back (rounded up to the cent). The War RTP assumes you always go to war.',
    crash: 'Pick a bet and a cash-out target. If the multiplier reaches your target before it crashes you win bet × target. The crash point is HMAC-SHA256(server seed, client seed:nonce): its first 52 bits h give floor(97·2^52/(2^52−h))/100, at least 1.00. The hash of the server seed is shown before you play and the seed after, so you can verify every round.',
  };
  function help() {
    const c = info.config, body = $('help-body');
    const parts = [el('h2', {}, info.game.display_name), el('p', {}, 'Return to player: ', el('b', {}, info.rtp.toFixed(2) + '%'), info.engine === 'video-poker' ? ' with optimal play' : info.engine === 'blackjack' || TABLES[info.engine] ? ' with the optimal strategy' : c.bets ? ' on the best bet' : ''), info.note ? el('p', {}, info.note) : null, el('p', {}, RULES[info.engine] || TABLES[info.engine].rules)];
    if (info.engine === 'slot') {
      parts.push(el('table', {}, el('tr', {}, el('th', {}, 'Symbol'), el('th', {}, 'Pays')), c.symbols.filter((s) => Object.keys(s.pays).length).map((s) => el('tr', {}, el('td', {}, s.label + (s.kind ? ' (' + s.kind + ')' : '')), el('td', {}, Object.entries(s.pays).map(([n, p]) => n + '× → ' + p).join(' · '))))));
      if (c.freeGames) parts.push(el('p', {}, c.freeGames.minScatters + ' or more scatters win ' + c.freeGames.spins + ' free games at ×' + c.freeGames.multiplier + ' (they can retrigger).'));
      parts.push(el('p', {}, c.lines.length + ' lines, ' + c.reels + ' reels × ' + c.rows + ' rows. Malfunction voids all pays and plays.'));
    }
    if (info.engine === 'video-poker') parts.push(el('p', {}, c.paytable.name), el('table', {}, c.paytable.lines.map((l) => el('tr', {}, el('td', {}, l.label), el('td', {}, String(l.pays))))));
    if (c.bets) {
      // Spots that differ only by their number (Single 1…6) share one row.
      const rows = []; for (const b of c.bets) { const last = rows[rows.length - 1]; if (last && last.kind === b.kind && last.pays === b.pays && last.rtp === b.rtp) last.values.push(b.value); else rows.push({ ...b, values: [b.value] }); }
      parts.push(el('table', {}, el('tr', {}, el('th', {}, 'Bet'), el('th', {}, 'Pays'), el('th', {}, 'RTP')), rows.map((b) => el('tr', {}, el('td', {}, b.values.length > 1 ? b.label.replace(/ \\S+$/, ' ' + b.values[0] + (b.values.length === 2 ? ' or ' : '–') + b.values[b.values.length - 1]) : b.label), el('td', {}, b.pays + (b.note ? ' — ' + b.note : '')), el('td', {}, (b.rtp * 100).toFixed(2) + '%')))));
    }
    if (TABLES[info.engine]) parts.push(...tableHelp(c));
    body.replaceChildren(...parts.filter(Boolean)); $('help').showModal(); $('help').scrollTop = 0;
  }
  async function recall() {
    const { rounds } = await api('/games/api/rounds');
    $('recall-body').replaceChildren(rounds.length ? el('table', {}, el('tr', {}, ['#', 'Time', 'Stake', 'Win', 'Before', 'After', 'Result'].map((h) => el('th', {}, h))), rounds.map((r) => el('tr', {}, el('td', {}, r.id), el('td', {}, new Date(r.started_at).toLocaleTimeString()), el('td', {}, money(r.stake) + (r.free_spin ? ' (free)' : '')), el('td', {}, money(r.win)), el('td', {}, money(r.balance_before)), el('td', {}, r.balance_after == null ? '–' : money(r.balance_after)), el('td', {}, r.status === 'open' ? 'unfinished' : r.status === 'refunded' ? 'refunded' : summary(r))))) : el('p', {}, 'No rounds yet.'));
    $('recall').showModal();
  }
  function summary(r) { const o = r.outcome || {}; if (r.engine === 'slot') return o.base.lineWins.length + ' line wins' + (o.freeSpins.length ? ', ' + o.freeSpins.length + ' free games' : ''); if (r.engine === 'roulette') return o.label + ' ' + o.color; if (r.engine === 'crash') return 'crash ' + (o.crashHundredths / 100).toFixed(2) + '× / target ' + (o.targetHundredths / 100).toFixed(2) + '×'; if (r.engine === 'video-poker') return Object.entries(o.wins || {}).map(([k, n]) => n + '× ' + k).join(', ') || 'no win'; if (r.engine === 'blackjack') return (o.results || []).map((x) => x.outcome).join(', '); if (TABLE_VIEWS[r.engine]) return TABLE_VIEWS[r.engine].text(o); if (TABLES[r.engine]) return tableSummary(r); return ''; }
  document.querySelectorAll('[data-close]').forEach((b) => b.addEventListener('click', () => b.closest('dialog').close()));
  $('help-button').addEventListener('click', help); $('recall-button').addEventListener('click', () => recall().catch((e) => say(e.message, true)));

  (async () => {
    try {
      if (launch.gameToken) { gameToken = launch.gameToken; info = await api('/games/api/info'); } else {
        const response = await fetch('/games/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: launch.token || undefined, playerId: launch.playerId ? Number(launch.playerId) : undefined, gameCode: launch.gameCode || undefined, machineId: launch.machineId ? Number(launch.machineId) : undefined, gameId: launch.gameId ? Number(launch.gameId) : undefined, demo: !launch.token }) });
        const data = await response.json();
        if (!response.ok) throw new Error(data.errorMessage || 'Status: ' + response.status);
        gameToken = data.gameToken; info = data;
      }
      document.title = info.game.display_name; $('title').textContent = info.game.display_name; $('mode').hidden = !info.demo; $('mode').className = 'pill demo';
      setBalance(info.balance);
      const builders = { slot: slotGame, 'video-poker': pokerGame, blackjack: blackjackGame, roulette: rouletteGame, crash: crashGame, ...tableBuilders, 'tri-card-poker': cardTableGame, 'red-dog': cardTableGame, 'caribbean-stud': cardTableGame, 'let-em-ride': cardTableGame };
      $('game').replaceChildren(...builders[info.engine]());
      if (info.open_round && info.open_round.status !== 'open') say('Your unfinished round was completed: ' + money(info.open_round.win) + ' paid');
    } catch (error) { $('title').textContent = 'Game unavailable'; say(error.message, true); }
  })();
})();
</script></body></html>`;
}
