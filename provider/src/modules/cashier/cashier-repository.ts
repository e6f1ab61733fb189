import type { Queryable } from '../../db/database';

/** SQL of the cashier module: `cashier_checkouts_used` (a sandbox cashier page pays once). */
export async function useCheckout(tx: Queryable, checkoutId: string, playerId: number, now: Date): Promise<boolean> {
  const first = await tx.query(
    'insert into cashier_checkouts_used (checkout_id, player_id, used_at) values ($1, $2, $3) on conflict do nothing returning checkout_id',
    [checkoutId, playerId, now],
  );
  return first.length > 0;
}
