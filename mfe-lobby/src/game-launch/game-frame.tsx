import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, onPhone } from 'shared-ui';
import type { LaunchSize } from './launch-url';
import { useGameBalanceMessages } from './use-game-balance-messages';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & h2 { flex: 1; min-width: 0; margin: 0; font-size: 1.1rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  & button { flex: none; }
`;

const Stage = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 0;
  padding: ${({ theme }) => theme.space(3)};
  ${onPhone} { padding: 0; }
`;

const Frame = styled.iframe<{ $size?: LaunchSize }>`
  display: block;
  border: 0;
  background: #000;
  ${({ $size }) =>
    $size
      ? `width: min(100%, ${$size.width}px, calc((100vh - 80px) * ${$size.width / $size.height}));
         aspect-ratio: ${$size.width} / ${$size.height};`
      : 'width: 100%; height: 100%;'}
`;

/** Where the site shows one of the player's rounds (mfe-onboarding's account history). */
export const ROUND_PAGE_PATH = '/lobby/account/history/rounds/';

/** The sandbox of the game frame (docs/decisions/008). */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

export interface GameFrameProps {
  title: string;
  url: string;
  /** Fixed launch size (quick play asks for 1280x720); the frame fills the screen otherwise. */
  size?: LaunchSize;
  onClose: () => void;
}

/** The in-site game overlay: the game client in a frame, with a way back to the lobby. */
export function GameFrame({ title, url, size, onClose }: GameFrameProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  // A round picked in the game's history opens on the site's round page (the frame may not navigate the site).
  useGameBalanceMessages(url, (roundId) => {
    onClose();
    navigate(`${ROUND_PAGE_PATH}${roundId}`);
  });
  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    // The lobby must not scroll behind a game.
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus?.();
    };
  }, []);
  return (
    <Overlay role="dialog" aria-modal="true" aria-label={title} onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <Bar>
        <h2>{title}</h2>
        <Button ref={closeRef} type="button" $variant="ghost" onClick={onClose}>
          Close game
        </Button>
      </Bar>
      <Stage>
        <Frame
          $size={size}
          title={`${title} game`}
          src={url}
          // What the game client needs and no more: its own scripts, calls to its own origin (same-origin),
          // the live dealer lobby's table forms. No popups, no navigating the site, no downloads.
          sandbox={GAME_FRAME_SANDBOX}
          allow="autoplay; fullscreen"
          allowFullScreen
          {...(size ? { width: size.width, height: size.height } : {})}
        />
      </Stage>
    </Overlay>
  );
}
