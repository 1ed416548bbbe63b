/**
 * Privacy for telemetry (spec §3 "Analytics and logging"): what leaves the
 * page carries no query values, fragments, form values, cookie values or request token.
 */

/** A URL with its query string and fragment, if any; line:column suffixes of stack frames are kept. */
const URL_WITH_QUERY = /(\b[a-z][\w+.-]*:\/\/[^\s?#'"()<>]*)[?#][^\s'"()<>]*?((?::\d+){0,2})(?=[\s'"()<>]|$)/gi;

/** Shorter values are ordinary words and numbers: replacing them would garble a message and hide nothing. */
const MIN_SECRET = 3;

export { stripQuery } from './strip-query';

/** The values of the document's cookies (names are kept: they say nothing about the visitor). */
export function cookieValues(doc: Document): string[] {
  try {
    return doc.cookie.split(';').map((pair) => decodeSafe(pair.slice(pair.indexOf('=') + 1).trim()));
  } catch {
    return [];
  }
}

/** The values of the page's query string (a form's GET values, an e-mail in a link). */
function queryValues(win: Window): string[] {
  try {
    return [...new URLSearchParams(win.location.search).values()];
  } catch {
    return [];
  }
}

/** What the visitor has typed or chosen in the page's form controls (buttons and checkables' fixed values left out). */
export function formValues(doc: Document): string[] {
  try {
    return Array.from(doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))
      .filter((control) => !/^(button|submit|reset|checkbox|radio|hidden|image|file)$/.test(control.type))
      .map((control) => control.value);
  } catch {
    return [];
  }
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Returns the scrubber of free text (messages, stacks) as the page is now:
 * every URL loses its query and fragment, then every cookie value, query value,
 * form value (an error message may quote what was typed) and the request
 * token `crumb` is replaced by `[redacted]`.
 */
export function createScrubber(win: Window, crumb?: string): (text: string) => string {
  const secrets = [crumb || '', ...cookieValues(win.document), ...queryValues(win), ...formValues(win.document)]
    .flatMap((value) => [value, encodeURIComponent(value)])
    .filter((value) => value.length >= MIN_SECRET)
    .sort((a, b) => b.length - a.length); // longest first: a value that contains another goes whole
  return (text) => {
    let out = String(text).replace(URL_WITH_QUERY, '$1$2');
    for (const secret of secrets) out = out.split(secret).join('[redacted]');
    return out;
  };
}
