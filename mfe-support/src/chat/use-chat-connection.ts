import { useCallback, useEffect, useRef, useState } from 'react';
import { ChatConnection, INITIAL_CHAT_STATE, type ChatState } from './chat-connection';
import { identityKey, type ChatIdentity } from './chat-storage';

/** The conversation of `identity` while `enabled`, with send and retry; nothing is opened otherwise. */
export function useChatConnection(identity: ChatIdentity | null, enabled: boolean) {
  const [state, setState] = useState<ChatState>(INITIAL_CHAT_STATE);
  const connection = useRef<ChatConnection | null>(null);
  // Reconnect only when who is chatting changes, not on every render.
  const key = identity ? `${identityKey(identity)}:${identity.kind === 'visitor' ? identity.email : ''}` : null;
  const identityRef = useRef(identity);
  identityRef.current = identity;

  useEffect(() => {
    const current = identityRef.current;
    if (!enabled || !current) return undefined;
    const opened = new ChatConnection(current, setState);
    connection.current = opened;
    setState(opened.snapshot());
    opened.start();
    return () => {
      opened.stop();
      connection.current = null;
    };
  }, [key, enabled]);

  const send = useCallback((text: string) => connection.current?.send(text), []);
  const retry = useCallback((clientId: string) => connection.current?.retry(clientId), []);
  return { state, send, retry };
}
