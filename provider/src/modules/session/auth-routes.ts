import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { quickPlayEndpoints, sessionEndpoints } from 'shared-contract';
import { badRequest, notFound } from '../../lib/api-error';
import { findPlayerByQuickPlayHash } from '../players';
import { sessionOf, SESSION_HEADER } from '../../plugins/auth-hook';
import {
  changePassword, forgottenPassword, forgottenUsername, login, loginResponse, resetPassword, signup,
} from './auth-service';
import { CAPTCHA_HEADER } from './captcha-service';
import { insertDownloadId } from './session-repository';
import { createSession, endSession, findLiveSession } from './session-service';
import { shortId } from '../../lib/tokens';
import { checkEmail } from '../../lib/validation';
import { contractRoute } from '../../routes/contract-route';
import { headerOf, rateLimited, VIEWER_COUNTRY_HEADER } from '../../routes/route-helpers';

export async function authRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;

  app.route({
    ...contractRoute(sessionEndpoints.captchaChallenge),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.captcha.challenge();
    },
  });

  app.route({
    ...contractRoute(sessionEndpoints.login, rateLimited(app)),
    handler: async (request) => {
      await app.captcha.verify(headerOf(request, CAPTCHA_HEADER));
      const result = await login(ctx, {
        ...(request.body.login !== undefined ? { login: request.body.login } : {}),
        ...(request.body.password !== undefined ? { password: request.body.password } : {}),
        viewerCountry: headerOf(request, VIEWER_COUNTRY_HEADER),
      });
      return loginResponse(result);
    },
  });

  app.route({
    ...contractRoute(sessionEndpoints.signup, rateLimited(app)),
    handler: async (request, reply) => {
      await app.captcha.verify(headerOf(request, CAPTCHA_HEADER));
      const result = await signup(ctx, { ...request.body, viewerCountry: headerOf(request, VIEWER_COUNTRY_HEADER) });
      reply.status(201);
      return { ...loginResponse(result), message: 'Your account has been created.' };
    },
  });

  app.route({
    ...contractRoute(sessionEndpoints.loginOperation, rateLimited(app)),
    handler: async (request) => {
      await app.captcha.verify(headerOf(request, CAPTCHA_HEADER));
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
          const token = headerOf(request, SESSION_HEADER);
          const session = token ? await findLiveSession(ctx, token) : null;
          if (!session) throw badRequest('Please log in to change your password.');
          if (body.player_id !== undefined && String(body.player_id) !== String(session.playerId)) {
            throw badRequest('You can only change your own password.');
          }
          return changePassword(ctx, session.playerId, {
            current: body.current_pwd ?? body.old_pwd ?? body.password,
            next: body.pwd,
          }, session.tokenHash);
        }
      }
    },
  });

  app.route({
    ...contractRoute(sessionEndpoints.logout),
    handler: async (request) => {
      const session = sessionOf(request);
      await endSession(ctx, session.tokenHash, session.playerId);
      return { message: 'Logged out' };
    },
  });

  app.route({
    ...contractRoute(sessionEndpoints.downloadId),
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

  // QuickPlay sign-in: a live link of an opted-in player signs them in and does nothing else.
  app.route({
    ...contractRoute(quickPlayEndpoints.quickSignIn, rateLimited(app)),
    handler: async (request) => {
      const player = await findPlayerByQuickPlayHash(ctx, request.query.userhash);
      if (!player || ['Banned', 'Deactivated'].includes(player.player_class)) throw notFound('This QuickPlay link is no longer valid.');
      const session = await ctx.db.transaction((tx) => createSession(ctx, tx, player.id));
      return { ...loginResponse({ player, session }), optIn: true };
    },
  });
}
