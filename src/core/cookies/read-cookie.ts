/**
 * Reading a cookie: the one parser of `document.cookie`. Apart from
 * ./jar.ts (the writes), because the earliest chunk needs it alone: the
 * error reporter reads the crumb with it before anything else has loaded.
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs): the cookie banner reads the
 * consent cookie with it without telemetry's chunk.
 */

/** Where cookies live: a document, or anything with its `cookie` accessor (tests). */
export interface CookieHost {
  cookie: string;
  /** Gives the default of `Secure` (https) and the parent domains a removal tries. */
  readonly location?: Pick<Location, 'protocol' | 'hostname'> | null;
}

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // a lone `%` written by someone else: the raw text is the value
  }
};

/** The first cookie named `name`; throws when `document.cookie` does (./jar.ts needs to know). */
export function read(name: string, host: CookieHost): string | null {
  for (const pair of host.cookie.split(/;\s*/)) {
    const at = pair.indexOf('=');
    if (at > 0 && decode(pair.slice(0, at)) === name) {
      const value = pair.slice(at + 1);
      return decode(value[0] === '"' ? value.slice(1, -1) : value);
    }
  }
  return null;
}

/** The cookie's value, or `null` when absent or unreadable (cookies blocked). Never throws. */
export function readCookie(name: string, host: CookieHost = document): string | null {
  try {
    return read(name, host);
  } catch {
    return null;
  }
}
