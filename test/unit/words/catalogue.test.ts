/**
 * The words catalogue by message id (docs/services/words.md):
 * - src/core/words/ids.ts lists the catalogue's ids in its order (the tables ship in that order);
 * - every id is said somewhere in src/, and everything src/ says is an id;
 * - every locale's table words every id (but the two Intl words for it), no
 *   other, keeps the English placeholders, and uses its language's plural keys;
 * - a message a table lacks is the English one, never its id.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { formatWords, pluralKeys } from '../../../src/core/message-format/format';
import { installWords, say } from '../../../src/core/message-format/page-words';
import { sayPlural } from '../../../src/core/message-format/plural-words';
import { WORD_TABLES } from '../../../src/core/message-format/page-locale';
import { CATALOGUE, type MessageId } from '../../../src/core/words/catalogue';
import IDS from '../../../src/core/words/ids';

const ROOT = join(__dirname, '../../..');
const WORDS = join(ROOT, 'src/core/words');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}
const sources = walk(join(ROOT, 'src'))
  .filter((path) => !path.startsWith(WORDS))
  .map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));
const code = sources.map((s) => s.text).join('\n');

/* eslint-disable @typescript-eslint/no-require-imports */
const tables = Object.fromEntries(
  readdirSync(join(WORDS, 'locales')).map((file) => [
    file.replace(/\.ts$/, ''),
    (require(join(WORDS, 'locales', file)) as { default: Record<string, string> }).default,
  ]),
);
const ids = Object.keys(CATALOGUE) as MessageId[];

/** Words a table may leave to Intl: the seconds ago (Intl.RelativeTimeFormat), 'and' (Intl.ListFormat). */
const INTL_WORDS = ['time.secondsAgo', 'product.and'];

/** `{name}` placeholders outside plural and select branches, sorted: what must survive translation. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*(\w+)\s*(,\s*(plural|select))?/g)]
    .map((m) => `${m[1]}${m[3] ? `:${m[3]}` : ''}`)
    .sort();
}

describe('the words catalogue by message id', () => {
  it('src/core/words/ids.ts lists every id, in the catalogue order', () => {
    expect(IDS).toEqual(ids);
    expect(ids.length).toBeGreaterThan(100);
  });

  it('says every id somewhere in src/ (by its id, or by its key through its area)', () => {
    // An area said by key: through areaWords('cart', …), or an id built as `form.${kind}`.
    const areas = [...code.matchAll(/areaWords\(\s*'(\w+)'|`(\w+)\.\$\{/g)].map((m) => m[1] ?? m[2]);
    const unsaid = ids.filter((id) => {
      if (code.includes(`'${id}'`)) return false;
      const [area, key] = id.split('.');
      return !(areas.includes(area) && code.includes(`'${key}'`));
    });
    expect(unsaid).toEqual([]);
  });

  it('says nothing that is not an id: every say() and area alias names one', () => {
    const said = [
      ...[...code.matchAll(/\bsay(?:Plural)?\(\s*'([\w.]+)'/g)].map((m) => m[1]),
      ...[...code.matchAll(/^\s+\w+: '(\w+\.\w+)',$/gm)]
        .map((m) => m[1])
        .filter(
          (id) => /^[a-z]+[A-Z]?\w*\.\w+$/.test(id) && id.split('.')[0] in { generic: 1, cart: 1, validation: 1 },
        ),
    ];
    expect(said.filter((id) => !(id in CATALOGUE))).toEqual([]);
    expect(said.length).toBeGreaterThan(50);
  });

  it('ships a table for every language the loader asks for, and for the 14 the issue names', () => {
    expect(Object.keys(tables).sort()).toEqual([...WORD_TABLES].sort());
    for (const language of ['es', 'fr', 'de', 'pt', 'it', 'nl', 'pl', 'sv', 'da', 'nb', 'ja', 'ar', 'he'])
      expect(WORD_TABLES).toContain(language);
  });

  describe.each(Object.entries(tables))('the %s table', (language, table) => {
    it('words every id but those Intl words, and no other', () => {
      expect(Object.keys(table).filter((id) => !(id in CATALOGUE))).toEqual([]);
      expect(ids.filter((id) => !(id in table) && !INTL_WORDS.includes(id))).toEqual([]);
    });

    it('keeps every placeholder of the English ({email}, {subtotal}, …) and no other', () => {
      const changed = Object.entries(table)
        .filter(([id, text]) => placeholders(text).join() !== placeholders(CATALOGUE[id as MessageId]).join())
        .map(([id]) => id);
      expect(changed).toEqual([]);
    });

    it("uses its language's plural keys, and every count formats", () => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
      for (const [id, text] of Object.entries(table)) {
        for (const keys of pluralKeys(text))
          expect({ id, wrong: keys.filter((key) => !/^=\d+$/.test(key) && !categories.includes(key)) }).toEqual({
            id,
            wrong: [],
          });
        for (const n of [0, 1, 2, 3, 5, 11, 22, 101, 1.5]) {
          const values = Object.fromEntries(placeholders(text).map((name) => [name.split(':')[0], n]));
          const out = formatWords(text, values, language);
          expect(out.trim()).not.toBe('');
          expect(out).not.toMatch(/[{}#]/);
        }
      }
    });
  });

  it('says a plural message only through sayPlural (say fills placeholders, not plurals)', () => {
    const plural = ids.filter((id) => CATALOGUE[id].includes(', plural,'));
    expect(plural.length).toBeGreaterThan(3);
    for (const id of plural) expect({ id, said: code.includes(`say('${id}'`) }).toEqual({ id, said: false });
  });

  it("English plurals use English's keys", () => {
    for (const [id, text] of Object.entries(CATALOGUE))
      for (const keys of pluralKeys(text)) expect({ id, keys }).toEqual({ id, keys: ['one', 'other'] });
  });
});

describe('say and sayPlural', () => {
  afterEach(() => installWords(document, { locale: '', table: {}, overrides: {} }));

  it("is the catalogue's English without words installed", () => {
    expect(say('validation.email', CATALOGUE['validation.email'] as never, { email: 'a@b.co' })).toBe(
      'Email is not valid. Email addresses should follow the format a@b.co.',
    );
  });

  it("says the table's words, the site's override over them, and English (never the id) for a missing one", () => {
    installWords(document, {
      locale: 'pt-BR',
      table: { 'generic.tryAgain': 'Tentar novamente', 'generic.close': 'Fechar' },
      overrides: { 'generic.close': 'Fechar janela' },
    });
    expect(say('generic.tryAgain', 'Try again')).toBe('Tentar novamente');
    expect(say('generic.close', 'Close')).toBe('Fechar janela');
    expect(say('cart.remove', 'Remove')).toBe('Remove');
  });

  it('formats an English fallback with English plural rules on a page in another language', () => {
    installWords(document, { locale: 'ja', table: {}, overrides: {} });
    expect(sayPlural('cartCount.itemCount', CATALOGUE['cartCount.itemCount'] as never, { count: 1 })).toBe('1 item');
  });

  it("formats a table's plural with its language's rules", () => {
    installWords(document, { locale: 'pl-PL', table: tables.pl, overrides: {} });
    const count = (n: number) =>
      sayPlural('cartCount.itemCount', CATALOGUE['cartCount.itemCount'] as never, { count: n });
    expect([count(1), count(2), count(5)]).toEqual(['1 produkt', '2 produkty', '5 produktów']);
  });
});
