/**
 * Small typed views over one cookie each, so a caller never spells a cookie
 * name or its format: text cookies, flag cookies and parsed cookies.
 */
import { parseFlag } from './formats';

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

/** A presence flag: on when the cookie is present (see `parseFlag`). */
export interface FlagAccessor {
  get(): boolean;
  /** `true` writes `1`, `false` removes the cookie; `false` return when that did not stick. */
  set(on: boolean): boolean;
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

/** A cookie holding a non-empty string. */
export function textAccessor(jar: SafeJar, name: string, options?: CookieWriteOptions): CookieAccessor<string> {
  return parsedAccessor<string>(
    jar,
    name,
    (text) => text || null,
    (value) => {
      if (typeof value !== 'string' || value === '') throw new TypeError(`${name}: expected a non-empty string`);
      return value;
    },
    options,
  );
}

/** A flag cookie: present means on. */
export function flagAccessor(jar: SafeJar, name: string, options?: CookieWriteOptions): FlagAccessor {
  return {
    get: () => parseFlag(jar.get(name)),
    set: (on) => (on ? jar.set(name, '1', options) : jar.remove(name)),
  };
}
