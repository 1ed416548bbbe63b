/**
 * The banner's UI chunk, imported by the controller only when the banner
 * shows. It mounts {@link CookieBanner} into a fresh element appended to
 * `document.body`, with its own React root, and gives focus back when it
 * goes: to where it came from, else to the body, if focus was inside it.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { CookieBanner } from './banner-view';
import type { CookieBannerSettings } from './settings';

/** The attribute that marks the banner's host element. */
export const BANNER_HOST_ATTRIBUTE = 'data-site-runtime-cookie-banner';

export interface MountBannerOptions {
  doc: Document;
  win: Window;
  settings: CookieBannerSettings;
  /** Accept or Decline pressed; the controller decides what follows (store and hide, or nothing when forced). */
  onChoose(choice: 'accepted' | 'declined'): void;
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
export function mountBanner({ doc, win, settings, onChoose }: MountBannerOptions): BannerHandle {
  const host = doc.createElement('div');
  host.setAttribute(BANNER_HOST_ATTRIBUTE, '');
  doc.body.append(host);
  let previous: HTMLElement | null = null;
  // Where focus came from the first time it entered the banner (Tab, a click).
  const onFocusIn = (event: FocusEvent) => {
    const from = event.relatedTarget as HTMLElement | null;
    if (!from || !host.contains(from)) previous = from;
  };
  host.addEventListener('focusin', onFocusIn);
  const root = createRoot(host);
  flushSync(() => root.render(<CookieBanner settings={settings} onChoose={onChoose} win={win} />));
  let mounted = true;
  return {
    unmount() {
      if (!mounted) return;
      mounted = false;
      restoreFocus(host, doc, previous);
      host.removeEventListener('focusin', onFocusIn);
      // React refuses a synchronous unmount while it handles an event: a microtask later.
      void Promise.resolve().then(() => {
        try {
          root.unmount();
        } finally {
          host.remove();
        }
      });
    },
  };
}
