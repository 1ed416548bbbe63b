/**
 * The one way the runtime runs a React root (issue 11 §2). Blocks (through
 * src/shared/react/mount-react.tsx), the dialogs and the data layer's error
 * overlay all create, render and unmount theirs here, under one error policy
 * (the cookie banner and the gallery's lightbox, plain DOM, follow the same
 * one for their crashes: features/cookie-banner/banner.ts,
 * shared/lightbox/controller.ts):
 *
 * - Every error the tree raises goes to `report`, the caller's funnel (a
 *   block's or a feature's `report`, which carries its name): a failed render,
 *   a later crash, a failing cleanup on unmount. `reportError` gets it only
 *   when the caller gives no funnel. React 19 never throws these (it unmounts
 *   the tree and calls `onUncaughtError`, as the CDN flavour's createRoot,
 *   src/shared/react/preact/client.ts, does for a render); a root without
 *   the option, or a cleanup that fails, throws. Both end up here.
 * - A failed render or a crash ends the root: it is unmounted, `onCrash` runs
 *   (the caller puts its server markup back or removes its host), then the
 *   report. Later renders do nothing.
 * - Renders are synchronous (`flushSync`), so the caller's next line sees the
 *   DOM and focus the render left.
 *
 * It lives in core because the dialogs and the data layer (core services)
 * use it, and core never imports from src/shared. The build puts it in the
 * UI library's chunk (rollup.config.mjs, manualChunks), which everything that
 * renders a root downloads anyway: one copy, no request of its own.
 */
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/** A caller's error funnel: a block's or feature's `report`, or anything of that shape. */
export type ReportError = (error: unknown, message: string) => void;

/** Options of {@link createReactRoot}. */
export interface ReactRootOptions {
  /** What the root shows, at the start of every message ('dialog' → 'dialog crashed'). */
  what?: string;
  /** The caller's funnel; default `globalThis.reportError` (then the name is lost: pass one). */
  report?: ReportError;
  /** The root has ended on an error and is unmounted: put markup back, remove a host. */
  onCrash?(error: unknown): void;
}

/** A React root under the policy above. */
export interface ReactRoot {
  /** Renders `element` in this task; false when it crashed (or had already ended). */
  render(element: ReactElement): boolean;
  /** Unmounts the tree; a failing cleanup is reported. Later calls, and calls after a crash, do nothing. */
  unmount(): void;
}

/** The funnel of last resort, for callers that have none: the page's `reportError`. */
export const reportGlobally: ReportError = (error) => globalThis.reportError?.(error);

/** Creates a root on `container`; see the file comment. */
export function createReactRoot(container: Element, options: ReactRootOptions = {}): ReactRoot {
  const { what, report = reportGlobally, onCrash } = options;
  let state: 'live' | 'rendering' | 'unmounting' | 'ended' = 'live';
  // A failure met while rendering: handled once React has returned.
  let failure: { error: unknown } | undefined;
  // `unmount()` called from the tree's own effects while it renders: done once React has returned.
  let unmountLater = false;
  const tell = (error: unknown, message: string) => {
    try {
      report(error, what ? `${what} ${message}` : message);
    } catch {
      // A funnel that throws must not turn one error into two.
    }
  };
  const release = () => {
    try {
      root.unmount();
    } catch {
      // The error that ended the root is the one worth reporting.
    }
  };
  const end = (error: unknown) => {
    try {
      onCrash?.(error);
    } finally {
      tell(error, 'crashed');
    }
  };
  const root = createRoot(container, {
    onUncaughtError(error) {
      if (state === 'rendering') failure ??= { error };
      else if (state === 'unmounting') tell(error, 'failed to unmount');
      else if (state === 'live') {
        // A crash in a later update, inside React's commit: the tree is gone
        // already, and React refuses to unmount its root from in here.
        state = 'ended';
        queueMicrotask(release);
        end(error);
      }
    },
  });

  const handle: ReactRoot = {
    render(element) {
      if (state !== 'live') return false;
      state = 'rendering';
      try {
        flushSync(() => root.render(element));
      } catch (error) {
        failure ??= { error };
      }
      if (!failure) {
        state = 'live';
        if (unmountLater) handle.unmount();
        return true;
      }
      state = 'ended';
      release();
      end(failure.error);
      return false;
    },
    unmount() {
      if (state === 'rendering') unmountLater = true;
      if (state !== 'live') return;
      state = 'unmounting';
      try {
        root.unmount();
      } catch (error) {
        tell(error, 'failed to unmount');
      } finally {
        state = 'ended';
      }
    },
  };
  return handle;
}
