import type { AuditEntry } from '../release/release-store';
import type { Notice } from './manager-session';
import { formatSize, formatSizeChange, NO_CHANGELOG, NO_COMMIT, shortCommit } from './release-changes';
import type { ReleaseEnvironment } from '../release/environments';
import { describeSegment } from '../release/canary-segments';
import {
  type EnvironmentsOverview, formatCanaryTarget, formatShare, formatUtc, HEALTH_FIGURES, type ReleaseLine, type RemoteOverview,
} from './release-overview';

/** Where the release page lives on every site server. */
export const RELEASE_MANAGER_PATH = '/release-manager';
export const PAGE_PATH = `${RELEASE_MANAGER_PATH}/`;
export const LOGIN_PATH = `${RELEASE_MANAGER_PATH}/login`;
export const LOGOUT_PATH = `${RELEASE_MANAGER_PATH}/logout`;
export const ACTION_PATH = `${RELEASE_MANAGER_PATH}/action`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML content and quoted attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

const STYLE = `
:root { color-scheme: light; --ink: #1b1f24; --muted: #57606a; --line: #d0d7de; --panel: #f6f8fa; --accent: #0a5bd3; --danger: #b42318; --ok: #1a7f37; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fff; }
header { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; justify-content: space-between; padding: 0.75rem 1rem; border-bottom: 1px solid var(--line); background: var(--panel); }
header p { margin: 0; color: var(--muted); }
main { max-width: 80rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.5rem; margin: 0; }
h2 { font-size: 1.25rem; margin: 1.5rem 0 0.75rem; }
h3 { font-size: 1.1rem; margin: 0 0 0.25rem; overflow-wrap: anywhere; }
.remotes { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 34rem), 1fr)); align-items: start; }
.remote { border: 1px solid var(--line); border-radius: 0.5rem; padding: 1rem; min-width: 0; }
.remote > p { margin: 0 0 0.5rem; color: var(--muted); }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 0.3rem 0.4rem; border-bottom: 1px solid var(--line); vertical-align: top; }
thead th { font-size: 0.85rem; }
td { font-variant-numeric: tabular-nums; }
.figures td, .figures thead th { text-align: right; }
.figures tbody th { white-space: nowrap; }
.table-scroll { overflow-x: auto; }
.nowrap { white-space: nowrap; }
.version { display: block; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.85rem; font-weight: normal; }
.role { display: block; }
.since { display: block; font-size: 0.8rem; font-weight: normal; color: var(--muted); }
.actions { display: grid; gap: 0.5rem; margin-top: 0.75rem; }
form.action { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; padding: 0.5rem; background: var(--panel); border-radius: 0.375rem; }
form.action label { display: flex; flex-direction: column; font-size: 0.85rem; flex: 1 1 10rem; }
form.action label.share { flex: 0 1 7rem; }
input { font: inherit; padding: 0.35rem 0.5rem; border: 1px solid #8c959f; border-radius: 0.25rem; min-width: 0; }
button { font: inherit; padding: 0.4rem 0.9rem; border-radius: 0.25rem; border: 1px solid var(--accent); background: var(--accent); color: #fff; cursor: pointer; }
button.danger { background: var(--danger); border-color: var(--danger); }
button.quiet { background: #fff; color: var(--ink); border-color: #8c959f; }
:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
.notice { padding: 0.75rem 1rem; border-radius: 0.375rem; margin: 0 0 1rem; border: 1px solid; }
.notice.done { color: var(--ok); border-color: var(--ok); background: #eef9f0; }
.notice.refused { color: var(--danger); border-color: var(--danger); background: #fdf0ef; }
.badge { display: inline-block; padding: 0 0.4rem; border-radius: 0.25rem; font-size: 0.85rem; font-weight: 600; }
.badge.automatic { background: #fff1d6; color: #7a4b00; border: 1px solid #d4a72c; }
.badge.manual { color: var(--muted); }
tr.automatic { background: #fffaf0; }
.audit td:first-child { white-space: nowrap; }
.audit td:nth-child(3) { overflow-wrap: anywhere; }
.remote h4 { font-size: 1rem; margin: 1rem 0 0.25rem; }
.changes { margin: 0 0 0.5rem; padding-left: 1.25rem; }
.changes .change { display: block; overflow-wrap: anywhere; }
.history { font-size: 0.9rem; }
.history td:nth-child(4) { overflow-wrap: anywhere; }
.muted { color: var(--muted); }
.login { max-width: 24rem; margin: 3rem auto; padding: 1.5rem; border: 1px solid var(--line); border-radius: 0.5rem; }
.login form { display: grid; gap: 0.75rem; }
.login label { display: grid; gap: 0.25rem; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@media (max-width: 40rem) {
  main { padding: 0.5rem; }
  .remote { padding: 0.75rem 0.5rem; }
  .figures tbody th { white-space: normal; }
  th, td { padding: 0.3rem 0.25rem; }
  .history thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  .history tr { display: block; padding: 0.5rem 0; border-bottom: 1px solid var(--line); }
  .history td { display: grid; grid-template-columns: 6rem 1fr; gap: 0.5rem; border: 0; padding: 0.1rem 0; }
  .history td::before { content: attr(data-label); font-weight: 600; }
  .audit thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  .audit tr { display: block; padding: 0.5rem 0; border-bottom: 1px solid var(--line); }
  .audit td { display: grid; grid-template-columns: 6rem 1fr; gap: 0.5rem; border: 0; padding: 0.1rem 0; }
  .audit td::before { content: attr(data-label); font-weight: 600; }
}
`;

function document(title: string, nonce: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${escapeHtml(nonce)}">${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** The sign-in form; `message` says why the last attempt was refused. */
export function renderLoginPage(options: { nonce: string; message?: string; login?: string }): string {
  const message = options.message ? `<p class="notice refused" role="alert">${escapeHtml(options.message)}</p>` : '';
  return document('Releases – sign in', options.nonce, `<main class="login">
<h1>Releases</h1>
<p>Sign in with your release manager account.</p>
${message}
<form method="post" action="${LOGIN_PATH}">
<label>Login <input name="login" autocomplete="username" required maxlength="64" value="${escapeHtml(options.login ?? '')}" autocapitalize="none" spellcheck="false"></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required maxlength="1024"></label>
<button type="submit">Sign in</button>
</form>
</main>`);
}

interface FormContext {
  csrf: string;
  remote: string;
}

function actionForm(context: FormContext, action: string, version: string, button: string, extra = '', buttonClass = ''): string {
  const id = `${context.remote}-${action}`;
  return `<form class="action" method="post" action="${ACTION_PATH}">
<input type="hidden" name="csrf" value="${escapeHtml(context.csrf)}">
<input type="hidden" name="remote" value="${escapeHtml(context.remote)}">
<input type="hidden" name="action" value="${escapeHtml(action)}">
<input type="hidden" name="version" value="${escapeHtml(version)}">
${extra}<label for="${escapeHtml(id)}-reason">Reason (optional)<input id="${escapeHtml(id)}-reason" name="reason" maxlength="500"></label>
<button type="submit"${buttonClass ? ` class="${buttonClass}"` : ''}>${escapeHtml(button)}</button>
</form>`;
}

const ROLE_NAMES: Record<ReleaseLine['role'], string> = { active: 'Active', canary: 'Canary', previous: 'Previous' };

/** `1.2.0-abcd1234` may break after the dash only; the date and the time of a moment stay whole. */
const versionHtml = (version: string) => escapeHtml(version).replace(/^([^-]+-)/, '$1<wbr>');
const momentHtml = (iso: string) => escapeHtml(formatUtc(iso)).replace(/^(\S+) (\S+ UTC)$/, '<span class="nowrap">$1</span> <span class="nowrap">$2</span>');

function lineHeader(line: ReleaseLine): string {
  const share = line.share !== undefined ? ` (${escapeHtml(formatCanaryTarget(line.share, line.segment))})` : '';
  const since = line.since ? `<span class="since">${line.role === 'canary' ? 'started' : 'since'} ${momentHtml(line.since)}</span>` : '';
  return `<th scope="col"><span class="role">${ROLE_NAMES[line.role]}${share}</span><span class="version">${versionHtml(line.version)}</span>${since}</th>`;
}

/** The commit range and the sizes between the versions a manager chooses between: previous → active, active → canary. */
function renderChanges(overview: RemoteOverview): string {
  const changes = overview.changes.map(({ label, change }) => {
    const commits = change.commits ? `<code>${escapeHtml(change.commits)}</code>` : 'unknown (a version has no commit recorded)';
    const size = change.size ? escapeHtml(formatSizeChange(change.size)) : 'unknown (a version was published before sizes were kept)';
    return `<li><strong>${escapeHtml(label)}</strong> <span class="version">${versionHtml(change.from)} → ${versionHtml(change.to)}</span>
<span class="change">Commits ${commits}</span><span class="change">Size ${size}</span></li>`;
  });
  const summary = changes.length > 0 ? `<ul class="changes">\n${changes.join('\n')}\n</ul>` : '';
  return `<h4 id="${escapeHtml(`changes-${overview.remote}`)}">What changed</h4>
${summary}
${renderHistory(overview)}`;
}

/** The latest published versions with their commit, the team's changelog line and their size against the one before. */
function renderHistory(overview: RemoteOverview): string {
  const rows = overview.history.map((note) => {
    const size = note.sizeChange ? formatSizeChange(note.sizeChange) : formatSize(note.size);
    const commit = note.commit ? `<code title="${escapeHtml(note.commit)}">${escapeHtml(shortCommit(note.commit))}</code>` : escapeHtml(NO_COMMIT);
    return `<tr>
<td data-label="Version"><span class="version">${versionHtml(note.version)}</span>${note.withdrawn ? '<span class="since">withdrawn</span>' : ''}</td>
<td data-label="Published"><time datetime="${escapeHtml(note.publishedAt)}">${momentHtml(note.publishedAt)}</time></td>
<td data-label="Commit">${commit}</td>
<td data-label="Changelog">${note.changelog ? escapeHtml(note.changelog) : `<span class="muted">${escapeHtml(NO_CHANGELOG)}</span>`}</td>
<td data-label="Size">${escapeHtml(size)}</td>
</tr>`;
  });
  return `<div class="table-scroll" role="region" tabindex="0" aria-label="${escapeHtml(overview.remote)} published versions">
<table class="history">
<caption class="visually-hidden">${escapeHtml(overview.remote)}: the latest published versions, newest first, each size against the version published before it</caption>
<thead><tr><th scope="col">Version</th><th scope="col">Published</th><th scope="col">Commit</th><th scope="col">Changelog</th><th scope="col">Size</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</div>`;
}

function renderRemote(overview: RemoteOverview, csrf: string): string {
  const headingId = `remote-${overview.remote}`;
  const heading = `<h3 id="${escapeHtml(headingId)}">${escapeHtml(overview.remote)}</h3>`;
  if (!overview.published) return `<section class="remote" aria-labelledby="${escapeHtml(headingId)}">${heading}<p>Nothing published.</p></section>`;
  if (overview.lines.length === 0) {
    return `<section class="remote" aria-labelledby="${escapeHtml(headingId)}">${heading}<p>Published; no version active yet (pnpm release activate).</p>
${renderChanges(overview)}
</section>`;
  }
  const rows = HEALTH_FIGURES.map(
    ({ label, value }) => `<tr><th scope="row">${escapeHtml(label)}</th>${overview.lines.map((line) => `<td>${escapeHtml(value(line.health))}</td>`).join('')}</tr>`,
  ).join('\n');
  const table = `<div class="table-scroll" role="region" tabindex="0" aria-label="${escapeHtml(overview.remote)} health figures">
<table class="figures">
<caption class="visually-hidden">${escapeHtml(overview.remote)}: health of each version over the last hour</caption>
<thead><tr><th scope="col"><span class="visually-hidden">Figure</span></th>${overview.lines.map(lineHeader).join('')}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
</div>`;
  const context = { csrf, remote: overview.remote };
  const canary = overview.lines.find((line) => line.role === 'canary');
  const active = overview.lines.find((line) => line.role === 'active');
  const previous = overview.lines.find((line) => line.role === 'previous');
  const forms: string[] = [];
  if (canary) {
    const shareId = `${overview.remote}-share-value`;
    // A canary with a segment may go to its segment alone: a share of 0.
    const least = canary.segment ? '0' : '0.1';
    const shareField = `<label class="share" for="${escapeHtml(shareId)}">Share (%)<input id="${escapeHtml(shareId)}" name="share" type="number" min="${least}" max="99.9" step="0.1" required value="${canary.share ?? ''}"></label>\n`;
    forms.push(actionForm(context, 'share', canary.version, 'Set share', shareField, 'quiet'));
    forms.push(actionForm(context, 'promote', canary.version, `Promote ${canary.version}`));
    forms.push(actionForm(context, 'abort', canary.version, 'Abort canary', '', 'danger'));
  }
  if (previous && active) forms.push(actionForm(context, 'rollback', active.version, `Roll back to ${previous.version}`, '', 'danger'));
  const actions = forms.length > 0 ? `<div class="actions">\n${forms.join('\n')}\n</div>` : '';
  return `<section class="remote" aria-labelledby="${escapeHtml(headingId)}">
${heading}
<p>Event contract ${escapeHtml(overview.contractVersion ?? '')}</p>
${table}
${actions}
${renderChanges(overview)}
</section>`;
}

/** What an audit entry did, in words, with the environment it was done in (none for a change of the store itself). */
export function describeAuditEntry(entry: AuditEntry): string {
  const what = describeAuditAction(entry);
  return entry.environment && entry.action !== 'promote-env' ? `${entry.environment}: ${what}` : what;
}

/** A gate's run before a step (docs/decisions/039): the step, the candidate, and which journeys failed or passed. */
function describeGate(entry: AuditEntry): string {
  const gate = entry.gate;
  const step = gate?.step ?? 'a step';
  const candidate = `${entry.remote} ${entry.version}`;
  const quoted = (names: ReadonlyArray<string>) => names.map((name) => `"${name}"`).join(', ');
  switch (gate?.outcome) {
    case 'passed': return `Gate passed before ${step} of ${candidate}: ${quoted(gate.journeys)}`;
    case 'failed': return `Gate stopped ${step} of ${candidate}: failed ${quoted(gate.failed)}`;
    case 'skipped': return `Gate skipped before ${step} of ${candidate}`;
    default: return `Gate before ${step} of ${candidate}`;
  }
}

function describeAuditAction(entry: AuditEntry): string {
  const from = entry.from ? ` (was ${entry.from})` : '';
  switch (entry.action) {
    case 'promote-env': return `Promoted ${entry.remote} ${entry.version} from ${entry.fromEnvironment ?? 'another environment'} to ${entry.environment ?? 'production'}${from}`;
    case 'publish': return `Published ${entry.remote} ${entry.version}`;
    case 'activate': return `Activated ${entry.remote} ${entry.version}${from}`;
    case 'rollback': return `Rolled back ${entry.remote} to ${entry.version}${from}`;
    case 'canary': return `Canary ${entry.remote} ${entry.version} at ${formatShare(entry.share ?? 0)}${entry.segment ? ` and to ${describeSegment(entry.segment)}` : ''}${entry.from ? ` (replacing ${entry.from})` : ''}`;
    case 'promote': return `Promoted ${entry.remote} ${entry.version} to every player${from}`;
    case 'abort': return `Aborted the canary ${entry.remote} ${entry.version}${entry.share !== undefined ? ` (at ${formatShare(entry.share)})` : ''}`;
    case 'withdraw': return `Withdrew ${entry.remote} ${entry.version}: it can no longer be given to players`;
    case 'prune': return `Deleted ${entry.remote} ${entry.version} from the store`;
    case 'set-activate': return `Activated ${entry.remote} ${entry.version}${from} with set ${entry.set ?? ''}`;
    case 'set-rollback': return `Rolled back ${entry.remote} to ${entry.version || 'no version'}${from} with set ${entry.set ?? ''}`;
    case 'gate': return describeGate(entry);
    default: return `${String(entry.action)} ${entry.remote} ${entry.version}`;
  }
}

function renderAudit(audit: ReadonlyArray<AuditEntry>): string {
  if (audit.length === 0) return '<p>No release change recorded yet.</p>';
  const rows = audit.map((entry) => {
    const kind = entry.automatic ? '<span class="badge automatic">Automatic</span>' : '<span class="badge manual">Manual</span>';
    return `<tr${entry.automatic ? ' class="automatic"' : ''}>
<td data-label="When"><time datetime="${escapeHtml(entry.at)}">${escapeHtml(formatUtc(entry.at))}</time></td>
<td data-label="Who">${escapeHtml(entry.actor)}</td>
<td data-label="What">${escapeHtml(describeAuditEntry(entry))}</td>
<td data-label="Why">${escapeHtml(entry.reason ?? '')}</td>
<td data-label="How">${kind}</td>
</tr>`;
  });
  return `<table class="audit">
<caption class="visually-hidden">Release changes, newest first</caption>
<thead><tr><th scope="col">When (UTC)</th><th scope="col">Who</th><th scope="col">What</th><th scope="col">Why</th><th scope="col">How</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`;
}

export interface ReleasesPageContent {
  nonce: string;
  login: string;
  csrf: string;
  overviews: ReadonlyArray<RemoteOverview>;
  audit: ReadonlyArray<AuditEntry>;
  notice: Notice | null;
  now: Date;
  /** Why figures or versions are missing (the health store did not answer, the registry is malformed). */
  problems?: ReadonlyArray<string>;
  /** The environment this site server serves: the remotes below, their figures and actions are its. */
  environment?: ReleaseEnvironment;
  /** Every environment's versions side by side. */
  environments?: EnvironmentsOverview;
}

/** Every remote's active, canary and previous versions in each environment, side by side. */
function renderEnvironments(overview: EnvironmentsOverview, own: ReleaseEnvironment | undefined): string {
  const cell = (text: string | undefined, label: string) => (text ? `<span class="version">${versionHtml(text)}</span>` : `<span class="muted">${escapeHtml(label)}</span>`);
  const head = overview.environments.map((environment) =>
    `<th scope="colgroup" colspan="3">${escapeHtml(environment)}${environment === own ? ' <span class="badge manual">this site</span>' : ''}</th>`).join('');
  const roles = overview.environments.map(() => '<th scope="col">Active</th><th scope="col">Canary</th><th scope="col">Previous</th>').join('');
  const rows = overview.remotes.map(({ remote, in: versions }) => `<tr><th scope="row">${escapeHtml(remote)}</th>${overview.environments.map((environment) => {
    const { active, canary, previous } = versions[environment];
    const target = canary ? `${formatCanaryTarget(canary.share, canary.segment)}${canary.share > 0 || !canary.segment ? ' of browsers' : ''}` : '';
    return `<td>${cell(active, 'none')}</td><td>${canary ? `${cell(canary.version, '')}<span class="since">${escapeHtml(target)}</span>` : cell(undefined, 'none')}</td><td>${cell(previous, 'none')}</td>`;
  }).join('')}</tr>`);
  return `<h2 id="environments-heading">Environments</h2>
<p>The same published versions in every environment; pnpm release promote-env moves one staging served to production.</p>
<div class="table-scroll" role="region" tabindex="0" aria-labelledby="environments-heading">
<table class="environments">
<caption class="visually-hidden">Each remote's active, canary and previous versions in each environment</caption>
<thead><tr><td></td>${head}</tr><tr><th scope="col">Remote</th>${roles}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</div>`;
}

/** The release page: every remote's versions and health, its actions, then the audit log. */
export function renderReleasesPage(content: ReleasesPageContent): string {
  const notice = content.notice
    ? `<p class="notice ${content.notice.kind}" role="${content.notice.kind === 'refused' ? 'alert' : 'status'}">${escapeHtml(content.notice.text)}</p>`
    : '';
  const problems = (content.problems ?? []).map((problem) => `<p class="notice refused" role="alert">${escapeHtml(problem)}</p>`).join('\n');
  return document('Releases', content.nonce, `<header>
<h1>Releases</h1>
<p>Signed in as <strong>${escapeHtml(content.login)}</strong></p>
<form method="post" action="${LOGOUT_PATH}">
<input type="hidden" name="csrf" value="${escapeHtml(content.csrf)}">
<button type="submit" class="quiet">Sign out</button>
</form>
</header>
<main>
${notice}
${content.environments ? renderEnvironments(content.environments, content.environment) : ''}
<h2 id="remotes-heading">Remotes${content.environment ? ` in ${escapeHtml(content.environment)}` : ''}</h2>
<p>Health over the last hour, up to ${escapeHtml(formatUtc(content.now.toISOString()))}, added up over every site server${content.environment ? ` of ${escapeHtml(content.environment)}` : ''}.</p>
${problems}
<div class="remotes">
${content.overviews.map((overview) => renderRemote(overview, content.csrf)).join('\n')}
</div>
<h2 id="audit-heading">Audit log</h2>
<p>The last ${content.audit.length} release changes, newest first.</p>
${renderAudit(content.audit)}
</main>`);
}
