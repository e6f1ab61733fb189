import { expect, type Locator, type Page } from '@playwright/test';

/** mfe-support: the live-chat widget, its launcher and the emailOptOut dialogue. */
export class SupportChat {
  readonly panel: Locator;
  readonly message: Locator;
  readonly sendButton: Locator;
  readonly closeButton: Locator;
  /** The line under the header: connection, who answers, or that no host is online. */
  readonly status: Locator;
  readonly messages: Locator;
  readonly visitorEmail: Locator;
  readonly startChat: Locator;
  /** Shows while the panel is closed and a conversation exists; its name carries the unread count. */
  readonly launcher: Locator;
  readonly optOutDialog: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('complementary', { name: 'Live chat' });
    this.message = this.panel.getByRole('textbox', { name: 'Your message' });
    this.sendButton = this.panel.getByRole('button', { name: 'Send' });
    this.closeButton = page.getByRole('button', { name: 'Close chat' });
    this.status = this.panel.getByRole('status');
    this.messages = this.panel.getByRole('list', { name: 'Messages' });
    this.visitorEmail = this.panel.getByRole('textbox', { name: 'Your email' });
    this.startChat = this.panel.getByRole('button', { name: 'Start chat' });
    this.launcher = page.getByRole('button', { name: /^Live chat/ });
    this.optOutDialog = page.getByRole('dialog', { name: 'Email preferences' });
  }

  /** A message in the conversation, matched by its whole text. */
  entry(text: string): Locator {
    return this.messages.getByRole('listitem').filter({ hasText: text });
  }

  async send(text: string): Promise<void> {
    await this.message.fill(text);
    await this.sendButton.click();
    await expect(this.message).toHaveValue('');
  }

  async startAsVisitor(email: string): Promise<void> {
    await this.visitorEmail.fill(email);
    await this.startChat.click();
    await expect(this.message).toBeVisible();
  }

  /** Waits until the widget is connected (the status no longer says it is connecting). */
  async connected(): Promise<void> {
    await expect(this.status).not.toHaveText(/Connecting|Reconnecting/);
  }
}
