import type { PayoutRun } from './withdrawals-service';

export interface PayoutSweep {
  /** Stops scheduling and waits for a run in progress, so nothing touches the database after the app closed. */
  stop(): Promise<void>;
}

/**
 * The sandbox's payment processor, on every provider process: a run every `intervalMs` pays what is due
 * (`payApprovedWithdrawals`), the next run scheduled only when one ends, so runs never overlap. Several processes may
 * sweep together: each payout moves its withdrawal from approved to paid under the player's lock, so it is paid once,
 * by whichever process moves it first.
 */
export function startPayoutSweep(
  run: () => Promise<PayoutRun>, onError: (error: unknown, withdrawalId: number | null) => void, intervalMs: number,
): PayoutSweep {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  const runOnce = async () => {
    try {
      const { failures } = await run();
      for (const failure of failures) onError(failure.error, failure.id);
    } catch (error) {
      onError(error, null);
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce().finally(schedule);
    }, intervalMs);
    // A process that has nothing else to do is not kept alive by its payout timer.
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
