import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** Letters only, as a legal name is: each journey's player is a person of their own (a restriction covers the same name and birth date). */
export const uniqueSurname = (stem: string) => `${stem}${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** A new player for a journey: unique on every run, so journeys never share state. */
export function newPlayer(label: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return {
    email: `${label}.${stamp}@example.com`,
    username: `${label}_${stamp}`.toLowerCase().slice(0, 30),
    password: 'Journey123',
    firstName: 'Journey',
    lastName: uniqueSurname('Tester'),
    birthDate: { month: '01', day: '31', year: '1990' },
  };
}

export type NewPlayer = ReturnType<typeof newPlayer>;

/** mfe-onboarding: the onboarding modal and the account pages. */
export class OnboardingModal {
  constructor(readonly page: Page) {}

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  get closeButton(): Locator {
    return this.page.getByRole('dialog').getByRole('button', { name: 'Close' });
  }

  accountSection(name: 'Account details' | 'Account history' | 'Preferences' | 'Change password'): Locator {
    return this.page.getByRole('heading', { level: 2, name });
  }

  field(label: string | RegExp): Locator {
    return this.page.getByRole('dialog').getByLabel(label, { exact: typeof label === 'string' });
  }

  button(name: string): Locator {
    return this.page.getByRole('dialog').getByRole('button', { name, exact: true });
  }

  /** A message of the open modal (validation, server answer or page text). */
  message(text: string | RegExp): Locator {
    return this.page.getByRole('dialog').getByText(text);
  }

  /**
   * Everything the page keeps in localStorage, sessionStorage, cookies and IndexedDB, as text
   * (binary values decoded as UTF-8), to prove that no secret sits there in plain text.
   */
  async storageText(): Promise<string> {
    const cookies = await this.page.context().cookies();
    const inPage = await this.page.evaluate(async () => {
      const decode = (value: unknown): unknown => {
        if (value instanceof ArrayBuffer) return new TextDecoder().decode(value);
        if (ArrayBuffer.isView(value)) return new TextDecoder().decode(value as Uint8Array);
        return value;
      };
      const dump = (value: unknown) => JSON.stringify(value, (_key, inner: unknown) => decode(inner));
      const parts = [dump({ ...localStorage }), dump({ ...sessionStorage })];
      const databases = typeof indexedDB.databases === 'function' ? await indexedDB.databases() : [];
      for (const { name } of databases) {
        if (!name) continue;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        for (const store of Array.from(db.objectStoreNames)) {
          const values = await new Promise<unknown[]>((resolve, reject) => {
            const request = db.transaction(store, 'readonly').objectStore(store).getAll();
            request.onsuccess = () => resolve(request.result as unknown[]);
            request.onerror = () => reject(request.error);
          });
          parts.push(dump(values));
        }
        db.close();
      }
      return parts.join('\n');
    });
    return `${inPage}\n${JSON.stringify(cookies)}`;
  }

  async open(state: string, extra = ''): Promise<void> {
    await this.page.goto(`/?action=show&state=${state}${extra}`);
  }

  async logIn(login: string, password: string): Promise<void> {
    await this.field('Username or email').fill(login);
    await this.field('Password').fill(password);
    await this.button('Log In').click();
  }

  /** Both pages of the signup wizard, then Create Account. */
  async signUp(player: NewPlayer): Promise<void> {
    await this.fillAccountPage(player);
    await this.button('Next').click();
    await this.finishSignUp(player);
  }

  /** The signup wizard's first page: email, username and the password twice. */
  async fillAccountPage(player: NewPlayer): Promise<void> {
    await this.field('Email').fill(player.email);
    await this.field('Username').fill(player.username);
    await this.field('Password').fill(player.password);
    await this.field('Confirm password').fill(player.password);
  }

  /** The signup wizard's second page, then Create Account. */
  async finishSignUp(player: NewPlayer): Promise<void> {
    await expect(this.message('Step 2 of 2: About you')).toBeVisible();
    await this.field('First name').fill(player.firstName);
    await this.field('Last name').fill(player.lastName);
    await this.field('Month').fill(player.birthDate.month);
    await this.field('Day').fill(player.birthDate.day);
    await this.field('Year').fill(player.birthDate.year);
    await this.field(/accept the terms and conditions/).check();
    await this.button('Create Account').click();
  }
}

/** mfe-onboarding's Responsible Gaming and Activity tabs of My Account. */
export class ResponsibleGaming {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/lobby/account/responsible-gaming');
  }

  async gotoActivity(): Promise<void> {
    await this.page.goto('/lobby/account/activity');
  }

  /** One limit's part of the page, by its name: `Daily deposit limit`, `Weekly loss limit`… */
  limit(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  confirmButton(name: string): Locator {
    return this.limit(name).getByRole('button', { name: 'Confirm', exact: true });
  }

  /** Types a dollar amount into one limit and saves it, waiting for the provider's answer. */
  async setLimit(name: string, dollars: string): Promise<void> {
    const limit = this.limit(name);
    await limit.getByLabel(`New ${name.toLowerCase()} in dollars`).fill(dollars);
    await Promise.all([
      this.page.waitForResponse((response) => response.url().endsWith('/safer-gambling/limits') && response.request().method() === 'PUT'),
      limit.getByRole('button', { name: 'Save', exact: true }).click(),
    ]);
  }

  async realityCheckEvery(label: '15 minutes' | '30 minutes' | '60 minutes'): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Reality check' });
    await form.getByRole('radio', { name: label }).check();
    await Promise.all([
      this.page.waitForResponse((response) => response.url().endsWith('/safer-gambling/reality-check') && response.request().method() === 'PUT'),
      form.getByRole('button', { name: 'Save reminder' }).click(),
    ]);
  }

  async takeBreak(label: '24 hours' | '72 hours' | '7 days' | '30 days'): Promise<void> {
    await this.page.getByRole('group', { name: 'Break for' }).getByRole('radio', { name: label }).check();
    await this.page.getByRole('button', { name: 'Take a break', exact: true }).click();
    await this.page.getByRole('dialog', { name: `Take a break for ${label}?` }).getByRole('button', { name: 'Start my break' }).click();
  }

  /** Asked twice: the warning, then the phrase typed. */
  async selfExclude(label: '6 months' | '1 year' | '5 years'): Promise<void> {
    await this.page.getByRole('group', { name: 'Exclude me for' }).getByRole('radio', { name: label }).check();
    await this.page.getByRole('button', { name: 'Exclude myself' }).click();
    await this.page.getByRole('dialog', { name: `Exclude yourself for ${label}?` }).getByRole('button', { name: 'Continue' }).click();
    const confirm = this.page.getByRole('dialog', { name: 'Confirm your self-exclusion' });
    await expect(confirm.getByRole('button', { name: `Exclude me for ${label}` })).toBeDisabled();
    await confirm.getByLabel('Type EXCLUDE ME to confirm').fill('EXCLUDE ME');
    await confirm.getByRole('button', { name: `Exclude me for ${label}` }).click();
  }

  async statementBy(by: 'day' | 'month'): Promise<void> {
    await this.page.getByRole('group', { name: 'Show activity' }).getByRole('button', { name: `By ${by}` }).click();
  }

  /** The statement's opening and closing balance and the line that reconciles them. */
  get statementBalance(): Locator {
    return this.page.getByRole('region', { name: /^Your balance over/ });
  }

  /** The statement's notes (e.g. a withdrawal the provider made on a self-exclusion), one list item each. */
  get statementNotes(): Locator {
    return this.page.getByRole('region', { name: 'Notes' }).getByRole('listitem');
  }

  /** The statement's rows (a row header, then the figures). */
  statementRow(period: string | RegExp): Locator {
    return this.page.getByRole('table').getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: period }) });
  }

  async downloadStatement() {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByRole('button', { name: 'Download CSV' }).click()]);
    return download;
  }
}

/** The details My Account › Verification asks for; `ssnLast4` is the sandbox's test value unless told. */
export interface VerificationDetails {
  firstName: string;
  lastName: string;
  birthDate: { month: string; day: string; year: string };
  address: string;
  city: string;
  /** The state's name as the list shows it, e.g. `New Jersey`. */
  state: string;
  zip: string;
  ssnLast4: string;
}

/** mfe-onboarding's My Account › Verification: the state, the details form and the photo ID upload. */
export class Verification {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/lobby/account/verification');
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 2, name: 'Identity verification' });
  }

  /** Where the player stands: the status, the provider's message, a host's reason, the document. */
  get status(): Locator {
    return this.page.getByRole('status', { name: 'Verification status' });
  }

  /** `Not verified`, `Photo ID needed`, `In review`, `Verified` or `Document not accepted`, as the page words it. */
  async expectStatus(label: string): Promise<void> {
    await expect(this.status.getByRole('definition').first()).toHaveText(label);
  }

  /** The host's reason for a rejected document, as the player reads it: `Reason: …`. */
  get reason(): Locator {
    return this.status.locator('p', { hasText: /^Reason:/ });
  }

  get detailsForm(): Locator {
    return this.page.getByRole('form', { name: 'Your details' });
  }

  get uploadForm(): Locator {
    return this.page.getByRole('form', { name: 'Upload a photo ID' });
  }

  /** The upload's progress bar while a file is sent (its aria-valuenow is the percentage). */
  get uploadProgress(): Locator {
    return this.uploadForm.getByRole('progressbar');
  }

  /** Fills the details form (it starts from the account: every field is replaced) and sends it, waiting for the provider's answer. */
  async submitDetails(details: VerificationDetails): Promise<void> {
    const form = this.detailsForm;
    await form.getByLabel('Legal first name').fill(details.firstName);
    await form.getByLabel('Legal last name').fill(details.lastName);
    await form.getByLabel('Month').fill(details.birthDate.month);
    await form.getByLabel('Day').fill(details.birthDate.day);
    await form.getByLabel('Year').fill(details.birthDate.year);
    await form.getByLabel('Address').fill(details.address);
    await form.getByLabel('City').fill(details.city);
    await form.getByLabel('State').selectOption({ label: details.state });
    await form.getByLabel('Zip code').fill(details.zip);
    await form.getByLabel('Last four digits of your SSN').fill(details.ssnLast4);
    await Promise.all([
      this.page.waitForResponse((response) => response.url().endsWith('/verification') && response.request().method() === 'POST'),
      form.getByRole('button', { name: 'Verify My Identity' }).click(),
    ]);
  }

  /** Chooses a photo ID (a file on disk, or a name, type and content) and uploads it, waiting for the provider's answer. */
  async uploadDocument(file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.uploadForm.getByLabel('Photo ID', { exact: true }).setInputFiles(file);
    await Promise.all([
      this.page.waitForResponse((response) => response.url().endsWith('/verification/document') && response.request().method() === 'PUT'),
      this.uploadForm.getByRole('button', { name: 'Upload Document' }).click(),
    ]);
  }

  /** A message of the page: a field's message, a form's answer or the state's text. */
  message(text: string | RegExp): Locator {
    return this.page.getByRole('main').getByText(text);
  }
}

/** My Account › History (mfe-onboarding): the account history, a round's page and the provably fair seeds. */
export class AccountHistory {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/lobby/account/history');
    await expect(this.heading).toBeVisible();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 2, name: 'Account history' });
  }

  get table(): Locator {
    return this.page.getByRole('region', { name: 'Your account history' });
  }

  /** The body rows of the history, newest first. */
  get rows(): Locator {
    return this.table.locator('tbody tr');
  }

  /** The cells of every body row, as the player reads them. */
  async rowTexts(): Promise<string[][]> {
    return this.rows.evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())));
  }

  filter(label: 'Kind' | 'Game' | 'From' | 'To'): Locator {
    return this.page.getByRole('group', { name: 'Filter the history' }).getByLabel(label);
  }

  get downloadCsv(): Locator {
    return this.page.getByRole('button', { name: 'Download CSV' });
  }

  roundLink(roundId: number): Locator {
    return this.page.getByRole('link', { name: `Round ${roundId}: replay and check` });
  }

  /** The round page's replay: the game client in a frame, playing the record again. */
  get replay(): FrameLocator {
    return this.page.frameLocator('iframe[title^="Replay of round"]');
  }

  get verify(): Locator {
    return this.page.getByRole('button', { name: 'Verify' });
  }

  get verdict(): Locator {
    return this.page.getByRole('status').filter({ hasText: /match/i });
  }

  async rotateSeeds(clientSeed = ''): Promise<void> {
    if (clientSeed) await this.page.getByLabel('New client seed (optional)').fill(clientSeed);
    await this.page.getByRole('button', { name: 'Rotate seeds' }).click();
    await expect(this.page.getByText(/^Seeds rotated\./)).toBeVisible();
  }
}
