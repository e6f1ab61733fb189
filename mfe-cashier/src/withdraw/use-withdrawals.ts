import { useEffect, useRef } from 'react';
import { withdrawalsClient } from 'shared-api';
import type { Withdrawal, WithdrawalList } from 'shared-contract';
import type { EventBus, PlayerIdentity } from 'shared-events';
import { playerQueryKey, queryOptions, useServerQuery, type UseQueryResult } from 'shared-server-state';
import { useBusEvent, useEventBus } from 'shared-ui';
import { isUnderway } from './withdraw-rules';

/** While a withdrawal is on its way, the tracker reads the list again this often: a host's decision or a payout reaches no bus. */
export const TRACKER_POLL_MS = 10_000;

/** GET the player's withdrawals: the tracker's rows, today's remaining maximum and the minimum. */
export const withdrawalsQuery = (player: Pick<PlayerIdentity, 'playerId' | 'sessionKey'>) =>
  queryOptions({
    queryKey: playerQueryKey(player, 'withdrawals'),
    queryFn: () => withdrawalsClient.list(player.playerId),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.withdrawals.some((row) => isUnderway(row.status)) ? TRACKER_POLL_MS : false),
  });

/** Tells the site a withdrawal changed: the list is read again, and the host reads the balance (withdrawable moved). */
export function announceWithdrawal(bus: EventBus, withdrawal: Pick<Withdrawal, 'id' | 'status'>): void {
  bus.emit('withdrawal.changed', { withdrawalId: withdrawal.id, status: withdrawal.status });
  bus.emit('balance.refresh', {});
}

/**
 * The player's withdrawals, read again after every `withdrawal.changed`. A change found by reading
 * (a host approved, the sandbox paid, a rejection returned the money) is announced as the player's own are.
 */
export function useWithdrawals(player: PlayerIdentity): UseQueryResult<WithdrawalList> {
  const bus = useEventBus();
  const query = useServerQuery(withdrawalsQuery(player));
  const known = useRef<Map<number, Withdrawal['status']> | null>(null);
  const { refetch } = query;
  useBusEvent('withdrawal.changed', ({ withdrawalId, status }) => {
    known.current?.set(withdrawalId, status);
    void refetch();
  });
  const { data } = query;
  useEffect(() => {
    if (!data) return;
    const seen = known.current;
    known.current = new Map(data.withdrawals.map((row) => [row.id, row.status]));
    // The first answer is what was there; changes after it are news.
    if (!seen) return;
    for (const row of data.withdrawals) {
      const before = seen.get(row.id);
      if (before !== undefined && before !== row.status) announceWithdrawal(bus, row);
    }
  }, [bus, data]);
  return query;
}
