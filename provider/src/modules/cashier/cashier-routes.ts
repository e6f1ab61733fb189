import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { SANDBOX_CASHIER_PATH, cashierEndpoints } from 'shared-contract';
import { ApiError, badRequest } from '../../lib/api-error';
import { parseDollarsToCents } from '../../lib/money';
import { hmac, newToken } from '../../lib/tokens';
import { sessionOf } from '../../plugins/request-session';
import { deposit, TEST_CARDS, type DepositMethod } from './cashier-service';
import { idempotencyKeyOf } from '../wallet';
import { issuePlayerToken, liveSession } from '../session';
import { cashierCredential, getPlayer, isProfileComplete } from '../players';
import { contractRoute } from '../../routes/contract-route';
import { cashierPage } from './cashier-page';
import { depositAllowance } from '../safer-gambling';
import { depositLimitMessage } from 'shared-contract';

const TOKEN_LIFETIME_MS = 10 * 60 * 1000;

/** The hidden fields of the site's deposit form (SPEC §7). */
const CashierForm = Type.Object({
  RTGLogin: Type.String({ maxLength: 64 }),
  RTG_PID: Type.String({ maxLength: 12 }),
  HashedPassword: Type.String({ maxLength: 128 }),
  Lang: Type.Optional(Type.String({ maxLength: 10 })),
  CasinoID: Type.String({ maxLength: 10 }),
  Sportsbook: Type.Optional(Type.String({ maxLength: 10 })),
  SkinID: Type.Optional(Type.String({ maxLength: 10 })),
  RedirectURL: Type.String({ maxLength: 2000 }),
  SessionID: Type.String({ maxLength: 64 }),
});

/** The site may ask for a method up front (the /bitcoin/ page asks for bitcoin). */
const CashierQuery = Type.Object({ method: Type.Optional(Type.Union([Type.Literal('card'), Type.Literal('bitcoin')])) });

/** What a player reads when the declined test card is used (the balance is not touched). */
export const DECLINED_MESSAGE = 'Your card was declined. No money was taken: try another card, or bitcoin.';

const DepositForm = Type.Object({
  checkout: Type.String({ maxLength: 4000 }),
  idempotency_key: Type.Optional(Type.String({ maxLength: 128 })),
  amount: Type.String({ maxLength: 12 }),
  method: Type.Union([Type.Literal('card'), Type.Literal('bitcoin')]),
  card_number: Type.Optional(Type.String({ maxLength: 30 })),
});

interface Checkout {
  playerId: number;
  login: string;
  sessionId: string;
  redirectUrl: string;
  /** One checkout pays once: the deposit records this id, a second deposit with it is refused. */
  id: string;
  /** Epoch ms after which the page must be opened again. */
  expiresAt: number;
}

/** How long an opened cashier page may be paid from. */
export const CHECKOUT_LIFETIME_MS = 30 * 60 * 1000;
const EXPIRED_CHECKOUT = 'This cashier page has expired. Please open the cashier again.';

export async function cashierModule(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;

  app.route({
    ...contractRoute(cashierEndpoints.cashier),
    handler: async (request) => {
      const session = sessionOf(request);
      const player = await getPlayer(ctx.db, request.params.pid);
      return {
        cashier_url: `${ctx.config.publicUrl}${SANDBOX_CASHIER_PATH}`,
        login: player.login,
        player_id: player.id,
        hashed_password: cashierCredential(ctx, player.id, session.sessionId),
        lang: 'en',
        sportsbook: 0,
        sign_up_skin: 1,
        session_id: session.sessionId,
        casino_id: 937,
        cashier_type: request.body?.cashier_type ?? 'deposit',
        profile_complete: isProfileComplete(player),
      };
    },
  });

  app.route({
    ...contractRoute(cashierEndpoints.playerToken),
    // The contract lets only the site's token types through (the cashier's): never a password-reset token.
    handler: async (request) => {
      const { token, expiresAt } = await issuePlayerToken(ctx, ctx.db, { playerId: request.params.pid, type: request.body.token_type, lifetimeMs: TOKEN_LIFETIME_MS });
      return { token, token_type: request.body.token_type, expires_at: expiresAt.toISOString() };
    },
  });

  // The sandbox cashier credits money without a real payment: it exists only in sandbox mode.
  if (!ctx.config.sandbox) return;

  /** Only the site (or the provider itself) may be a RedirectURL: no open redirect. */
  function checkRedirect(url: string): string {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw badRequest('RedirectURL is not a valid URL.');
    }
    const allowed = [...ctx.config.siteOrigins, ctx.config.publicUrl].map((origin) => new URL(origin).origin);
    if (!allowed.includes(parsed.origin)) throw badRequest('RedirectURL must point at the casino site.');
    return parsed.toString();
  }

  const sign = (checkout: Checkout) => {
    const payload = Buffer.from(JSON.stringify(checkout)).toString('base64url');
    return `${payload}.${hmac(ctx.config.secret, `checkout:${payload}`)}`;
  };
  const unsign = (value: string): Checkout => {
    const [payload, signature] = value.split('.');
    if (!payload || !signature || hmac(ctx.config.secret, `checkout:${payload}`) !== signature) {
      throw new ApiError(403, EXPIRED_CHECKOUT);
    }
    const checkout = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Checkout;
    if (typeof checkout.id !== 'string' || !(checkout.expiresAt > ctx.now().getTime())) throw new ApiError(403, EXPIRED_CHECKOUT);
    return checkout;
  };

  const liveSessionFor = (playerId: number, sessionId: string) => liveSession(ctx, { sessionId, playerId });

  const wantsJson = (request: FastifyRequest) => String(request.headers.accept ?? '').includes('application/json');

  /** The deposit limits' allowance as the page words it, so the player knows before typing. */
  const allowanceText = async (playerId: number) => {
    const allowance = await depositAllowance(ctx, playerId);
    return allowance.remaining === null || allowance.changes_at === null ? undefined : depositLimitMessage(allowance.remaining, allowance.changes_at);
  };

  // The site's deposit form lands here (a form POST in a new tab).
  app.post(SANDBOX_CASHIER_PATH, { schema: { body: CashierForm, querystring: CashierQuery } }, async (request, reply) => {
    const form = request.body;
    const playerId = Number(form.RTG_PID);
    if (form.CasinoID !== '937') throw badRequest('Unknown casino.');
    const redirectUrl = checkRedirect(form.RedirectURL);
    const live = Number.isSafeInteger(playerId) ? await liveSessionFor(playerId, form.SessionID) : undefined;
    if (!live || live.login !== form.RTGLogin.trim().toLowerCase() ||
        cashierCredential(ctx, playerId, form.SessionID) !== form.HashedPassword) {
      throw new ApiError(401, 'Your session has expired. Please log in again and reopen the cashier.');
    }
    const checkout = sign({
      playerId, login: live.login, sessionId: form.SessionID, redirectUrl, id: newToken().slice(0, 32),
      expiresAt: ctx.now().getTime() + CHECKOUT_LIFETIME_MS,
    });
    const idempotencyKey = newToken().slice(0, 32);
    if (wantsJson(request)) return { checkout, idempotency_key: idempotencyKey };
    return reply.type('text/html; charset=utf-8').send(cashierPage({
      checkout, login: live.login, idempotencyKey, returnUrl: redirectUrl, method: request.query.method, allowance: await allowanceText(playerId),
    }));
  });

  app.post(`${SANDBOX_CASHIER_PATH}/deposit`, { schema: { body: DepositForm } }, async (request: FastifyRequest<{ Body: typeof DepositForm.static }>, reply: FastifyReply) => {
    const form = request.body;
    const checkout = unsign(form.checkout);
    const method = form.method as DepositMethod;
    try {
      if (!(await liveSessionFor(checkout.playerId, checkout.sessionId))) {
        throw new ApiError(401, 'Your session has expired. Please log in again and reopen the cashier.');
      }
      const amountCents = parseDollarsToCents(form.amount, 'Amount');
      if (method === 'card') {
        const card = (form.card_number ?? '').replace(/[\s-]/g, '');
        if (card === TEST_CARDS.declined) throw new ApiError(402, DECLINED_MESSAGE);
        if (card !== TEST_CARDS.approved) throw badRequest(`Use the sandbox test card ${TEST_CARDS.approved}.`);
      }
      const result = await deposit(ctx, checkout.playerId, {
        amountCents,
        method,
        idempotencyKey: idempotencyKeyOf(request, form.idempotency_key),
        checkoutId: checkout.id,
      });
      if (wantsJson(request)) return result;
      // Back to the site, as the deposit form asked (RedirectURL).
      return reply.redirect(checkout.redirectUrl, 303);
    } catch (error) {
      if (wantsJson(request) || !(error instanceof ApiError)) throw error;
      // A person in the cashier tab reads the reason next to the form they can correct, not a JSON body.
      return reply.code(error.statusCode).type('text/html; charset=utf-8').send(cashierPage({
        checkout: form.checkout, login: checkout.login, idempotencyKey: form.idempotency_key ?? newToken().slice(0, 32),
        returnUrl: checkout.redirectUrl, method, amount: form.amount, cardNumber: form.card_number, error: error.message,
        allowance: await allowanceText(checkout.playerId),
      }));
    }
  });
}
