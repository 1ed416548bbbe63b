/**
 * No visitor-facing literal outside the words catalogue (issue 27): every
 * text, accessible name, live-region announcement and `alt` the runtime
 * writes comes through `say` (src/core/message-format/page-words.ts) from
 * src/core/words/. This test reads every file of src/ outside the catalogue
 * and lists each place that writes words of its own into one of those sinks:
 * `textContent`/`title`/`alt`/`placeholder` assigned or given a literal,
 * `setAttribute` or the markup undo's `attr` of `aria-label`,
 * `aria-valuetext`, `aria-roledescription`, `alt`, `title` or `placeholder`, `'aria-label': '…'`,
 * JSX attributes and JSX text. A literal counts when it holds a word (two
 * letters in a row) once its `${…}` parts are taken out: '×', 'i' and
 * `${now} / ${total}` are not words.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '../../..');
const WORDS = join(ROOT, 'src/core/words');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const LITERAL = String.raw`(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|\`((?:[^\`\\]|\\.)*)\`)`;
const SINK_ATTRIBUTE = '(?:aria-label|aria-valuetext|aria-roledescription|alt|title|placeholder)';
const SINKS = [
  // el.textContent = 'Play'; link.title = `…`
  new RegExp(String.raw`\.(?:textContent|innerText|title|alt|placeholder)\s*=\s*${LITERAL}`, 'g'),
  // Object.assign(el, { textContent: 'Book on …' })
  new RegExp(String.raw`\b(?:textContent|innerText):\s*${LITERAL}`, 'g'),
  // el.setAttribute('aria-label', 'Share'); undo.attr(el, 'aria-label', 'Close')
  new RegExp(String.raw`(?:setAttribute\(|\.attr\([^,()]+,)\s*'${SINK_ATTRIBUTE}'\s*,\s*${LITERAL}`, 'g'),
  // { 'aria-label': 'Cookie banner' }
  new RegExp(String.raw`'${SINK_ATTRIBUTE}':\s*${LITERAL}`, 'g'),
  // <button aria-label="Close"> in JSX
  new RegExp(String.raw`\s${SINK_ATTRIBUTE}=(?:"([^"]*)"|\{${LITERAL}\})`, 'g'),
];
/** JSX text between tags: `>Reload Page<`. */
const JSX_TEXT = />\s*([A-Za-z][^<>{}]*?)\s*<\//g;

/** Whether a literal holds a word once its `${…}` parts are out. */
const hasWord = (literal: string) => /[A-Za-z]{2}/.test(literal.replace(/\$\{[^}]*\}/g, ''));

/** `path:line: text` for every sink in `text` given a literal with a word. */
export function literalsIn(path: string, text: string): string[] {
  const found: string[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  for (const sink of SINKS)
    for (const match of text.matchAll(sink)) {
      const literal = match.slice(1).find((group) => group !== undefined) ?? '';
      if (hasWord(literal)) found.push(`${path}:${lineOf(match.index)}: ${match[0].trim()}`);
    }
  if (path.endsWith('.tsx'))
    for (const match of text.matchAll(JSX_TEXT))
      if (hasWord(match[1])) found.push(`${path}:${lineOf(match.index)}: ${match[0].trim()}`);
  return found;
}

describe('visitor-facing words come from the catalogue', () => {
  it('finds a literal in each kind of sink (the rule can fail)', () => {
    const samples = [
      "button.textContent = 'Play';",
      'link.textContent = `Share on ${label}`;',
      'Object.assign(a, { textContent: `Book on ${name}` });',
      "player.setAttribute('aria-label', `Audio player: ${name}`);",
      "undo.attr(close, 'aria-label', 'Close');",
      "const attrs = { 'aria-label': 'Cookie banner' };",
      'const x = <button aria-label="Close">×</button>;',
      'const y = <button>Reload Page</button>;',
    ];
    expect(samples.map((sample) => literalsIn('sample.tsx', sample).length)).toEqual(samples.map(() => 1));
    expect(literalsIn('ok.ts', "close.textContent = '\\u00d7'; counter.textContent = `${a} / ${b}`;")).toEqual([]);
  });

  it('no file of src/ outside src/core/words/ writes words of its own', () => {
    const found = walk(join(ROOT, 'src'))
      .filter((path) => !path.startsWith(WORDS))
      .flatMap((path) => literalsIn(relative(ROOT, path), readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });
});
