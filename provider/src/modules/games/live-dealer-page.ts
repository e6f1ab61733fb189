import { escapeHtml } from '../../lib/html';

const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;
background:radial-gradient(circle at top,#123b2a,#07140e 70%);color:#f1fff6;min-height:100vh;padding:1.2rem}
h1{margin:.2rem 0 .4rem;font-size:1.5rem}p{margin:0 0 1rem;color:#cfe9da;max-width:40rem}
ul{list-style:none;padding:0;margin:0;display:grid;gap:.7rem;grid-template-columns:repeat(auto-fill,minmax(15rem,1fr))}
li form{margin:0}button{width:100%;font:inherit;text-align:left;border:1px solid #ffffff30;border-radius:.8rem;padding:.9rem 1rem;
background:#0b2a1c;color:#fff;cursor:pointer;display:flex;justify-content:space-between;align-items:center;gap:.5rem;min-height:3.2rem}
button:hover{border-color:#ffcf40}button b{font-size:1.05rem}button span{color:#ffcf40;font-weight:700;white-space:nowrap}
.error{color:#ffb3b3}`;

export interface LiveTable {
  gameCode: string;
  name: string;
}

/** The live dealer lobby: the live tables, each opened for the launching player by a form post. */
export function renderLiveLobby(input: { token: string; tables: LiveTable[] }): string {
  const tables = input.tables
    .map((table) => `<li><form method="post" action="/live-dealer/play"><input type="hidden" name="token" value="${escapeHtml(input.token)}">` +
      `<input type="hidden" name="gameCode" value="${escapeHtml(table.gameCode)}"><button type="submit"><b>${escapeHtml(table.name)}</b><span>Join</span></button></form></li>`)
    .join('');
  return page('Live Dealer', `<h1>Live Dealer</h1><p>Choose a table. The sandbox has no live studio: each table is dealt by the game server with the same rules and your real balance.</p><ul>${tables}</ul>`);
}

export function renderLiveLobbyError(message: string): string {
  return page('Live Dealer', `<h1>Live Dealer</h1><p class="error" role="alert">${escapeHtml(message)}</p>`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}
