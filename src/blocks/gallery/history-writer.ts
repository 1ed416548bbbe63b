/**
 * Gallery history (spec §2 "Lightbox and gallery"): the settled slide's id
 * (or slide URL) is written into the address as `#itemId={value}` with
 * `history.replaceState`, on the collection's full URL with a trailing slash.
 * Writes are coalesced (trailing, 300 ms) and skipped when the address
 * already names the slide, so even a storm of key presses stays far below
 * Safari's limit of 100 history calls per 30 s. Its own chunk: only
 * galleries with `historyHash` fetch it.
 *
 * History itself can move the address off the slide: closing the lightbox
 * goes back over its entry, to one written before the visitor stepped
 * through it (and Back does the same). After such a move (`popstate`) the
 * address is checked again, and the gallery's slide written once more if it
 * names another, by the gallery that wrote the address last only: on a page
 * with two such galleries, each would otherwise write its own slide after the
 * move, and the one the visitor was not looking at could win.
 */
import type { DesignContext, Slide } from './types';

/** Quiet time before a write; a slide shown for less than this is never written. */
export const HISTORY_DELAY = 300;

/**
 * Where the page keeps which writer wrote the address last: on the window,
 * under a registered symbol, so every copy of this module (one per gallery
 * bundle that carries it) reads the same record.
 */
const LAST_WRITER = Symbol.for('site-runtime:gallery-history-writer');
type PageWindow = Window & { [LAST_WRITER]?: object };

/** The identifier written for a slide: its id, else its slide URL. */
const valueOf = (slide: Slide | undefined) => slide?.id || slide?.url || null;

/**
 * The path written with the hash: the collection's `fullUrl` with a trailing
 * slash when it is a same-site path, else the current path.
 */
export function historyPath(fullUrl: unknown, pathname: string): string {
  return typeof fullUrl === 'string' && /^\/(?![/\\])/.test(fullUrl) ? fullUrl.replace(/\/?$/, '/') : pathname;
}

/** What {@link createHistoryWriter} returns. */
export interface HistoryWriter {
  /** The index changed: write it once it has settled. */
  changed(): void;
  destroy(): void;
}

/** Writes the engine's slide into the address, coalesced; `fullUrl` is the page collection's. */
export function createHistoryWriter({ engine, slides, win, guard }: DesignContext, fullUrl: unknown): HistoryWriter {
  const page = win as PageWindow;
  /** This writer, as the page's record names it. */
  const me = {};
  // An address without itemId shows the slide the gallery opened on.
  const initial = valueOf(slides[engine.index]);
  const named = () => new URLSearchParams(win.location.hash.slice(1)).get('itemId') ?? initial;
  let timer = 0;
  const write = () => {
    if (engine.inMotion) return changed(); // only a settled slide is written
    const value = valueOf(slides[engine.index]);
    if (!value || value === named()) return;
    const { history, location } = win;
    try {
      history.replaceState(
        history.state,
        '',
        `${historyPath(fullUrl, location.pathname)}${location.search}#itemId=${encodeURIComponent(value)}`,
      );
      page[LAST_WRITER] = me;
    } catch {
      // Safari throws past its rate limit: the address is a convenience, the gallery carries on.
    }
  };
  const later = guard(write);
  const changed = () => {
    win.clearTimeout(timer);
    timer = win.setTimeout(later, HISTORY_DELAY);
  };
  // After a history move only the address's last writer restores its slide.
  const moved = () => page[LAST_WRITER] === me && changed();
  win.addEventListener('popstate', moved);
  return {
    changed,
    destroy() {
      win.clearTimeout(timer);
      win.removeEventListener('popstate', moved);
      if (page[LAST_WRITER] === me) delete page[LAST_WRITER];
    },
  };
}
