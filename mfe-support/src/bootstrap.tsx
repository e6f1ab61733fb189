import { createRoot } from 'react-dom/client';
import { StandaloneShell, Button, useEventBus } from 'shared-ui';
import { ChatWidget } from './chat/chat-widget';
import { EmailOptOutDialog } from './email-opt-out/email-opt-out-dialog';

function DemoButtons() {
  const bus = useEventBus();
  return (
    <p style={{ padding: 24, display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button type="button" onClick={() => bus.emit('chat.open', {})}>
        Contact support
      </Button>
      <Button type="button" $variant="ghost" onClick={() => bus.emit('chat.open', { message: 'I have an ICM code: how do I get my cashback?' })}>
        Ask about cashback
      </Button>
    </p>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneShell remoteName="mfe-support" links={[]}>
    <DemoButtons />
    <ChatWidget />
    <EmailOptOutDialog />
  </StandaloneShell>,
);
