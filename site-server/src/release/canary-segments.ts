import { signToken, verifiedTokenFields } from '../lib/signed-token';
import { ReleaseError } from './release-state';

/**
 * Targeted canaries (docs/decisions/036): a canary may go first to players the provider puts in a
 * segment, then to a share of every browser. The site server learns a browser's player from the
 * provider itself (POST /release-segment with the player's session, asked of the provider's player
 * data) and keeps what it learnt in a cookie it signs: a browser cannot name its own segment.
 */

/** A segment of the players of one class: `player-class:Test Class`. */
export const PLAYER_CLASS_SEGMENT = 'player-class:';

/** What the site server knows of a browser's player, from the provider. */
export interface PlayerSegments {
  /** The player's class (SPEC §6), as the provider's player data gave it. */
  playerClass: string;
}

/** The cookie that carries a browser's signed {@link PlayerSegments}. */
export const SEGMENT_COOKIE = 'casino_release_segment';
/** How long the site server trusts what the provider said: a class changed since counts from the next session. */
export const SEGMENT_COOKIE_MAX_AGE_S = 24 * 3600;

const PURPOSE = 'release-segment';
const CLASS_NAME = /^[\p{L}\p{N} +/&().,'–-]{1,64}$/u;

/** A segment as `pnpm release canary --segment` takes it, or a ReleaseError saying which ones there are. */
export function checkSegment(text: string): string {
  const segment = text.trim();
  if (segment.startsWith(PLAYER_CLASS_SEGMENT)) {
    const playerClass = segment.slice(PLAYER_CLASS_SEGMENT.length).trim();
    if (CLASS_NAME.test(playerClass)) return `${PLAYER_CLASS_SEGMENT}${playerClass}`;
  }
  throw new ReleaseError(`A canary segment names players the provider knows: "player-class:<class>", such as "player-class:Test Class"; not "${text}".`);
}

/** A segment in words: `players of class Test Class`. */
export function describeSegment(segment: string): string {
  return segment.startsWith(PLAYER_CLASS_SEGMENT) ? `players of class ${segment.slice(PLAYER_CLASS_SEGMENT.length)}` : segment;
}

/** Whether the player the site server knows of is in `segment`; never without a player. */
export function inSegment(segment: string | undefined, player: PlayerSegments | null): boolean {
  if (!segment || !player) return false;
  return segment.startsWith(PLAYER_CLASS_SEGMENT) && segment.slice(PLAYER_CLASS_SEGMENT.length) === player.playerClass;
}

/** The cookie's value: what the provider said, until `expiresAt`, signed with the site's release key. */
export function signPlayerSegments(player: PlayerSegments, key: Buffer, expiresAt: Date): string {
  return signToken(PURPOSE, { c: player.playerClass, e: expiresAt.toISOString() }, key);
}

/** What a cookie says of a browser's player, or null when it is forged, malformed or expired. */
export function verifyPlayerSegments(token: string | undefined, key: Buffer, now = new Date()): PlayerSegments | null {
  const fields = verifiedTokenFields(PURPOSE, token, key);
  if (!fields || typeof fields.c !== 'string' || typeof fields.e !== 'string' || !(Date.parse(fields.e) > now.getTime())) return null;
  return { playerClass: fields.c };
}
