/**
 * One open lightbox (spec §4 "Lightbox"): what opening does to the page, the
 * index, and the two ways out.
 *
 * - Opening: a host element at the end of `body`, the rest of the
 *   page inert and unscrollable, a history marker for Back, an entry on the
 *   page's escape manager, then the view (./lightbox.ts), built
 *   synchronously so focus is inside before this returns.
 * - `close()` (close control, Escape, outside click, Back): fades out (§9
 *   0.35 s), then removes everything, returns focus to the opener and calls
 *   `onClose`, in that order. Once closing starts, steps are ignored.
 * - `destroy()` (the gallery unmounts): removes everything at once, without
 *   animation, focus return or `onClose`, and leaves history alone apart
 *   from its listener: the marker entry stays (Back then shows the same
 *   page), because moving history from an unmount could navigate a page that
 *   is being torn down for another reason.
 * - A throw while the view builds or lays out (a crash) is a close without
 *   the fade: everything goes at once, focus returns to the opener and
 *   `onClose` runs (even before `createLightbox` returns), so the gallery is
 *   free again; then the error goes to `options.report`, the gallery's
 *   funnel, as 'lightbox crashed' (the policy of src/core/react-root.tsx,
 *   which the lightbox no longer uses).
 *
 * Removing ends every listener (one AbortController), the fallback timer and
 * the running animations.
 */
import { escapeManagerFor } from '../../core/escape';
import { guard } from '../../core/guard';
import { wrapIndex } from '../wrap-index';
import { CLOSE_FALLBACK, KEY_THROTTLE } from './constants';
import { pushHistoryMarker } from './history-marker';
import { createKeyThrottle } from './key-throttle';
import { renderLightbox, type LightboxView } from './lightbox';
import { closeMotion, stopMotion } from './motion';
import { lockPage } from './page-lock';
import type { LightboxHandle, LightboxOptions } from './types';
import { say } from '../../core/message-format/page-words';
import { LIGHTBOX_WORDS } from '../../core/words/media';

// Where the lightbox is in its life: open, fading out (steps ignored), or removed.
const OPEN = 0;
const CLOSING = 1;
const GONE = 2;

/** Opens the lightbox on a non-empty item list; see the file comment. */
export function createLightbox(doc: Document, options: LightboxOptions): LightboxHandle {
  const { items, onChange } = options;
  const count = items.length;
  const opener = options.opener ?? (doc.activeElement as HTMLElement | null);
  const keyAllowed = createKeyThrottle(KEY_THROTTLE);
  const abort = new AbortController();
  let index = wrapIndex(options.index, count);
  let phase = OPEN;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let view: LightboxView | undefined;

  const host = doc.createElement('div');
  doc.body.append(host);
  // Every listener and timer of the lightbox is guarded (src/core/guard.ts), named for the gallery
  // that opened it: the opener is one of its slides (the lightbox itself sits at the end of the body).
  const guarded = <A extends unknown[]>(callback: (...args: A) => unknown) => guard(callback, opener ?? host);
  const unlock = lockPage(doc, host);
  const releaseHistory = pushHistoryMarker(
    doc.defaultView!,
    guarded(() => close(false)),
  );
  // No `element`, so the manager's outside click is off: the whole screen is
  // the dialog, and the view decides what a click on it means.
  const escape = escapeManagerFor(doc);
  const target = { close: () => close() };
  let unescape = escape.push(target);

  // Like a close without the fade: the gallery hears onClose and may open it again.
  const crash = (error: unknown) => {
    try {
      if (phase === GONE) return;
      releaseHistory(true);
      phase = CLOSING;
      finish();
    } finally {
      try {
        (options.report ?? globalThis.reportError)?.(error, 'lightbox crashed');
      } catch {
        // A funnel that throws must not turn one error into two.
      }
    }
  };

  const show = (next: number, towards: 1 | -1) => {
    next = wrapIndex(next, count);
    if (phase !== OPEN || next === index) return;
    index = next;
    try {
      view!(index, towards);
    } catch (error) {
      crash(error);
    }
    onChange?.(index);
  };

  const remove = () => {
    phase = GONE;
    clearTimeout(timer);
    abort.abort();
    releaseHistory(false);
    unescape();
    stopMotion(host);
    host.remove();
    unlock();
  };

  const finish = () => {
    if (phase !== CLOSING) return;
    remove();
    if (opener?.isConnected) opener.focus();
    options.onClose?.();
  };

  // `back` false when Back itself closed it: history has already moved.
  const close = (back = true) => {
    if (phase !== OPEN) return;
    phase = CLOSING;
    releaseHistory(back);
    // Back on the stack (the manager took it off to close it): while it fades
    // an Escape is still ours, not the page's (the owner's Escape to config).
    unescape();
    unescape = escape.push(target);
    timer = setTimeout(guarded(finish), CLOSE_FALLBACK);
    void closeMotion(host).then(finish);
  };

  try {
    view = renderLightbox(host, {
      items,
      index,
      title: options.title || say('lightbox.gallery', LIGHTBOX_WORDS.gallery),
      theme: options.theme === 'light' ? 'light' : 'dark',
      onStep: (delta, keyTime) => (keyTime === undefined || keyAllowed(keyTime)) && show(index + delta, delta),
      onClose: () => close(),
      onCrash: crash,
      signal: abort.signal,
      guard: guarded,
    });
  } catch (error) {
    crash(error);
  }
  return {
    get index() {
      return index;
    },
    goTo: (next) => show(next, next > index ? 1 : -1),
    close: () => close(),
    destroy: () => phase !== GONE && remove(),
  };
}
