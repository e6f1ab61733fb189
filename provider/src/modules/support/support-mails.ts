import type { ConversationRow } from './support-repository';

export interface ChatMail {
  subject: string;
  body: string;
}

/**
 * The chat's mails. A player's address is proven (it is their account's), so their mails greet them
 * by their account's name and may quote what they wrote. A visitor's address is only what was typed
 * into the widget, anybody's: mails to it carry no text the visitor chose (no quoted message, no
 * name), so nobody can make the casino send their words to someone else's inbox.
 */
const isPlayers = (conversation: Pick<ConversationRow, 'player_id'>) => conversation.player_id !== null;

const NOT_YOU = 'Someone started a chat with Golden Crown Casino support and gave this address. If it was not you, ignore this email.';

/** "We received your message", while no host is online. */
export function receivedMail(conversation: Pick<ConversationRow, 'player_id' | 'display_name'>, text: string): ChatMail {
  const subject = 'We received your message';
  if (isPlayers(conversation)) {
    return {
      subject,
      body: `Hello ${conversation.display_name},\n\nthank you for your message. No host is online right now; we will answer you by email.\n\nYour message:\n${text}`,
    };
  }
  return { subject, body: `Hello,\n\nthank you for your message. No host is online right now; we will answer you by email.\n\n${NOT_YOU}` };
}

/** A host's reply to someone who has left the chat: the host's own words, which no visitor chose. */
export function replyMail(conversation: Pick<ConversationRow, 'player_id'>, hostName: string, text: string): ChatMail {
  const subject = 'A reply from Golden Crown Casino support';
  const reply = `${hostName} wrote:\n\n${text}`;
  return { subject, body: isPlayers(conversation) ? reply : `${reply}\n\n${NOT_YOU}` };
}
