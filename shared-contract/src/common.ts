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
 * The drawn files of one picture, as short as a games file of many titles needs: a file's URL is
 * `<stem>.<width>.<format>` for each of `widths` and each of `formats` (best first to try), and
 * `jpg`, which every browser reads. The stem carries a content hash, so the files never change.
 * `width` and `height` give the box its size before a file arrives.
 */
export const ImageSet = Type.Object({
  stem: Type.String({ minLength: 1 }),
  widths: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1 }),
  formats: Type.Array(Type.Union([Type.Literal('avif'), Type.Literal('webp')])),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
});
export type ImageSet = Static<typeof ImageSet>;
