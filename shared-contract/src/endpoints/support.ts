import { Type, type Static } from '@sinclair/typebox';
import { CHAT_MESSAGE_MAX_LENGTH } from '../constants';
import { endpoint } from '../endpoint';

/** POST /intercom/validate (SPEC §7 Other): the identifier the messenger signs in with. */
export const IntercomValidateBody = Type.Object({
  identifier: Type.String({ minLength: 1, maxLength: 200 }),
  casinoID: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Number()])),
});
export type IntercomValidateBody = Static<typeof IntercomValidateBody>;

/** Intercom identity verification: `hash` is the HMAC the messenger needs for this identifier. */
export const IntercomValidation = Type.Object({ identifier: Type.String(), hash: Type.String(), valid: Type.Boolean() });
export type IntercomValidation = Static<typeof IntercomValidation>;

/**
 * Asks for a one-time ticket to open the chat socket. A player sends the session header with the
 * `identifier` (login) and `hash` of /intercom/validate; a visitor sends an `email` instead, and
 * `visitor_key` to resume the conversation it was given before.
 */
export const ChatTicketBody = Type.Object({
  identifier: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  hash: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  casinoID: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Number()])),
  email: Type.Optional(Type.String({ minLength: 3, maxLength: 64 })),
  name: Type.Optional(Type.String({ maxLength: 60 })),
  visitor_key: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type ChatTicketBody = Static<typeof ChatTicketBody>;

/** A ticket works once, for `expires_in` seconds. A visitor keeps `visitor_key` to come back to the conversation. */
export const ChatTicket = Type.Object({
  ticket: Type.String(),
  expires_in: Type.Integer(),
  visitor_key: Type.Optional(Type.String()),
});
export type ChatTicket = Static<typeof ChatTicket>;

/** One message of a conversation; `text` is plain text and must be shown as text. */
export const ChatMessage = Type.Object({
  id: Type.Integer(),
  author: Type.Union([Type.Literal('player'), Type.Literal('host'), Type.Literal('system')]),
  /** The host's display name on host messages. */
  author_name: Type.Optional(Type.String()),
  /** The id the sender gave the message, so a message sent twice is stored once. */
  client_id: Type.Optional(Type.String()),
  text: Type.String(),
  /** ISO 8601. */
  created_at: Type.String(),
});
export type ChatMessage = Static<typeof ChatMessage>;

/** `idle` before the first message, `waiting` for a host, `claimed` by one, `closed` by the host. */
export const ChatStatus = Type.Union([Type.Literal('idle'), Type.Literal('waiting'), Type.Literal('claimed'), Type.Literal('closed')]);
export type ChatStatus = Static<typeof ChatStatus>;

/** Sent by the widget: one message, with an id of its own making (a resend with the same id is stored once). */
export const ChatSendMessage = Type.Object({
  type: Type.Literal('send'),
  client_id: Type.String({ minLength: 1, maxLength: 64 }),
  text: Type.String({ minLength: 1, maxLength: CHAT_MESSAGE_MAX_LENGTH }),
});
export type ChatSendMessage = Static<typeof ChatSendMessage>;

/** What the chat socket sends the widget. */
export const ChatServerEvent = Type.Union([
  /** On connect: the whole conversation and whether any host is online. */
  Type.Object({
    type: Type.Literal('ready'),
    conversation_id: Type.Integer(),
    status: ChatStatus,
    host_name: Type.Optional(Type.String()),
    hosts_online: Type.Integer(),
    email: Type.String(),
    messages: Type.Array(ChatMessage),
  }),
  /** A new message (a host's, or the player's own from another tab). */
  Type.Object({ type: Type.Literal('message'), message: ChatMessage }),
  /** The player's message `client_id` is stored as `message`. */
  Type.Object({ type: Type.Literal('ack'), client_id: Type.String(), message: ChatMessage }),
  Type.Object({ type: Type.Literal('presence'), hosts_online: Type.Integer() }),
  Type.Object({ type: Type.Literal('status'), status: ChatStatus, host_name: Type.Optional(Type.String()) }),
  /** A refused message (too long, too many); `client_id` names it when known. */
  Type.Object({ type: Type.Literal('error'), errorMessage: Type.String(), client_id: Type.Optional(Type.String()) }),
]);
export type ChatServerEvent = Static<typeof ChatServerEvent>;

export const supportEndpoints = {
  intercomValidate: endpoint('POST', '/intercom/validate', { body: IntercomValidateBody, response: IntercomValidation }),
  /** A one-time ticket for the chat socket; the session header, when sent, must be the `identifier`'s. */
  chatTicket: endpoint('POST', '/support/chat/ticket', { body: ChatTicketBody, response: ChatTicket }),
};
