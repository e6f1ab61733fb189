import type { Queryable } from '../../db/database';
import { moveClassRow } from './player-repository';

/**
 * The player classes of SPEC §6 that change on their own (decision 028); every other class is the
 * operator's to set. A new account is "Unverified / Non Dep"; once its identity is verified it
 * leaves that class for "Cash Recyclers + Bonuses", the class of the site's regular players: by
 * SPEC §9 its max bet terms stay those the player had (10, the "otherwise" of the rule), and by
 * SPEC §6 it is among the classes never blocked from the lobby jackpot.
 */
export const UNVERIFIED_CLASS = 'Unverified / Non Dep';
export const VERIFIED_CLASS = 'Cash Recyclers + Bonuses';

/** A verified player's class (in the verification's transaction): only "Unverified / Non Dep" moves. */
export async function classAfterVerification(tx: Queryable, playerId: number): Promise<void> {
  await moveClassRow(tx, playerId, UNVERIFIED_CLASS, VERIFIED_CLASS);
}
