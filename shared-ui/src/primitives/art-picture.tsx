import type { ImgHTMLAttributes } from 'react';
import { FIRST_SCREEN_IMAGE_TIMING } from 'shared-events/first-screen';

/** A picture in several formats as the provider describes it (shared-contract `ImageSet`): a srcset per format. */
export interface ArtImageSet {
  avif: string;
  webp: string;
  fallback: string;
  width: number;
  height: number;
}

export interface ArtPictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> {
  /** The provider's image set; without one (an older provider) only `src` is shown. */
  set?: ArtImageSet | undefined;
  /** The JPEG of clients that read no srcset, and the whole picture when there is no set. */
  src: string;
  /** How wide the image shows, so the browser picks the smallest file that is sharp: e.g. `(max-width: 640px) 50vw, 200px`. */
  sizes: string;
  /** Empty for pictures beside their own name (they would only repeat it). */
  alt: string;
  /** The box's size before a file arrives (the set's, else 4:3), so nothing moves when it does. */
  width?: number;
  height?: number;
  /**
   * An image of the page's first screen: fetched before the rest (`fetchpriority="high"`) and
   * timed, so a prerendered page starts its scripts once the browser has shown it.
   */
  firstScreen?: boolean;
}

/** What makes an image a first screen's (`firstScreen`); `elementtiming` is no prop React types. */
const FIRST_SCREEN_IMAGE: ImgHTMLAttributes<HTMLImageElement> = { fetchPriority: 'high', ...{ elementtiming: FIRST_SCREEN_IMAGE_TIMING } };

/**
 * An image as `<picture>`: AVIF, then WebP, then the JPEG every browser reads, each at the widths
 * the provider drew. `className` and the other attributes go to the `<img>`, so a styled image
 * keeps its styles.
 */
export function ArtPicture({ set, src, sizes, alt, width, height, firstScreen = false, ...attributes }: ArtPictureProps) {
  const box = { width: width ?? set?.width ?? 480, height: height ?? set?.height ?? 360 };
  const image = firstScreen ? { ...FIRST_SCREEN_IMAGE, ...attributes } : attributes;
  if (!set) return <img src={src} alt={alt} {...box} {...image} />;
  return (
    <picture>
      <source type="image/avif" srcSet={set.avif} sizes={sizes} />
      <source type="image/webp" srcSet={set.webp} sizes={sizes} />
      <img src={src} srcSet={set.fallback} sizes={sizes} alt={alt} {...box} {...image} />
    </picture>
  );
}
