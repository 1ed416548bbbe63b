/**
 * The page's words (issue 27): the locale read by the one rule
 * (src/core/message-format/page-locale.ts), the site's overrides (context
 * `messages`: message id → text), and the locale's table, whose chunk (and
 * the ids chunk it is keyed by) the first stage already asked for with the
 * first blocks (the same `load`, so the same request). Blocks and features mount once it is there; a table
 * that fails to load leaves the page in English, never without words.
 */
import { pageLocale, wordTableOf } from '../../core/message-format/page-locale';
import { installWords } from '../../core/message-format/page-words';
import type { PageContext } from '../../core/types';
import type { Kernel } from '../kernel';

/** The string entries of the context's `messages` (anything else is left out). */
function overridesOf(messages: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (messages && typeof messages === 'object')
    for (const [id, text] of Object.entries(messages)) if (typeof text === 'string') out[id] = text;
  return out;
}

/** Installs the page's words; the promise settles (never rejects) once the locale's table is in. */
export function startWords(doc: Document, page: PageContext, load: Kernel['load']): Promise<unknown> {
  const locale = pageLocale(page, doc);
  const overrides = overridesOf(page.messages);
  installWords(doc, { locale, table: {}, overrides });
  const table = wordTableOf(locale);
  if (!table) return Promise.resolve();
  // The table ships as strings in the order of the ids (scripts/word-tables.mjs); a hole is English's.
  return Promise.all([load<{ default: string[] }>('words-ids'), load<{ default: string[] }>(`words-${table}`)]).then(
    ([ids, strings]) => {
      const words: Record<string, string> = {};
      ids.default.forEach((id, index) => {
        if (strings.default[index] !== undefined) words[id] = strings.default[index];
      });
      installWords(doc, { locale, table: words, overrides });
    },
    () => {},
  );
}
