import { gameBalanceMessage, gameOpenRoundMessage, isGameBalanceRequestMessage } from 'shared-events/game-frame-messages';

/** What the game client knows of the window that frames it. */
export interface FrameEnvironment {
  /** The framing window, or null when the client is the top page. */
  parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  /** `location.ancestorOrigins[0]` where the browser has it. */
  ancestorOrigin: string | undefined;
  referrer: string;
  onMessage(listener: (event: Pick<MessageEvent, 'origin' | 'source' | 'data'>) => void): void;
}

export function browserFrame(win: Window = window): FrameEnvironment {
  return {
    parent: win.parent === win ? null : win.parent,
    ancestorOrigin: win.location.ancestorOrigins?.[0],
    referrer: win.document.referrer,
    onMessage: (listener) => win.addEventListener('message', listener),
  };
}

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** The site origins the provider named in the page (`<meta name="site-origins">`, comma separated). */
export function siteOriginsOf(doc: Document): string[] {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="site-origins"]')?.content ?? '';
  return content.split(',').map((origin) => origin.trim()).filter((origin) => origin && origin !== '__SITE_ORIGINS__');
}

/** The framing site's origin: the one of the allowed origins the browser reports as our ancestor, else the first allowed. */
export function parentOriginOf(siteOrigins: readonly string[], frame: Pick<FrameEnvironment, 'ancestorOrigin' | 'referrer'>): string | undefined {
  const candidates = [frame.ancestorOrigin, frame.referrer ? originOf(frame.referrer) : undefined];
  return candidates.find((origin): origin is string => !!origin && siteOrigins.includes(origin)) ?? siteOrigins[0];
}

export interface SiteLink {
  /** Tells the framing site the balance after a settled round (real money only). */
  postBalance(balance: number, currencySymbol: string): void;
  /** Asks the framing site to open its page of one of the player's rounds; false when no site frames the game. */
  openRound(roundId: number): boolean;
}

/**
 * The game client's side of the balance messages: posts to the site's origin, named explicitly
 * (never '*'), and takes a balance request only from its parent on an allowed site origin.
 */
export function connectSite(siteOrigins: readonly string[], frame: FrameEnvironment, onBalanceRequest: () => void): SiteLink {
  const parentOrigin = parentOriginOf(siteOrigins, frame);
  frame.onMessage((event) => {
    if (!siteOrigins.includes(event.origin) || frame.parent === null || event.source !== frame.parent) return;
    if (isGameBalanceRequestMessage(event.data)) onBalanceRequest();
  });
  return {
    postBalance(balance, currencySymbol) {
      if (frame.parent === null || parentOrigin === undefined) return;
      frame.parent.postMessage(gameBalanceMessage(balance, currencySymbol), parentOrigin);
    },
    openRound(roundId) {
      if (frame.parent === null || parentOrigin === undefined) return false;
      frame.parent.postMessage(gameOpenRoundMessage(roundId), parentOrigin);
      return true;
    },
  };
}
