import { LEAVE_PREVIEW_PATH, type ReleasePreview } from 'shared-releases';
import styled from 'styled-components';

// Fixed over the bottom-left corner (the chat's launcher has the right): it appears after hydration,
// and a banner in the flow would push the page down, a layout shift counted against the previewed release.
const Banner = styled.aside`
  position: fixed;
  left: ${({ theme }) => theme.space(3)};
  bottom: ${({ theme }) => theme.space(3)};
  z-index: 900;
  max-width: min(36rem, calc(100% - 6rem));
  border-radius: 12px;
  box-shadow: 0 4px 16px rgb(0 0 0 / 35%);
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 0.95rem;
  text-align: center;
  & p { margin: 0; overflow-wrap: anywhere; }
  & a { color: inherit; font-weight: 700; text-decoration: underline; }
  & a:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.accentText}; outline-offset: 2px; }
`;

/**
 * Says, on every page of a browser in a preview, which remote and version it is trying, and offers
 * the way back (a plain link: the site server ends the preview and sends the browser back).
 */
export function PreviewBanner({ preview }: { preview: ReleasePreview }) {
  return (
    <Banner aria-label="Release preview">
      <p>
        Preview: {preview.remote} <strong>{preview.version}</strong> (only in this browser)
      </p>
      <a href={LEAVE_PREVIEW_PATH}>Leave preview</a>
    </Banner>
  );
}
