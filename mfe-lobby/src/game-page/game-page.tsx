import { useParams } from 'react-router-dom';
import { Button, PageFrame, titleFromSlug, useEventBus, usePlayer } from 'shared-ui';

/** A game's own page, /games/{slug}. */
export function GamePage() {
  const { slug = '' } = useParams();
  const player = usePlayer();
  const bus = useEventBus();
  const title = titleFromSlug(slug);
  return (
    <PageFrame heading={title}>
      <p>{player ? `Ready when you are, ${player.firstName ?? player.login}.` : `Sign up to play ${title} for real money.`}</p>
      {!player && (
        <Button type="button" onClick={() => bus.emit('onboarding.open', { state: 'signup' })}>
          Sign up now
        </Button>
      )}
    </PageFrame>
  );
}
