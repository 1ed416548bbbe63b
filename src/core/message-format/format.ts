/**
 * Formats a catalogue message in a locale: the message-format subset the
 * words catalogue uses (spec §5 "Message-format plural keys"): text,
 * `{name}`, and `{name, plural, =0 {…} one {# item} other {# items}}` or
 * `{name, select, a {…} other {…}}`, nested. `#` inside a plural branch is
 * the count in the locale's digits; a plural branch is chosen by an exact
 * `=N` first, then `Intl.PluralRules`. A category the message has no branch
 * for falls back to `other`, so a wrong key is never a blank on the page (the
 * catalogue test makes it an error).
 *
 * A hand-written scanner that formats as it reads (no eval, no AST: the badge
 * carries the fewest bytes); a malformed message throws a SyntaxError that
 * names it. `pluralKeys` runs the same scanner to list a message's branch keys.
 *
 * @build-inline: stateless, copied into each chunk that imports it (the
 * cart chunk and the UI chunk), so it costs no chunk of its own.
 */

/** Values by argument name. */
export type FormatValues = Readonly<Record<string, string | number>>;

/** `locale`, or English when the browser does not know it (a bad tag throws a RangeError in Intl). */
function safeLocale(locale: string): string {
  try {
    return Intl.PluralRules.supportedLocalesOf(locale)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

const HEAD = /^\s*([^\s{},#]+)\s*(?:,\s*(plural|select)\s*,)?/;
const KEY = /^\s*([^\s{},#]+)\s*\{/;

/** Scans `message`; `onPlural` hears every plural argument's branch keys. */
function scan(message: string, values: FormatValues, locale: string, onPlural?: (keys: string[]) => void): string {
  let pos = 0;
  const fail = (what: string): never => {
    throw new SyntaxError(`message format: ${what} at ${pos} in "${message}"`);
  };
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);

  /** Text up to the closing brace of the current branch (or the end). */
  function text(count: number | undefined): string {
    let out = '';
    while (pos < message.length && message[pos] !== '}') {
      const char = message[pos++];
      if (char === '#' && count !== undefined) out += number(count);
      else if (char === '{') out += argument(count);
      else out += char;
    }
    return out;
  }

  function argument(count: number | undefined): string {
    const head = HEAD.exec(message.slice(pos)) ?? fail('expected a name');
    pos += head[0].length;
    const [, name, type] = head;
    const value = values[name];
    if (!type) {
      if (message[pos++] !== '}') fail("expected '}'");
      return value === undefined ? `{${name}}` : typeof value === 'number' ? number(value) : value;
    }
    const plural = type === 'plural';
    const n = Number(value);
    const branches: Record<string, string> = {};
    for (let key; (key = KEY.exec(message.slice(pos)));) {
      pos += key[0].length;
      branches[key[1]] = text(plural ? n : count);
      if (message[pos++] !== '}') fail('unclosed branch');
    }
    if (message.slice(pos).trimStart()[0] !== '}') fail("expected '}'");
    pos = message.indexOf('}', pos) + 1;
    const keys = Object.keys(branches);
    if (!keys.includes('other')) fail(`'${name}' has no 'other' branch`);
    if (plural) onPlural?.(keys);
    const wanted = plural
      ? [`=${n}`, Number.isFinite(n) ? new Intl.PluralRules(locale).select(n) : 'other']
      : [String(value)];
    return branches[wanted.find((key) => keys.includes(key)) ?? 'other'];
  }

  const out = text(undefined);
  if (pos < message.length) fail("unexpected '}'");
  return out;
}

/** `formatWords('{count, plural, one {# item} other {# items}}', { count: 2 }, 'en')` → `'2 items'`. */
export function formatWords(message: string, values: FormatValues = {}, locale = 'en'): string {
  return scan(message, values, safeLocale(locale));
}

/** Every plural argument's branch keys in `message`, nested ones included; throws for a malformed message. */
export function pluralKeys(message: string): string[][] {
  const found: string[][] = [];
  scan(message, {}, 'en', (keys) => found.push(keys));
  return found;
}
