// Pure helpers of the bench's pages and timings: when each side's script
// could start, which files a module script waits for, and the server hints
// of our gallery page. CommonJS like bench/stats.cjs, so the build tests can
// require them (test/build/bench.test.ts).
'use strict';

/**
 * When the HTML standard lets a `<script src>` run, from its attributes:
 * 'async' as soon as it has arrived; 'defer' (a classic `defer` script, or a
 * module script without `async`) once it has arrived and the document is
 * parsed; 'blocking' (a classic script with neither) once it has arrived and
 * the parser has reached it.
 * @param {{ type: string, async: boolean, defer: boolean }} script type: 'module' or 'classic'
 * @returns {'async' | 'defer' | 'blocking'}
 */
function scriptMode({ type, async, defer }) {
  if (async) return 'async';
  if (type === 'module' || defer) return 'defer';
  return 'blocking';
}

/**
 * "Script start": the earliest moment the browser may begin on a side's
 * first script (compile included), on the page's clock (ms since navigation
 * start). Every file of it has arrived (`responseEnds`: the script and, for a
 * module, its static imports) and, as its mode asks, the document is parsed
 * (`domInteractive`, set just before deferred scripts run) or the parser has
 * reached the element (`parsedAt`). NaN when a figure it needs is missing.
 * @param {{ mode: 'async' | 'defer' | 'blocking', responseEnds: number[], domInteractive?: number, parsedAt?: number }} timing
 */
function scriptGate({ mode, responseEnds, domInteractive = NaN, parsedAt = NaN }) {
  if (!responseEnds.length || !responseEnds.every((t) => Number.isFinite(t) && t > 0)) return NaN;
  const arrived = Math.max(...responseEnds);
  if (mode === 'async') return arrived;
  const parsed = mode === 'defer' ? domInteractive : parsedAt;
  return Number.isFinite(parsed) && parsed > 0 ? Math.max(arrived, parsed) : NaN;
}

/**
 * The relative specifiers a bundled ES module imports statically (`import"./a.js"`,
 * `import{x as y}from"./b.js"`, `export*from"./c.js"`), which the browser
 * must fetch before the module can run; not `import("./d.js")`.
 * @param {string} source
 * @returns {string[]}
 */
function staticImports(source) {
  const found = new Set();
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
  for (const match of source.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

/**
 * The words of a `{{PRELOAD …}}` placeholder for one block (server/preload-hints.mjs):
 * its name, and for a gallery `/` the design its block JSON names.
 * @param {string} name e.g. 'gallery'
 * @param {{ designs?: object }} row the block's row of manifest.preload.blocks
 * @param {Record<string, unknown>} json the block's data-block-json
 */
function hintWords(name, row, json) {
  return row.designs && typeof json.design === 'string' && json.design ? `${name}/${json.design}` : name;
}

/** The lines of a page's `<head>` (without the tags), or none. */
function headLines(html) {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html);
  return head ? head[1].split('\n') : [];
}

/** A head line that is ours to serve: a server hint placeholder or a file from the CDN. */
const OUR_LINE = /\{\{PRELOAD\b|\{\{CDN\}\}/;

/**
 * Our bench page with the server hints of the documented example page
 * (examples/gallery-hints.html): every line of the example's `<head>` that
 * is a `{{PRELOAD …}}` placeholder or a CDN file (the loader and anything
 * the example puts with it), in the example's order, replaces the page's own
 * CDN lines where the first of them was. The placeholders get `words`
 * (this page's blocks), so the site server writes the hints from the
 * manifest it serves, as it does for the example.
 * @param {string} pageHtml
 * @param {string} exampleHtml
 * @param {string} words e.g. 'gallery/slideshow+lightbox+autoplay'
 */
function withServerHints(pageHtml, exampleHtml, words) {
  const hints = headLines(exampleHtml)
    .filter((line) => OUR_LINE.test(line))
    .map((line) => line.trim().replace(/\{\{PRELOAD\s+[^}]*\}\}/g, `{{PRELOAD ${words}}}`));
  if (!hints.some((line) => line.includes('{{PRELOAD'))) throw new Error('the hints example has no {{PRELOAD …}}');
  const lines = pageHtml.split('\n');
  const [open, close] = [lines.findIndex((l) => /<head>/i.test(l)), lines.findIndex((l) => /<\/head>/i.test(l))];
  const ours = lines.map((line, i) => i > open && i < close && OUR_LINE.test(line));
  const first = ours.indexOf(true);
  if (first < 0) throw new Error('the bench page has no CDN script in its <head>');
  const indent = /^\s*/.exec(lines[first])[0];
  return lines
    .flatMap((line, i) => {
      if (i === first) return hints.map((hint) => indent + hint);
      return ours[i] ? [] : [line];
    })
    .join('\n');
}

module.exports = { scriptMode, scriptGate, staticImports, hintWords, withServerHints };
