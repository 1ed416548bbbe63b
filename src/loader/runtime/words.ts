/**
 * The page's words (issue 27): the locale read by the one rule
 * (src/core/message-format/page-locale.ts), the locale's table, and the
 * site's overrides (context `messages`: message id → text). The first stage
 * already asked for their chunks with the first blocks (the same `load`, so
 * the same requests): the table's on a page not in English, the ids' only
 * when the context has overrides. The loader runs built, where the code asks
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

/** The chunks of the page's words, [table, ids], each one only if the page needs it. */
export function wordChunks(locale: string, overrides: Overrides): [string | undefined, string | undefined] {
  const table = wordTableOf(locale);
  return [table && `words-${table}`, Object.keys(overrides).length > 0 ? 'words-ids' : undefined];
}

/** Installs the page's words; the promise settles (never rejects) once they are in. */
export function startWords(doc: Document, page: PageContext, load: Kernel['load']): Promise<unknown> {
  const locale = pageLocale(page, doc);
  const written = overridesOf(page.messages);
  const [tableChunk, idsChunk] = wordChunks(locale, written);
  installWords(doc, { locale, table: {}, overrides: {} });
  const table: Promise<WordTable> = tableChunk
    ? load<{ default: WordTable }>(tableChunk).then(
        (m) => m.default,
        () => ({}),
      )
    : Promise.resolve({});
  const overrides: Promise<Overrides> = idsChunk
    ? load<{ keyOverrides: (messages: Overrides) => Overrides }>(idsChunk).then(
        (m) => m.keyOverrides(written),
        () => ({}),
      )
    : Promise.resolve({});
  return Promise.all([table, overrides]).then(([words, keyed]) =>
    installWords(doc, { locale, table: words, overrides: keyed }),
  );
}
