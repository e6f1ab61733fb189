import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { playerEndpoints } from 'shared-contract';
import { ACCOUNT_FIELD_LIMITS } from 'shared-contract/account-rules';
import { ApiError, conflict } from '../../lib/api-error';
import { toDollars } from '../../lib/money';
import {
  checkBirthDate, checkCountry, checkEmail, checkFirstName, checkFreeText, checkLastName, checkLogin, checkPhone, checkState,
} from '../../lib/validation';
import { sessionOf } from '../../plugins/request-session';
import { walletBalances } from '../wallet';
import { getPlayer, playerData, updatePlayerColumns } from './player-service';
import { contractRoute } from '../../routes/contract-route';


export async function playerRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  // The verification module answers where the player's identity check stands (it imports this module, so it is asked).
  const answerOf = async (pid: number, sessionId: string) =>
    playerData(ctx, await getPlayer(ctx.db, pid), sessionId, await ctx.events.ask(ctx.db, 'verification-status', { playerId: pid }, 'unverified'));

  app.route({
    ...contractRoute(playerEndpoints.playerData),
    handler: async (request) => answerOf(request.params.pid, sessionOf(request).sessionId),
  });

  app.route({
    ...contractRoute(playerEndpoints.updatePlayer, { scope: 'account' }),
    handler: async (request) => {
      const { pid } = request.params;
      const body = request.body;
      const current = await getPlayer(ctx.db, pid);
      const changes: Record<string, string | boolean | null> = {};
      if (body.first_name !== undefined) changes.first_name = checkFirstName(body.first_name);
      if (body.last_name !== undefined) changes.last_name = checkLastName(body.last_name);
      if (body.birth_date !== undefined) changes.birth_date = checkBirthDate(body.birth_date, ctx.now());
      if (body.address_1 !== undefined) changes.address_1 = checkFreeText(body.address_1, 'address');
      if (body.address_2 !== undefined) changes.address_2 = checkFreeText(body.address_2, 'address');
      if (body.city !== undefined) changes.city = checkFreeText(body.city, 'city');
      if (body.country !== undefined) changes.country_id = checkCountry(body.country);
      if (body.state !== undefined) changes.state_id = checkState(body.state, String(changes.country_id ?? current.country_id));
      if (body.zip !== undefined) changes.zip_code = checkFreeText(body.zip, 'zip code', ACCOUNT_FIELD_LIMITS.zip);
      if (body.cell_phone !== undefined) changes.cell_phone = checkPhone(body.cell_phone, 'Cell phone');
      if (body.day_phone !== undefined) changes.day_phone = checkPhone(body.day_phone, 'Day phone');
      if (body.evening_phone !== undefined) changes.evening_phone = checkPhone(body.evening_phone, 'Evening phone');
      if (body.gender !== undefined) changes.gender = body.gender === true || body.gender === 'true' || body.gender === 'male';
      const email = body.email !== undefined ? checkEmail(body.email) : current.email;
      const login = body.login !== undefined ? checkLogin(body.login) : current.login;
      if (email !== current.email || login !== current.login) {
        // Identity changes need the current password: a stolen session cannot take the account, nor
        // guess the password here without limit (wrong answers count toward the account's lockout).
        // The session module answers (it keeps the lockout counter); nobody answering refuses the change.
        const { playerId, tokenHash } = sessionOf(request);
        const wrong = 'Please enter your current password to change your email or login.';
        const refusal = await ctx.events.ask(ctx.db, 'current-password-refusal', { playerId, tokenHash, password: body.password, wrong }, new ApiError(401, wrong));
        if (refusal) throw refusal;
        changes.email = email;
        changes.login = login;
      }
      try {
        await updatePlayerColumns(ctx.db, pid, changes);
        // Whatever remembers the login (the session lookups) forgets it now that the change is in.
        if (changes.login !== undefined) await ctx.events.publish(ctx.db, 'player.renamed', { playerId: pid }, {});
      } catch (error) {
        if ((error as { code?: string }).code === '23505') {
          throw conflict(String((error as { detail?: string }).detail ?? '').includes('email')
            ? 'An account with this email already exists' : 'An account already exists');
        }
        throw error;
      }
      return answerOf(pid, sessionOf(request).sessionId);
    },
  });

  app.route({
    ...contractRoute(playerEndpoints.balance),
    handler: async (request) => {
      // One read of the ledger's accounts: every figure comes from it (decision 027).
      const { cashCents, bonusCents, pendingWithdrawalsCents } = await walletBalances(ctx.db, request.params.pid);
      const cents = cashCents + bonusCents;
      return {
        balance: toDollars(cents), balance_cents: cents, currency_symbol: '$', currency: 'USD',
        cash: toDollars(cashCents), bonus: toDollars(bonusCents), pending_withdrawals: toDollars(pendingWithdrawalsCents), withdrawable: toDollars(cashCents),
      };
    },
  });
}
