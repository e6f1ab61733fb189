import type { Queryable } from './db/database';
import { readTogether, type JsonRow, type ReadStatement } from './db/read-together';
import type { RestrictionAnswer, SelfExclusionDuration, VerificationStatus } from 'shared-contract';
import type { ApiError } from './lib/api-error';

/**
 * Domain events: what one module tells the others happened, inside the transaction that made it
 * happen. Listeners run in the order they subscribed, on the same transaction, so a listener's
 * failure rolls the whole change back. Each event names the effects its listeners may report
 * back to the publisher's answer.
 */
export interface DomainEvents {
  /** A real-money round was settled: its win is credited, its stake was taken. */
  'round.settled': {
    event: { playerId: number; gameCode: string; stakeCents: number; winCents: number; freeSpin: boolean };
    effects: { couponStatus: string; spinsRemaining: number | null; jackpot: { contribution: number; hit: number | null } | null };
  };
  /** A time-out or self-exclusion began: every session ends and nothing waits for a deposit (decision 016). */
  'player.restricted': {
    event: { playerId: number; kind: 'time-out' | 'self-exclusion'; endsAt: Date };
    effects: Record<string, never>;
  };
  /** A host or the sandbox verified a player's identity (issue 50): the class rule of the players module may move them. */
  'player.verified': {
    event: { playerId: number };
    effects: Record<string, never>;
  };
  /** A player's login changed, published after the change committed. */
  'player.renamed': {
    event: { playerId: number };
    effects: Record<string, never>;
  };
}

/** Questions a module answers for others without them reading its tables. */
export interface DomainQuestions {
  /** Free rounds some promotion pays for on a title: how many are left and at what stake. */
  'free-rounds': {
    ask: { playerId: number; gameCode: string };
    answer: { remaining: number; stakeCents: number } | null;
  };
  /**
   * Whether a time-out or self-exclusion covers the person with these details (issue 49): the same e-mail as its
   * mailbox reads it, or the same legal name and birth date, on any account. The restriction's words, or null; a match
   * through another account (a signup's, or the logging-in player's other account) is recorded in the restricted player's audit.
   */
  'person-refusal': {
    ask: { via: 'signup'; email: string; firstName: string; lastName: string; birthDate: string } | { via: 'login'; playerId: number };
    answer: string | null;
  };
  /** Why the player may not start a session now (a time-out, a self-exclusion, today's play time used up), in words; null: they may. */
  'session-refusal': {
    ask: { playerId: number };
    answer: string | null;
  };
  /**
   * Why a paid stake may not be taken (a restriction, an unanswered reality check of the session, a
   * loss limit it could pass), in words; null: it may. `stakeCents` is what the act stakes in all,
   * this stake included; the caller holds the player's lock.
   */
  'paid-stake-refusal': {
    ask: { playerId: number; sessionTokenHash: string | null; stakeCents: number };
    answer: string | null;
  };
  /** Why a deposit of this amount may not be taken (a restriction, a deposit limit), in words; null: it may. The caller holds the player's lock. */
  'deposit-refusal': {
    ask: { playerId: number; amountCents: number };
    answer: string | null;
  };
  /**
   * Whether the password a signed-in session gave as the account's current one is right (session module): null, or the
   * error to answer (`wrong` below the lockout limit; `errorMaxLoginAttempts` at it, and the asking session ends). A wrong
   * answer counts in the account's lockout counter, a right one clears it.
   */
  'current-password-refusal': {
    ask: { playerId: number; tokenHash: string; password: unknown; wrong: string };
    answer: ApiError | null;
  };
  /**
   * A self-exclusion the player asked for with their password, without a session (the session module checked the
   * credentials): safer gambling takes it as from a session, and answers what the player reads.
   */
  'password-self-exclusion': {
    ask: { playerId: number; duration: SelfExclusionDuration; confirmation: string };
    answer: RestrictionAnswer | null;
  };
  /** Where the player's identity verification stands (verification module): the player details show it, a withdrawal needs `verified`. */
  'verification-status': {
    ask: { playerId: number };
    answer: VerificationStatus;
  };
  /** The most one paid round may stake while a bonus coupon is in play, and what the player reads when a stake is over it. */
  'max-bet': {
    ask: { playerId: number };
    answer: { maxBetCents: number; message: string } | null;
  };
}

/** A paid act about to run under the player's lock (decision 044). */
export interface PaidActOpening {
  playerId: number;
  /** The session the act plays in (its reality check), or null. */
  sessionTokenHash: string | null;
  /** The act starts a round and so stakes: the rules a stake is judged by are read with the rest. */
  startsRound: boolean;
  now: Date;
}

/** One owner's part of a paid act's opening read: its statement, and what the owner keeps of its rows for the transaction. */
export interface OpeningRead extends ReadStatement {
  keep(tx: Queryable, rows: JsonRow[]): void | Promise<void>;
}

type OpeningReader = (act: PaidActOpening) => OpeningRead | null;

type EventName = keyof DomainEvents;
type Listener<K extends EventName> = (tx: Queryable, event: DomainEvents[K]['event']) => Promise<Partial<DomainEvents[K]['effects']> | void>;
type QuestionName = keyof DomainQuestions;
type Answerer<K extends QuestionName> = (db: Queryable, ask: DomainQuestions[K]['ask']) => Promise<DomainQuestions[K]['answer']>;

export class DomainEventBus {
  private readonly listeners: Partial<Record<EventName, Listener<EventName>[]>> = {};
  private readonly answerers: { [K in QuestionName]?: Answerer<K> } = {};
  private readonly openingReaders: OpeningReader[] = [];

  subscribe<K extends EventName>(name: K, listener: Listener<K>): void {
    this.listeners[name] = [...(this.listeners[name] ?? []), listener as unknown as Listener<EventName>];
  }

  /** Runs every listener in `tx` and merges what they report over `defaults`. */
  async publish<K extends EventName>(tx: Queryable, name: K, event: DomainEvents[K]['event'], defaults: DomainEvents[K]['effects']) {
    let effects = defaults;
    for (const listener of (this.listeners[name] ?? []) as unknown as Listener<K>[]) effects = { ...effects, ...(await listener(tx, event)) };
    return effects;
  }

  /** One module answers each question; asking one nobody answers gets `fallback`. */
  answer<K extends QuestionName>(name: K, answerer: Answerer<K>): void {
    if (this.answerers[name]) throw new Error(`"${name}" is answered twice.`);
    (this.answerers as Record<K, Answerer<K>>)[name] = answerer;
  }

  async ask<K extends QuestionName>(db: Queryable, name: K, ask: DomainQuestions[K]['ask'], fallback: DomainQuestions[K]['answer']) {
    const answerer = this.answerers[name] as Answerer<K> | undefined;
    return answerer ? answerer(db, ask) : fallback;
  }

  /** A module's part of every paid act's opening read: what its answers to the act will need, kept for the transaction. */
  readAtPaidActOpening(reader: OpeningReader): void {
    this.openingReaders.push(reader);
  }

  /**
   * Right after the player's lock, every owner's part of the act's reads in one statement (decision 044), beside the
   * caller's own parts; each keeps its rows, so the questions and events of the act find them instead of a round trip each.
   */
  async openPaidAct(tx: Queryable, act: PaidActOpening, own: ReadonlyArray<OpeningRead>): Promise<void> {
    const reads = [...own, ...this.openingReaders.map((reader) => reader(act)).filter((read): read is OpeningRead => read !== null)];
    const rows = await readTogether(tx, reads);
    for (const [index, read] of reads.entries()) await read.keep(tx, rows[index]!);
  }
}
