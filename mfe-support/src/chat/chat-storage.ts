/** What the widget keeps in localStorage so a conversation survives a reload and shows in a new tab. */

/** Who the widget chats as: the logged-in player, or a visitor known by an email. */
export type ChatIdentity = { kind: 'player'; login: string } | { kind: 'visitor'; email: string; visitorKey?: string };

/** A message typed but not yet stored by the provider. */
export interface OutboxEntry {
  clientId: string;
  text: string;
}

const VISITOR_KEY = 'casino.chat.visitor';
// Every key starts with it: the host mounts the chat before it is asked only where one exists.
const PREFIX = 'casino.chat.';

const read = <T,>(key: string): T | null => {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
};
const write = (key: string, value: unknown) => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full store: the chat still works for this page.
  }
};

/** The key of one identity's entries: a player's login or the visitor's conversation. */
export const identityKey = (identity: ChatIdentity) => (identity.kind === 'player' ? `player:${identity.login}` : 'visitor');

export const chatStorage = {
  visitor: () => read<{ email: string; visitorKey: string }>(VISITOR_KEY),
  saveVisitor: (email: string, visitorKey: string) => write(VISITOR_KEY, { email, visitorKey }),
  forgetVisitor: () => write(VISITOR_KEY, null),
  /** Whether this identity has chatted before: the widget then reconnects in the background for the unread count. */
  hasConversation: (identity: ChatIdentity) => read<boolean>(`${PREFIX}active.${identityKey(identity)}`) === true,
  markConversation: (identity: ChatIdentity) => write(`${PREFIX}active.${identityKey(identity)}`, true),
  outbox: (identity: ChatIdentity) => read<OutboxEntry[]>(`${PREFIX}outbox.${identityKey(identity)}`) ?? [],
  saveOutbox: (identity: ChatIdentity, entries: OutboxEntry[]) => write(`${PREFIX}outbox.${identityKey(identity)}`, entries.length ? entries : null),
  lastRead: (identity: ChatIdentity) => read<number>(`${PREFIX}read.${identityKey(identity)}`) ?? 0,
  saveLastRead: (identity: ChatIdentity, id: number) => write(`${PREFIX}read.${identityKey(identity)}`, id),
};
