import { expect, type Locator, type Page } from '@playwright/test';
import { PROVIDER_URL } from '../provider-sandbox';

/** The provider's host desk (/support/desk), where hosts answer players. */
export class HostDesk {
  readonly waiting: Locator;
  readonly mine: Locator;
  readonly conversationHeading: Locator;
  readonly claimButton: Locator;
  readonly closeButton: Locator;
  readonly reply: Locator;
  readonly sendReply: Locator;
  readonly messages: Locator;
  readonly details: Locator;
  readonly notice: Locator;
  readonly connection: Locator;
  /** The Payments queue below the chats: photo IDs to review, withdrawals to decide. */
  readonly payments: Locator;
  readonly paymentsNotice: Locator;

  constructor(readonly page: Page) {
    this.waiting = page.getByRole('list', { name: 'Waiting' });
    this.mine = page.getByRole('list', { name: 'Yours' });
    this.conversationHeading = page.getByRole('heading', { level: 2, name: /^Conversation with|^No conversation open/ });
    this.claimButton = page.getByRole('button', { name: 'Claim' });
    this.closeButton = page.getByRole('button', { name: 'Close conversation' });
    this.reply = page.getByRole('textbox', { name: 'Reply' });
    this.sendReply = page.getByRole('button', { name: 'Send reply' });
    this.messages = page.getByRole('list', { name: 'Messages' });
    this.details = page.getByRole('complementary', { name: 'Details' });
    this.notice = page.locator('#notice');
    this.connection = page.locator('#connection');
    this.payments = page.getByRole('region', { name: 'Payments' });
    this.paymentsNotice = this.payments.getByRole('status');
  }

  /** Signs in at the desk of the provider at `providerUrl` (the suite's, or one provider process's own). */
  async signIn(login: string, password = 'Desk1234', providerUrl = PROVIDER_URL): Promise<void> {
    await this.page.goto(`${providerUrl}/support/desk`);
    await this.page.getByRole('textbox', { name: 'Login' }).fill(login);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
    await expect(this.connection).toHaveText('Online');
  }

  /** The queue entry (waiting or the host's own) whose preview contains this text. */
  conversation(list: Locator, text: string): Locator {
    return list.getByRole('button').filter({ hasText: text });
  }

  async open(list: Locator, text: string): Promise<void> {
    await this.conversation(list, text).click();
    await expect(this.messages.getByRole('listitem').filter({ hasText: text }).first()).toBeVisible();
  }

  async send(text: string): Promise<void> {
    await this.reply.fill(text);
    await this.sendReply.click();
    await expect(this.messages.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  }

  /** The value shown for one label of the details beside the conversation. */
  detail(label: string): Locator {
    return this.details.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  }

  /** A photo ID waiting for review, by the player's login. */
  photoId(login: string): Locator {
    return this.payments.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name: `Photo ID of ${login}`, exact: true }) });
  }

  /** A withdrawal waiting for a decision, by the player's login and its amount as shown (`$20.00`). */
  withdrawal(login: string, amount: string): Locator {
    return this.payments.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name: `${amount} for ${login}`, exact: true }) });
  }

  /** Approves a photo ID or a withdrawal of the queue and waits for the provider's answer. */
  async approve(item: Locator, answer: string | RegExp): Promise<void> {
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(this.paymentsNotice).toHaveText(answer);
  }

  /** Rejects a photo ID or a withdrawal with the reason the player will read. */
  async reject(item: Locator, reason: string, answer: string | RegExp): Promise<void> {
    await item.getByRole('textbox', { name: /^Reason for rejecting/ }).fill(reason);
    await item.getByRole('button', { name: 'Reject' }).click();
    await expect(this.paymentsNotice).toHaveText(answer);
  }
}
