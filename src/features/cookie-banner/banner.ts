/**
 * The banner's UI chunk, imported by the controller only when the banner
 * shows. Plain DOM, no UI library: a page whose only UI is this banner must
 * not download the preact chunk for it (size-budgets.json, "cookie-banner"
 * eventually). It renders the banner (./banner-view.ts) into a fresh element
 * appended to `document.body`, and gives focus back when it goes: to where
 * it came from, else to the body, if focus was inside it. A throw while it
 * builds or updates removes it and goes to the feature's funnel, as
 * 'cookie banner crashed' (the message a crashed React root gave).
 */
import { renderBanner } from './banner-view';
import type { CookieBannerSettings } from './settings';

/** The attribute that marks the banner's host element. */
export const BANNER_HOST_ATTRIBUTE = 'data-site-runtime-cookie-banner';

export interface MountBannerOptions {
  doc: Document;
  win: Window;
  settings: CookieBannerSettings;
  /** Accept or Decline pressed; the controller decides what follows (store and hide, or nothing when forced). */
  onChoose(choice: 'accepted' | 'declined'): void;
  /** The feature's funnel, for a crash of the banner (default `reportError`). */
  report?(error: unknown, message: string): void;
}

/** A mounted banner. */
export interface BannerHandle {
  /** Removes it (restoring focus if it held it); later calls do nothing. */
  unmount(): void;
}

/** What the controller imports: see controller.ts. */
export interface BannerUi {
  mountBanner(options: MountBannerOptions): BannerHandle;
}

/** Puts focus back on `previous` when it can still take it, else on the body (blur). */
function restoreFocus(host: HTMLElement, doc: Document, previous: HTMLElement | null): void {
  const active = doc.activeElement as HTMLElement | null;
  if (!active || !host.contains(active)) return;
  try {
    if (previous?.isConnected && !host.contains(previous)) previous.focus();
  } catch {
    // fall back to the body below
  }
  if (host.contains(doc.activeElement)) active.blur();
}

/** Mounts the banner at the end of the body; see the file comment. */
export function mountBanner({ doc, win, settings, onChoose, report }: MountBannerOptions): BannerHandle {
  const host = doc.createElement('div');
  host.setAttribute(BANNER_HOST_ATTRIBUTE, '');
  doc.body.append(host);
  // Ends the view's listeners and its timer, and ours.
  const abort = new AbortController();
  const { signal } = abort;
  let previous: HTMLElement | null = null;
  // Where focus came from the first time it entered the banner (Tab, a click).
  const onFocusIn = (event: FocusEvent) => {
    const from = event.relatedTarget as HTMLElement | null;
    if (!from || !host.contains(from)) previous = from;
  };
  host.addEventListener('focusin', onFocusIn, { signal });
  let mounted = true;
  const unmount = () => {
    if (!mounted) return;
    mounted = false;
    restoreFocus(host, doc, previous);
    abort.abort();
    host.remove();
  };
  const onCrash = (error: unknown) => {
    unmount();
    try {
      (report ?? globalThis.reportError)?.(error, 'cookie banner crashed');
    } catch {
      // A funnel that throws must not turn one error into two.
    }
  };
  try {
    renderBanner(host, { settings, onChoose, win, signal, onCrash });
  } catch (error) {
    onCrash(error);
  }
  return { unmount };
}
