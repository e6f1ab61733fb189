import { escapeHtml } from '../../lib/html';
import { TEST_CARDS } from '../../services/cashier-service';


const STYLE = `body{font-family:Arial,sans-serif;background:#0d1b2a;color:#eee;display:flex;justify-content:center;padding:3em}
main{background:#1b263b;border-radius:12px;padding:2em;width:360px}label{display:block;margin:1em 0 .3em}
input{width:100%;padding:.6em;border-radius:6px;border:0;box-sizing:border-box}button{margin-top:1.5em;width:100%;padding:.8em;
border:0;border-radius:6px;background:#2ecc71;font-weight:bold;cursor:pointer}fieldset{border:0;padding:0;margin:1em 0}
small{color:#aaa}`;

/** The sandbox cashier: one form, test card or bitcoin, posted to /cashier/deposit. */
export function cashierPage(input: { checkout: string; login: string; idempotencyKey: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox Cashier</title><style>${STYLE}</style></head>
<body><main><h1>Cashier</h1><p>Depositing for <strong>${escapeHtml(input.login)}</strong> (sandbox: no real money).</p>
<form method="post" action="/cashier/deposit">
<input type="hidden" name="checkout" value="${escapeHtml(input.checkout)}">
<input type="hidden" name="idempotency_key" value="${escapeHtml(input.idempotencyKey)}">
<label for="amount">Amount (USD)</label><input id="amount" name="amount" value="50" inputmode="decimal" required>
<fieldset><legend>Method</legend>
<label><input type="radio" name="method" value="card" checked style="width:auto"> Test card</label>
<label><input type="radio" name="method" value="bitcoin" style="width:auto"> Bitcoin (sandbox)</label></fieldset>
<label for="card_number">Card number</label><input id="card_number" name="card_number" value="${TEST_CARDS.approved}">
<small>${TEST_CARDS.approved} is approved, ${TEST_CARDS.declined} is declined. Bitcoin deposits confirm at once.</small>
<button type="submit">Deposit</button></form></main></body></html>`;
}

