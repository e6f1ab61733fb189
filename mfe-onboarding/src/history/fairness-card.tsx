import { useId, useState } from 'react';
import styled from 'styled-components';
import { accountHistoryClient } from 'shared-api';
import type { FairnessState } from 'shared-contract';
import { getQueryClient, playerQueryKey, useServerQuery } from 'shared-server-state';
import { Button, usePlayer } from 'shared-ui';
import { FieldBox, Hint, Input } from '../fields/field-styles';
import { FormAnswer } from '../fields/form-tail';
import { LoadState } from '../responsible-gaming/load-state';
import { InlineForm, Muted, Part, SectionCard } from '../responsible-gaming/responsible-gaming-styles';
import { useAnsweredAction } from '../responsible-gaming/use-answered-action';
import { useLoaded } from '../responsible-gaming/use-provider-load';
import { Hex } from './history-styles';
import { timeText } from './history-texts';

// The answer of a rotation quotes a 64-character seed: it wraps anywhere, as the seeds do.
const SeedsCard = styled(SectionCard)`
  max-width: 960px;
  overflow-wrap: anywhere;
`;

const Pairs = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  & dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0; }
`;

/** The player's provably fair seeds: the pair in use, a rotation (with a client seed of their own) and the pairs revealed. */
export function FairnessCard({ onRotated }: { onRotated?: () => void }) {
  const player = usePlayer();
  const pid = player?.playerId ?? 0;
  const queryKey = playerQueryKey(player ?? { playerId: 0, sessionKey: '' }, 'fairness');
  const { load, retry } = useLoaded(useServerQuery({
    queryKey,
    queryFn: () => accountHistoryClient.fairness(pid),
    enabled: player !== null,
  }));
  const [clientSeed, setClientSeed] = useState('');
  const { busy, answer, run } = useAnsweredAction<'rotate'>();
  const seedId = useId();
  const rotate = () => run('rotate', async () => {
    const seed = clientSeed.trim();
    const rotated = await accountHistoryClient.rotate(pid, seed ? { client_seed: seed } : {});
    getQueryClient().setQueryData<FairnessState>(queryKey, rotated.state);
    setClientSeed('');
    onRotated?.();
    return `Seeds rotated. The server seed you used is now revealed: ${rotated.revealed.server_seed}`;
  });
  return (
    <SeedsCard aria-labelledby="fairness-heading">
      <h2 id="fairness-heading">Provably fair</h2>
      <p>
        Every round you play is drawn from your seeds. We show the server seed’s SHA-256 before you play with it and reveal the seed when you
        rotate, so you can check any round on its page.
      </p>
      <LoadState load={load} retry={retry} what="seeds" />
      {load.status === 'ready' && (
        <>
          <Part aria-labelledby="fairness-current-heading">
            <h3 id="fairness-current-heading">Seeds in use</h3>
            <Pairs>
              <dt>Server seed hash</dt>
              <dd><Hex>{load.value.current.server_seed_hash}</Hex></dd>
              <dt>Client seed</dt>
              <dd><Hex>{load.value.current.client_seed}</Hex></dd>
              <dt>Next nonce</dt>
              <dd>{load.value.current.next_nonce}</dd>
            </Pairs>
            <FormAnswer answer={answer} />
            <InlineForm onSubmit={(event) => { event.preventDefault(); void rotate(); }} noValidate>
              <FieldBox>
                <label htmlFor={seedId}>New client seed (optional)</label>
                <Input id={seedId} value={clientSeed} maxLength={64} autoComplete="off" spellCheck={false}
                  onChange={(event) => setClientSeed(event.target.value)} aria-describedby={`${seedId}-hint`} />
                <Hint id={`${seedId}-hint`}>Up to 64 characters; leave empty for a random one.</Hint>
              </FieldBox>
              <Button type="submit" disabled={busy !== null} aria-busy={busy !== null}>
                {busy ? 'Rotating…' : 'Rotate seeds'}
              </Button>
            </InlineForm>
          </Part>
          <Part aria-labelledby="fairness-previous-heading">
            <h3 id="fairness-previous-heading">Revealed seeds</h3>
            {load.value.previous.length === 0 ? (
              <Muted>None yet: rotate your seeds to reveal the server seed in use.</Muted>
            ) : (
              load.value.previous.map((pair) => (
                <Pairs key={pair.server_seed_hash} aria-label={`Seeds revealed ${timeText(pair.revealed_at)}`}>
                  <dt>Server seed</dt>
                  <dd><Hex>{pair.server_seed}</Hex></dd>
                  <dt>Its hash</dt>
                  <dd><Hex>{pair.server_seed_hash}</Hex></dd>
                  <dt>Client seed</dt>
                  <dd><Hex>{pair.client_seed}</Hex></dd>
                  <dt>Rounds</dt>
                  <dd>{pair.rounds} (revealed {timeText(pair.revealed_at)})</dd>
                </Pairs>
              ))
            )}
          </Part>
        </>
      )}
    </SeedsCard>
  );
}
