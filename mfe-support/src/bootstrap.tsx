import { createRoot } from 'react-dom/client';
import { StandaloneShell, Button, useEventBus } from 'shared-ui';
import { ChatWidget } from './chat/chat-widget';

function OpenChatButton() {
  const bus = useEventBus();
  return (
    <p style={{ padding: 24 }}>
      <Button type="button" onClick={() => bus.emit('chat.open', {})}>
        Contact support
      </Button>
    </p>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneShell remoteName="mfe-support" links={[]}>
    <OpenChatButton />
    <ChatWidget />
  </StandaloneShell>,
);
