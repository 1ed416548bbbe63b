/**
 * Fetching chunks relative to the loader's own URL, each with everything it
 * imports in one round.
 *
 * Why not `import('./chunks/x.js')`: a classic `<script src>` served from another
 * origin without a `crossorigin` attribute has its base URL muted, and Chromium
 * resolves a relative `import()` against about:blank, which fails. Templates write
 * the plain tag, so every chunk URL is made absolute from the script's own `src`.
 */
import { CHUNK_LOAD_TIMEOUT_MS } from '../core/enums/timings';

/** The URL the loader was served from; the base for every other file of `dist/`. */
export function loaderUrl(doc: Document): string {
  // currentScript is null when read late (from a callback) or for an inline
  // copy injected by a tag manager: then find the tag by its name.
  return (
    (doc.currentScript as HTMLScriptElement | null)?.src ||
    doc.querySelector<HTMLScriptElement>('script[src*="loader"]')?.src ||
    doc.baseURI
  );
}

export type Importer = (url: string) => Promise<unknown>;

// Kept out of the call site so bundlers leave this import() to the browser.
export const nativeImport: Importer = (url) => import(/* webpackIgnore: true */ url);

/**
 * Import `url` with a time-out (spec §4: 120 s); on failure retry once with a
 * cache-busting query (a CDN or proxy may have cached the failed answer),
 * then reject with the last error.
 */
export function importChunk<T>(
  url: string,
  importer: Importer = nativeImport,
  timeout = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  // The timer is not cleared: once the import has settled, its rejection changes nothing.
  const attempt = (href: string) =>
    Promise.race([
      importer(href) as Promise<T>,
      new Promise<T>((_, reject) => setTimeout(reject, timeout, new Error(`Chunk load timed out: ${href}`))),
    ]);
  // Chunk files carry no query of their own.
  return attempt(url).catch(() => attempt(`${url}?retry=1`));
}
