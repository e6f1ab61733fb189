import { SESSION_ENDED_CLOSE } from 'shared-api';
import type { CheckLoginMessage, DailyRewardState, RewardsSocketAnswer } from 'shared-contract';

/** SPEC §7, §9: a send is tried up to 5 times, 300 ms apart. */
export const SEND_ATTEMPTS = 5;
export const SEND_RETRY_MS = 300;
/** Reconnects wait 1 s, 2 s, 4 s … up to this. */
export const MAX_RECONNECT_MS = 30_000;

export interface RewardsSocketOptions {
  /**
   * A one-time ticket for each connection, asked for over HTTP with the session header
   * (couponsClient.rewardsSocketTicket): the session token never travels in the socket's URL.
   */
  requestTicket: () => Promise<string>;
  /** The socket URL of a ticket (couponsClient.rewardsSocketUrl). */
  socketUrl: (ticket: string) => string;
  message: CheckLoginMessage;
  onReward: (state: DailyRewardState) => void;
  /** Tests give a fake; the browser's WebSocket otherwise. */
  createSocket?: (url: string) => WebSocket;
}

/** A ticket refused with 401 or 403: the session is over, so there is nothing to reconnect for. */
const sessionOver = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 401 || status === 403;
};

function isReward(answer: RewardsSocketAnswer): answer is Extract<RewardsSocketAnswer, { coupon: unknown }> {
  return answer.action === 'checklogin' && 'coupon' in answer && typeof answer.coupon === 'object' && answer.coupon !== null;
}

/**
 * Gets a ticket, opens the rewards socket with it, sends `checklogin` (retried up to 5 times, 300 ms apart, until the
 * socket is open) and hands each daily reward answer to `onReward`. A dropped socket reconnects
 * with a growing wait; a dead session (4401) does not. Answers the function that closes it.
 */
export function connectRewardsSocket(options: RewardsSocketOptions): () => void {
  const create = options.createSocket ?? ((url: string) => new WebSocket(url));
  let socket: WebSocket | null = null;
  let closed = false;
  let reconnects = 0;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => { timers.delete(timer); run(); }, ms);
    timers.add(timer);
  };

  const retryLater = () => {
    const wait = Math.min(MAX_RECONNECT_MS, 1000 * 2 ** reconnects);
    reconnects += 1;
    later(wait, open);
  };

  const open = () => {
    if (closed) return;
    options.requestTicket().then(
      (ticket) => connect(ticket),
      (error: unknown) => { if (!closed && !sessionOver(error)) retryLater(); },
    );
  };

  const connect = (ticket: string) => {
    if (closed) return;
    const current = create(options.socketUrl(ticket));
    socket = current;
    let sent = false;
    const trySend = (attempt: number) => {
      if (closed || sent || socket !== current) return;
      if (current.readyState === WebSocket.OPEN) {
        try {
          current.send(JSON.stringify(options.message));
          sent = true;
          return;
        } catch { /* retried below */ }
      }
      if (attempt + 1 < SEND_ATTEMPTS) later(SEND_RETRY_MS, () => trySend(attempt + 1));
    };
    current.addEventListener('open', () => { reconnects = 0; trySend(0); });
    current.addEventListener('message', (event: MessageEvent) => {
      let answer: RewardsSocketAnswer;
      try {
        answer = JSON.parse(String(event.data)) as RewardsSocketAnswer;
      } catch {
        return;
      }
      if (isReward(answer)) options.onReward({ coupon: answer.coupon, redeemed: answer.redeemed });
      else if ('errorMessage' in answer) console.warn('Rewards socket:', answer.errorMessage);
    });
    current.addEventListener('close', (event: CloseEvent) => {
      if (closed || socket !== current || event.code === SESSION_ENDED_CLOSE) return;
      // Each reconnect asks for a new ticket: a ticket opens one socket only.
      retryLater();
    });
    trySend(0);
  };

  open();
  return () => {
    closed = true;
    timers.forEach((timer) => clearTimeout(timer));
    socket?.close();
  };
}
