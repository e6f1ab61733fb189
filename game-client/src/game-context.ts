import type { GameInfo, PlayBody, RoundAnswer } from 'shared-contract';
import type { GameApi } from './api';
import { byId, type Child, money } from './dom';
import type { SiteLink } from './site-link';

/** What every game's view uses: the game's info, one round step at a time, the status line. */
export interface GameContext {
  readonly info: GameInfo;
  /** Plays one step; null when another step is still running or the step failed (its message is shown). */
  play(body: PlayBody): Promise<RoundAnswer | null>;
  say(text: string, error?: boolean): void;
  /** A recorded round played again: every step answers the record, so a view asks for no bet first. */
  readonly replaying?: boolean;
}

/** A game's view: the elements of its table, reels or cards, built for one game session. */
export type GameView = (context: GameContext) => Child[];

export function say(text: string, error = false): void {
  const message = byId('message');
  message.textContent = text || '';
  message.className = 'message' + (error ? ' error' : '');
}

export interface PlaySession extends GameContext {
  refreshInfo(): Promise<void>;
  setBalance(value: number): void;
}

export function createPlaySession(api: GameApi, first: GameInfo, site: Pick<SiteLink, 'postBalance'>): PlaySession {
  let info = first;
  let busy = false;
  const setBalance = (value: number) => {
    info.balance = value;
    byId('balance').textContent = money(value);
  };
  return {
    get info() {
      return info;
    },
    say,
    setBalance,
    async play(body) {
      if (busy) return null;
      busy = true;
      say('');
      try {
        const result = await api.play(body);
        setBalance(result.balance);
        // The site shows the new balance once a round is settled; a demo's play money stays here.
        if (result.round.status !== 'open' && !info.demo) site.postBalance(result.balance, info.currencySymbol);
        return result;
      } catch (error) {
        say(error instanceof Error ? error.message : String(error), true);
        return null;
      } finally {
        busy = false;
      }
    },
    async refreshInfo() {
      info = await api.info();
      setBalance(info.balance);
    },
  };
}
