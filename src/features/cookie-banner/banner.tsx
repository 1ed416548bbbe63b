/**
 * The banner's UI chunk, imported by the controller only when the banner
 * shows. It mounts {@link CookieBanner} into a fresh element appended to
 * `document.body`, with its own root (src/core/react-root.tsx), and gives
 * focus back when it goes: to where it came from, else to the body, if focus
 * was inside it. A crash removes it and goes to the feature's funnel.
 */
import { createReactRoot, type ReportError } from '../../core/react-root';
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
  /** The feature's funnel, for a crash of the view (default `reportError`). */
  report?: ReportError;
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
  let previous: HTMLElement | null = null;
  // Where focus came from the first time it entered the banner (Tab, a click).
  const onFocusIn = (event: FocusEvent) => {
    const from = event.relatedTarget as HTMLElement | null;
    if (!from || !host.contains(from)) previous = from;
  };
  host.addEventListener('focusin', onFocusIn);
  let mounted = true;
  const remove = () => {
    if (!mounted) return;
    mounted = false;
    restoreFocus(host, doc, previous);
    host.removeEventListener('focusin', onFocusIn);
    root.unmount();
    host.remove();
  };
  const root = createReactRoot(host, { what: 'cookie banner', report, onCrash: remove });
  root.render(<CookieBanner settings={settings} onChoose={onChoose} win={win} />);
  return { unmount: remove };
}
