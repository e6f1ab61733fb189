import { Type, type Static } from '@sinclair/typebox';

/** `:pid` as the path carries it; the provider has matched it to the session before the route runs. */
export const PidParams = Type.Object({ pid: Type.Integer({ minimum: 1 }) });

/** An optional string of at most `max` characters. */
export const OptionalText = (max = 200) => Type.Optional(Type.String({ maxLength: max }));
/** Ids and flags that clients send either as text or as numbers. */
export const OptionalTextOrNumber = Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Number()]));
/** `true`/`false` as JSON or as text. */
export const OptionalFlag = Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 10 })]));

/** A birth date as `YYYY-MM-DD`, `MM/DD/YYYY` or its parts (SPEC §3 onboarding form). */
export const BirthDateInput = Type.Union([
  Type.String({ maxLength: 20 }),
  Type.Object({ month: OptionalTextOrNumber, day: OptionalTextOrNumber, year: OptionalTextOrNumber }),
]);

/** The common answer of calls that only confirm: `{ message }`. */
export const MessageAnswer = Type.Object({ message: Type.String() });

/**
 * What a `<picture>` needs for one image: a srcset per format (`<url> <width>w, ...`), best first
 * to try (AVIF, WebP), and a JPEG srcset every browser reads; `width` and `height` give the box its
 * size before a file arrives. URLs carry a content hash, so the files never change.
 */
export const ImageSet = Type.Object({
  avif: Type.String(),
  webp: Type.String(),
  fallback: Type.String(),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
});
export type ImageSet = Static<typeof ImageSet>;
