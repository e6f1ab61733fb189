import fastifyCookie from '@fastify/cookie';
import { fastifyFormbody } from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isReleaseName, RegistryFormatError, type ReleaseName, type ReleaseRegistry } from 'shared-releases';
import type { HealthStore, VersionHealth } from '../release-health/health-store';
import { DEFAULT_ENVIRONMENT, GATE_PASS_VALID_MS, ReleaseError, type ReleaseActor, type ReleaseStore } from '../release/release-store';
import { describeSegment } from '../release/canary-segments';
import { createNonce, isSecureRequest } from '../lib/security-headers';
import { authenticate, type ManagerStore, readManagers } from './manager-accounts';
import { memorySignInAttempts, type SignInAttempts } from './sign-in-attempts';
import {
  claimedSession, createNoticeValue, createSessionValue, csrfToken, isValidCsrfToken, isValidSession,
  type Notice, NOTICE_COOKIE, readNotice, SESSION_COOKIE, SESSION_HOURS,
} from './manager-session';
import { environmentsOverview, HEALTH_WINDOW_MS, releaseOverview } from './release-overview';
import {
  ACTION_PATH, LOGIN_PATH, LOGOUT_PATH, PAGE_PATH, RELEASE_MANAGER_PATH, renderLoginPage, renderReleasesPage,
} from './release-page-html';

export interface ReleasePageOptions {
  store: ReleaseStore;
  health: HealthStore;
  /** Signs sessions, form tokens and notices; the same key on every site server, so any of them accepts a session. At least 32 bytes. */
  signingKey: Buffer;
  /** The release managers' accounts (manager-accounts.ts), outside the public release store. */
  managers: ManagerStore;
  /** Whether the request came over TLS (cookies are then `Secure`); the request's protocol or `x-forwarded-proto` by default. */
  secure?: (request: FastifyRequest) => boolean;
  /** Failed sign-ins, shared by every site server (the site's database); in this process's memory without it. */
  signInAttempts?: SignInAttempts;
  now?: () => Date;
}

const SESSION_MS = SESSION_HOURS * 60 * 60 * 1000;
const FORM_LIMIT = 8 * 1024;
const MAX_REASON = 500;
/** Failed sign-ins of one login from one address before it has to wait. */
const MAX_FAILURES = 5;
/** Failed sign-ins from one address, whatever the logins, before it has to wait: guessing across logins costs as much. */
const MAX_ADDRESS_FAILURES = 15;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const AUDIT_SHOWN = 100;

const WRONG_LOGIN = 'Wrong login or password.';
const FORM_EXPIRED = 'This form did not come from your release page or has expired: reload the page and try again.';

/** Only styles carrying this response's nonce; no script, no frame, forms only to the site itself. */
const policyFor = (nonce: string) => `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

type Form = Record<string, unknown>;
const field = (body: unknown, name: string): string => {
  const value = (body as Form | null)?.[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The release page for release managers, at /release-manager/ (register it with
 * `app.register(releasePage, options)`): each remote's active, canary and previous versions with
 * their health over the last hour, the actions of `pnpm release` (promote, abort, share, roll back)
 * and the audit log. Behind its own sign-in: a signed, stateless session cookie that every site
 * server sharing the key accepts; a player's session opens nothing here.
 */
export const releasePage: FastifyPluginAsync<ReleasePageOptions> = async (app, options) => {
  if (options.signingKey.length < 32) throw new Error('The release page needs a signing key of at least 32 bytes.');
  const key = options.signingKey;
  const now = options.now ?? (() => new Date());
  const secure = options.secure ?? isSecureRequest;
  const attempts = options.signInAttempts ?? memorySignInAttempts();

  // Forms are parsed only inside this plugin: the rest of the site takes no form posts.
  await app.register(fastifyFormbody, { bodyLimit: FORM_LIMIT });
  // The site server reads every cookie with @fastify/cookie already; the page on its own (its tests) registers it here.
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);

  /** This page's cookies: sent to it alone, read by no script, never on a request another site starts. */
  const setCookie = (request: FastifyRequest, reply: FastifyReply, name: string, value: string, maxAge: number) =>
    reply.setCookie(name, value, { path: RELEASE_MANAGER_PATH, maxAge, httpOnly: true, sameSite: 'strict', secure: secure(request) });

  const sendHtml = (reply: FastifyReply, status: number, render: (nonce: string) => string) => {
    const nonce = createNonce();
    return reply
      .code(status)
      .header('content-security-policy', policyFor(nonce))
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(render(nonce));
  };

  const seeOther = (reply: FastifyReply) => reply.code(303).header('cache-control', 'no-store').header('location', PAGE_PATH).send();

  /** The signed-in manager, or null: only this page's session cookie counts, checked against the account as it is now. */
  const sessionOf = async (request: FastifyRequest): Promise<{ login: string; value: string } | null> => {
    const value = request.cookies[SESSION_COOKIE];
    const claimed = claimedSession(value);
    if (!value || !claimed) return null;
    const account = (await readManagers(options.managers)).find((manager) => manager.login === claimed.login);
    return account && isValidSession(key, value, account.passwordHash, now()) ? { login: account.login, value } : null;
  };

  const sendLogin = (reply: FastifyReply, status: number, message?: string, login?: string) =>
    sendHtml(reply, status, (nonce) => renderLoginPage({ nonce, message, login }));

  app.get(RELEASE_MANAGER_PATH, async (_request, reply) => reply.code(308).header('location', PAGE_PATH).send());

  app.get(PAGE_PATH, async (request, reply) => {
    const session = await sessionOf(request);
    if (!session) return sendLogin(reply, 401);
    const problems: string[] = [];
    const at = now();
    const [registry, environments, summaries, audit] = await Promise.all([
      options.store.readRegistry().catch((error: unknown): ReleaseRegistry => {
        if (!(error instanceof RegistryFormatError)) throw error;
        problems.push(error.message);
        return { remotes: {} };
      }),
      // Every environment beside this server's: a malformed one is told above (its own) or shown empty.
      options.store.readEnvironments().catch(() => null),
      options.health.summary({ since: new Date(at.getTime() - HEALTH_WINDOW_MS), until: at }).catch((error: unknown): VersionHealth[] => {
        request.log.error(error);
        problems.push('Health figures are not available: the health store did not answer. Versions and actions are shown without them.');
        return [];
      }),
      options.store.readAudit(AUDIT_SHOWN),
    ]);
    const notice = readNotice(key, request.cookies[NOTICE_COOKIE]);
    // A notice is shown once.
    if (request.cookies[NOTICE_COOKIE] !== undefined) setCookie(request, reply, NOTICE_COOKIE, '', 0);
    return sendHtml(reply, 200, (nonce) =>
      renderReleasesPage({
        nonce, login: session.login, csrf: csrfToken(key, session.value), overviews: releaseOverview(registry, summaries), audit, notice, now: at, problems,
        environment: options.store.environment, ...(environments ? { environments: environmentsOverview(environments) } : {}),
      }),
    );
  });

  app.post(LOGIN_PATH, async (request, reply) => {
    const login = field(request.body, 'login').trim().toLowerCase();
    const password = field(request.body, 'password');
    if (!login || !password) return sendLogin(reply, 400, 'Enter your login and password.', login);
    const failureKey = `${request.ip}\n${login}`;
    // The address alone is a key of its own (no login is empty, so it never names one login's failures).
    const addressKey = request.ip;
    const at = now().getTime();
    const windowStart = new Date(at - FAILURE_WINDOW_MS);
    const minutesLeft = (first: Date) => {
      const minutes = Math.ceil((first.getTime() + FAILURE_WINDOW_MS - at) / 60_000);
      return `${minutes} minute${minutes === 1 ? '' : 's'}`;
    };
    const [fromAddress, failed] = await Promise.all([attempts.failuresSince(addressKey, windowStart), attempts.failuresSince(failureKey, windowStart)]);
    if (fromAddress.count >= MAX_ADDRESS_FAILURES && fromAddress.first) {
      return sendLogin(reply, 429, `Too many failed sign-ins from this address: try again in ${minutesLeft(fromAddress.first)}.`, login);
    }
    if (failed.count >= MAX_FAILURES && failed.first) {
      return sendLogin(reply, 429, `Too many failed sign-ins for this login: try again in ${minutesLeft(failed.first)}.`, login);
    }
    const account = await authenticate(options.managers, login, password);
    if (!account) {
      await Promise.all([attempts.recordFailure(failureKey, new Date(at)), attempts.recordFailure(addressKey, new Date(at))]);
      return sendLogin(reply, 401, WRONG_LOGIN, login);
    }
    // Old failures of every login go too, so the table stays small; the address's failures stay, so one
    // account that works does not buy more guesses at others.
    await attempts.clear(failureKey, windowStart);
    const value = createSessionValue(key, { login: account.login, expires: at + SESSION_MS }, account.passwordHash);
    setCookie(request, reply, SESSION_COOKIE, value, SESSION_MS / 1000);
    return seeOther(reply);
  });

  app.post(LOGOUT_PATH, async (request, reply) => {
    const session = await sessionOf(request);
    if (session && !isValidCsrfToken(key, session.value, field(request.body, 'csrf'))) return sendLogin(reply, 403, FORM_EXPIRED);
    setCookie(request, reply, SESSION_COOKIE, '', 0);
    return seeOther(reply);
  });

  app.post(ACTION_PATH, async (request, reply) => {
    const session = await sessionOf(request);
    if (!session) return sendLogin(reply, 401, 'Your session has ended: sign in again, then repeat the change.');
    if (!isValidCsrfToken(key, session.value, field(request.body, 'csrf'))) {
      return reply.code(403).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(FORM_EXPIRED);
    }
    const reason = field(request.body, 'reason').replace(/\s+/g, ' ').trim().slice(0, MAX_REASON);
    const by: ReleaseActor = { actor: session.login, ...(reason ? { reason } : {}) };
    let notice: Notice;
    try {
      notice = { kind: 'done', text: await act(options.store, request.body, by, now()) };
    } catch (error) {
      if (!(error instanceof ReleaseError || error instanceof RegistryFormatError)) request.log.error(error);
      const text = error instanceof ReleaseError || error instanceof RegistryFormatError ? error.message : 'The change could not be made: the release store failed (see the site server log).';
      notice = { kind: 'refused', text };
    }
    setCookie(request, reply, NOTICE_COOKIE, createNoticeValue(key, notice), 120);
    return seeOther(reply);
  });
};

/** Does what a form asked, as `pnpm release` would; returns the line the page shows. */
async function act(store: ReleaseStore, body: unknown, by: ReleaseActor, now: Date): Promise<string> {
  const remoteName = field(body, 'remote');
  if (!isReleaseName(remoteName)) throw new ReleaseError('That remote is not in the catalogue.');
  const remote: ReleaseName = remoteName;
  // The version the page showed: a change made meanwhile by someone else is not overridden.
  const version = field(body, 'version');
  const changed = () => new ReleaseError(`${remote} changed meanwhile (it is no longer ${version}); look again before you act.`);
  const canaryIsStill = async () => {
    if ((await store.readRegistry()).remotes[remote]?.canary?.version !== version) throw changed();
  };
  switch (field(body, 'action')) {
    case 'promote':
      await canaryIsStill();
      // The page cannot run the gate's journeys (docs/decisions/039): it promotes what the gate passed lately.
      if (!(await store.gatePassedLately(remote, version, now))) {
        const env = store.environment === DEFAULT_ENVIRONMENT ? '' : ` --env ${store.environment}`;
        throw new ReleaseError(`The gate has not passed ${remote} ${version} in the last ${GATE_PASS_VALID_MS / 60_000} minutes: run pnpm release gate ${remote}${env}, `
          + `then promote here (or pnpm release promote ${remote}${env}, which runs the gate and promotes).`);
      }
      await store.promote(remote, by, now);
      return `${remote} ${version} is promoted: every player gets it on their next page load.`;
    case 'abort':
      if ((await store.abort(remote, by, { version, now })) === null) throw changed();
      return `${remote}'s canary ${version} is aborted: every player gets the active version on their next page load.`;
    case 'rollback': {
      const previous = await store.rollback(remote, by, { from: version, now });
      if (previous === null) throw changed();
      return `${remote} is rolled back from ${version} to ${previous}: players get it on their next page load.`;
    }
    case 'share': {
      const text = field(body, 'share').trim();
      const share = Number(text);
      if (!text || !Number.isFinite(share)) throw new ReleaseError('Enter the canary share as a number, such as 10 or 2.5.');
      await canaryIsStill();
      await store.canary(remote, version, { share }, by, now);
      const segment = (await store.readRegistry()).remotes[remote]?.canary?.segment;
      return `${remote}'s canary ${version} now goes to ${segment ? `${describeSegment(segment)} and ` : ''}${share}% of browsers.`;
    }
    default:
      throw new ReleaseError('That is not an action of the release page.');
  }
}
