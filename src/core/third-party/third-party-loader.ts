/**
 * The one way a third party enters the page (issue "Media and embeds"): its
 * scripts, stylesheets and frames. A URL is requested once however many
 * blocks ask for it, every load has a time-out (spec §4, §9: 120 s unless the
 * caller's is shorter: map 30 s, follow button 10 s), and a failure rejects
 * only the callers of that URL, so one broken provider breaks one block.
 * Elements get the page's CSP nonce when it has one; nothing runs inline.
 */
import type { PageContext } from '../types';
import { whenThirdPartyAllowed } from './consent-gate';

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

/** The timers a loader uses; a test passes a fake clock. */
export type Timers = Pick<Window, 'setTimeout' | 'clearTimeout'>;

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
    make: () => HTMLScriptElement | HTMLLinkElement,
    options: LoadOptions,
    loaded: (element: HTMLScriptElement | HTMLLinkElement) => void = () => {},
  ): Promise<void> => {
    const element = make();
    if (options.id) element.id = options.id;
    const nonce = pageNonce(doc);
    if (nonce) element.nonce = nonce;
    const { timeoutMs = THIRD_PARTY_TIMEOUT_MS, callback, into } = options;
    let timer = 0;
    let cleanup = () => {};
    const done = new Promise<void>((resolve, reject) => {
      const fail = (why: string) => {
        cleanup();
        element.remove();
        reject(new Error(`Third-party ${why}: ${url}`));
      };
      const succeed = () => (cleanup(), loaded(element), resolve());
      cleanup = () => {
        timers.clearTimeout(timer);
        if (callback) delete win[callback];
        undo.delete(abort);
      };
      const abort = () => fail('load cancelled');
      undo.add(abort);
      timer = timers.setTimeout(() => fail(`load timed out after ${timeoutMs} ms`), timeoutMs);
      element.addEventListener('error', () => fail('load failed'));
      if (callback) win[callback] = succeed;
      else element.addEventListener('load', succeed);
    });
    (into ?? doc.head).append(element);
    return done;
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
      const make = () => Object.assign(doc.createElement('script'), { src: url, async: true });
      return options.into ? load(url, make, options) : shared(url, () => load(url, make, options));
    },
    stylesheet(url, options = {}) {
      // A stylesheet for print does not block rendering; it applies to the screen once it is in.
      const make = () => Object.assign(doc.createElement('link'), { rel: 'stylesheet', href: url, media: 'print' });
      return shared(`css ${url}`, () => load(url, make, options, (link) => ((link as HTMLLinkElement).media = 'all')));
    },
    whenAllowed: (page, run, offer) => whenThirdPartyAllowed(page, doc, run, offer),
    destroy() {
      [...undo].forEach((abort) => abort());
      loads.clear();
    },
  };
}
