/**
 * The page's words: every visitor-facing string goes through `say(id,
 * english)`, which answers, in order, the site's override of the message
 * (context `messages`, or `overrideMessages` from the services), the
 * locale's table (src/core/words/locales/, fetched by the loader with the
 * first blocks), else the catalogue's English, never a raw id. Placeholders
 * are filled here; plurals by ./plural-words.ts.
 *
 * The words live on the document (one store per page, whatever chunk asks),
 * installed by the runtime before any block or feature mounts
 * (src/loader/runtime/words.ts). Without a store, everything is English.
 *
 * @build-inline: keeps no state of its own (the store hangs off the document), copied into each chunk that imports it.
 */
import type { Catalogue, MessageId } from '../words/catalogue';
import type { FormatValues } from './format';

/** One locale's words by message id (a table may leave any out). */
export type WordTable = Readonly<Partial<Record<MessageId, string>>>;

/** What a page speaks: its locale, its table, the site's overrides. */
export interface PageWords {
  readonly locale: string;
  readonly table: WordTable;
  readonly overrides: Readonly<Record<string, string>>;
}

// A registered symbol: every chunk's copy of this module finds the same store.
const STORE = Symbol.for('site-runtime.words');
type WithWords = Document & { [STORE]?: PageWords };

const ENGLISH: PageWords = { locale: '', table: {}, overrides: {} };

/** The page's words (English when the runtime installed none, as in a unit test). */
export const pageWords = (doc: Document | undefined = globalThis.document): PageWords =>
  (doc as WithWords | undefined)?.[STORE] ?? ENGLISH;

/** Install the page's words (the runtime, once the locale's table is there; the services, for overrides). */
export function installWords(doc: Document, words: PageWords): void {
  (doc as WithWords)[STORE] = words;
}

/**
 * The page's own words for message `id` (the site's override, else the
 * locale's table), if any. It reads the store itself, not through
 * `pageWords`, so a chunk that only says things carries no English default.
 */
export const ownWords = (id: MessageId, doc: Document | undefined = globalThis.document): string | undefined => {
  const words = (doc as WithWords | undefined)?.[STORE];
  return words && (words.overrides[id] ?? words.table[id]);
};

/**
 * Message `id` in the page's words, its `{name}` placeholders filled from
 * `values`; `english` is the catalogue's text for it. Plural messages go
 * through ./plural-words.ts instead (its scanner is bytes a chunk without
 * counts should not carry).
 */
export function say<I extends MessageId>(id: I, english: Catalogue[I], values?: FormatValues, doc?: Document): string {
  const text: string = ownWords(id, doc) ?? english;
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)) : text;
}

/** The page's locale for Intl formats (numbers, dates, relative times): the runtime's reading, else `<html lang>`, else 'en'. */
export const wordsLocale = (doc: Document | undefined = globalThis.document): string =>
  pageWords(doc).locale || doc?.documentElement?.lang || 'en';

/**
 * Override messages for this site (`SiteRuntime.services()`), over the
 * context's `messages` and the locale's table: message id → text, in the
 * page's language. What a block shows from now on reads them; text already
 * on the page stays until the block writes it again.
 */
export function overrideMessages(messages: Readonly<Record<string, string>>, doc: Document = document): void {
  const words = pageWords(doc);
  installWords(doc, { ...words, overrides: { ...words.overrides, ...messages } });
}

/**
 * Message `key` of an area file (`areaWords('cart', CART_MESSAGES, ALIASES)('remove')`):
 * its id is `{area}.{key}`, or the id `aliases` gives for a key the area
 * names from another area (`retry` is `generic.tryAgain`). In dist/ the
 * build passes the area as its messages' numbers by key instead of its name
 * (scripts/message-ids.mjs numbers every id).
 */
export const areaWords =
  <T extends Readonly<Record<string, string>>>(
    area: string | Readonly<Record<string, number>>,
    english: T,
    aliases: Partial<Record<keyof T, MessageId>> = {},
  ) =>
  (key: keyof T & string, values?: FormatValues): string =>
    say(
      (aliases[key] ?? (typeof area === 'string' ? `${area}.${key}` : area[key])) as MessageId,
      english[key] as never,
      values,
    );
