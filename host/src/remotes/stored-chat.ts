/**
 * The prefix of every key mfe-support's chat keeps in localStorage (its chat-storage.ts): a visitor's
 * email, a conversation's mark, unsent messages, what was read. Without any of them the chat shows
 * nothing of its own accord (no launcher, no connection) until it is asked to open.
 */
const CHAT_STORAGE_PREFIX = 'casino.chat.';

/** Whether this browser holds anything of a chat, so the chat may show its launcher of its own accord. */
export function hasStoredChat(storage: Pick<Storage, 'length' | 'key'> | undefined = globalThis.localStorage): boolean {
  try {
    if (!storage) return false;
    for (let index = 0; index < storage.length; index += 1) {
      if (storage.key(index)?.startsWith(CHAT_STORAGE_PREFIX)) return true;
    }
    return false;
  } catch {
    // Storage refused (private mode): as before, the chat is mounted when idle and decides itself.
    return true;
  }
}
