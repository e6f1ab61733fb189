import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { CAPTCHA_TOKEN_HEADER, SESSION_TOKEN_HEADER } from 'shared-contract';
import { buildApp } from '../app';
import type { AppOptions } from '../app-options';
import { testPasswordCost } from 'shared-node';
import { DEMO_PASSWORD } from '../seed/demo-players';

export { DEMO_PASSWORD };

/** Fast, deterministic defaults for tests: cheap KDF, tiny captcha, no rate limits, sandbox mode on. */
export function createTestApp(options: AppOptions = {}): Promise<FastifyInstance> {
  return buildApp({
    ...(options.databaseUrl === undefined ? defaultTestDatabase() : {}),
    sandbox: true,
    passwordCost: testPasswordCost,
    captchaMaxCounter: 20,
    captchaTestBypass: true,
    rateLimit: false,
    secret: 'test-secret',
    ...options,
  });
}

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/**
 * Where a test app keeps its data when the test does not say: a throwaway schema on the PostgreSQL
 * server when there is one (the production engine, and an app is ready in a third of PGlite's start),
 * else in-memory PGlite. The money suites name both engines (databaseVariants).
 */
function defaultTestDatabase(): AppOptions {
  return TEST_DATABASE_URL ? throwawaySchemaOn(TEST_DATABASE_URL) : {};
}

/** A schema of its own on the PostgreSQL server at `databaseUrl`, dropped when the app closes. */
function throwawaySchemaOn(databaseUrl: string): AppOptions {
  return { databaseUrl, databaseSchema: `test_${randomBytes(6).toString('hex')}`, dropSchemaOnClose: true };
}

const HOUR_MS = 3_600_000;
const easternHour = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', hourCycle: 'h23' });

/**
 * The next noon in Eastern Time (from 0 to 24 hours ahead): limits count calendar days in ET, so a
 * test that plays for half an hour from 23:40 ET would cross into a new day and pass or fail with
 * the time CI happens to run at.
 */
export function nextEasternNoon(from = Date.now()): number {
  let at = Math.ceil(from / HOUR_MS) * HOUR_MS;
  while (easternHour.format(at) !== '12') at += HOUR_MS;
  return at;
}

/** A test app whose clock a test moves forward (expiry of links, checkouts and sessions), starting at the next noon ET. */
export async function createTestAppWithClock(options: AppOptions = {}) {
  let now = nextEasternNoon();
  const app = await createTestApp({ now: () => new Date(now), ...options });
  return { app, advance: (ms: number) => { now += ms; } };
}

export interface DatabaseVariant {
  name: string;
  options: () => AppOptions;
}

let warned = false;

/**
 * Money rules run on PGlite and, when TEST_DATABASE_URL is set, on a real PostgreSQL server
 * (each app in its own throwaway schema).
 */
export function databaseVariants(): DatabaseVariant[] {
  const variants: DatabaseVariant[] = [{ name: 'PGlite', options: () => ({ databaseUrl: 'memory://' }) }];
  if (TEST_DATABASE_URL) {
    variants.push({ name: 'PostgreSQL', options: () => throwawaySchemaOn(TEST_DATABASE_URL) });
  } else if (!warned) {
    warned = true;
    console.warn(
      'TEST_DATABASE_URL is not set: the PostgreSQL variants of the money tests are skipped. ' +
        'Run provider/scripts/ensure-postgres.sh and export its URL to run them.',
    );
  }
  return variants;
}

export interface PlayerSession {
  pid: number;
  token: string;
  login: string;
  sessionId: string;
}

export async function call(
  app: FastifyInstance,
  options: InjectOptions & { token?: string },
): Promise<LightMyRequestResponse> {
  const { token, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: { ...(headers ?? {}), ...(token ? { [SESSION_TOKEN_HEADER]: token } : {}) },
  });
}

export async function login(app: FastifyInstance, loginName: string, password = DEMO_PASSWORD): Promise<PlayerSession> {
  const response = await app.inject({
    method: 'POST',
    url: '/937/login',
    headers: { [CAPTCHA_TOKEN_HEADER]: 'test-bypass' },
    payload: { login: loginName, password, skin_id: 1, client_id: 6, for_money: true, player_timezone: 0 },
  });
  if (response.statusCode !== 200) throw new Error(`login ${loginName} failed: ${response.body}`);
  const body = response.json();
  return { pid: body.pid, token: body.sessionToken, login: body.login, sessionId: body.rtgSession.session_id };
}

let signupCounter = 0;
const lettersOf = (bytes: Buffer) => [...bytes].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

export async function signupPlayer(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<PlayerSession> {
  signupCounter += 1;
  const stem = `p${randomBytes(4).toString('hex')}${signupCounter}`;
  const response = await app.inject({
    method: 'POST',
    url: '/937/signup',
    headers: { [CAPTCHA_TOKEN_HEADER]: 'test-bypass' },
    payload: {
      email: `${stem}@example.com`,
      password: 'Secret123',
      first_name: 'Test',
      // A person of their own: a restriction covers everyone of the same name and birth date.
      last_name: `Player${lettersOf(randomBytes(6))}`,
      birth_date: '1990-01-15',
      login: stem,
      client_id: 6,
      skin_id: 1,
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`);
  const body = response.json();
  return { pid: body.pid, token: body.sessionToken, login: body.login, sessionId: body.rtgSession.session_id };
}

export async function balanceCents(app: FastifyInstance, player: PlayerSession): Promise<number> {
  const response = await call(app, { method: 'GET', url: `/937/players/${player.pid}/balance?forMoney=true`, token: player.token });
  return response.json().balance_cents;
}

/** Opens the sandbox cashier with the site's hidden fields and deposits; JSON mode for tests. */
export async function depositVia(
  app: FastifyInstance,
  player: PlayerSession,
  amount: string,
  options: { method?: 'card' | 'bitcoin'; key?: string; card?: string } = {},
) {
  const cashier = (await call(app, {
    method: 'POST', url: `/937/player/${player.pid}/cashier`, token: player.token,
    payload: { skinId: 1, playerId: player.pid, cashier_type: 'deposit', client_type: 6 },
  })).json();
  const open = await app.inject({
    method: 'POST', url: '/cashier', headers: { accept: 'application/json' },
    payload: {
      RTGLogin: cashier.login, RTG_PID: String(cashier.player_id), HashedPassword: cashier.hashed_password, Lang: 'en',
      CasinoID: '937', Sportsbook: '0', SkinID: '1', RedirectURL: 'http://localhost:8080/lobby/games/', SessionID: cashier.session_id,
    },
  });
  if (open.statusCode !== 200) throw new Error(`cashier refused: ${open.body}`);
  const { checkout, idempotency_key } = open.json();
  return app.inject({
    method: 'POST', url: '/cashier/deposit', headers: { accept: 'application/json' },
    payload: {
      checkout, idempotency_key: options.key ?? idempotency_key, amount, method: options.method ?? 'card',
      card_number: options.card ?? '4242 4242 4242 4242',
    },
  });
}


/** The sandbox's identity check values (README "Identity verification"): the account's names and birth date, SSN last four 1234. */
export const SANDBOX_VERIFICATION = { address_1: '1 Main Street', city: 'Las Vegas', state: 'NV', zip: '89101', ssn_last4: '1234' } as const;

/** Verifies the player's identity through the real route with the sandbox's test values: a withdrawal needs it. */
export async function verifyPlayer(app: FastifyInstance, player: PlayerSession): Promise<void> {
  const account = (await call(app, { method: 'GET', url: `/937/players/${player.pid}`, token: player.token })).json();
  const answer = await call(app, {
    method: 'POST', url: `/937/players/${player.pid}/verification`, token: player.token,
    payload: { legal_first_name: account.contact.first_name, legal_last_name: account.contact.last_name, birth_date: account.birth_date, ...SANDBOX_VERIFICATION },
  });
  if (answer.statusCode !== 200 || answer.json().status !== 'verified') throw new Error(`verification failed: ${answer.body}`);
}

/** A signed-up player who verified their identity with the sandbox values: a withdrawal needs it. */
export async function signupVerifiedPlayer(app: FastifyInstance): Promise<PlayerSession> {
  const player = await signupPlayer(app);
  await verifyPlayer(app, player);
  return player;
}

/** A host's desk session cookie (`anna` or `ben`, password Desk1234), as the desk's sign-in form sets it. */
export async function deskCookie(app: FastifyInstance, host = 'anna'): Promise<string> {
  const answer = await app.inject({
    method: 'POST', url: '/support/desk/login', payload: `login=${host}&password=Desk1234`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (answer.statusCode !== 303) throw new Error(`desk login failed: ${answer.body}`);
  return String(answer.headers['set-cookie']).split(';')[0]!;
}

export interface SandboxMail {
  subject: string;
  body: string;
}

/**
 * The first sandbox mail to `email` with `subject`. Chat mails go out after the socket's answer, so
 * a test waits for them (up to 3 s) instead of assuming they are already stored.
 */
export async function mailWithSubject(app: FastifyInstance, email: string, subject: string): Promise<SandboxMail> {
  for (let waited = 0; waited < 3000; waited += 20) {
    const mails = (await app.inject({ method: 'GET', url: `/sandbox/mailbox?email=${encodeURIComponent(email)}` })).json().messages as SandboxMail[];
    const found = mails.find((mail) => mail.subject === subject);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail "${subject}" to ${email} within 3 s`);
}
