import { Component, memo, useCallback, useEffect, useLayoutEffect, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { CommandName } from 'shared-events';
import { REMOTE_PAGE_ATTRIBUTE } from 'shared-events/first-screen';
import styled from 'styled-components';
import { Button, Dialog, Spinner, useEventBus, useHydrated } from 'shared-ui';
import { REMOTES, type RemoteName } from 'shared-releases';
import { dropCommandWhenEarlyViewCloses, hideEarlyView, showEarlyView } from './early-view';
import { onFirstCommand, type PendingCommand } from './first-command';
import { firstScreenComponent } from './first-screen-remote';
import { trackRouteLoad } from './page-settled';
import { reportHealth } from '../release-health/health-events';
import { importExposed, type ExposedModule } from './import-exposed';
import { loadReleaseRegistry } from './release-registry';

/** Errors of a remote's load, thrown to the boundary like render errors but reported as load failures (import-exposed.ts). */
const loadErrors = new WeakSet<Error>();

type LoadState = { status: 'pending' } | { status: 'ready'; component: ComponentType<Record<string, unknown>> } | { status: 'failed'; error: Error };

interface LoadedRemoteProps {
  load: Promise<ExposedModule>;
  fallback: ReactNode;
  props: Record<string, unknown>;
  /** A page whose first screen the server rendered starts with the release's component, loaded before hydrating. */
  loaded?: ComponentType<Record<string, unknown>>;
  /** Called once the remote's component is on the page and answers (hydrated or rendered). */
  onShown?: () => void;
}

/**
 * Renders the exposed component once its load has settled, `fallback` until then; a failed load
 * throws to the RemoteBoundary around it. A state update rather than React.lazy and Suspense:
 * React holds back a Suspense boundary's content for up to 300 ms after its fallback showed
 * (fallback throttling), which delayed every remote page by that much after its code had arrived.
 * Memoised: the module around it re-renders when the page is shown or hydrated, and the page need not.
 */
const LoadedRemote = memo(function LoadedRemote({ load, fallback, props, loaded, onShown }: LoadedRemoteProps) {
  const [state, setState] = useState<LoadState>(loaded ? { status: 'ready', component: loaded } : { status: 'pending' });
  const shown = state.status === 'ready';
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, onShown]);
  useEffect(() => {
    let current = true;
    load.then(
      // The first screen's component is already there: the same state, so no second render of the page.
      (module) => current && setState((now) => (now.status === 'ready' && now.component === module.default ? now : { status: 'ready', component: module.default })),
      (error: unknown) => {
        if (!current) return;
        const failure = error instanceof Error ? error : new Error(String(error));
        loadErrors.add(failure);
        setState({ status: 'failed', error: failure });
      },
    );
    return () => {
      current = false;
    };
  }, [load]);
  if (state.status === 'failed') throw state.error;
  if (state.status === 'pending') return fallback;
  const Exposed = state.component;
  return <Exposed {...props} />;
});

const Failure = styled.div`
  margin: ${({ theme }) => theme.space(6)} auto;
  max-width: 520px;
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
`;

interface BoundaryProps {
  remote: RemoteName;
  label: string;
  overlayCommands: ReadonlyArray<CommandName> | undefined;
  onRetry: (command?: PendingCommand) => void;
  children: ReactNode;
}

class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.label} failed`, error, info.componentStack);
    if (!loadErrors.has(error)) reportRenderError(this.props.remote);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.overlayCommands) {
      return <UnavailableOverlay label={this.props.label} commands={this.props.overlayCommands} onRetry={this.props.onRetry} />;
    }
    return (
      <Failure role="alert">
        <p>{this.props.label} is unavailable right now.</p>
        <Button type="button" onClick={() => this.props.onRetry()}>
          Try again
        </Button>
      </Failure>
    );
  }
}

/** Reports a render error of `remote` against the release this page load rendered (already decided: it rendered). */
function reportRenderError(remote: RemoteName) {
  void loadReleaseRegistry().then((availability) => {
    const release = availability[remote];
    if (release.available) reportHealth({ kind: 'render-error', remote, version: release.version });
  });
}

/** Stands in for an overlay remote that failed: when a command for it arrives, says so and offers a retry. */
function UnavailableOverlay({ label, commands, onRetry }: { label: string; commands: ReadonlyArray<CommandName>; onRetry: (command?: PendingCommand) => void }) {
  const bus = useEventBus();
  const [pending, setPending] = useState<PendingCommand | null>(null);
  useEffect(() => {
    const stops = commands.map((name) => bus.on(name, (payload) => setPending({ name, payload } as PendingCommand)));
    return () => stops.forEach((stop) => stop());
  }, [bus, commands]);
  // The early view that stood in while the overlay loaded (decision 059) gives way to the message.
  useEffect(() => {
    if (pending) hideEarlyView();
  }, [pending]);
  if (!pending) return null;
  return (
    <Dialog
      title="Sorry"
      onClose={() => setPending(null)}
      actions={[
        { label: 'Try again', onSelect: () => onRetry(pending) },
        { label: 'CLOSE', variant: 'ghost', onSelect: () => setPending(null) },
      ]}
    >
      <p>{label} is unavailable right now. Please try again in a moment.</p>
    </Dialog>
  );
}

/**
 * What an overlay mounted ahead of its command (not in answer to one) shows while its code still loads: nothing, until
 * one of its commands arrives; then `loading`. The command is put back on the bus (onFirstCommand), where it waits for
 * the overlay once loaded, or for the stand-in that says it is unavailable.
 */
function LoadingOnCommand({ commands, loading }: { commands: ReadonlyArray<CommandName>; loading: ReactNode }) {
  const bus = useEventBus();
  const [asked, setAsked] = useState<PendingCommand | null>(null);
  useEffect(() => (asked ? undefined : onFirstCommand(bus, commands, setAsked)), [asked, bus, commands]);
  return asked ? <CommandLoading command={asked} loading={loading} /> : null;
}

/**
 * What shows while an overlay's code loads for `command`: the page's early view of what it opens, when the page holds
 * one (a visitor's sign-up, docs/decisions/059), which the overlay takes over once in; else `loading`. The early view
 * closed by the person takes the command off the bus: the overlay then stays closed.
 */
function CommandLoading({ command, loading }: { command: PendingCommand; loading: ReactNode }) {
  const bus = useEventBus();
  const [early, setEarly] = useState<boolean | null>(null);
  // Before the first paint: no frame of spinner over the early view.
  useLayoutEffect(() => setEarly(showEarlyView(command)), [command]);
  useEffect(() => (early ? dropCommandWhenEarlyViewCloses(bus, command) : undefined), [bus, command, early]);
  return early === false ? loading : null;
}

export interface RemoteModuleProps {
  remote: RemoteName;
  /** Name of the exposed module, which is also the name of its component export. */
  exposed: string;
  /** Props for the remote component. */
  props?: Record<string, unknown>;
  /**
   * For overlays that stay closed until a command opens them: nothing shows while loading,
   * and if the remote fails, these commands get a message and a retry instead.
   */
  overlayCommands?: ReadonlyArray<CommandName>;
  /** For an overlay mounted because the player asked for it, that command: what it opens shows while it loads (otherwise once asked). */
  openedBy?: PendingCommand;
  /** Shown while a page's remote loads instead of a spinner (the page's heading and placeholders); also what the prerender writes. */
  placeholder?: ReactNode;
}

const OverlayLoading = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  place-items: center;
  background: rgba(0, 0, 0, 0.45);
  & > div {
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.medium};
  }
`;

/** Set on a page remote's slot once the remote's page answers (journeys wait for it before they act). */
export const REMOTE_READY_ATTRIBUTE = 'data-remote-ready';

const RemotePage = styled.div`
  display: contents;
`;

const NO_PROPS: Record<string, unknown> = {};

/** Mounts one exposed component of a remote, isolated: a remote that is down, slow or throwing shows a fallback with a retry. */
export function RemoteModule({ remote, exposed, props = NO_PROPS, overlayCommands, openedBy, placeholder }: RemoteModuleProps) {
  const bus = useEventBus();
  const [attempt, setAttempt] = useState(0);
  const isOverlay = overlayCommands !== undefined;
  // Over a first screen the site server rendered, the release's component was loaded before hydrating (first-screen-remote.ts).
  // It belongs to the remote page it was loaded for: the router reuses this element when a link opens
  // another remote page (the lobby's tile opening a game page), which must not show the first one again.
  const [preloaded] = useState(() => (placeholder === undefined ? undefined : { remote, exposed, component: firstScreenComponent(remote, exposed) }));
  const firstScreen = attempt === 0 && preloaded?.remote === remote && preloaded.exposed === exposed ? preloaded.component : undefined;
  // Over prerendered HTML the first render is the placeholder, as the prerender wrote it, and the remote
  // is fetched once mounted; over a first screen the remote is there from the first render.
  const started = useHydrated() || firstScreen !== undefined;
  // A route's remote is part of the page: after-paint work (prefetching) waits for it.
  const load = useMemo(() => {
    if (!started) return null;
    if (firstScreen) return trackRouteLoad(Promise.resolve({ default: firstScreen }));
    const loading = importExposed(remote, exposed, attempt);
    // Handled by LoadedRemote once it has mounted; until then a failure is not an unhandled rejection.
    loading.catch(() => undefined);
    return isOverlay ? loading : trackRouteLoad(loading);
  }, [firstScreen, started, remote, exposed, attempt, isOverlay]);
  const label = REMOTES[remote].label;
  const loading = useMemo(() => placeholder ?? <Spinner label={`Loading ${label.toLowerCase()}`} />, [placeholder, label]);
  const [commandToResend, setCommandToResend] = useState<PendingCommand | null>(null);
  const [pageShown, setPageShown] = useState(false);
  const showPage = useCallback(() => setPageShown(true), []);
  const retry = (command?: PendingCommand) => {
    setAttempt((value) => value + 1);
    if (command) setCommandToResend(command);
  };
  // Sent once the fallback has unmounted: the bus then keeps it until the reloaded remote subscribes.
  useEffect(() => {
    if (!commandToResend) return;
    bus.emit(commandToResend.name, commandToResend.payload as never);
    setCommandToResend(null);
  }, [bus, commandToResend]);
  if (isOverlay) {
    if (!load) return null;
    const overlayLoading = <OverlayLoading>{loading}</OverlayLoading>;
    return (
      <RemoteBoundary key={`${remote}/${exposed}/${attempt}`} remote={remote} label={label} overlayCommands={overlayCommands} onRetry={retry}>
        <LoadedRemote
          load={load}
          props={props}
          fallback={openedBy ? <CommandLoading command={openedBy} loading={overlayLoading} /> : <LoadingOnCommand commands={overlayCommands} loading={overlayLoading} />}
        />
      </RemoteBoundary>
    );
  }
  const content = load ? (
    <RemoteBoundary key={`${remote}/${exposed}/${attempt}`} remote={remote} label={label} overlayCommands={undefined} onRetry={retry}>
      <LoadedRemote load={load} props={props} fallback={loading} loaded={firstScreen} onShown={showPage} />
    </RemoteBoundary>
  ) : (
    loading
  );
  if (placeholder === undefined) return content;
  // A prerendered page's remote renders inside a slot the site server finds in the HTML, where it
  // may put the release's first screen (docs/decisions/011). The slot says when the remote answers:
  // a first screen is painted from the HTML before it does.
  return (
    <RemotePage {...{ [REMOTE_PAGE_ATTRIBUTE]: `${remote}/${exposed}`, [REMOTE_READY_ATTRIBUTE]: pageShown ? '' : undefined }}>{content}</RemotePage>
  );
}
