import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, onPhone, useBusEvent, usePlayer } from 'shared-ui';

const Panel = styled.aside`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndex.modal - 1};
  display: flex;
  flex-direction: column;
  width: 360px;
  height: 480px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow: hidden;
  ${onPhone} { inset: auto 0 0 0; width: 100%; height: 70vh; border-radius: ${({ theme }) => theme.radius.large} ${({ theme }) => theme.radius.large} 0 0; }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.secondary};
  & h2 { margin: 0; font-size: 1.1rem; }
  & button { border: 0; background: none; color: inherit; font-size: 1.4rem; cursor: pointer; }
`;

const Messages = styled.ol`
  flex: 1;
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  overflow-y: auto;
  list-style: none;
  & li { margin-bottom: ${({ theme }) => theme.space(3)}; padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)}; border-radius: ${({ theme }) => theme.radius.medium}; background: ${({ theme }) => theme.colors.surfaceRaised}; }
  & li[data-author='player'] { margin-left: 15%; background: ${({ theme }) => theme.colors.border}; }
`;

const Composer = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  & input { flex: 1; min-height: 44px; padding: 0 ${({ theme }) => theme.space(3)}; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius.small}; background: ${({ theme }) => theme.colors.background}; color: inherit; font: inherit; }
`;

interface ChatMessage {
  id: number;
  author: 'player' | 'host';
  text: string;
}

/** The live-chat widget: opened by the `chat.open` command from anywhere on the site. */
export function ChatWidget() {
  const player = usePlayer();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [messages, setMessages] = useState<ChatMessage[]>([]);

  const greeting = `Hi${player?.firstName ? ` ${player.firstName}` : ''}! A host will be with you shortly. How can we help?`;

  useBusEvent('chat.open', ({ message }) => {
    setOpen(true);
    if (message) setDraft(message);
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setMessages((previous) => [...previous, { id: previous.length + 1, author: 'player', text }]);
    setDraft('');
  };

  if (!open) return null;
  return (
    <Panel aria-label="Live chat">
      <Header>
        <h2>Live chat</h2>
        <button type="button" aria-label="Close chat" onClick={() => setOpen(false)}>
          ×
        </button>
      </Header>
      <Messages aria-live="polite">
        <li data-author="host">{greeting}</li>
        {messages.map((message) => (
          <li key={message.id} data-author={message.author}>
            {message.text}
          </li>
        ))}
      </Messages>
      <Composer onSubmit={send}>
        <input aria-label="Your message" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder="Type your message" />
        <Button type="submit">Send</Button>
      </Composer>
    </Panel>
  );
}
