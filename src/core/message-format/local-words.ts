/**
 * One area's words in the site's locale: the catalogue's English base, with
 * a translation's strings over it where the catalogue has them (a missing
 * string falls back to English). Each string is formatted with the plural
 * rules of the language it is written in, so an English fallback on a
 * Polish page still reads '5 items', never a blank.
 *
 * @build-inline: stateless and small, copied into each chunk that imports it.
 */
import { formatWords, type FormatValues } from './format';

/** Translations of an area, by lower-case language tag (`pl`, `pt-br`): any subset of its keys. */
export type Translations<T> = Readonly<Record<string, Readonly<Partial<Record<keyof T, string>>>>>;

/** The words of one area for one locale. */
export interface LocalWords<T> {
  /** The locale numbers are written in (the site's). */
  readonly locale: string;
  /** The string as written, in the locale or English. */
  text(key: keyof T): string;
  /** The string formatted with `values` (see formatWords). */
  format(key: keyof T, values?: FormatValues): string;
}

/** The catalogue's base language. */
export const BASE_LOCALE = 'en';

/** `base`'s words for `locale`: its exact tag's translation, else its language's, else English. */
export function localWords<T extends Readonly<Record<string, string>>>(
  base: T,
  translations: Translations<T>,
  locale: string,
): LocalWords<T> {
  const tag = locale.toLowerCase().replace('_', '-');
  const tags = [tag, tag.split('-')[0]].filter((t) => t && Object.prototype.hasOwnProperty.call(translations, t));
  const sourceOf = (key: keyof T): [string, string] => {
    for (const t of tags) {
      const text = translations[t][key];
      if (typeof text === 'string') return [text, t];
    }
    return [base[key], BASE_LOCALE];
  };
  return {
    locale: locale || BASE_LOCALE,
    text: (key) => sourceOf(key)[0],
    format(key, values = {}) {
      const [text, language] = sourceOf(key);
      // Plural categories follow the text's own language: an English fallback
      // on a Polish page uses English rules; digits follow the site where it is English too.
      const english = tag === BASE_LOCALE || tag.startsWith(`${BASE_LOCALE}-`);
      return formatWords(text, values, language === BASE_LOCALE && !english ? BASE_LOCALE : locale || BASE_LOCALE);
    },
  };
}
