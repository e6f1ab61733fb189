import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { GAME_TOKEN_HEADER, gameEndpoints, gameRoundEndpoints, IDEMPOTENCY_KEY_HEADER, SESSION_TOKEN_HEADER } from 'shared-contract';
import { badRequest } from '../../lib/api-error';
import { parseDollarsToCents } from '../../lib/money';
import type { RouletteBetKind } from './engines/roulette-bet';
import type { PlayRequest } from './game-engine';
import { findCatalogueTitle, gameInfo, openGameSession, resolveGameSession, resolvePlaySession } from './game-sessions-service';
import { playRound, recallRounds } from './rounds-service';
import { idempotencyKeyOf } from '../wallet';
import { contractRoute } from '../../routes/contract-route';
import { headerOf } from '../../routes/route-helpers';
import { gameClientFiles } from './game-client-files';

const gameToken = (request: FastifyRequest) => headerOf(request, GAME_TOKEN_HEADER);

/** "2.50" → 250 hundredths; a multiplier with at most two decimals. */
function parseTarget(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(text)) throw badRequest('target must be a multiplier with at most 2 decimals');
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export async function gameClientRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;

  // The client page and its files (the game-client package's build). Only the site may frame it.
  await gameClientFiles(app, { siteOrigins: ctx.config.siteOrigins, ...(ctx.config.gameClientDist ? { dist: ctx.config.gameClientDist } : {}) });

  // Exchanges the site's session token (or nothing, for a demo) for a short-lived game token.
  app.route({
    ...contractRoute(gameEndpoints.gameSession),
    handler: async (request) => {
      const sessionToken = request.body.token ?? headerOf(request, SESSION_TOKEN_HEADER);
      const demo = request.body.demo ?? !sessionToken;
      return openGameSession(ctx, {
        sessionToken, demo, playerId: request.body.playerId, gameCode: request.body.gameCode || undefined,
        machineId: request.body.machineId, gameId: request.body.gameId,
      });
    },
  });

  app.route({
    ...contractRoute(gameRoundEndpoints.info),
    handler: async (request) => gameInfo(ctx, await resolveGameSession(ctx, gameToken(request))),
  });

  app.route({
    ...contractRoute(gameRoundEndpoints.play),
    handler: async (request) => {
      // An act with an idempotency key may be answered from its stored answer before its opening read, which confirms the
      // site session (decision 050): that act waits for the logouts on their way, as every other call does.
      const keyed = headerOf(request, IDEMPOTENCY_KEY_HEADER) !== undefined;
      const session = await resolvePlaySession(ctx, gameToken(request), !keyed);
      const body = request.body;
      const bet = () => parseDollarsToCents(body.bet, 'bet');
      let play: PlayRequest;
      switch (body.action) {
        case 'spin': play = { action: 'spin', bet: bet() }; break;
        case 'deal': play = { action: 'deal', bet: bet() }; break;
        case 'bet':
          play = {
            action: 'bet',
            bets: (body.bets ?? []).map((entry) => ({
              kind: entry.kind as RouletteBetKind, ...(entry.value === undefined ? {} : { value: entry.value }), amountCents: parseDollarsToCents(entry.amount, 'amount'),
            })),
          };
          break;
        case 'crash':
          play = { action: 'crash', bet: bet(), target: parseTarget(body.target), clientSeed: body.clientSeed ?? 'default', serverSeedHash: body.serverSeedHash };
          break;
        case 'draw': play = { action: 'draw', held: body.held ?? [] }; break;
        default: play = { action: body.action as 'hit' | 'stand' | 'double' | 'split' | 'play' | 'fold' | 'raise' | 'call' | 'ride' | 'pull' };
      }
      const { title } = await findCatalogueTitle(ctx, { gameCode: session.game_code });
      return playRound(ctx, session, title, play, session.player_id === null ? null : idempotencyKeyOf(request));
    },
  });

  app.route({
    ...contractRoute(gameRoundEndpoints.rounds),
    handler: async (request) => {
      const session = await resolveGameSession(ctx, gameToken(request));
      const owner = session.player_id === null ? { gameSessionId: session.id } : { playerId: session.player_id };
      return { rounds: await recallRounds(ctx, owner, session.game_code) };
    },
  });

  // Game recall for the site or support: the player's last 10 rounds of one game.
  app.route({
    ...contractRoute(gameRoundEndpoints.recall),
    handler: async (request) => ({
      game_code: request.params.gameCode,
      rounds: await recallRounds(ctx, { playerId: request.params.pid }, request.params.gameCode),
    }),
  });
}
