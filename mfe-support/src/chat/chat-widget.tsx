import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, onPhone, useBusEvent, usePlayer } from 'shared-ui';
import type { ChatMessage } from 'shared-contract';
import { ACCOUNT_FIELD_LIMITS, EMAIL_PATTERN, normaliseLogin } from 'shared-contract/account-rules';
import type { ChatState } from './chat-connection';
import { chatStorage, type ChatIdentity } from './chat-storage';
import { useChatConnection } from './use-chat-connection';

/** The longest message the provider takes (shared-contract CHAT_MESSAGE_MAX_LENGTH). */
const MAX_LENGTH = 2000;

const Panel = styled.aside`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndex.modal - 1};
  display: flex;
  flex-direction: column;
  width: 360px;
  height: 520px;
  max-height: calc(100vh - 32px);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow: hidden;
  ${onPhone} { inset: auto 0 0 0; width: 100%; height: 75vh; border-radius: ${({ theme }) => theme.radius.large} ${({ theme }) => theme.radius.large} 0 0; }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-bottom: 2px solid ${({ theme }) => theme.colors.secondary};
  & h2 { margin: 0; font-size: 1.1rem; }
  & button { min-width: 44px; min-height: 44px; border: 0; background: none; color: inherit; font-size: 1.4rem; cursor: pointer; }
`;

const StatusLine = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &[data-tone='offline'] { color: ${({ theme }) => theme.colors.accent}; }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)};
  & > p { margin: 0 0 ${({ theme }) => theme.space(3)}; }
`;

const Messages = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  & li { margin-bottom: ${({ theme }) => theme.space(3)}; padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)}; border-radius: ${({ theme }) => theme.radius.medium}; background: ${({ theme }) => theme.colors.surfaceRaised}; white-space: pre-wrap; overflow-wrap: anywhere; }
  & li[data-author='player'] { margin-left: 15%; background: ${({ theme }) => theme.colors.border}; }
  & li[data-author='system'] { background: none; font-style: italic; color: ${({ theme }) => theme.colors.textMuted}; }
  & .who { display: block; font-size: 0.8rem; color: ${({ theme }) => theme.colors.textMuted}; }
  & .note { display: block; font-size: 0.8rem; color: ${({ theme }) => theme.colors.textMuted}; }
  & .note[data-error] { color: ${({ theme }) => theme.colors.danger}; }
  & .note button { margin-left: ${({ theme }) => theme.space(2)}; padding: 0; border: 0; background: none; color: ${({ theme }) => theme.colors.accent}; text-decoration: underline; cursor: pointer; font: inherit; }
`;

const Composer = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  & input { flex: 1; min-width: 0; min-height: 44px; padding: 0 ${({ theme }) => theme.space(3)}; border: 1px solid ${({ theme }) => theme.colors.textMuted}; border-radius: ${({ theme }) => theme.radius.small}; background: ${({ theme }) => theme.colors.background}; color: inherit; font: inherit; }
`;

const EmailForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  & input { min-height: 44px; padding: 0 ${({ theme }) => theme.space(3)}; border: 1px solid ${({ theme }) => theme.colors.textMuted}; border-radius: ${({ theme }) => theme.radius.small}; background: ${({ theme }) => theme.colors.background}; color: inherit; font: inherit; }
  & [role='alert'] { margin: 0; color: ${({ theme }) => theme.colors.danger}; }
`;

const Launcher = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndex.menu - 1};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font: inherit;
  font-weight: 700;
  box-shadow: ${({ theme }) => theme.shadow};
  cursor: pointer;
  & .badge { padding: 2px 8px; border-radius: ${({ theme }) => theme.radius.pill}; background: #8a0010; color: #fff; font-size: 0.85rem; text-align: center; }
`;

/** What the line under the header says about the connection and who answers. */
function statusText(state: ChatState): { text: string; tone?: 'offline' } {
  if (state.phase === 'failed') return { text: state.error ?? 'Live chat is not available right now.' };
  if (state.phase === 'connecting') return { text: 'Connecting to support…' };
  if (state.phase === 'reconnecting') return { text: 'Connection lost. Reconnecting… Messages you type now will be sent when we are back.', tone: 'offline' };
  if (state.hostsOnline === 0) {
    return { text: `No host is online right now. Leave a message and we will answer you by email at ${state.email}.`, tone: 'offline' };
  }
  if (state.status === 'claimed') return { text: `${state.hostName ?? 'A host'} is answering you.` };
  if (state.status === 'closed') return { text: 'This conversation was closed by the host. Write again any time.' };
  if (state.status === 'waiting') return { text: 'A host will be with you shortly.' };
  return { text: 'Our hosts are online. How can we help?' };
}

const authorOf = (message: ChatMessage) => (message.author === 'player' ? 'You' : message.author === 'host' ? (message.author_name ?? 'Host') : 'Support');

/** The live-chat widget: opened by the `chat.open` command from anywhere on the site; talks to real hosts. */
export function ChatWidget() {
  const player = usePlayer();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [visitor, setVisitor] = useState(() => chatStorage.visitor());
  const [emailDraft, setEmailDraft] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [, setReadMark] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const messagesEnd = useRef<HTMLLIElement>(null);

  const login = player?.login;
  const identity = useMemo<ChatIdentity | null>(
    () => (login
      ? { kind: 'player', login }
      : visitor ? { kind: 'visitor', email: visitor.email, ...(visitor.visitorKey ? { visitorKey: visitor.visitorKey } : {}) } : null),
    [login, visitor],
  );
  const known = identity ? chatStorage.hasConversation(identity) : false;
  const { state, send, retry } = useChatConnection(identity, open || known);

  const newestHostId = state.messages.reduce((newest, message) => (message.author === 'host' ? Math.max(newest, message.id) : newest), 0);
  const lastRead = identity ? chatStorage.lastRead(identity) : 0;
  const unread = state.messages.filter((message) => message.author === 'host' && message.id > lastRead).length;

  useBusEvent('chat.open', ({ message }) => {
    if (!open) returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
    if (message) setDraft(message);
  });

  // Reading happens while the panel is open: everything shown counts as read, in every tab.
  useEffect(() => {
    if (!open || !identity || newestHostId <= chatStorage.lastRead(identity)) return;
    chatStorage.saveLastRead(identity, newestHostId);
    setReadMark(newestHostId);
  }, [open, identity, newestHostId]);

  useEffect(() => {
    if (!open) return;
    (input.current ?? emailInput.current)?.focus();
  }, [open, identity?.kind]);

  useEffect(() => {
    messagesEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [state.messages.length, state.pending.length, open]);

  const close = () => {
    setOpen(false);
    const target = returnFocus.current;
    // Back to what opened the chat, or to the launcher once it shows.
    requestAnimationFrame(() => (target && document.contains(target) ? target : launcher.current)?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    send(text.slice(0, MAX_LENGTH));
    setDraft('');
  };

  const startAsVisitor = (event: FormEvent) => {
    event.preventDefault();
    const email = normaliseLogin(emailDraft);
    if (!EMAIL_PATTERN.test(email) || email.length > ACCOUNT_FIELD_LIMITS.email) {
      setEmailError('Please enter a valid email address');
      return;
    }
    setEmailError(null);
    setVisitor({ email, visitorKey: '' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  if (!open) {
    if (!identity || (state.messages.length === 0 && state.pending.length === 0)) return null;
    return (
      // Its name is its visible text ("Live chat 2 unread"), so speech input finds it by what it shows.
      <Launcher ref={launcher} type="button" onClick={() => { returnFocus.current = null; setOpen(true); }}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
          <path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" />
        </svg>
        <span>Live chat</span>
        {unread > 0 && <span className="badge">{unread} unread</span>}
      </Launcher>
    );
  }

  const status = statusText(state);
  const greeting = `Hi${player?.firstName ? ` ${player.firstName}` : ''}! How can we help?`;
  return (
    <Panel aria-label="Live chat" onKeyDown={onKeyDown}>
      <Header>
        <h2>Live chat</h2>
        <button type="button" aria-label="Close chat" onClick={close}>
          ×
        </button>
      </Header>
      {identity && (
        <StatusLine role="status" data-tone={status.tone}>
          {status.text}
        </StatusLine>
      )}
      {/* Focusable so a keyboard can scroll a long conversation (WCAG 2.1.1). */}
      <Body tabIndex={0} role="region" aria-label="Conversation">
        <p>{greeting}</p>
        {!identity ? (
          <EmailForm onSubmit={startAsVisitor} noValidate aria-label="Start a chat">
            <p>Leave your email so a host can answer you here, or by email if you have gone.</p>
            <label htmlFor="chat-visitor-email">Your email</label>
            <input id="chat-visitor-email" ref={emailInput} type="email" autoComplete="email" value={emailDraft}
              aria-invalid={emailError ? true : undefined} aria-describedby={emailError ? 'chat-visitor-email-error' : undefined}
              onChange={(event) => setEmailDraft(event.target.value)} />
            {emailError && <p id="chat-visitor-email-error" role="alert">{emailError}</p>}
            <Button type="submit">Start chat</Button>
          </EmailForm>
        ) : (
          <Messages aria-label="Messages" aria-live="polite">
            {state.messages.map((message) => (
              <li key={message.id} data-author={message.author}>
                <span className="who">{authorOf(message)}</span>
                {message.text}
              </li>
            ))}
            {state.pending.map((entry) => (
              <li key={entry.clientId} data-author="player" data-pending="">
                <span className="who">You</span>
                {entry.text}
                {entry.error ? (
                  <span className="note" data-error="">
                    Not sent: {entry.error}
                    <button type="button" onClick={() => retry(entry.clientId)}>Try again</button>
                  </span>
                ) : (
                  <span className="note">{state.phase === 'online' ? 'Sending…' : 'Will be sent when the connection is back'}</span>
                )}
              </li>
            ))}
            <li ref={messagesEnd} aria-hidden="true" style={{ padding: 0, margin: 0, background: 'none' }} />
          </Messages>
        )}
      </Body>
      {identity && state.phase !== 'failed' && (
        <Composer onSubmit={submit}>
          <input ref={input} aria-label="Your message" value={draft} maxLength={MAX_LENGTH} onChange={(event) => setDraft(event.target.value)}
            placeholder={state.hostsOnline === 0 && state.phase === 'online' ? 'Leave a message' : 'Type your message'} />
          <Button type="submit">Send</Button>
        </Composer>
      )}
    </Panel>
  );
}
