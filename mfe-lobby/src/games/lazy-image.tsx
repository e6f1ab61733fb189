import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

const Box = styled.span`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.secondary}55, ${({ theme }) => theme.colors.surfaceRaised});
  & img { display: block; width: 100%; height: 100%; object-fit: cover; }
`;

/**
 * An image that only starts loading when it comes near the viewport, so a lobby of thousands of
 * games downloads the thumbnails a player can see and no more.
 */
export function LazyImage({ src, alt }: { src: string | undefined; alt: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);
  return <Box ref={ref}>{near && src ? <img src={src} alt={alt} decoding="async" /> : null}</Box>;
}
