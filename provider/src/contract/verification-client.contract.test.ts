import { ProviderError, playersClient, verificationClient } from 'shared-api';
import { PNG_BASE64, TEXT_BASE64 } from '../testing/id-documents';
import { SANDBOX_VERIFICATION } from '../testing/test-app';
import { startLiveProvider, type LiveProvider } from './live-provider';

describe('shared-api verification client against the provider', () => {
  let provider: LiveProvider;
  beforeAll(async () => {
    provider = await startLiveProvider();
  });
  afterAll(async () => provider.close());

  it('reads the state, gives details the sandbox cannot match, uploads a photo ID with progress, then verifies with the test values', async () => {
    const player = await provider.actAs('newplayer');
    await expect(verificationClient.state(player.pid)).resolves.toMatchObject({ status: 'unverified', document: null });
    const account = await playersClient.playerData(player.pid);
    expect(account.verification).toBe('unverified');
    const body = { legal_first_name: account.contact.first_name, legal_last_name: account.contact.last_name, birth_date: account.birth_date ?? '', ...SANDBOX_VERIFICATION };

    await expect(verificationClient.submitDetails(player.pid, { ...body, ssn_last4: '4321' })).resolves.toMatchObject({ status: 'documents-needed' });
    const progress: number[] = [];
    const uploaded = await verificationClient.uploadDocument(player.pid, { file_name: 'passport.png', content_base64: PNG_BASE64 }, (share) => progress.push(share));
    expect(uploaded).toMatchObject({ status: 'in-review', document: { file_name: 'passport.png', kind: 'png' } });
    expect(progress.at(-1)).toBe(1);
    // A refusal is a ProviderError carrying the provider's words.
    const refused = await verificationClient.uploadDocument(player.pid, { file_name: 'id.png', content_base64: TEXT_BASE64 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ProviderError);
    expect(refused).toMatchObject({ status: 400, message: expect.stringMatching(/^This file is not a PNG, JPEG or PDF/) });

    await expect(verificationClient.submitDetails(player.pid, body)).resolves.toMatchObject({ status: 'verified', verified_at: expect.any(String) });
    await expect(playersClient.playerData(player.pid)).resolves.toMatchObject({ verification: 'verified', player_class: 'Cash Recyclers + Bonuses' });
  });
});
