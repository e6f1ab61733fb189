import styled from 'styled-components';
import { ArtPicture, phoneMedia, useNearViewport, type ArtFileSet, type ArtLoad } from 'shared-ui';

const Box = styled.span`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.secondary}55, ${({ theme }) => theme.colors.surfaceRaised});
  & img { display: block; width: 100%; height: 100%; object-fit: cover; }
`;

/** Thumbnails are 4:3; the attributes give the browser the box before the file arrives. */
const WIDTH = 240;
const HEIGHT = 180;

/**
 * A tile's width, as the grid lays it out: on a phone, half the screen less the page's margins and the gap between the two
 * columns (48 px in all), else a grid column of about 170–200 px. Exact, so a phone picks the smallest file that is sharp.
 */
export const TILE_SIZES = `${phoneMedia} calc(50vw - 24px), 200px`;

/**
 * An image that only starts loading when it comes near the viewport, so a lobby of thousands of
 * games downloads the thumbnails a player can see and no more; the first rows load at once (see
 * {@link ArtLoad}): those are on the first screen, and waiting for an observer would only delay the paint.
 */
export function LazyImage({ src, set, alt, load = 'near' }: { src: string | undefined; set?: ArtFileSet | undefined; alt: string; load?: ArtLoad }) {
  const { ref, near } = useNearViewport<HTMLSpanElement>(load === 'lead' || load === 'eager');
  // `wide` is in the page from the first render (a wide screen loads it at once); once near, a phone loads it too.
  const shown = near || load === 'wide';
  return (
    <Box ref={ref}>
      {shown && src ? (
        <ArtPicture
          set={set}
          src={src}
          sizes={TILE_SIZES}
          alt={alt}
          width={WIDTH}
          height={HEIGHT}
          decoding="async"
          load={load === 'wide' && near ? 'eager' : load}
        />
      ) : null}
    </Box>
  );
}
