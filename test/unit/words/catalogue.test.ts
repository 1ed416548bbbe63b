/**
 * The words catalogue (docs/services/words.md): every file in src/core/words/
 * is read, whatever its name, so an area added later is checked with no
 * change here.
 * - every exported key is used by some file of src/ outside the catalogue;
 * - every plural message parses, and its keys are plural categories of each
 *   locale it is used in (Intl.PluralRules): its translation's locale, and,
 *   for the English base, English and every locale of the catalogue that
 *   falls back to it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { formatWords, pluralKeys } from '../../../src/core/message-format/format';

const ROOT = join(__dirname, '../../..');
const WORDS = join(ROOT, 'src/core/words');
const files = readdirSync(WORDS).filter((name) => /\.tsx?$/.test(name));

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}
const sources = walk(join(ROOT, 'src'))
  .filter((path) => !path.startsWith(WORDS))
  .map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

/* eslint-disable @typescript-eslint/no-require-imports */
const modules = files.map((name) => ({ name, exports: require(join(WORDS, name)) as Record<string, unknown> }));

/**
 * Strings the catalogue holds for the widgets and search of issue 15, built in
 * sibling branches: their blocks use them once merged.
 */
const PENDING = ['GENERIC_WORDS.unableToLoadResults'];

const isTranslations = (name: string) => name.endsWith('_TRANSLATIONS');
/** `[export, key]` for every string the catalogue exports (a bare string constant is its own key). */
const keys = modules.flatMap(({ name, exports }) =>
  Object.entries(exports).flatMap(([exported, value]) =>
    isTranslations(exported)
      ? []
      : typeof value === 'string'
        ? [{ file: name, exported, key: exported, value }]
        : Object.entries(value as Record<string, string>).map(([key, text]) => ({
            file: name,
            exported,
            key,
            value: text,
          })),
  ),
);
/** Every translation: `[export, locale, key, message]`. */
const translated = modules.flatMap(({ exports }) =>
  Object.entries(exports)
    .filter(([exported]) => isTranslations(exported))
    .flatMap(([exported, byLocale]) =>
      Object.entries(byLocale as Record<string, Record<string, string>>).flatMap(([locale, words]) =>
        Object.entries(words).map(([key, value]) => ({ exported, locale, key, value })),
      ),
    ),
);
const locales = [...new Set(translated.map((t) => t.locale))];

describe('the words catalogue', () => {
  it('has its files, the generic one among them', () => {
    expect(files).toContain('generic.ts');
    expect(keys.length).toBeGreaterThan(50);
  });

  it('has no unused string: every exported key is used somewhere in src/ outside src/core/words/', () => {
    const catalogue = files.map((name) => readFileSync(join(WORDS, name), 'utf8')).join('\n');
    /** The names a file gives the export: its own, or `EXPORT as M`. */
    const namesOf = (exported: string) => [
      exported,
      ...sources.flatMap(({ text }) =>
        [...text.matchAll(new RegExp(`\\b${exported} as (\\w+)`, 'g'))].map((m) => m[1]),
      ),
    ];
    const readsKey = (key: string) => sources.some(({ text }) => new RegExp(`\\.${key}\\b`).test(text));
    const used = (exported: string, key: string) => {
      if (exported === key) return sources.some(({ text }) => new RegExp(`\\b${key}\\b`).test(text));
      // Another area that carries the string (`GENERIC_WORDS.tryAgain` in cart.ts) is checked itself.
      if (catalogue.includes(`${exported}.${key}`)) return true;
      return namesOf(exported).some((name) =>
        sources.some(
          ({ text }) =>
            text.includes(`${name}.${key}`) ||
            // The whole object handed on (`inform(LOGOUT_NOTICE)`, `...WORDS`, `{ words: SEARCH_WORDS }`):
            // a key is used when its receiver reads it (`.key` somewhere in src/).
            (new RegExp(`(\\(|\\.\\.\\.|: )${name}[,)\\s]`).test(text) && readsKey(key)) ||
            (new RegExp(`\\b${name}\\b`).test(text) && new RegExp(`'${key}'`).test(text)),
        ),
      );
    };
    const unused = keys
      .filter(({ exported, key }) => !PENDING.includes(`${exported}.${key}`) && !used(exported, key))
      .map((k) => `${k.file}: ${k.exported}.${k.key}`);
    expect(unused).toEqual([]);
  });

  it('translates only keys the English base has', () => {
    const base = new Set(keys.map((k) => `${k.exported}.${k.key}`));
    const stray = translated
      .filter((t) => !base.has(`${t.exported.replace(/_TRANSLATIONS$/, '_WORDS')}.${t.key}`))
      .map((t) => `${t.exported}.${t.locale}.${t.key}`);
    expect(stray).toEqual([]);
  });

  const plurals = [
    ...keys
      .filter(({ value }) => value.includes(', plural,'))
      .map(({ exported, key, value }) => ({ name: `${exported}.${key}`, value, inLocales: ['en', ...locales] })),
    ...translated
      .filter(({ value }) => value.includes(', plural,'))
      .map(({ exported, locale, key, value }) => ({
        name: `${exported}.${locale}.${key}`,
        value,
        inLocales: [locale],
      })),
  ];

  it('has plural messages in English and in a second locale', () => {
    expect(plurals.some((p) => p.inLocales.length === 1)).toBe(true);
    expect(locales).toContain('pl');
  });

  it.each(plurals.map((p) => [p.name, p] as const))(
    '%s: keys are plural categories of each locale it is used in, and every count formats',
    (_, { value, inLocales }) => {
      for (const locale of inLocales) {
        const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
        for (const set of pluralKeys(value)) {
          const wrong = set.filter((key) => !/^=\d+$/.test(key) && !categories.includes(key));
          expect({ locale, wrong }).toEqual({ locale, wrong: [] });
        }
        for (const n of [0, 1, 2, 5, 22, 101, 1.5]) {
          const text = formatWords(value, { count: n, seconds: n }, locale);
          expect(text.trim()).not.toBe('');
          expect(text).not.toMatch(/[{}#]/);
        }
      }
    },
  );
});
