import { escapeHtml } from '../../lib/html';
import { TEST_CARDS, type DepositMethod } from './cashier-service';

// Readable at 390 px (no fixed width wider than a phone) and AA contrast on the dark panel.
const STYLE = `*{box-sizing:border-box}body{font-family:Arial,sans-serif;background:#0d1b2a;color:#eee;margin:0;padding:1.5em 1em;
display:flex;justify-content:center}main{background:#1b263b;border-radius:12px;padding:1.5em;width:100%;max-width:400px}
h1{margin-top:0}label{display:block;margin:1em 0 .3em}input[type=text]{width:100%;padding:.6em;border-radius:6px;border:0;font-size:1em}
fieldset{border:1px solid #415a77;border-radius:8px;padding:.5em 1em 1em;margin:1em 0}legend{padding:0 .3em}
fieldset label{display:flex;gap:.5em;align-items:center;margin:.6em 0 0}
button{margin-top:1.5em;width:100%;padding:.8em;border:0;border-radius:6px;background:#2ecc71;color:#0d1b2a;font-weight:bold;font-size:1em;cursor:pointer}
.hint{color:#c9d1dc;font-size:.9em}.error{background:#5c1d24;border:1px solid #ff8a94;color:#fff;border-radius:8px;padding:.8em;margin:1em 0}
a{color:#9fd3ff}`;

export interface CashierPageInput {
  checkout: string;
  login: string;
  idempotencyKey: string;
  /** Where the player goes back to the casino (the site's RedirectURL). */
  returnUrl: string;
  method?: DepositMethod;
  amount?: string;
  cardNumber?: string;
  /** A declined card or bad input: shown above the form, which keeps what was entered. */
  error?: string;
  /** What the player's deposit limits still allow, in words (none without a limit). */
  allowance?: string;
}

/** The sandbox cashier: one form, test card or bitcoin, posted to /cashier/deposit. */
export function cashierPage(input: CashierPageInput): string {
  const method = input.method ?? 'card';
  const checked = (value: DepositMethod) => (method === value ? ' checked' : '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox Cashier</title><style>${STYLE}</style></head>
<body><main><h1>Cashier</h1><p>Depositing for <strong>${escapeHtml(input.login)}</strong> (sandbox: no real money).</p>
${input.error ? `<div class="error" role="alert"><strong>Deposit not made.</strong> ${escapeHtml(input.error)}</div>` : ''}
<form method="post" action="/cashier/deposit">
<input type="hidden" name="checkout" value="${escapeHtml(input.checkout)}">
<input type="hidden" name="idempotency_key" value="${escapeHtml(input.idempotencyKey)}">
<label for="amount">Amount (USD)</label><input type="text" id="amount" name="amount" value="${escapeHtml(input.amount ?? '50')}" inputmode="decimal" required aria-describedby="amount-hint">
<p class="hint" id="amount-hint">From $10 to $10,000.${input.allowance ? ` ${escapeHtml(input.allowance)}` : ''}</p>
<fieldset><legend>Method</legend>
<label><input type="radio" name="method" value="card"${checked('card')}> Test card</label>
<label><input type="radio" name="method" value="bitcoin"${checked('bitcoin')}> Bitcoin (sandbox)</label></fieldset>
<label for="card_number">Card number</label><input type="text" id="card_number" name="card_number" value="${escapeHtml(input.cardNumber ?? TEST_CARDS.approved)}" autocomplete="off" aria-describedby="card-hint">
<p class="hint" id="card-hint">Test cards: ${TEST_CARDS.approved} is approved, ${TEST_CARDS.declined} is declined. Bitcoin deposits confirm at once and need no card.</p>
<button type="submit">Deposit</button></form>
<p><a href="${escapeHtml(input.returnUrl)}">Back to the casino without depositing</a></p></main></body></html>`;
}
