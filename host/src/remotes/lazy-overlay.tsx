import { useEffect, useState } from 'react';
import type { CommandName } from 'shared-events';
import { useEventBus } from 'shared-ui';
import type { RemoteName } from 'shared-releases';
import { onFirstCommand, type PendingCommand } from './first-command';
import { importExposed } from './import-exposed';
import { onOverlayIntent } from './overlay-intent';
import { whenIdleAfterPaint, whenRouteSettled } from './page-settled';
import { RemoteModule } from './remote-module';
import { hintRemote } from './remote-hints';

export interface LazyOverlayProps {
  remote: RemoteName;
  /** Name of the exposed module, which is also the name of its component export. */
  exposed: string;
  /** The commands this overlay answers; the first one mounts it. */
  commands: ReadonlyArray<CommandName>;
  /**
   * What is done ahead of its first command. Once the page has painted and the browser is idle:
   * `prefetch` its code into the cache (the default), or `mount` it, for overlays that show something
   * of their own accord. `ready`: mounted (showing nothing) as soon as the page's own remote is in, for the
   * overlay a visitor's first tap most likely opens: that tap then only renders it (decision 048).
   * `nothing`: when another overlay of the same remote brings its entry.
   */
  ahead?: 'prefetch' | 'mount' | 'ready' | 'nothing';
}

/**
 * An overlay remote (a modal or a widget that stays closed until asked) that is fetched only when
 * needed: when the first of its commands arrives, with the page's early view of what it opens (decision 059) or a spinner
 * while it loads, or ahead of it
 * (see {@link LazyOverlayProps.ahead}). A person about to use a control that sends one of its commands (a
 * pointer on it, a touch, a focus: overlay-intent.ts) has its code loaded and evaluated ahead, so
 * the tap that follows renders it at once. The command waits on the bus until the remote (or, if it
 * cannot load, its stand-in with Try again) takes it.
 */
export function LazyOverlay({ remote, exposed, commands, ahead = 'prefetch' }: LazyOverlayProps) {
  const bus = useEventBus();
  // Mounted ahead of a command, or for the command that came first.
  const [mounted, setMounted] = useState<PendingCommand | 'ahead' | null>(null);

  useEffect(() => {
    if (mounted) return undefined;
    return onFirstCommand(bus, commands, setMounted);
  }, [bus, commands, mounted]);

  useEffect(() => {
    if (mounted) return undefined;
    // The same load the command's mount makes: the federation runtime keeps the module it evaluated.
    return onOverlayIntent(commands, () => void importExposed(remote, exposed, 0).catch(() => undefined));
  }, [commands, mounted, remote, exposed]);

  useEffect(() => {
    if (mounted || ahead === 'nothing') return undefined;
    let active = true;
    const whenDue = ahead === 'ready' ? whenRouteSettled() : whenIdleAfterPaint();
    void whenDue.then(() => {
      if (!active) return;
      if (ahead === 'prefetch') void hintRemote('prefetch', remote, exposed);
      else setMounted('ahead');
    });
    return () => {
      active = false;
    };
  }, [mounted, ahead, remote, exposed]);

  if (!mounted) return null;
  return <RemoteModule remote={remote} exposed={exposed} overlayCommands={commands} {...(mounted === 'ahead' ? {} : { openedBy: mounted })} />;
}
