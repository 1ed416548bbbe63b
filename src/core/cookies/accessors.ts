/**
 * Small typed views over one cookie each, so a caller never spells a cookie
 * name or its format: text cookies and flag cookies, over the parsed view
 * of ./parsed-accessor.ts.
 */
import { parseFlag } from './formats';
import { parsedAccessor, type CookieAccessor, type CookieWriteOptions, type SafeJar } from './parsed-accessor';

export { parsedAccessor, type CookieAccessor, type CookieWriteOptions, type SafeJar } from './parsed-accessor';

/** A presence flag: on when the cookie is present (see `parseFlag`). */
export interface FlagAccessor {
  get(): boolean;
  /** `true` writes `1`, `false` removes the cookie; `false` return when that did not stick. */
  set(on: boolean): boolean;
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
