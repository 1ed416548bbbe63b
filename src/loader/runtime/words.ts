/**
 * The page's words (issue 27): the locale read by the one rule
 * (src/core/message-format/page-locale.ts), the locale's table, and the
 * site's overrides (context `messages`: message id → text). The first stage
 * already asked for the table's chunk with the first blocks on a page not in
 * English (the same `load`, so the same request); the ids' chunk is asked
 * for here, a task later, only when the context has overrides (the first
 * stage does not read them: few sites have any). The loader runs built, where the code asks
 * for each message by its number (scripts/message-ids.mjs), so the table's
 * strings are read by position as they come, and the ids chunk keys the
 * overrides. Blocks and features mount once the words are in; a chunk that
 * fails to load leaves its part in English, never without words.
 */
import { pageLocale, wordTableOf } from '../../core/message-format/page-locale';
import { installWords, type WordTable } from '../../core/message-format/page-words';
import type { PageContext } from '../../core/types';
import type { Kernel } from '../kernel';

type Overrides = Record<string, string>;

/** The string entries of the context's `messages` (anything else is left out). */
export function overridesOf(messages: unknown): Overrides {
  const out: Overrides = {};
  if (messages && typeof messages === 'object')
    for (const [id, text] of Object.entries(messages)) if (typeof text === 'string') out[id] = text;
  return out;
}

/** Installs the page's words; the promise settles (never rejects) once they are in. */
export function startWords(doc: Document, page: PageContext, load: Kernel['load']): Promise<unknown> {
  const locale = pageLocale(page, doc);
  const table = wordTableOf(locale);
  const written = overridesOf(page.messages);
  const words: Promise<WordTable> = table
    ? load<{ default: WordTable }>(`words-${table}`).then(
        (m) => m.default,
        () => ({}),
      )
    : Promise.resolve({});
  const overrides: Promise<Overrides> =
    Object.keys(written).length > 0
      ? load<{ keyOverrides: (messages: Overrides) => Overrides }>('words-ids').then(
          (m) => m.keyOverrides(written),
          () => ({}),
        )
      : Promise.resolve({});
  return Promise.all([words, overrides]).then(([own, keyed]) =>
    installWords(doc, { locale, table: own, overrides: keyed }),
  );
}
