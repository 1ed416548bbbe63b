/**
 * Shows the error overlay (spec §8 "Data layer"): one at a time, in a fresh
 * element at the end of `document.body`, focus given back on Clear.
 */
import { prefersReducedMotion } from '../ui/reduced-motion';
import type { EscapeStack } from './types';

/** What the overlay says. */
export interface OverlayContent {
  title: string;
  message: string;
}

/** Options of {@link createOverlayHost}. */
export interface OverlayHostOptions {
  doc: Document;
  reload: () => void;
  escape?: EscapeStack;
  report: (error: unknown, message: string) => void;
}

/** The overlay of one data layer. */
export interface OverlayHost {
  /** Shows the overlay, unless one is already open (that one stays, so nothing jumps under the reader). */
  show(content: OverlayContent): void;
  /** Whether an overlay is open. */
  readonly open: boolean;
  /** Removes the overlay if open; later `show` calls do nothing. */
  destroy(): void;
}

/** Creates the overlay host of a data layer. */
export function createOverlayHost({ doc, reload, escape, report }: OverlayHostOptions): OverlayHost {
  let close: (() => void) | null = null;
  let destroyed = false;

  function show(content: OverlayContent): void {
    if (close || destroyed || !doc.body) return;
    const previous = doc.activeElement;
    const element = doc.createElement('div');
    element.setAttribute('data-site-runtime-overlay', '');
    doc.body.append(element);
    let unmount = () => {};
    let unregister = () => {};
    const clear = () => {
      if (close !== clear) return;
      close = null;
      try {
        unregister();
        unmount();
      } finally {
        element.remove();
        returnFocus(previous);
      }
    };
    close = clear;
    const id = `site-runtime-overlay-${Math.random().toString(36).slice(2, 10)}`;
    const props = {
      id,
      ...content,
      reducedMotion: prefersReducedMotion(doc.defaultView),
      onReload: reload,
      onClear: clear,
    };
    // React comes with the view, only when an overlay is shown (see overlay-view.tsx).
    import('./overlay-view')
      .then(({ renderOverlay }) => {
        if (close !== clear) return; // cleared or destroyed while the view loaded
        unmount = renderOverlay(element, props, report, clear);
        if (close !== clear) return; // it crashed on its first render
        // Escape goes through the page's escape manager only (STYLE.md §4);
        // without one the overlay leaves Escape alone and Clear closes it.
        if (escape) unregister = escape.push({ close: clear, element });
      })
      .catch((error) => {
        report(error, 'Data layer: the error overlay could not be shown');
        clear();
      });
  }

  return {
    show,
    get open() {
      return close !== null;
    },
    destroy() {
      destroyed = true;
      close?.();
    },
  };
}

/** Focus goes back where it was when the overlay opened, if that element is still on the page. */
function returnFocus(previous: Element | null): void {
  const target = previous as HTMLElement | null;
  if (target?.isConnected && typeof target.focus === 'function') target.focus();
}
