/**
 * The page's locale, read in one place for everything that words, counts or
 * dates things for a visitor (the words catalogue, plural rules, Intl
 * formats) and for telemetry (spec §7 census `website_locale`, the analytics
 * events' `resolved_locale`): the context's resolved `website_locale`, else
 * its `website.language`, else `<html lang>`; '' when none says.
 *
 * The loader's boot reads it from the server's object (to ask for the
 * locale's words with the first blocks), before the defaults are filled in.
 *
 * @build-inline: stateless and small, copied into each chunk that imports it.
 */

/** The fields of the page context (as the server wrote it, or with defaults) that name the locale. */
export interface LocaleFields {
  website_locale?: unknown;
  website?: { language?: unknown; [key: string]: unknown } | null;
}

/** The first non-empty string of the context's `website_locale`, `website.language`, then `<html lang>`; or ''. */
export const pageLocale = (context: LocaleFields | null | undefined, doc: Document): string =>
  [context?.website_locale, context?.website?.language, doc.documentElement.lang].find(
    (locale): locale is string => typeof locale === 'string' && locale.trim() !== '',
  ) ?? '';

/**
 * The languages the runtime ships words for besides English (each one
 * chunk, `words-{language}.js`, built from src/core/words/locales/). `pt`
 * is written in Brazilian Portuguese; `no` (Norwegian) reads the `nb` table.
 */
export const WORD_TABLES = ['es', 'fr', 'de', 'pt', 'it', 'nl', 'pl', 'sv', 'da', 'nb', 'ja', 'ar', 'he'];

/** The words table a locale reads (`pt-BR` → `pt`, `no` → `nb`), or undefined for English and a language without one. */
export function wordTableOf(locale: string): string | undefined {
  const language = locale.toLowerCase().split(/[-_]/)[0];
  const table = language === 'no' ? 'nb' : language;
  return WORD_TABLES.includes(table) ? table : undefined;
}
