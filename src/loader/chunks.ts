/**
 * Fetching block chunks relative to the loader's own URL.
 *
 * Why not `import('./chunks/x.js')`: a classic `<script src>` served from another
 * origin without a `crossorigin` attribute has its base URL muted, and Chromium
 * resolves a relative `import()` against about:blank, which fails. Templates write
 * the plain tag, so every chunk URL is made absolute from the script's own `src`.
 */

/** spec §4 "Page lifecycle, logout, loading": a chunk load times out after 120000 ms. */
export const CHUNK_TIMEOUT = 120000;

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
const nativeImport: Importer = (url) => import(/* webpackIgnore: true */ url);

/**
 * Import `file` (relative to `base`) with a time-out; on failure retry once with
 * a cache-busting query (a CDN or proxy may have cached the failed answer), then
 * reject with the last error.
 */
export function importChunk<T>(
  file: string,
  base: string,
  importer: Importer = nativeImport,
  timeout = CHUNK_TIMEOUT,
): Promise<T> {
  const url = new URL(file, base).href;
  const attempt = (href: string) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Chunk load timed out: ${href}`)), timeout);
      importer(href).then(
        (module) => (clearTimeout(timer), resolve(module as T)),
        (error) => (clearTimeout(timer), reject(error)),
      );
    });
  // Chunk files from the manifest carry no query of their own.
  return attempt(url).catch(() => attempt(`${url}?retry=1`));
}
