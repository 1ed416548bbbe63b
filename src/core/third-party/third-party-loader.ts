/**
 * The one way a third party enters the page (issue "Media and embeds"): its
 * scripts, stylesheets and frames. A URL is requested once however many
 * blocks ask for it, every load has a time-out (spec §4, §9: 120 s unless the
 * caller's is shorter: map 30 s, follow button 10 s), and a failure rejects
 * only the callers of that URL, so one broken provider breaks one block.
 * Elements get the page's CSP nonce when it has one; nothing runs inline.
 */
import { isTimeout, timeLimit, type Timers } from '../time-limit';
import { trustedScriptUrl } from '../trusted-types';
import type { PageContext } from '../types';
import { whenThirdPartyAllowed } from './consent-gate';

export type { Timers };

/**
 * Spec §4, §9: a script load times out after 120 s. The same number as
 * `CHUNK_LOAD_TIMEOUT_MS` of core/enums/timings (a unit test checks), kept here
 * so every embed's chunk does not import the timings' shared chunk for it.
 */
export const THIRD_PARTY_TIMEOUT_MS = 120_000;
/** Spec §7: the follow button's platform script, 10 s (`FOLLOW_SCRIPT_TIMEOUT_MS`, checked likewise). */
export const FOLLOW_TIMEOUT_MS = 10_000;

/** How one load is made. */
export interface LoadOptions {
  /** Milliseconds before the load is given up; 120 s by default (spec §4). */
  timeoutMs?: number;
  /**
   * The name of a global function the provider calls when it is ready (a
   * `callback=` parameter); the load waits for that call, not for the
   * script's `load` event.
   */
  callback?: string;
  /**
   * For scripts that render where they run (a booking widget): placed as the
   * last child of this element, and never shared, since each placement renders.
   */
  into?: Element;
  /** An id for the element, for providers that find their own script by it (Disqus's `dsq-count-scr`). */
  id?: string;
}

/** The page's third-party loader (see {@link thirdPartyFor}). */
export interface ThirdPartyLoader {
  /** Loads a script; resolves when it ran (or called `callback`). */
  script(url: string, options?: LoadOptions): Promise<void>;
  /** Adds a stylesheet without blocking rendering (media `print` until loaded); resolves when it applies. */
  stylesheet(url: string, options?: LoadOptions): Promise<void>;
  /**
   * Runs `load` when a third party that sets cookies may come in: at once,
   * or under a restrictive policy after Accept or the `offer`'s "load anyway"
   * button (see {@link whenThirdPartyAllowed}). Returns the cancel.
   */
  whenAllowed(page: PageContext, load: () => void, offer?: { host: HTMLElement; provider: string }): () => void;
  /** Cancels pending loads (they reject and their elements go) and forgets the rest. */
  destroy(): void;
}

type Win = Window & Record<string, unknown>;

/** The nonce of the page's scripts, if it has one (the attribute reads '' once parsed; the property keeps it). */
export function pageNonce(doc: Document): string {
  return doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || '';
}

/**
 * Creates a loader for `doc`. Pages use the one {@link thirdPartyFor} gives;
 * tests make their own with fake `timers`.
 */
export function createThirdPartyLoader(doc: Document, timers: Timers = doc.defaultView as Window): ThirdPartyLoader {
  const win = doc.defaultView as unknown as Win;
  const loads = new Map<string, Promise<void>>();
  const undo = new Set<() => void>();

  const load = (
    url: string,
    element: HTMLScriptElement | HTMLLinkElement,
    options: LoadOptions,
    loaded: (element: HTMLScriptElement | HTMLLinkElement) => void = () => {},
  ): Promise<void> => {
    if (options.id) element.id = options.id;
    const nonce = pageNonce(doc);
    if (nonce) element.nonce = nonce;
    const { timeoutMs = THIRD_PARTY_TIMEOUT_MS, callback, into } = options;
    let abort = () => {};
    const arrived = new Promise<void>((resolve, reject) => {
      abort = () => reject(new Error(`Third-party load cancelled: ${url}`));
      element.addEventListener('error', () => reject(new Error(`Third-party load failed: ${url}`)));
      if (callback) win[callback] = resolve;
      else element.addEventListener('load', () => resolve());
    });
    undo.add(abort);
    (into ?? doc.head).append(element);
    return timeLimit(arrived, timeoutMs, timers).then(
      () => {
        undo.delete(abort);
        if (callback) delete win[callback];
        loaded(element);
      },
      (error: Error) => {
        undo.delete(abort);
        if (callback) delete win[callback];
        element.remove();
        if (isTimeout(error)) error.message = `Third-party load timed out after ${timeoutMs} ms: ${url}`;
        throw error;
      },
    );
  };

  const shared = (key: string, start: () => Promise<void>): Promise<void> => {
    let promise = loads.get(key);
    if (!promise) {
      promise = start();
      loads.set(key, promise);
      // Like a failed chunk (registry), a failed load is forgotten: a later caller tries again.
      promise.catch(() => loads.get(key) === promise && loads.delete(key));
    }
    return promise;
  };

  return {
    script(url, options = {}) {
      const make = () => {
        try {
          // Under Trusted Types a script URL goes through the runtime's one policy, which refuses all but http(s).
          const src = trustedScriptUrl(win, url);
          return load(url, Object.assign(doc.createElement('script'), { src, async: true }), options);
        } catch (error) {
          return Promise.reject(error instanceof Error ? error : new Error(String(error)));
        }
      };
      return options.into ? make() : shared(url, make);
    },
    stylesheet(url, options = {}) {
      // A stylesheet for print does not block rendering; it applies to the screen once it is in.
      const link = () => Object.assign(doc.createElement('link'), { rel: 'stylesheet', href: url, media: 'print' });
      return shared(`css ${url}`, () =>
        load(url, link(), options, (made) => ((made as HTMLLinkElement).media = 'all')),
      );
    },
    whenAllowed: (page, run, offer) => whenThirdPartyAllowed(page, doc, run, offer),
    destroy() {
      [...undo].forEach((abort) => abort());
      loads.clear();
    },
  };
}
