import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CAPTCHA_TOKEN_HEADER, quickPlayEndpoints, saferGamblingEndpoints, sessionEndpoints, SESSION_TOKEN_HEADER } from 'shared-contract';
import { badRequest, notFound } from '../../lib/api-error';
import { findPlayerByQuickPlayHash } from '../players';
import { requireAccountScope, sessionOf } from '../../plugins/request-session';
import {
  changePassword, forgottenPassword, forgottenUsername, login, loginResponse, resetPassword, selfExcludeWithPassword, signup, type LoginResult,
} from './auth-service';
import { createCaptchaService } from './captcha-service';
import { insertDownloadId } from './session-repository';
import { createSession, endSession, findLiveSession } from './session-service';
import { clearRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { restartRefreshFamily, revokeRefreshFamilyOfSession, startRefreshFamily } from './refresh-credential-service';
import { forgetSessions } from './session-cache';
import { hashToken, shortId } from '../../lib/tokens';
import { checkEmail } from '../../lib/validation';
import { contractRoute, exactContractRoute } from '../../routes/contract-route';
import { headerOf, rateLimited, VIEWER_COUNTRY_HEADER } from '../../routes/route-helpers';

export async function authRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  // Made here, once the app knows its signing secret (stored in the database or given).
  const captcha = createCaptchaService(ctx);

  app.route({
    ...contractRoute(sessionEndpoints.captchaChallenge),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return captcha.challenge();
    },
  });

  /** A password login or signup starts the browser's refresh credential (an HttpOnly cookie; a QuickPlay sign-in gets none). */
  const startRefreshCredential = async (reply: FastifyReply, result: LoginResult) => {
    const { player, session } = result;
    const credential = await ctx.db.transaction((tx) =>
      startRefreshFamily(ctx, tx, { playerId: player.id, sessionTokenHash: hashToken(session.sessionToken), expiresAt: session.expiresAt }));
    setRefreshCookie(reply, ctx, credential);
  };

  app.route({
    ...contractRoute(sessionEndpoints.login, rateLimited(app)),
    handler: async (request, reply) => {
      await captcha.verify(headerOf(request, CAPTCHA_TOKEN_HEADER));
      const result = await login(ctx, {
        ...(request.body.login !== undefined ? { login: request.body.login } : {}),
        ...(request.body.password !== undefined ? { password: request.body.password } : {}),
        viewerCountry: headerOf(request, VIEWER_COUNTRY_HEADER),
      });
      await startRefreshCredential(reply, result);
      return loginResponse(result);
    },
  });

  app.route({
    ...exactContractRoute(saferGamblingEndpoints.passwordSelfExclusion, rateLimited(app)),
    handler: async (request) => {
      await captcha.verify(headerOf(request, CAPTCHA_TOKEN_HEADER));
      return selfExcludeWithPassword(ctx, { ...request.body, viewerCountry: headerOf(request, VIEWER_COUNTRY_HEADER) });
    },
  });

  app.route({
    ...contractRoute(sessionEndpoints.signup, rateLimited(app)),
    handler: async (request, reply) => {
      await captcha.verify(headerOf(request, CAPTCHA_TOKEN_HEADER));
      const result = await signup(ctx, { ...request.body, viewerCountry: headerOf(request, VIEWER_COUNTRY_HEADER) });
      await startRefreshCredential(reply, result);
      reply.status(201);
      return { ...loginResponse(result), message: 'Your account has been created.' };
    },
  });

  app.route({
    ...contractRoute(sessionEndpoints.loginOperation, rateLimited(app)),
    handler: async (request, reply) => {
      await captcha.verify(headerOf(request, CAPTCHA_TOKEN_HEADER));
      const body = request.body;
      switch (body.op) {
        case 'fp':
          return forgottenPassword(ctx, body.player_id);
        case 'fu':
          return forgottenUsername(ctx, body.email);
        case 'cpwt':
          return resetPassword(ctx, body);
        case 'cp': {
          // Change password needs the live session of the player named in the body.
          const token = headerOf(request, SESSION_TOKEN_HEADER);
          const session = token ? await findLiveSession(ctx, token) : null;
          if (!session) throw badRequest('Please log in to change your password.');
          requireAccountScope(session);
          if (body.player_id !== undefined && String(body.player_id) !== String(session.playerId)) {
            throw badRequest('You can only change your own password.');
          }
          const changed = await changePassword(ctx, session, { current: body.current_pwd ?? body.old_pwd ?? body.password, next: body.pwd });
          // Every refresh credential of the player ended with the change; the browser that made it gets a new one.
          const credential = await restartRefreshFamily(ctx, session);
          if (credential) setRefreshCookie(reply, ctx, credential);
          return changed;
        }
      }
    },
  });

  app.route({
    ...contractRoute(sessionEndpoints.logout),
    handler: async (request, reply) => {
      const session = sessionOf(request);
      // The browser's refresh credential ends too, with every session it renewed.
      await revokeRefreshFamilyOfSession(ctx, session.tokenHash);
      forgetSessions(ctx, session.playerId);
      await endSession(ctx, session.tokenHash, session.playerId);
      clearRefreshCookie(reply, ctx);
      return { message: 'Logged out' };
    },
  });

  // Anonymous writes: rate-limited per address like login.
  app.route({
    ...contractRoute(sessionEndpoints.downloadId, rateLimited(app)),
    handler: async (request) => {
      const email = checkEmail(request.body.email);
      const downloadId = `DL-${shortId(6).toUpperCase()}`;
      await insertDownloadId(ctx.db, {
        downloadId, name: (request.body.name ?? '').trim(), email,
        affiliateId: request.body.affiliate_id === undefined ? null : String(request.body.affiliate_id),
        trackingId: request.body.tracking_id === undefined ? null : String(request.body.tracking_id),
      });
      return { message: downloadId, download_id: downloadId };
    },
  });

  // QuickPlay sign-in: a live link of an opted-in player signs them in and does nothing else. Its
  // session is a `quickplay` one: it plays (games, spins, the link's coupon, deposits) but cannot
  // change the account (routes with `scope: 'account'`, cp, person-preferences).
  app.route({
    ...contractRoute(quickPlayEndpoints.quickSignIn, rateLimited(app)),
    handler: async (request) => {
      const player = await findPlayerByQuickPlayHash(ctx, request.query.userhash);
      if (!player || ['Banned', 'Deactivated'].includes(player.player_class)) throw notFound('This QuickPlay link is no longer valid.');
      const session = await ctx.db.transaction((tx) => createSession(ctx, tx, player.id, { scope: 'quickplay' }));
      return { ...loginResponse({ player, session }), optIn: true };
    },
  });
}
