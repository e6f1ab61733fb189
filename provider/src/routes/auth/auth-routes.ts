import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { badRequest } from '../../lib/api-error';
import { sessionOf, SESSION_HEADER } from '../../plugins/auth-hook';
import {
  changePassword, forgottenPassword, forgottenUsername, login, loginResponse, resetPassword, signup,
} from '../../services/auth-service';
import { CAPTCHA_HEADER } from '../../services/captcha-service';
import { endSession, findLiveSession } from '../../services/session-service';
import { shortId } from '../../lib/tokens';
import { checkEmail } from '../../lib/validation';
import { headerOf, PidParams, rateLimited, VIEWER_COUNTRY_HEADER } from '../route-helpers';

const Str = (max = 200) => Type.Optional(Type.String({ maxLength: max }));
const StrOrNum = Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Number()]));

export async function authRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;

  app.get('/captcha/challenge', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return app.captcha.challenge();
  });

  app.post(
    '/937/login',
    {
      config: rateLimited(app),
      schema: {
        body: Type.Object({
          login: Str(200), password: Str(200), skin_id: StrOrNum, client_id: StrOrNum,
          for_money: Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 10 })])),
          player_timezone: StrOrNum,
        }),
      },
    },
    async (request) => {
      await app.captcha.verify(headerOf(request, CAPTCHA_HEADER));
      const result = await login(ctx, {
        ...(request.body.login !== undefined ? { login: request.body.login } : {}),
        ...(request.body.password !== undefined ? { password: request.body.password } : {}),
        viewerCountry: headerOf(request, VIEWER_COUNTRY_HEADER),
      });
      return loginResponse(result);
    },
  );

  app.post(
    '/937/signup',
    {
      config: rateLimited(app),
      schema: {
        body: Type.Object({
          email: Str(200), password: Str(200), first_name: Str(200), last_name: Str(200),
          birth_date: Type.Optional(Type.Union([
            Type.String({ maxLength: 20 }),
            Type.Object({ month: StrOrNum, day: StrOrNum, year: StrOrNum }),
          ])),
          login: Str(64), client_id: StrOrNum, aid: StrOrNum, download_id: StrOrNum, skin_id: StrOrNum,
          country: Str(2),
        }),
      },
    },
    async (request, reply) => {
      await app.captcha.verify(headerOf(request, CAPTCHA_HEADER));
      const result = await signup(ctx, { ...request.body, viewerCountry: headerOf(request, VIEWER_COUNTRY_HEADER) });
      reply.status(201);
      return { ...loginResponse(result), message: 'Your account has been created.' };
    },
  );

  app.put(
    '/937/login',
    {
      config: rateLimited(app),
      schema: {
        body: Type.Object({
          op: Type.Union([Type.Literal('fp'), Type.Literal('fu'), Type.Literal('cpwt'), Type.Literal('cp')]),
          player_id: StrOrNum, email: Str(200), token: Str(200), pwd: Str(200),
          current_pwd: Str(200), old_pwd: Str(200), password: Str(200),
        }),
      },
    },
    async (request) => {
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
          });
        }
      }
    },
  );

  app.post(
    '/937/player/:pid/accounts/logout',
    {
      config: { auth: 'player' },
      schema: {
        params: PidParams,
        body: Type.Optional(Type.Object({
          logout_type: StrOrNum, login: Str(200), player_id: StrOrNum,
          player_ids: Type.Optional(Type.Union([Type.Array(StrOrNum), Type.String({ maxLength: 200 })])),
          for_money: Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 10 })])),
        })),
      },
    },
    async (request) => {
      await endSession(ctx, sessionOf(request).tokenHash);
      return { message: 'Logged out' };
    },
  );

  app.post(
    '/937/download-id',
    {
      schema: {
        body: Type.Object({ name: Str(100), email: Str(200), affiliate_id: StrOrNum, tracking_id: StrOrNum }),
      },
    },
    async (request) => {
      const email = checkEmail(request.body.email);
      const downloadId = `DL-${shortId(6).toUpperCase()}`;
      await ctx.db.query(
        'insert into download_ids (download_id, name, email, affiliate_id, tracking_id) values ($1, $2, $3, $4, $5)',
        [
          downloadId, (request.body.name ?? '').trim(), email,
          request.body.affiliate_id === undefined ? null : String(request.body.affiliate_id),
          request.body.tracking_id === undefined ? null : String(request.body.tracking_id),
        ],
      );
      return { message: downloadId, download_id: downloadId };
    },
  );
}
