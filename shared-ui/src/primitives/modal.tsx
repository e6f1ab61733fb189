import { startTransition, useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { onPhone } from '../theme/theme';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div<{ $width: number }>`
  position: relative;
  width: min(${({ $width }) => $width}px, 100%);
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow};
  /* The panel takes focus only so that Tab starts inside it; it is not a control. */
  &:focus { outline: none; }
  ${onPhone} {
    padding: ${({ theme }) => theme.space(7)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  }
`;

const Title = styled.h2`
  margin: 0 ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)} 0;
  font-size: 1.4rem;
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
`;

export interface ModalProps {
  /** Heading of the modal; also its accessible name. */
  title: string;
  /** Called on Esc, on the close icon and on a click outside the panel. */
  onClose: () => void;
  children: ReactNode;
  /** Widest the panel grows, in pixels. */
  width?: number;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab cycle through the panel's controls: focus never leaves an open modal. */
function keepFocusInside(panel: HTMLElement, event: KeyboardEvent): void {
  const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.hasAttribute('hidden'));
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  const outside = !panel.contains(active);
  if (event.shiftKey && (active === first || active === panel || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

export interface ModalFrameProps {
  title: string;
  /** The id of the title, which names the dialogue. */
  titleId: string;
  width: number;
  children: ReactNode;
  panelRef?: Ref<HTMLDivElement>;
  /** The close icon, and a press on the dimmed page around the panel. None on a frame the server renders. */
  onClose?: () => void;
}

/**
 * The modal's markup (the dimmed page, the panel, its close icon and title): the one `Modal` shows, and the one a
 * remote's early overlay is rendered with on the server (docs/decisions/059), so both look the same.
 */
export function ModalFrame({ title, titleId, width, children, panelRef, onClose }: ModalFrameProps) {
  return (
    <Overlay
      onMouseDown={(event) => {
        if (onClose && event.target === event.currentTarget) onClose();
      }}
    >
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $width={width}>
        <CloseButton type="button" aria-label="Close" onClick={onClose}>
          ×
        </CloseButton>
        <Title id={titleId}>{title}</Title>
        {children}
      </Panel>
    </Overlay>
  );
}

/** An accessible modal dialogue in a portal: focus moves in on open, stays inside while open, and goes back on close. */
export function Modal({ title, onClose, children, width = 520 }: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    // Focus already inside (a field that took over what was typed in the page's early overlay) stays where it is.
    if (!panelRef.current?.contains(document.activeElement)) panelRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
      if (event.key === 'Tab' && panelRef.current) keepFocusInside(panelRef.current, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (previouslyFocused?.isConnected) previouslyFocused.focus?.();
    };
  }, []);

  return createPortal(
    <ModalFrame title={title} titleId={titleId} width={width} panelRef={panelRef} onClose={onClose}>
      {children}
    </ModalFrame>,
    document.body,
  );
}

/**
 * The modal's frame rendered hidden, before its first open, with `children` (more of what a first open shows): their
 * styles are then in the page, so the tap that opens the modal does not generate and insert them (decision 057). It
 * renders in a transition after its mount, which React splits into short tasks and sets aside for a tap.
 */
export function ModalStylesAhead({ widths = [520], children }: { widths?: readonly number[]; children?: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  if (!shown) return null;
  return (
    <div hidden>
      {widths.map((width) => (
        <Overlay key={width}>
          <Panel $width={width}>
            <CloseButton as="span" />
            <Title as="span" />
          </Panel>
        </Overlay>
      ))}
      {children}
    </div>
  );
}
