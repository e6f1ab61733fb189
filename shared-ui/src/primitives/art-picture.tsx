import type { ImgHTMLAttributes } from 'react';
import { artFileUrl } from 'shared-api';
import { FIRST_SCREEN_IMAGE_TIMING } from 'shared-events/first-screen';
import { phoneMedia } from '../theme/theme';

/** A picture in several formats by its srcsets (`<url> <width>w, ...`): pictures of the site's own build, named by content hash. */
export interface ArtImageSet {
  avif: string;
  webp: string;
  fallback: string;
  width: number;
  height: number;
}

/**
 * A picture as the provider describes it (shared-contract `ImageSet`): a file is
 * `<stem>.<width>.<format>` for each width, each format (best first) and `jpg`.
 */
export interface ArtFileSet {
  stem: string;
  widths: ReadonlyArray<number>;
  formats: ReadonlyArray<'avif' | 'webp'>;
  width: number;
  height: number;
}

// The provider's files are asked for where the site says (its own relay, when it has one: artFileUrl).
const srcsetOf = ({ stem, widths }: ArtFileSet, format: string) => widths.map((width) => `${artFileUrl(stem)}.${width}.${format} ${width}w`).join(', ');

/** The `<source>`s (best first) and the `<img>`'s own JPEG srcset of a picture. */
function sourcesOf(set: ArtImageSet | ArtFileSet): { sources: Array<{ type: string; srcSet: string }>; fallback: string } {
  if ('stem' in set) return { sources: set.formats.map((format) => ({ type: `image/${format}`, srcSet: srcsetOf(set, format) })), fallback: srcsetOf(set, 'jpg') };
  return { sources: [{ type: 'image/avif', srcSet: set.avif }, { type: 'image/webp', srcSet: set.webp }], fallback: set.fallback };
}

export interface ArtPictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> {
  /** The picture's files; without them (an older provider) only `src` is shown. */
  set?: ArtImageSet | ArtFileSet | undefined;
  /** The JPEG of clients that read no srcset, and the whole picture when there is no set. */
  src: string;
  /** How wide the image shows, so the browser picks the smallest file that is sharp: e.g. `(max-width: 640px) 50vw, 200px`. */
  sizes: string;
  /** Empty for pictures beside their own name (they would only repeat it). */
  alt: string;
  /** The box's size before a file arrives (the set's, else 4:3), so nothing moves when it does. */
  width?: number;
  height?: number;
  /** When it loads against the page's other pictures (see {@link ArtLoad}); without it, as the browser chooses. */
  load?: ArtLoad;
}

/**
 * When a picture loads. `lead`: the page's first picture, its largest paint: fetched before anything else
 * (`fetchpriority="high"`) and timed, so a prerendered page starts its scripts once the browser has shown it; one per page,
 * so on a slow phone it has the page's open connection and the bandwidth to itself (decision 047). `eager`: the rest of
 * the first screen, at once but after it (`fetchpriority="low"`). `near`: rendered once it comes near the screen
 * (`useNearViewport`), with no priority of its own. `wide`: on a wide screen's first screen and below a phone's (a lobby's
 * third row of tiles): at once after the lead where the page is wider than a phone, as `eager`; on a phone an empty picture
 * stands in (a `<source>` for the phone's width, which the browser picks before any file), so the phone's first load
 * leaves the lead its bandwidth, and the owner renders the picture as `eager` once it comes near.
 */
export type ArtLoad = 'lead' | 'eager' | 'wide' | 'near';

/** A transparent pixel: what a `wide` picture shows on a phone until it comes near (no request; the CSP allows `data:`). */
const EMPTY_PICTURE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The attributes of a picture's `<img>` by when it loads; `elementtiming` is no prop React types. */
const LOAD_ATTRIBUTES: Record<ArtLoad, ImgHTMLAttributes<HTMLImageElement>> = {
  lead: { fetchPriority: 'high', ...{ elementtiming: FIRST_SCREEN_IMAGE_TIMING } },
  eager: { fetchPriority: 'low' },
  wide: { fetchPriority: 'low' },
  near: {},
};

/**
 * An image as `<picture>`: AVIF, then WebP, then the JPEG every browser reads, each at the widths
 * the provider drew. `className` and the other attributes go to the `<img>`, so a styled image
 * keeps its styles.
 */
export function ArtPicture({ set, src, sizes, alt, width, height, load = 'near', ...attributes }: ArtPictureProps) {
  const box = { width: width ?? set?.width ?? 480, height: height ?? set?.height ?? 360 };
  const image = { ...LOAD_ATTRIBUTES[load], ...attributes };
  if (!set) return <img src={artFileUrl(src)} alt={alt} {...box} {...image} />;
  const { sources, fallback } = sourcesOf(set);
  return (
    <picture>
      {load === 'wide' ? <source media={phoneMedia} srcSet={EMPTY_PICTURE} /> : null}
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img src={artFileUrl(src)} srcSet={fallback} sizes={sizes} alt={alt} {...box} {...image} />
    </picture>
  );
}
