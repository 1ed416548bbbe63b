/**
 * A plural message in the page's words (spec §5 "Message-format plural
 * keys"): `{count, plural, one {# item} other {# items}}`, formatted by
 * ./format.ts with the plural rules of the language the text is written in,
 * so an English fallback on a Japanese page still reads '1 item', and the
 * page's table in its own language's categories (Intl.PluralRules).
 *
 * @build-inline: keeps no state (the words hang off the document), copied into each chunk that imports it.
 */
import type { Catalogue, MessageId } from '../words/catalogue';
import { formatWords, type FormatValues } from './format';
import { ownWords, pageWords } from './page-words';

/** Plural message `id` in the page's words, formatted with `values`; `english` is the catalogue's text. */
export function sayPlural<I extends MessageId>(
  id: I,
  english: Catalogue[I],
  values: FormatValues,
  doc?: Document,
): string {
  const own = ownWords(id, doc);
  return formatWords(own ?? english, values, own === undefined ? 'en' : pageWords(doc).locale);
}
