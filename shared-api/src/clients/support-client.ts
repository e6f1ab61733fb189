import type { ChatSendMessage, ChatServerEvent, ChatTicket, ChatTicketBody, IntercomValidateBody, IntercomValidation } from 'shared-contract';
import { CHAT_SOCKET_PATH } from 'shared-contract/constants';
import { callProvider } from '../call-provider';
import { loadContract, type Contract } from '../contract-loader';
import { getRuntimeConfig } from '../runtime-config';

/** The live chat: identity check, one-time socket tickets, and the socket's messages checked against the contract. */
export const supportClient = {
  /** POST /intercom/validate: identifier, casinoID; answers the HMAC the messenger signs in with. */
  intercomValidate: (body: IntercomValidateBody): Promise<IntercomValidation> => callProvider((contract: Contract) => contract.supportEndpoints.intercomValidate, { body }),
  /** POST /support/chat/ticket: a one-time ticket for the chat socket (the session header goes along when there is a session). */
  chatTicket: (body: ChatTicketBody): Promise<ChatTicket> => callProvider((contract: Contract) => contract.supportEndpoints.chatTicket, { body }),
  /** The chat socket's URL for a ticket: the provider's origin with ws(s), and the ticket, never a session token. */
  chatSocketUrl: (ticket: string): string => {
    const url = new URL(CHAT_SOCKET_PATH, getRuntimeConfig().providerApiUrl);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('ticket', ticket);
    return url.toString();
  },
  /**
   * The reader of the chat socket's messages, once the contract has loaded (before the socket opens,
   * so every message is read in order): it gives one message, or null when it is not JSON of the contract's shape.
   */
  chatEventReader: async (): Promise<(data: unknown) => ChatServerEvent | null> => {
    const { contract, mismatchOf } = await loadContract();
    return (data) => {
      try {
        const event: unknown = typeof data === 'string' ? JSON.parse(data) : data;
        return mismatchOf(contract.ChatServerEvent, event) === null ? (event as ChatServerEvent) : null;
      } catch {
        return null;
      }
    };
  },
  /** The text the widget sends for one message. */
  chatSendFrame: (clientId: string, text: string): string => JSON.stringify({ type: 'send', client_id: clientId, text } satisfies ChatSendMessage),
};
