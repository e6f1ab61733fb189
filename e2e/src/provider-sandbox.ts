import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import type { SaferGamblingState } from 'shared-contract';
import { E2E_PROVIDER_PORT, E2E_SITE_PORT } from './setup/e2e-environment';
import { uniqueSurname } from './pages/onboarding-modal';

/**
 * Sets up players at the suite's own provider the way a player would get there (sign-up, the
 * sandbox cashier, coupons), so a journey owns its player and its money.
 */
export const PROVIDER_URL = `http://localhost:${E2E_PROVIDER_PORT}`;

export interface SandboxPlayer {
  pid: number;
  login: string;
  password: string;
  token: string;
}

const session = (player: SandboxPlayer) => ({ 'X-Session-Token': player.token });

export async function createPlayer(request: APIRequestContext): Promise<SandboxPlayer> {
  const login = `e2e${randomBytes(5).toString('hex')}`;
  const password = 'Secret123';
  const response = await request.post(`${PROVIDER_URL}/937/signup`, {
    headers: { 'X-Captcha-Token': 'test-bypass' },
    data: { email: `${login}@example.com`, password, first_name: 'Journey', last_name: uniqueSurname('Player'), birth_date: '1990-01-15', login, client_id: 6, skin_id: 1 },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { pid: number; sessionToken: string };
  return { pid: body.pid, login, password, token: body.sessionToken };
}

/** A card deposit through the sandbox cashier, with the hidden fields the site posts. */
export async function deposit(request: APIRequestContext, player: SandboxPlayer, amount: string): Promise<void> {
  const cashier = await request.post(`${PROVIDER_URL}/937/player/${player.pid}/cashier`, {
    headers: session(player),
    data: { skinId: 1, playerId: player.pid, cashier_type: 'deposit', client_type: 6 },
  });
  const fields = (await cashier.json()) as { login: string; player_id: number; hashed_password: string; session_id: string };
  const open = await request.post(`${PROVIDER_URL}/cashier`, {
    headers: { accept: 'application/json' },
    form: {
      RTGLogin: fields.login, RTG_PID: String(fields.player_id), HashedPassword: fields.hashed_password, Lang: 'en', CasinoID: '937',
      Sportsbook: '0', SkinID: '1', RedirectURL: `http://localhost:${E2E_SITE_PORT}/lobby/games/`, SessionID: fields.session_id,
    },
  });
  expect(open.ok(), await open.text()).toBe(true);
  const { checkout, idempotency_key } = (await open.json()) as { checkout: string; idempotency_key: string };
  const paid = await request.post(`${PROVIDER_URL}/cashier/deposit`, {
    headers: { accept: 'application/json' },
    form: { checkout, idempotency_key, amount, method: 'card', card_number: '4242 4242 4242 4242' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
}

export async function redeemFreeSpins(request: APIRequestContext, player: SandboxPlayer, couponCode: string, gameCode: string): Promise<void> {
  const redeemed = await request.post(`${PROVIDER_URL}/937/v2/players/${player.pid}/coupons?login=${player.login}&couponCode=${couponCode}&redeem=true`, {
    headers: session(player),
  });
  expect(redeemed.ok(), await redeemed.text()).toBe(true);
  const chosen = await request.put(`${PROVIDER_URL}/937/players/${player.pid}/coupons/games?gameCode=${gameCode}`, { headers: session(player) });
  expect(chosen.ok(), await chosen.text()).toBe(true);
}

export async function activeCoupon(request: APIRequestContext, player: SandboxPlayer): Promise<{ spins_remaining: number }> {
  return (await request.get(`${PROVIDER_URL}/937/players/${player.pid}/active-coupon`, { headers: session(player) })).json();
}

export async function balanceCents(request: APIRequestContext, player: SandboxPlayer): Promise<number> {
  const answer = await request.get(`${PROVIDER_URL}/937/players/${player.pid}/balance?forMoney=true`, { headers: session(player) });
  return ((await answer.json()) as { balance_cents: number }).balance_cents;
}

/** A slot round through the provider's spin call; answers the status and body. */
export async function spin(request: APIRequestContext, player: SandboxPlayer, gameCode: string, bet: string) {
  const answer = await request.post(`${PROVIDER_URL}/937/player/${player.pid}/games/${gameCode}/spin`, { headers: session(player), data: { bet } });
  return {
    status: answer.status(),
    body: (await answer.json()) as { win?: number; bet?: number; balance?: number; round_id?: number; jackpot?: { contribution: number; hit: number | null } | null; errorMessage?: string },
  };
}

/** The lobby jackpot's pool in cents, as the lobby's ticker reads it. */
export async function jackpotPoolCents(request: APIRequestContext): Promise<number> {
  const answer = (await (await request.get(`${PROVIDER_URL}/jackpot/lobby/`)).json()) as { 'jackpot-amount': number };
  return Math.round(answer['jackpot-amount'] * 100);
}

/** What the player's jackpot hits left unclaimed, in cents. */
export async function unclaimedHitsCents(request: APIRequestContext, player: SandboxPlayer): Promise<number> {
  const answer = (await (await request.get(`${PROVIDER_URL}/jackpot/lobby/${player.pid}/jackpots`, { headers: session(player) })).json()) as
    { 'unclaimed-hits-amount': number }[];
  return Math.round((answer[0]?.['unclaimed-hits-amount'] ?? 0) * 100);
}

/**
 * Logs a player in at the provider and stores the session the way the host does, once per tab
 * (a logout in the journey is not undone by the next navigation).
 */
export async function signInAs(
  page: Page, request: APIRequestContext, login: string, password = 'Demo1234',
): Promise<{ pid: number; firstName: string | undefined; token: string }> {
  const response = await request.post(`${PROVIDER_URL}/937/login`, {
    headers: { 'X-Captcha-Token': 'test-bypass' },
    data: { login, password, skin_id: 1, client_id: 6, for_money: true, player_timezone: 0 },
  });
  expect(response.ok(), `login of ${login}: ${await response.text()}`).toBe(true);
  const answer = (await response.json()) as { pid: number; login: string; sessionToken: string; rtgSession: { session_id: string } };
  const details = await request.get(`${PROVIDER_URL}/937/players/${answer.pid}`, { headers: { 'X-Session-Token': answer.sessionToken } });
  const firstName = ((await details.json()) as { contact?: { first_name?: string } }).contact?.first_name;
  const session = { login: answer.login, pid: answer.pid, sessionID: answer.rtgSession.session_id, token: answer.sessionToken, timeStamp: Date.now(), firstName };
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e.session-seeded')) return;
    sessionStorage.setItem('e2e.session-seeded', '1');
    localStorage.setItem('casino.session', JSON.stringify(stored));
  }, session);
  return { pid: answer.pid, firstName, token: answer.sessionToken };
}

/** Gives a signed-up player the account details a deposit needs (SPEC §5), as the moreDetails form would. */
export async function completeProfile(request: APIRequestContext, player: SandboxPlayer): Promise<void> {
  const answer = await request.put(`${PROVIDER_URL}/937/players/${player.pid}`, {
    headers: session(player),
    data: { address_1: '1 Journey Road', city: 'Reno', state: 'NV', zip: '89501', country: 'US', gender: true, cell_phone: '+1 775 555 0100', skin_id: 1 },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  expect(((await answer.json()) as { profile_complete: boolean }).profile_complete).toBe(true);
}

/** A new player with no money: with the account details a deposit needs when `complete`, without them otherwise. */
export async function createDepositor(request: APIRequestContext, options: { complete: boolean }): Promise<SandboxPlayer> {
  const player = await createPlayer(request);
  if (options.complete) await completeProfile(request, player);
  return player;
}

/** Redeems a deposit coupon, which then waits for the deposit ('requested'). */
export async function requestCoupon(request: APIRequestContext, player: SandboxPlayer, couponCode: string): Promise<void> {
  const answer = await request.post(`${PROVIDER_URL}/937/v2/players/${player.pid}/coupons?login=${player.login}&couponCode=${couponCode}&redeem=true`, {
    headers: session(player),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  expect(((await answer.json()) as { player_coupon_status: string }).player_coupon_status).toBe('requested');
}

/** Switches the provider's casino API into (or out of) maintenance while it runs. */
export async function setMaintenance(request: APIRequestContext, maintenance: boolean): Promise<void> {
  const answer = await request.post(`${PROVIDER_URL}/sandbox/maintenance`, { data: { maintenance } });
  expect(await answer.json()).toEqual({ maintenance });
}

/** Alters a settled round's stored outcome in the provider's database, as a dishonest operator might: its seeds no longer give it. */
export async function tamperRoundOutcome(request: APIRequestContext, roundId: number): Promise<void> {
  const answer = await request.post(`${PROVIDER_URL}/sandbox/rounds/${roundId}/tamper`);
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The newest mails the sandbox "sent" to an address, newest first. */
export async function mailbox(request: APIRequestContext, email: string): Promise<{ subject: string; body: string }[]> {
  const answer = await request.get(`${PROVIDER_URL}/sandbox/mailbox?email=${encodeURIComponent(email)}`);
  return ((await answer.json()) as { messages: { subject: string; body: string }[] }).messages;
}

/** Drops every chat widget's socket at the provider, as a network failure would. */
export async function dropChatConnections(request: APIRequestContext): Promise<void> {
  expect((await request.post(`${PROVIDER_URL}/sandbox/support/drop-connections`)).ok()).toBe(true);
}

/** The userHash a marketing email's links carry for this player. */
export async function userHashOf(request: APIRequestContext, player: SandboxPlayer): Promise<string> {
  const answer = await request.get(`${PROVIDER_URL}/937/players/${player.pid}`, { headers: session(player) });
  return ((await answer.json()) as { userHash: string }).userHash;
}

/** Moves the sandbox provider's clock forward, as if the time had passed (the safer-gambling suite's provider only). */
export async function advanceProviderClock(request: APIRequestContext, minutes: number): Promise<void> {
  const answer = await request.post(`${PROVIDER_URL}/sandbox/clock`, { data: { advance_minutes: minutes } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The player's limits, allowances and reality check as the provider holds them. */
export async function saferGamblingState(request: APIRequestContext, player: Pick<SandboxPlayer, 'pid' | 'token'>) {
  const answer = await request.get(`${PROVIDER_URL}/937/players/${player.pid}/safer-gambling`, { headers: session(player as SandboxPlayer) });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as SaferGamblingState;
}

/** What a journey's paid rounds staked and won, in cents. */
export interface PlayedRounds { stakedCents: number; wonCents: number }

/** Paid spins through the provider's spin call until `count` are played or one is refused; answers their sums and the refusal. */
export async function spinRounds(request: APIRequestContext, player: SandboxPlayer, gameCode: string, bet: string, count: number) {
  const played: PlayedRounds = { stakedCents: 0, wonCents: 0 };
  for (let round = 0; round < count; round += 1) {
    const answer = await spin(request, player, gameCode, bet);
    if (answer.status !== 200) return { played, refusal: answer.body.errorMessage ?? `status ${answer.status}` };
    played.stakedCents += Math.round(Number(bet) * 100);
    played.wonCents += Math.round((answer.body.win ?? 0) * 100);
  }
  return { played, refusal: undefined };
}
