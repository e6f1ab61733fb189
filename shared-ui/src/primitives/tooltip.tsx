import { useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

/** Tooltips hide by themselves after this long (SPEC §4). */
export const TOOLTIP_HIDE_MS = 5000;

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.span`
  position: absolute;
  bottom: calc(100% + 8px);
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  width: max-content;
  max-width: 240px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  transform: translateX(-50%);
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.85rem;
  box-shadow: ${({ theme }) => theme.shadow};
`;

/** Shows `text` on hover, focus or tap, and hides it again after {@link TOOLTIP_HIDE_MS}. */
export function Tooltip({ text, children }: { text: string; children: ReactNode }) {
  const [visible, setVisible] = useState(false);
  const id = useId();
  useEffect(() => {
    if (!visible) return undefined;
    const timer = setTimeout(() => setVisible(false), TOOLTIP_HIDE_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  return (
    <Anchor
      aria-describedby={visible ? id : undefined}
      onMouseEnter={() => setVisible(true)}
      onMouseLeave={() => setVisible(false)}
      onFocus={() => setVisible(true)}
      onBlur={() => setVisible(false)}
      onClick={() => setVisible(true)}
    >
      {children}
      {visible && (
        <Bubble role="tooltip" id={id}>
          {text}
        </Bubble>
      )}
    </Anchor>
  );
}
