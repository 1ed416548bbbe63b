/** The words catalogue's formatter (docs/services/words.md). */
export { formatWords, pluralKeys, type FormatValues } from './format';
export { localWords, BASE_LOCALE, type LocalWords, type Translations } from './local-words';
