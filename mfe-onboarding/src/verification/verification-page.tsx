import styled from 'styled-components';
import { Spinner, usePlayer } from 'shared-ui';
import type { VerificationState, VerificationStatus } from 'shared-contract';
import { MAX_DETAILS_TRIES } from 'shared-contract/constants';
import { Facts } from '../account/account-styles';
import { usePlayerDetails } from '../account/use-player-details';
import { LoadState } from '../responsible-gaming/load-state';
import { Muted, Part, SectionCard } from '../responsible-gaming/responsible-gaming-styles';
import { DetailsForm } from './details-form';
import { DocumentUpload } from './document-upload';
import { useVerification } from './use-verification';
import { sizeText } from './verification-rules';

/** Each state in a few words, beside the provider's message. */
export const STATUS_LABELS: Readonly<Record<VerificationStatus, string>> = {
  unverified: 'Not verified',
  'documents-needed': 'Photo ID needed',
  'in-review': 'In review',
  verified: 'Verified',
  rejected: 'Document not accepted',
};

/** Said beside the photo ID's form once the details can no longer verify the player. */
export const TRIES_USED_TEXT = `Your details did not match ${MAX_DETAILS_TRIES} times, so only a photo ID can verify you now.`;

/** Under the details form once a try is used: what is left of them. */
export const triesLeftText = (left: number) =>
  `If a detail was mistyped, correct it and try again (${left} ${left === 1 ? 'try' : 'tries'} left).`;

const KIND_LABELS = { png: 'PNG', jpeg: 'JPEG', pdf: 'PDF' } as const;

const Summary = styled.div`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  & dl { margin-bottom: ${({ theme }) => theme.space(3)}; }
  & p { margin: 0 0 ${({ theme }) => theme.space(3)}; }
`;

/** The host's reason, set apart so it reads as theirs. */
const Reason = styled.p`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow-wrap: anywhere;
`;

const dateText = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** Where the player stands: announced when it changes (after a submit or an upload, or a host's decision). */
function StateSummary({ state }: { state: VerificationState }) {
  return (
    <Summary role="status" aria-label="Verification status">
      <Facts>
        <dt>Status</dt>
        <dd>{STATUS_LABELS[state.status]}</dd>
        {state.status === 'verified' && state.verified_at && (
          <>
            <dt>Verified on</dt>
            <dd>{dateText(state.verified_at)}</dd>
          </>
        )}
        {state.document && state.status !== 'verified' && (
          <>
            <dt>Document</dt>
            <dd>{`${state.document.file_name} (${KIND_LABELS[state.document.kind]}, ${sizeText(state.document.size_bytes)}), uploaded ${dateText(state.document.uploaded_at)}`}</dd>
          </>
        )}
      </Facts>
      <p>{state.message}</p>
      {state.status === 'rejected' && state.reason && (
        <Reason>
          <strong>Reason: </strong>
          {state.reason}
        </Reason>
      )}
      {state.status === 'in-review' && <p>A host is reviewing your document. You may leave this page: their decision shows here.</p>}
    </Summary>
  );
}

/** My Account › Verification: who the player is, confirmed before a first withdrawal (GET …/verification). */
export function VerificationPage() {
  const player = usePlayer();
  const { load, retry, replace } = useVerification(player);
  const [details] = usePlayerDetails(player);
  const state = load.status === 'ready' ? load.value : null;
  const asksDocuments = state?.status === 'documents-needed' || state?.status === 'rejected';
  // The provider refuses details once the tries are used: then the form is not offered.
  const triesLeft = state?.details_tries_left ?? 0;
  const asksDetails = (state?.status === 'unverified' || asksDocuments) && triesLeft > 0;
  return (
    <SectionCard aria-labelledby="verification-heading">
      <h2 id="verification-heading">Identity verification</h2>
      <LoadState load={load} retry={retry} what="verification" />
      {state && player && (
        <>
          <StateSummary state={state} />
          {asksDocuments && (
            <Part aria-labelledby="verification-document-heading">
              <h3 id="verification-document-heading">Upload a photo ID</h3>
              {triesLeft === 0 && <Muted>{TRIES_USED_TEXT}</Muted>}
              <DocumentUpload playerId={player.playerId} onAnswered={replace} />
            </Part>
          )}
          {asksDetails && (
            <Part aria-labelledby="verification-details-heading">
              <h3 id="verification-details-heading">Your details</h3>
              {state.status !== 'unverified' && <Muted>{triesLeftText(triesLeft)}</Muted>}
              {/* The form starts from the account's details, so it waits for them (or for their failure: then it starts empty). */}
              {details.status === 'loading' ? (
                <Spinner label="Loading your details" />
              ) : (
                <DetailsForm playerId={player.playerId} details={details.status === 'ready' ? details.details : null} onAnswered={replace} />
              )}
            </Part>
          )}
        </>
      )}
    </SectionCard>
  );
}
