import styled from 'styled-components';
import { ArtPicture } from 'shared-ui';
import avif640 from './hero-640.avif';
import avif1280 from './hero-1280.avif';
import avif1920 from './hero-1920.avif';
import jpg640 from './hero-640.jpg';
import jpg1280 from './hero-1280.jpg';
import jpg1920 from './hero-1920.jpg';
import webp640 from './hero-640.webp';
import webp1280 from './hero-1280.webp';
import webp1920 from './hero-1920.webp';

const srcset = (files: [string, number][]) => files.map(([url, width]) => `${url} ${width}w`).join(', ');

/** The hero's files (drawn by `pnpm art:hero`, 2.4:1), named by content hash in the build. */
const HERO_SET = {
  avif: srcset([[avif640, 640], [avif1280, 1280], [avif1920, 1920]]),
  webp: srcset([[webp640, 640], [webp1280, 1280], [webp1920, 1920]]),
  fallback: srcset([[jpg640, 640], [jpg1280, 1280], [jpg1920, 1920]]),
  width: 1920,
  height: 800,
};

/** Behind the hero's text and as wide as the page; cropped to the hero's height. */
const Backdrop = styled(ArtPicture)`
  position: absolute;
  inset: 0;
  z-index: -1;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/**
 * The home page's hero art: in the prerendered page, so the browser finds it with the HTML, and
 * fetched first (it is the first screen's largest picture).
 */
export function HeroPicture() {
  return <Backdrop set={HERO_SET} src={jpg1280} sizes="100vw" alt="" load="lead" decoding="async" />;
}
