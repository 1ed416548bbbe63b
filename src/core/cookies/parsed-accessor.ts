/**
 * A typed view over one cookie: read through `parse`, written through
 * `format`. Its own module, apart from the text and flag views
 * (./accessors.ts), because the tracking cookies (./tracking-cookies.ts),
 * which every page downloads with telemetry, need only this one.
 */

/** How long a written cookie lives; without `lifetimeMs` it is a session cookie. */
export interface CookieWriteOptions {
  lifetimeMs?: number;
}

/** Cookie access that never throws (./jar.ts with the service's clock and `Secure`). */
export interface SafeJar {
  /** The cookie's value, or `null` when absent or unreadable. */
  get(name: string): string | null;
  /** Write; `false` when the cookie did not stick. */
  set(name: string, value: string, options?: CookieWriteOptions): boolean;
  /** Delete; `false` when the cookie is still there (or cookies are unreadable). */
  remove(name: string): boolean;
}

/** A cookie holding a value of type `T`. */
export interface CookieAccessor<T> {
  /** The value, or `null` when absent, malformed or unreadable. */
  get(): T | null;
  /** Write it; `false` when the cookie did not stick. Throws a TypeError for a bad value. */
  set(value: T): boolean;
  /** Delete it; `false` when it is still there. */
  remove(): boolean;
}

/** A cookie read through `parse` and written through `format`. */
export function parsedAccessor<T>(
  jar: SafeJar,
  name: string,
  parse: (text: string | null) => T | null,
  format: (value: T) => string,
  options?: CookieWriteOptions,
): CookieAccessor<T> {
  return {
    get: () => parse(jar.get(name)),
    set: (value) => jar.set(name, format(value), options),
    remove: () => jar.remove(name),
  };
}
