import type { FastifyInstance } from 'fastify';
import { MAX_ID_DOCUMENT_BYTES } from 'shared-contract';
import { GIF_BASE64, JPEG_BASE64, PDF_BASE64, PNG_BASE64, TEXT_BASE64, pngOfSize } from '../../testing/id-documents';
import {
  SANDBOX_VERIFICATION, call, createTestApp, createTestAppWithClock, databaseVariants, deskCookie, depositVia, login, signupPlayer, type PlayerSession,
} from '../../testing/test-app';

const PASSWORD = 'Secret123';

describe.each(databaseVariants())('identity verification on $name', ({ options }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(options());
  });
  afterAll(async () => app?.close());

  const stateOf = async (player: PlayerSession) => (await call(app, { method: 'GET', url: `/937/players/${player.pid}/verification`, token: player.token })).json();
  const playerData = async (player: PlayerSession) => (await call(app, { method: 'GET', url: `/937/players/${player.pid}`, token: player.token })).json();
  const details = (player: PlayerSession, body: Record<string, unknown>) =>
    call(app, { method: 'POST', url: `/937/players/${player.pid}/verification`, token: player.token, payload: body });
  /** The details as the sandbox verifies them: the account's names and birth date (signupPlayer: Test, 1990-01-15), SSN last four 1234. */
  const sandboxDetails = async (player: PlayerSession) => {
    const account = await playerData(player);
    return { legal_first_name: account.contact.first_name, legal_last_name: account.contact.last_name, birth_date: account.birth_date, ...SANDBOX_VERIFICATION };
  };
  const upload = (player: PlayerSession, fileName: string, contentBase64: string) =>
    call(app, { method: 'PUT', url: `/937/players/${player.pid}/verification/document`, token: player.token, payload: { file_name: fileName, content_base64: contentBase64 } });
  const documentCount = async () => Number((await app.ctx.db.query<{ count: number }>('select count(*)::int as count from id_documents'))[0]!.count);
  const mailsTo = async (player: PlayerSession) =>
    (await call(app, { method: 'GET', url: `/sandbox/mailbox?email=${player.login}@example.com` })).json().messages as Array<{ subject: string; body: string }>;
  const withdraw = (player: PlayerSession) => call(app, {
    method: 'POST', url: `/937/players/${player.pid}/withdrawals`, token: player.token, payload: { amount: '20', method: 'card', password: PASSWORD },
  });
  const desk = (cookie: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url, headers: { cookie, ...(payload ? { 'content-type': 'application/json' } : {}) }, ...(payload ? { payload } : {}) });
  const waitingDocumentOf = async (player: PlayerSession, cookie: string) => {
    const queue = (await desk(cookie, 'GET', '/support/desk/payments')).json();
    return queue.documents.find((document: { player_id: number }) => document.player_id === player.pid) as { id: number; url: string; login: string; legal_name: string };
  };

  it('a new player is unverified; the sandbox test values verify at once, leaving "Unverified / Non Dep" for the regular class', async () => {
    const player = await signupPlayer(app);
    expect(await stateOf(player)).toEqual({
      status: 'unverified', reason: null, document: null, verified_at: null, details_tries_left: 3,
      message: 'Please verify your identity before your first withdrawal: enter your legal name, date of birth, address and the last four digits of your SSN.',
    });
    expect(await playerData(player)).toMatchObject({ verification: 'unverified', player_class: 'Unverified / Non Dep' });

    const body = await sandboxDetails(player);
    // Case and spacing aside, the names are the account's; the birth date in another of the accepted forms.
    const answer = await details(player, { ...body, legal_first_name: ' TE st ', legal_last_name: body.legal_last_name.toLowerCase(), birth_date: '01/15/1990' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      status: 'verified', reason: null, document: null, verified_at: expect.any(String), details_tries_left: 3,
      message: 'Your identity is verified. You can withdraw.',
    });
    expect(await playerData(player)).toMatchObject({ verification: 'verified', player_class: 'Cash Recyclers + Bonuses' });
    // Verified is final: nothing more to give.
    expect((await details(player, body)).statusCode).toBe(409);
    const again = await upload(player, 'id.png', PNG_BASE64);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe('Your identity is verified. You can withdraw.');
  });

  it('well-formed details the sandbox cannot match ask for a photo ID; the class stays', async () => {
    const player = await signupPlayer(app);
    const answer = await details(player, { ...(await sandboxDetails(player)), ssn_last4: '9876' });
    expect(answer.json()).toMatchObject({
      status: 'documents-needed', message: 'We could not verify your identity from your details. Please upload a photo ID: a PNG, JPEG or PDF of at most 5 MB.',
    });
    expect(await playerData(player)).toMatchObject({ verification: 'documents-needed', player_class: 'Unverified / Non Dep' });
  });

  it('matches the details three times at most: then even the right SSN digits are refused, and a photo ID still verifies', async () => {
    const player = await signupPlayer(app);
    const good = await sandboxDetails(player);
    // A refused field is no try.
    expect((await details(player, { ...good, ssn_last4: '12' })).statusCode).toBe(400);
    expect((await stateOf(player)).details_tries_left).toBe(3);
    for (const [guess, left] of [['0001', 2], ['0002', 1], ['0003', 0]] as const) {
      const answer = await details(player, { ...good, ssn_last4: guess });
      expect([answer.statusCode, answer.json().status, answer.json().details_tries_left]).toEqual([200, 'documents-needed', left]);
    }
    const refused = await details(player, good);
    expect([refused.statusCode, refused.json().errorMessage]).toEqual([
      409, 'Your details did not match 3 times, so they can no longer verify you. Please upload a photo ID: a host will review it.',
    ]);
    expect(await stateOf(player)).toMatchObject({ status: 'documents-needed', details_tries_left: 0 });
    expect(await playerData(player)).toMatchObject({ verification: 'documents-needed' });
    expect((await upload(player, 'id.png', PNG_BASE64)).json()).toMatchObject({ status: 'in-review', details_tries_left: 0 });
  });

  it('counts details sent in parallel one by one: ten wrong guesses at once are three tries and seven refusals', async () => {
    const player = await signupPlayer(app);
    const good = await sandboxDetails(player);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => details(player, { ...good, ssn_last4: `100${index}` })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await stateOf(player)).toMatchObject({ status: 'documents-needed', details_tries_left: 0 });
    expect((await details(player, good)).statusCode).toBe(409);
  });

  it('takes five photo IDs in 24 hours, counting uploads sent in parallel one by one; the sixth waits for the next day', async () => {
    const clocked = await createTestAppWithClock(options());
    try {
      let player = await signupPlayer(clocked.app);
      const send = (name: string) => call(clocked.app, {
        method: 'PUT', url: `/937/players/${player.pid}/verification/document`, token: player.token, payload: { file_name: name, content_base64: PNG_BASE64 },
      });
      const answers = await Promise.all(Array.from({ length: 7 }, (_, index) => send(`id-${index}.png`)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 429, 429]);
      expect(answers.find((answer) => answer.statusCode === 429)!.json().errorMessage)
        .toBe('You have uploaded 5 photo IDs today. A host reviews the latest one; you can upload another tomorrow.');
      const stored = await clocked.app.ctx.db.query<{ status: string }>('select status from id_documents where player_id = $1 order by id', [player.pid]);
      expect(stored.map((row) => row.status)).toEqual(['superseded', 'superseded', 'superseded', 'superseded', 'in-review']);
      // A day later (signed in again: the session has long expired).
      clocked.advance(23 * 60 * 60 * 1000);
      player = await login(clocked.app, player.login, PASSWORD);
      expect((await send('later.png')).statusCode).toBe(429);
      clocked.advance(60 * 60 * 1000);
      player = await login(clocked.app, player.login, PASSWORD);
      expect((await send('next-day.png')).json()).toMatchObject({ status: 'in-review', document: { file_name: 'next-day.png' } });
    } finally {
      await clocked.app.close();
    }
  });

  it('refuses each bad field with a message naming it, and stores nothing', async () => {
    const player = await signupPlayer(app);
    const good = await sandboxDetails(player);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ legal_first_name: '  ' }, 'Please enter your legal first name.'],
      [{ legal_first_name: 'Tess' }, 'Your legal first name must be the first name on your account.'],
      [{ legal_last_name: 'Someone Else' }, 'Your legal last name must be the last name on your account.'],
      [{ birth_date: '1990-01-16' }, 'Your date of birth must be the one on your account.'],
      [{ birth_date: 'yesterday' }, 'Please enter your date of birth. You must be at least 21 years old'],
      [{ address_1: ' ' }, 'Please enter your address.'],
      [{ city: '' }, 'Please enter your city.'],
      [{ state: '' }, 'Please enter your state.'],
      [{ zip: '' }, 'Please enter your zip code.'],
      [{ ssn_last4: '123' }, 'The last four digits of your SSN must be exactly 4 digits.'],
      [{ ssn_last4: '12a4' }, 'The last four digits of your SSN must be exactly 4 digits.'],
      [{ ssn_last4: '12345' }, 'The last four digits of your SSN must be exactly 4 digits.'],
      // Taken as written: a number or a list is no SSN digits, and no try.
      [{ ssn_last4: 1234 }, 'The last four digits of your SSN must be exactly 4 digits.'],
      [{ ssn_last4: ['1234'] }, 'The last four digits of your SSN must be exactly 4 digits.'],
    ];
    for (const [change, message] of cases) {
      const answer = await details(player, { ...good, ...change });
      expect([answer.statusCode, answer.json().errorMessage]).toEqual([400, message]);
    }
    expect(await stateOf(player)).toMatchObject({ status: 'unverified' });
  });

  it('takes a PNG, a JPEG and a PDF, each known by its bytes (not its name); the newest waits for review', async () => {
    const player = await signupPlayer(app);
    const before = await documentCount();
    const png = await upload(player, 'C:\\fakepath\\passport.pdf', PNG_BASE64);
    expect(png.statusCode).toBe(200);
    expect(png.json()).toMatchObject({
      status: 'in-review', reason: null, message: 'Thank you. Your photo ID is being reviewed; we will email you as soon as it is done.',
      document: { file_name: 'passport.pdf', kind: 'png', size_bytes: Buffer.from(PNG_BASE64, 'base64').length, uploaded_at: expect.any(String) },
    });
    expect((await upload(player, 'licence.jpg', `data:image/jpeg;base64,${JPEG_BASE64}`)).json().document).toMatchObject({ kind: 'jpeg', file_name: 'licence.jpg' });
    expect((await upload(player, 'id-card', PDF_BASE64)).json().document).toMatchObject({ kind: 'pdf', file_name: 'id-card' });
    expect(await documentCount()).toBe(before + 3);
    expect(await playerData(player)).toMatchObject({ verification: 'in-review' });
    // Only the latest waits for a host.
    const waiting = await app.ctx.db.query<{ kind: string }>(`select kind from id_documents where player_id = $1 and status = 'in-review'`, [player.pid]);
    expect(waiting).toEqual([{ kind: 'pdf' }]);
  });

  it('refuses a wrong type, a renamed text file, 6 MB, zero bytes and bad base64 with a clear message, storing nothing', async () => {
    const player = await signupPlayer(app);
    const before = await documentCount();
    const wrongType = 'This file is not a PNG, JPEG or PDF (we read the file itself, not its name). Please upload a photo or scan of your ID in one of those formats.';
    const tooLarge = 'This file is larger than 5 MB. Please upload a photo or scan of your ID of at most 5 MB.';
    const cases: Array<[string, string, number, string]> = [
      ['id.gif', GIF_BASE64, 400, wrongType],
      ['id.png', TEXT_BASE64, 400, wrongType],
      ['id.png', pngOfSize(6 * 1024 * 1024), 400, tooLarge],
      ['id.png', pngOfSize(MAX_ID_DOCUMENT_BYTES + 1), 400, tooLarge],
      ['id.png', '', 400, 'This file is empty. Please choose the photo or scan of your ID.'],
      ['id.png', 'iVBORw0KGgo*AAAA', 400, 'The file could not be read: its content did not arrive as base64. Please choose it again.'],
      ['id.png', 'iVBORw0KGgoAA', 400, 'The file could not be read: its content did not arrive as base64. Please choose it again.'],
      ['  ', PNG_BASE64, 400, 'Please give the file a name.'],
    ];
    for (const [name, content, status, message] of cases) {
      const answer = await upload(player, name, content);
      expect([answer.statusCode, answer.json().errorMessage]).toEqual([status, message]);
    }
    // A body larger than the route reads at all is refused before it is read, in the same words.
    const huge = await call(app, {
      method: 'PUT', url: `/937/players/${player.pid}/verification/document`, token: player.token,
      headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ file_name: 'id.png', content_base64: 'A'.repeat(13 * 1024 * 1024) }),
    });
    expect([huge.statusCode, huge.json().errorMessage]).toEqual([413, tooLarge]);
    expect(await documentCount()).toBe(before);
    expect(await stateOf(player)).toMatchObject({ status: 'unverified', document: null });
    // A file of exactly 5 MB is taken.
    expect((await upload(player, 'id.png', pngOfSize(MAX_ID_DOCUMENT_BYTES))).json()).toMatchObject({ status: 'in-review', document: { size_bytes: MAX_ID_DOCUMENT_BYTES } });
  });

  it('serves a document to a signed-in desk host only, as what its bytes are, inline and never cached', async () => {
    const player = await signupPlayer(app);
    await upload(player, 'passport.png', PNG_BASE64);
    const cookie = await deskCookie(app);
    const document = await waitingDocumentOf(player, cookie);
    expect(document).toMatchObject({ login: player.login, url: `/support/desk/payments/documents/${document.id}` });

    const anonymous = await app.inject({ method: 'GET', url: document.url });
    expect(anonymous.statusCode).toBe(401);
    const asPlayer = await call(app, { method: 'GET', url: document.url, token: player.token });
    expect(asPlayer.statusCode).toBe(401);
    expect(asPlayer.body).not.toContain('PNG');
    // The host's cookie from another page (the site's, say) is refused.
    const foreign = await app.inject({ method: 'GET', url: document.url, headers: { cookie, origin: 'http://localhost:8080' } });
    expect(foreign.statusCode).toBe(403);

    const file = await desk(cookie, 'GET', document.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({
      'content-type': 'image/png', 'content-disposition': `inline; filename="id-document-${document.id}.png"`, 'x-content-type-options': 'nosniff',
      'cache-control': 'no-store, private',
    });
    expect(file.rawPayload.equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
    // After the host signs out, the cookie opens nothing.
    await app.inject({ method: 'POST', url: '/support/desk/logout', headers: { cookie } });
    expect((await desk(cookie, 'GET', document.url)).statusCode).toBe(401);
  });

  it('a host approves a document: the player is verified, leaves "Unverified / Non Dep", gets a mail, and may withdraw', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '50');
    await details(player, { ...(await sandboxDetails(player)), ssn_last4: '0000' });
    const refused = await withdraw(player);
    expect([refused.statusCode, refused.json().errorMessage]).toEqual([403, 'Please verify your identity before your first withdrawal.']);
    await upload(player, 'licence.jpg', JPEG_BASE64);
    expect((await withdraw(player)).statusCode).toBe(403);

    const cookie = await deskCookie(app, 'ben');
    const document = await waitingDocumentOf(player, cookie);
    expect(document.legal_name).toMatch(/^Test Player/);
    const approved = await desk(cookie, 'POST', document.url, { decision: 'approve' });
    expect(approved.json()).toEqual({ message: `Approved: ${player.login} is verified.` });
    expect(await stateOf(player)).toMatchObject({ status: 'verified', reason: null, verified_at: expect.any(String), document: { kind: 'jpeg' } });
    expect(await playerData(player)).toMatchObject({ verification: 'verified', player_class: 'Cash Recyclers + Bonuses' });
    expect((await mailsTo(player)).map((mail) => mail.subject)).toContain('Your identity is verified');
    expect(await app.ctx.db.query('select host_login, subject, player_id, decision, reason from desk_decisions where subject_id = $1 and subject = $2', [document.id, 'id-document']))
      .toEqual([{ host_login: 'ben', subject: 'id-document', player_id: player.pid, decision: 'approved', reason: null }]);
    // Decided once: a second decision (another host's, say) is refused and audits nothing.
    const twice = await desk(await deskCookie(app, 'anna'), 'POST', document.url, { decision: 'reject', reason: 'Blurred' });
    expect([twice.statusCode, twice.json().errorMessage]).toEqual([409, 'This document was already reviewed.']);
    expect(await waitingDocumentOf(player, cookie)).toBeUndefined();

    const accepted = await withdraw(player);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().withdrawal).toMatchObject({ amount: 20, status: 'requested' });
  });

  it('a host rejects a document with a reason: the player reads it in the state and in a mail, and may send another', async () => {
    const player = await signupPlayer(app);
    await upload(player, 'scan.pdf', PDF_BASE64);
    const cookie = await deskCookie(app);
    const document = await waitingDocumentOf(player, cookie);
    const noReason = await desk(cookie, 'POST', document.url, { decision: 'reject', reason: '  ' });
    expect([noReason.statusCode, noReason.json().errorMessage]).toEqual([400, 'Please give the player a reason for the rejection.']);
    const rejected = await desk(cookie, 'POST', document.url, { decision: 'reject', reason: 'The photo is blurred; we cannot read your name.' });
    expect(rejected.json()).toEqual({ message: `Rejected: ${player.login} reads your reason.` });
    expect(await stateOf(player)).toMatchObject({
      status: 'rejected', reason: 'The photo is blurred; we cannot read your name.',
      message: 'Your photo ID was not accepted. Please read the reason below and upload another one.',
    });
    expect(await playerData(player)).toMatchObject({ verification: 'rejected', player_class: 'Unverified / Non Dep' });
    const mail = (await mailsTo(player)).find((message) => message.subject === 'Your photo ID was not accepted');
    expect(mail?.body).toContain('The photo is blurred; we cannot read your name.');
    expect(await app.ctx.db.query('select host_login, decision, reason from desk_decisions where subject_id = $1 and subject = $2', [document.id, 'id-document']))
      .toEqual([{ host_login: 'anna', decision: 'rejected', reason: 'The photo is blurred; we cannot read your name.' }]);
    expect((await upload(player, 'better.png', PNG_BASE64)).json()).toMatchObject({ status: 'in-review', reason: null });
  });
});
