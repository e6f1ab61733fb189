/**
 * The desk's Payments queue, beside the chats: photo IDs to review and withdrawals to decide. Every
 * text a player chose (login, names, address, file name) is put on the page with textContent or
 * setAttribute, never as HTML.
 */
export const PAYMENTS_STYLE = `.payments{margin:0 1em 1em;background:#1b263b;border-radius:10px;padding:1em}
.payments h3{font-size:1rem;margin:1em 0 .5em}.payments>div{display:grid;grid-template-columns:1fr 1fr;gap:1em}
@media (max-width:900px){.payments>div{grid-template-columns:1fr}}
.payments li.item{background:#0d1b2a;border-radius:8px;padding:.8em;margin:.6em 0}
.payments h4{margin:0 0 .4em;font-size:1rem}.payments img{display:block;max-width:100%;max-height:320px;margin:.5em 0;background:#fff}
.payments a{color:#7cc4ff}.payments .decide{display:flex;flex-wrap:wrap;gap:.5em;align-items:flex-end;margin-top:.6em}
.payments .decide label{margin:0;flex:1 1 12em}.payments .decide input{margin-top:.3em}
#payments-notice{min-height:1.4em;color:#ffd27f}`;

export const PAYMENTS_SECTION = `<section class="payments" aria-labelledby="payments-heading"><h2 id="payments-heading">Payments</h2>
<p id="payments-notice" role="status" aria-live="polite">Loading payments…</p>
<div><div><h3 id="documents-heading">Photo IDs to review</h3><ul id="documents" aria-labelledby="documents-heading"></ul></div>
<div><h3 id="withdrawals-heading">Withdrawals to decide</h3><ul id="withdrawals" aria-labelledby="withdrawals-heading"></ul></div></div>
</section>`;

/** The queue's script: reads the queue, shows it, sends each decision as JSON; all text set with textContent. */
export const PAYMENTS_SCRIPT = `(function () {
  'use strict';
  var byId = function (id) { return document.getElementById(id); };
  var notice = byId('payments-notice'), counter = 0, busy = false;
  function el(tag, text, className) {
    var node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (className) node.className = className;
    return node;
  }
  function money(amount) { return '$' + Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }); }
  function when(iso) { return new Date(iso).toLocaleString(); }
  function details(rows) {
    var list = el('dl');
    rows.forEach(function (row) { list.appendChild(el('dt', row[0])); list.appendChild(el('dd', row[1])); });
    return list;
  }
  function decide(url, body) {
    if (busy) return;
    busy = true;
    notice.textContent = 'Sending your decision…';
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, credentials: 'same-origin', body: JSON.stringify(body) })
      .then(function (response) {
        if (response.status === 401) { location.reload(); return null; }
        return response.json().then(function (answer) { notice.textContent = answer.message || answer.errorMessage || 'Done.'; });
      })
      .catch(function () { notice.textContent = 'The decision could not be sent. Please try again.'; })
      .then(function () { busy = false; load(); });
  }
  /** Approve, and reject with a reason the player reads (required). */
  function decisionForm(url, what, canApprove) {
    var form = el('form', undefined, 'decide');
    var id = 'reason-' + (counter++);
    var label = el('label', 'Reason for rejecting ' + what);
    label.htmlFor = id;
    var reason = el('input');
    reason.id = id; reason.maxLength = 500; reason.autocomplete = 'off';
    label.appendChild(reason);
    if (canApprove) {
      var approve = el('button', 'Approve');
      approve.type = 'button';
      approve.addEventListener('click', function () { decide(url, { decision: 'approve' }); });
      form.appendChild(approve);
    }
    form.appendChild(label);
    var reject = el('button', 'Reject', 'secondary');
    reject.type = 'submit';
    form.appendChild(reject);
    form.addEventListener('submit', function (submitted) {
      submitted.preventDefault();
      if (!reason.value.trim()) { notice.textContent = 'Give the player a reason for the rejection first.'; reason.focus(); return; }
      decide(url, { decision: 'reject', reason: reason.value.trim() });
    });
    return form;
  }
  function documentItem(item) {
    var li = el('li', undefined, 'item');
    li.appendChild(el('h4', 'Photo ID of ' + item.login));
    li.appendChild(details([['Legal name', item.legal_name || 'Not given'], ['Date of birth', item.birth_date || 'Not given'],
      ['Address', item.address || 'Not given'], ['File', item.file_name + ' (' + item.kind.toUpperCase() + ', ' + Math.ceil(item.size_bytes / 1024) + ' KB)'],
      ['Sent', when(item.uploaded_at)]]));
    if (item.kind !== 'pdf') {
      var image = el('img');
      image.src = item.url;
      image.alt = 'Photo ID sent by ' + item.login;
      li.appendChild(image);
    }
    var link = el('a', 'Open the document (' + item.kind.toUpperCase() + ') in a new tab');
    link.href = item.url; link.target = '_blank'; link.rel = 'noopener noreferrer';
    li.appendChild(link);
    li.appendChild(decisionForm('/support/desk/payments/documents/' + item.id, 'the photo ID of ' + item.login, true));
    return li;
  }
  function withdrawalItem(item) {
    var li = el('li', undefined, 'item');
    li.appendChild(el('h4', money(item.amount) + ' for ' + item.login));
    li.appendChild(details([['Player', item.login + ' (' + item.player_id + ')'], ['Amount', money(item.amount)],
      ['Method', item.method === 'card' ? 'Card of the last deposit' : 'Bitcoin to ' + item.destination], ['Requested', when(item.requested_at)],
      ['Status', item.status === 'approved' ? 'Approved, waiting for the payout' : 'Requested']]));
    li.appendChild(decisionForm('/support/desk/payments/withdrawals/' + item.id, 'the withdrawal of ' + money(item.amount) + ' for ' + item.login, item.status === 'requested'));
    return li;
  }
  function render(list, items, emptyText, itemOf) {
    list.replaceChildren();
    if (!items.length) { list.appendChild(el('li', emptyText)); return; }
    items.forEach(function (item) { list.appendChild(itemOf(item)); });
  }
  function load() {
    // A host typing a reason keeps the list as it is until the decision is sent.
    var typing = document.activeElement && document.activeElement.id && document.activeElement.id.indexOf('reason-') === 0;
    if (typing && document.activeElement.value) return;
    fetch('/support/desk/payments', { credentials: 'same-origin' })
      .then(function (response) {
        if (response.status === 401) { location.reload(); return null; }
        return response.json();
      })
      .then(function (queue) {
        if (!queue) return;
        render(byId('documents'), queue.documents, 'No photo IDs are waiting.', documentItem);
        render(byId('withdrawals'), queue.withdrawals, 'No withdrawals are waiting.', withdrawalItem);
        if (notice.textContent === 'Loading payments…') notice.textContent = '';
      })
      .catch(function () { notice.textContent = 'The payments queue could not be loaded. Trying again…'; });
  }
  load();
  setInterval(load, 15000);
})();
`;
