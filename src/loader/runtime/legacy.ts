/**
 * What the runtime says of a page's past (spec §8 "Console-only", "System
 * errors"): the deprecated JSTween global, and the not-found page's system
 * error carrying its path.
 */
import { LOG_PREFIX } from '../../core/log';

/** spec §8: "A deprecated JSTween global logs that it is no longer supported." */
export const JSTWEEN_MESSAGE = 'JSTween is no longer supported.';

/** The `code` of the not-found system error (src/telemetry/error-data.ts reports it as such). */
export const NOT_FOUND = 'not-found';

/** spec §2 page type 100. */
const NOT_FOUND_PAGE = 100;

/**
 * `window.JSTween`, for an old theme script that still reads it: undefined,
 * with the console's word that it is gone. Left alone when the page defines one.
 */
export function deprecateJSTween(win: Window): void {
  try {
    if ('JSTween' in win) return;
    Object.defineProperty(win, 'JSTween', {
      configurable: true,
      get() {
        console.warn(`${LOG_PREFIX} ${JSTWEEN_MESSAGE}`);
        return undefined;
      },
    });
  } catch {
    // A frozen window: nothing to say.
  }
}

/** The not-found system error of a page of type 100, carrying its path (no query: a visitor's values stay home). */
export function notFoundError(pageType: number, path: string): Error | null {
  if (pageType !== NOT_FOUND_PAGE) return null;
  return Object.assign(new Error(`Page not found: ${path}`), { code: NOT_FOUND, path });
}
