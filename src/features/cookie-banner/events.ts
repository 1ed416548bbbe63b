/**
 * The banner's events (spec §4 "Cookie banner"). The spec does not say where
 * they are dispatched, so they are heard on both `window` and `document`; an
 * event that bubbles from the document to the window is handled once.
 */

/** The three events of spec §4. */
export const BANNER_EVENTS = {
  force: 'cookieBanner:force',
  update: 'cookieBanner:update',
  unforce: 'cookieBanner:unforce',
} as const;

/** A handler per event type. */
export type BannerEventHandlers = Record<string, (event: Event) => void>;

/**
 * Listens for `handlers`' event types on `win` and its document; a handler
 * that throws is reported, never rethrown. Returns the function that stops.
 */
export function listenBannerEvents(
  win: Window,
  handlers: BannerEventHandlers,
  report: (error: unknown, message: string) => void,
): () => void {
  const seen = new WeakSet<Event>();
  const listener = (event: Event) => {
    if (seen.has(event)) return;
    seen.add(event);
    try {
      handlers[event.type]?.(event);
    } catch (error) {
      report(error, `cookie banner: ${event.type} failed`);
    }
  };
  const targets: EventTarget[] = [win, win.document];
  const each = (fn: (target: EventTarget, type: string) => void) =>
    targets.forEach((target) => Object.keys(handlers).forEach((type) => fn(target, type)));
  each((target, type) => target.addEventListener(type, listener));
  return () => each((target, type) => target.removeEventListener(type, listener));
}
