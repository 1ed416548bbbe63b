/** The words catalogue's formatter, the page's locale and words (docs/services/words.md). */
export { formatWords, pluralKeys, type FormatValues } from './format';
export { pageLocale, wordTableOf, WORD_TABLES } from './page-locale';
export {
  areaWords,
  overrideMessages,
  ownWords,
  pageWords,
  say,
  wordsLocale,
  type PageWords,
  type WordTable,
} from './page-words';
export { sayPlural } from './plural-words';
