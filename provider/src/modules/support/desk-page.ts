import { SESSION_ENDED_CLOSE } from 'shared-contract';
import { escapeHtml } from '../../lib/html';
import { PAYMENTS_SECTION, PAYMENTS_STYLE } from './payments-desk-page';
import { ROUNDS_SECTION, ROUNDS_STYLE } from './rounds-desk-page';

/**
 * The host desk: a small plain page. Every player-controlled text reaches it through the socket
 * and is put on the page with textContent, never as HTML.
 */
const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:Arial,sans-serif;background:#0d1b2a;color:#f1f1f1}
a,button{font:inherit}button{cursor:pointer;border:0;border-radius:6px;padding:.55em 1em;background:#f4c542;color:#111;font-weight:bold}
button.secondary{background:#33415c;color:#fff}button:disabled{opacity:.5;cursor:not-allowed}
:focus-visible{outline:3px solid #7cc4ff;outline-offset:2px}
header{display:flex;flex-wrap:wrap;gap:1em;align-items:center;justify-content:space-between;padding:.8em 1.2em;background:#1b263b}
header h1{margin:0;font-size:1.3rem}header form{margin:0}
.layout{display:grid;grid-template-columns:280px 1fr 260px;gap:1em;padding:1em}
@media (max-width:900px){.layout{grid-template-columns:1fr}}
section,aside,nav{background:#1b263b;border-radius:10px;padding:1em;min-width:0}
h2{font-size:1.05rem;margin:.2em 0 .6em}ul,ol{list-style:none;margin:0;padding:0}
nav li button{display:block;width:100%;text-align:left;margin:.3em 0;background:#33415c;color:#fff;font-weight:normal}
nav li button[aria-current=true]{background:#3b4a6b;outline:2px solid #f4c542}
nav li button span{display:block;font-size:.85em;color:#cfd6e4;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
#messages{height:45vh;overflow-y:auto;padding:.5em;background:#0d1b2a;border-radius:8px}
#messages li{margin:.4em 0;padding:.5em .7em;border-radius:8px;background:#33415c;max-width:85%}
#messages li.host{margin-left:auto;background:#23507a}#messages li.system{background:none;color:#cfd6e4;font-style:italic}
#messages .who{display:block;font-size:.8em;color:#cfd6e4}#messages p{margin:.2em 0 0;white-space:pre-wrap;overflow-wrap:anywhere}
.actions{display:flex;gap:.5em;margin:.5em 0}label{display:block;margin:.6em 0 .3em}
textarea,input{width:100%;padding:.6em;border-radius:6px;border:1px solid #778;background:#0d1b2a;color:#fff;font:inherit}
dl{margin:0}dt{color:#cfd6e4;font-size:.85em;margin-top:.6em}dd{margin:0;overflow-wrap:anywhere}
#notice{min-height:1.4em;color:#ffd27f}.login{max-width:360px;margin:4em auto;background:#1b263b;padding:2em;border-radius:12px}
.error{color:#ffb4a8}`;

const head = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}${PAYMENTS_STYLE}${ROUNDS_STYLE}</style></head>`;

export function deskLoginPage(error?: string): string {
  return `${head('Host desk · sign in')}<body><main class="login"><h1>Host desk</h1>
<form method="post" action="/support/desk/login">
<label for="login">Login</label><input id="login" name="login" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<p><button type="submit">Sign in</button></p></form></main></body></html>`;
}

export function deskPage(hostName: string): string {
  return `${head('Host desk')}<body>
<header><h1>Host desk</h1><p>Signed in as <strong>${escapeHtml(hostName)}</strong> · <span id="connection" role="status">Connecting…</span></p>
<form method="post" action="/support/desk/logout"><button type="submit" class="secondary">Log out</button></form></header>
<div class="layout">
<nav aria-label="Conversations"><h2 id="waiting-heading">Waiting</h2><ul id="waiting" aria-labelledby="waiting-heading"></ul>
<h2 id="mine-heading">Yours</h2><ul id="mine" aria-labelledby="mine-heading"></ul></nav>
<section aria-labelledby="conversation-heading"><h2 id="conversation-heading">No conversation open</h2>
<p id="conversation-status"></p>
<div class="actions"><button type="button" id="claim" disabled>Claim</button><button type="button" id="close" class="secondary" disabled>Close conversation</button></div>
<ol id="messages" aria-label="Messages" aria-live="polite"></ol>
<form id="reply-form"><label for="reply">Reply</label><textarea id="reply" rows="3" maxlength="2000" disabled></textarea>
<div class="actions"><button type="submit" id="send" disabled>Send reply</button></div></form>
<p id="notice" role="status" aria-live="polite"></p></section>
<aside aria-labelledby="details-heading"><h2 id="details-heading">Details</h2><dl id="details"><dt>Player</dt><dd>Open a conversation to see who you are talking to.</dd></dl></aside>
</div>
${PAYMENTS_SECTION}${ROUNDS_SECTION}<script src="/support/desk/desk.js"></script><script src="/support/desk/payments.js"></script>
<script src="/support/desk/rounds.js"></script></body></html>`;
}

/** The desk's script: a socket for the queue and the open conversation; all text set with textContent. */
export const DESK_SCRIPT = `(function () {
  'use strict';
  var byId = function (id) { return document.getElementById(id); };
  var socket = null, attempt = 0, openId = null, current = null, counter = 0;
  function el(tag, text, className) {
    var node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (className) node.className = className;
    return node;
  }
  function act(type, extra) {
    if (!socket || socket.readyState !== 1) { byId('notice').textContent = 'Not connected. Trying again…'; return; }
    var message = { type: type, id: openId };
    for (var key in extra || {}) message[key] = extra[key];
    socket.send(JSON.stringify(message));
  }
  function renderList(list, items, emptyText) {
    list.replaceChildren();
    if (!items.length) { list.appendChild(el('li', emptyText)); return; }
    items.forEach(function (item) {
      var button = el('button');
      button.type = 'button';
      button.appendChild(document.createTextNode(item.name + (item.kind === 'visitor' ? ' (visitor)' : '')));
      button.appendChild(el('span', item.last_text || 'No messages yet'));
      if (item.id === openId) button.setAttribute('aria-current', 'true');
      button.addEventListener('click', function () { openId = item.id; act('open'); });
      var li = el('li'); li.appendChild(button); list.appendChild(li);
    });
  }
  function messageItem(message) {
    var li = el('li', undefined, message.author);
    var who = message.author === 'player' ? (current ? current.name : 'Player') : message.author === 'host' ? (message.author_name || 'Host') : 'Note';
    li.appendChild(el('span', who + ' · ' + new Date(message.created_at).toLocaleTimeString(), 'who'));
    li.appendChild(el('p', message.text));
    return li;
  }
  function renderDetails(conversation, player) {
    var list = byId('details');
    list.replaceChildren();
    var rows = player
      ? [['Name', conversation.name], ['Login', player.login], ['Class', player.player_class], ['Balance', '$' + Number(player.balance).toFixed(2)],
         ['Active coupon', player.active_coupon ? player.active_coupon.code + ' (' + player.active_coupon.status + ')' : 'None'], ['Email', conversation.email]]
      : [['Visitor', conversation.name], ['Email', conversation.email]];
    rows.forEach(function (row) { list.appendChild(el('dt', row[0])); list.appendChild(el('dd', row[1])); });
  }
  function renderConversation(event) {
    current = event.conversation;
    openId = current.id;
    byId('conversation-heading').textContent = 'Conversation with ' + current.name;
    var statusText = { idle: 'No messages yet', waiting: 'Waiting for a host', claimed: 'Answered by ' + (current.host_name || 'a host'), closed: 'Closed' };
    byId('conversation-status').textContent = statusText[current.status] || current.status;
    var mine = event.mine === true;
    byId('claim').disabled = current.status !== 'waiting';
    byId('close').disabled = !mine;
    byId('reply').disabled = !mine;
    byId('send').disabled = !mine;
    var list = byId('messages');
    list.replaceChildren();
    event.messages.forEach(function (message) { list.appendChild(messageItem(message)); });
    list.scrollTop = list.scrollHeight;
    renderDetails(current, event.player);
    byId('notice').textContent = '';
  }
  function handle(event) {
    if (event.type === 'queue') {
      renderList(byId('waiting'), event.waiting, 'Nobody is waiting.');
      renderList(byId('mine'), event.mine, 'No conversations claimed.');
    } else if (event.type === 'conversation') {
      renderConversation(event);
    } else if (event.type === 'message' && event.conversation_id === openId) {
      var list = byId('messages');
      list.appendChild(messageItem(event.message));
      list.scrollTop = list.scrollHeight;
    } else if (event.type === 'notice') {
      byId('notice').textContent = event.text;
    }
  }
  function connect() {
    socket = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/support/desk/socket');
    socket.onopen = function () { attempt = 0; byId('connection').textContent = 'Online'; if (openId) act('open'); };
    socket.onmessage = function (message) { try { handle(JSON.parse(message.data)); } catch (error) { console.error(error); } };
    socket.onclose = function (closed) {
      byId('connection').textContent = 'Offline, reconnecting…';
      if (closed.code === ${SESSION_ENDED_CLOSE}) { location.reload(); return; }
      setTimeout(connect, Math.min(10000, 500 * Math.pow(2, attempt++)));
    };
  }
  byId('claim').addEventListener('click', function () { act('claim'); });
  byId('close').addEventListener('click', function () { act('close'); });
  byId('reply-form').addEventListener('submit', function (submitted) {
    submitted.preventDefault();
    var text = byId('reply').value.trim();
    if (!text) { byId('notice').textContent = 'Type a reply first.'; return; }
    act('reply', { text: text, client_id: Date.now().toString(36) + '-' + (counter++) });
    byId('reply').value = '';
  });
  byId('reply').addEventListener('keydown', function (key) {
    if (key.key === 'Enter' && !key.shiftKey) { key.preventDefault(); byId('reply-form').requestSubmit(); }
  });
  connect();
})();
`;
