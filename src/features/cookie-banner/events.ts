/**
 * The banner's events (spec §4 "Cookie banner"). The spec does not say where
 * they are dispatched, so they are heard in the window's capture phase: an
 * event dispatched on the window, or on the document or anything in it
 * (bubbling or not: capture comes first, from the window down), is heard
 * there exactly once.
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
 * Listens for `handlers`' event types on `win` (capture phase); a handler
 * that throws is reported, never rethrown. Returns the function that stops.
 */
export function listenBannerEvents(
  win: Window,
  handlers: BannerEventHandlers,
  report: (error: unknown, message: string) => void,
): () => void {
  const listener = (event: Event) => {
    try {
      handlers[event.type](event);
    } catch (error) {
      report(error, `cookie banner: ${event.type} failed`);
    }
  };
  const types = Object.keys(handlers);
  types.forEach((type) => win.addEventListener(type, listener, true));
  return () => types.forEach((type) => win.removeEventListener(type, listener, true));
}
