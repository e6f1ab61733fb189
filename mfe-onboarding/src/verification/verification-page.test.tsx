import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionPort } from 'shared-api';
import { answerVerification, fail, installFakeProvider, samplePlayerData, sampleVerificationState } from 'shared-api/testing';
import { playerEndpoints, verificationEndpoints, type VerificationState } from 'shared-contract';
import { renderAccountPageSignedIn } from '../testing/render-account-page';
import { MESSAGES } from '../validation/messages';
import { NOT_MATCHED_TEXT } from './details-form';
import { TRIES_USED_TEXT, triesLeftText } from './verification-page';

/** The account the sandbox matches against: Jane Doe, born January 31, 1990, with an address. */
const ACCOUNT = samplePlayerData({ address_one: '1 Main St', city: 'Newark', state_id: 'NJ', zip_code: '07102' });

const verificationProvider = (state?: VerificationState) =>
  answerVerification(installFakeProvider().on(playerEndpoints.playerData, () => ACCOUNT), { account: ACCOUNT, ...(state ? { state } : {}) });

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x01];
const pngFile = (name = 'passport.png') => new File([new Uint8Array(PNG_BYTES)], name, { type: 'image/png' });

/** A promise the test settles by hand, to hold an answer while it looks at the page. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => { resolve = settle; });
  return { promise, resolve };
}

const status = () => screen.getByRole('status', { name: 'Verification status' });
const detailsForm = () => screen.getByRole('form', { name: 'Your details' });
const uploadForm = () => screen.getByRole('form', { name: 'Upload a photo ID' });

describe('Verification', () => {
  afterEach(() => {
    resetSessionPort();
    jest.restoreAllMocks();
  });

  it('is a tab of My Account showing the state and a details form that starts from the account', async () => {
    verificationProvider();
    const user = userEvent.setup();
    renderAccountPageSignedIn('/lobby/account/');
    await user.click(screen.getByRole('link', { name: 'Verification' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Identity verification' })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Verification status' })).toHaveTextContent('StatusNot verified');
    expect(status()).toHaveTextContent(sampleVerificationState('unverified').message);
    const form = await screen.findByRole('form', { name: 'Your details' });
    expect(within(form).getByLabelText('Legal first name')).toHaveValue('Jane');
    expect(within(form).getByLabelText('Legal last name')).toHaveValue('Doe');
    expect(within(form).getByLabelText('Year')).toHaveValue('1990');
    expect(within(form).getByLabelText('State')).toHaveValue('NJ');
    expect(within(form).getByLabelText('Last four digits of your SSN')).toHaveValue('');
    expect(screen.queryByRole('form', { name: 'Upload a photo ID' })).not.toBeInTheDocument();
  });

  it('verifies the account\'s details with the sandbox SSN digits and shows the date', async () => {
    const fake = verificationProvider();
    const user = userEvent.setup();
    renderAccountPageSignedIn('/lobby/account/verification');
    await user.type(await within(await screen.findByRole('form', { name: 'Your details' })).findByLabelText('Last four digits of your SSN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify My Identity' }));
    await waitFor(() => expect(status()).toHaveTextContent('StatusVerified'));
    expect(status()).toHaveTextContent('Verified onNovember 26, 2026');
    expect(status()).toHaveTextContent('Your identity is verified. You can withdraw your winnings.');
    expect(screen.queryByRole('form', { name: 'Your details' })).not.toBeInTheDocument();
    expect(fake.requests(verificationEndpoints.submitDetails).map((request) => request.body)).toEqual([{
      legal_first_name: 'Jane', legal_last_name: 'Doe', birth_date: '1990-01-31', address_1: '1 Main St', city: 'Newark', state: 'NJ', zip: '07102', ssn_last4: '1234',
    }]);
  });

  it('asks for a photo ID when the details do not match, keeping what was typed', async () => {
    verificationProvider();
    const user = userEvent.setup();
    renderAccountPageSignedIn('/lobby/account/verification');
    const form = await screen.findByRole('form', { name: 'Your details' });
    await user.type(within(form).getByLabelText('Last four digits of your SSN'), '9876');
    await user.click(within(form).getByRole('button', { name: 'Verify My Identity' }));
    expect(await within(detailsForm()).findByRole('alert')).toHaveTextContent(NOT_MATCHED_TEXT);
    expect(status()).toHaveTextContent('StatusPhoto ID needed');
    expect(status()).toHaveTextContent(sampleVerificationState('documents-needed').message);
    expect(within(detailsForm()).getByLabelText('Last four digits of your SSN')).toHaveValue('9876');
    expect(within(uploadForm()).getByLabelText('Photo ID')).toBeInTheDocument();
    expect(screen.getByText('If a detail was mistyped, correct it and try again (2 tries left).')).toBeInTheDocument();
  });

  it('counts down the tries with the details, then offers only the photo ID and says why', async () => {
    verificationProvider(sampleVerificationState('documents-needed', { details_tries_left: 2 }));
    const user = userEvent.setup();
    renderAccountPageSignedIn('/lobby/account/verification');
    const form = await screen.findByRole('form', { name: 'Your details' });
    expect(screen.getByText(triesLeftText(2))).toBeInTheDocument();
    const ssn = within(form).getByLabelText('Last four digits of your SSN');
    await user.type(ssn, '9876');
    await user.click(within(form).getByRole('button', { name: 'Verify My Identity' }));
    expect(await screen.findByText('If a detail was mistyped, correct it and try again (1 try left).')).toBeInTheDocument();
    await user.click(within(detailsForm()).getByRole('button', { name: 'Verify My Identity' }));
    expect(await screen.findByText(TRIES_USED_TEXT)).toBeInTheDocument();
    expect(TRIES_USED_TEXT).toBe('Your details did not match 3 times, so only a photo ID can verify you now.');
    expect(screen.queryByRole('form', { name: 'Your details' })).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('StatusPhoto ID needed');
    expect(within(uploadForm()).getByLabelText('Photo ID')).toBeInTheDocument();
  });

  it('says what is wrong with the SSN digits and a missing name, and sends nothing', async () => {
    const fake = verificationProvider();
    const user = userEvent.setup();
    renderAccountPageSignedIn('/lobby/account/verification');
    const form = await screen.findByRole('form', { name: 'Your details' });
    await user.type(within(form).getByLabelText('Last four digits of your SSN'), '12a');
    await user.clear(within(form).getByLabelText('Legal first name'));
    await user.click(within(form).getByRole('button', { name: 'Verify My Identity' }));
    expect(await within(form).findByText(MESSAGES.ssnLast4)).toBeInTheDocument();
    expect(within(form).getByLabelText('Last four digits of your SSN')).toHaveAccessibleDescription(`4 digits, as on your Social Security card ${MESSAGES.ssnLast4}`);
    expect(within(form).getByLabelText('Legal first name')).toHaveAccessibleDescription(MESSAGES.legalFirstName);
    expect(fake.requests(verificationEndpoints.submitDetails)).toHaveLength(0);
  });

  it('says what is wrong once the player leaves a field, and the message follows the fix as it is typed', async () => {
    verificationProvider();
    const user = userEvent.setup();
    renderAccountPageSignedIn('/lobby/account/verification');
    const form = await screen.findByRole('form', { name: 'Your details' });
    const digits = within(form).getByLabelText('Last four digits of your SSN');
    await user.type(digits, '12a');
    // Not while typing a first time: only once the field is left.
    expect(within(form).queryByText(MESSAGES.ssnLast4)).not.toBeInTheDocument();
    await user.tab();
    expect(await within(form).findByText(MESSAGES.ssnLast4)).toBeInTheDocument();
    await user.clear(digits);
    await user.type(digits, '1234');
    await waitFor(() => expect(within(form).queryByText(MESSAGES.ssnLast4)).not.toBeInTheDocument());
    expect(digits).toHaveFocus();
  });

  it('shows a failed submit as text and keeps every value', async () => {
    const fake = verificationProvider();
    fake.on(verificationEndpoints.submitDetails, () => fail(503, 'The service is busy, please try again.'));
    const user = userEvent.setup();
    renderAccountPageSignedIn('/lobby/account/verification');
    const form = await screen.findByRole('form', { name: 'Your details' });
    await user.type(within(form).getByLabelText('Last four digits of your SSN'), '1234');
    await user.click(within(form).getByRole('button', { name: 'Verify My Identity' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The service is busy, please try again.');
    expect(within(form).getByLabelText('Last four digits of your SSN')).toHaveValue('1234');
    expect(status()).toHaveTextContent('StatusNot verified');
  });

  it('uploads a photo ID with a progress bar, then shows that a host is reviewing it', async () => {
    const fake = verificationProvider(sampleVerificationState('documents-needed'));
    const held = deferred();
    fake.on(verificationEndpoints.uploadDocument, async ({ body, reportUploadProgress }) => {
      reportUploadProgress(0.5);
      await held.promise;
      return sampleVerificationState('in-review', { document: { file_name: body.file_name, kind: 'png', size_bytes: PNG_BYTES.length, uploaded_at: '2026-11-26T17:00:00.000Z' } });
    });
    const user = userEvent.setup();
    renderAccountPageSignedIn('/lobby/account/verification');
    await user.upload(within(await screen.findByRole('form', { name: 'Upload a photo ID' })).getByLabelText('Photo ID'), pngFile());
    await user.click(within(uploadForm()).getByRole('button', { name: 'Upload Document' }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading passport.png' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(within(uploadForm()).getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    held.resolve();
    await waitFor(() => expect(status()).toHaveTextContent('StatusIn review'));
    expect(status()).toHaveTextContent('A host is reviewing your document.');
    expect(status()).toHaveTextContent('Documentpassport.png (PNG, 1 KB), uploaded November 26, 2026');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Upload a photo ID' })).not.toBeInTheDocument();
    expect(fake.requests(verificationEndpoints.uploadDocument)[0]?.body).toEqual({ file_name: 'passport.png', content_base64: btoa(String.fromCharCode(...PNG_BYTES)) });
  });

  it('refuses a file too big or of another type in the browser, with a message, sending nothing', async () => {
    const fake = verificationProvider(sampleVerificationState('documents-needed'));
    // A player may pick "All files" in the browser's dialog.
    const user = userEvent.setup({ applyAccept: false });
    renderAccountPageSignedIn('/lobby/account/verification');
    const input = within(await screen.findByRole('form', { name: 'Upload a photo ID' })).getByLabelText('Photo ID');
    await user.upload(input, new File([new Uint8Array(6 * 1024 * 1024)], 'scan.jpg', { type: 'image/jpeg' }));
    expect(await within(uploadForm()).findByText(MESSAGES.idDocumentSize('6.0 MB'))).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(uploadForm()).getByRole('button', { name: 'Upload Document' }));
    await user.upload(input, new File(['my notes'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(uploadForm()).findByText(MESSAGES.idDocumentKind)).toBeInTheDocument();
    await user.click(within(uploadForm()).getByRole('button', { name: 'Upload Document' }));
    expect(fake.requests(verificationEndpoints.uploadDocument)).toHaveLength(0);
  });

  it('shows the provider\'s refusal of a renamed file as text, and keeps the file to try again', async () => {
    const fake = verificationProvider(sampleVerificationState('documents-needed'));
    const user = userEvent.setup();
    renderAccountPageSignedIn('/lobby/account/verification');
    const form = await screen.findByRole('form', { name: 'Upload a photo ID' });
    await user.upload(within(form).getByLabelText('Photo ID'), new File(['not a picture'], 'renamed.png', { type: 'image/png' }));
    await user.click(within(form).getByRole('button', { name: 'Upload Document' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please upload a PNG, JPEG or PDF of your photo ID.');
    await user.click(within(form).getByRole('button', { name: 'Upload Document' }));
    await waitFor(() => expect(fake.requests(verificationEndpoints.uploadDocument)).toHaveLength(2));
    expect(fake.requests(verificationEndpoints.uploadDocument)[1]?.body.file_name).toBe('renamed.png');
  });

  it('shows a host\'s rejection with its reason as text, and asks for another document', async () => {
    const reason = 'The photo is cut off. <img src=x onerror="alert(1)">';
    verificationProvider(sampleVerificationState('rejected', { reason }));
    renderAccountPageSignedIn('/lobby/account/verification');
    await waitFor(() => expect(status()).toHaveTextContent('StatusDocument not accepted'));
    expect(within(status()).getByText(reason)).toBeInTheDocument();
    expect(status()).toHaveTextContent(`Reason: ${reason}`);
    expect(status().querySelector('img')).toBeNull();
    expect(within(await screen.findByRole('form', { name: 'Upload a photo ID' })).getByLabelText('Photo ID')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Your details' })).toBeInTheDocument();
  });

  it('in review: says a host is reviewing the document and asks for nothing', async () => {
    verificationProvider(sampleVerificationState('in-review'));
    renderAccountPageSignedIn('/lobby/account/verification');
    await waitFor(() => expect(status()).toHaveTextContent('StatusIn review'));
    expect(status()).toHaveTextContent('A host is reviewing your document.');
    expect(status()).toHaveTextContent('Documentphoto-id.png (PNG, 240 KB), uploaded November 26, 2026');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows a failed read with a way to try again', async () => {
    let calls = 0;
    verificationProvider().on(verificationEndpoints.state, () => (++calls === 1 ? fail(503, 'The service is busy, please try again.') : sampleVerificationState('verified')));
    const user = userEvent.setup();
    renderAccountPageSignedIn('/lobby/account/verification');
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy, please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(status()).toHaveTextContent('StatusVerified'));
  });
});
