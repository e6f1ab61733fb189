import { Check } from '@sinclair/typebox/value';
import {
  CHAT_SOCKET_PATH, ChatServerEvent, supportEndpoints, type ChatSendMessage, type ChatTicket, type ChatTicketBody, type IntercomValidateBody,
  type IntercomValidation,
} from 'shared-contract';
import { callProvider } from '../call-provider';
import { getRuntimeConfig } from '../runtime-config';

/** The live chat: identity check, one-time socket tickets, and the socket's messages checked against the contract. */
export const supportClient = {
  /** POST /intercom/validate: identifier, casinoID; answers the HMAC the messenger signs in with. */
  intercomValidate: (body: IntercomValidateBody): Promise<IntercomValidation> => callProvider(supportEndpoints.intercomValidate, { body }),
  /** POST /support/chat/ticket: a one-time ticket for the chat socket (the session header goes along when there is a session). */
  chatTicket: (body: ChatTicketBody): Promise<ChatTicket> => callProvider(supportEndpoints.chatTicket, { body }),
  /** The chat socket's URL for a ticket: the provider's origin with ws(s), and the ticket, never a session token. */
  chatSocketUrl: (ticket: string): string => {
    const url = new URL(CHAT_SOCKET_PATH, getRuntimeConfig().providerApiUrl);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('ticket', ticket);
    return url.toString();
  },
  /** One message from the chat socket, or null when it is not JSON of the contract's shape. */
  readChatEvent: (data: unknown): ChatServerEvent | null => {
    try {
      const event: unknown = typeof data === 'string' ? JSON.parse(data) : data;
      return Check(ChatServerEvent, event) ? event : null;
    } catch {
      return null;
    }
  },
  /** The text the widget sends for one message. */
  chatSendFrame: (clientId: string, text: string): string => JSON.stringify({ type: 'send', client_id: clientId, text } satisfies ChatSendMessage),
};
