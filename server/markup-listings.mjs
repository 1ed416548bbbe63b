/**
 * The example pages' markup listings, written into the page by the server:
 * after each element marked `data-example`, a `<pre>` with that element's
 * markup as the page's source has it. (A script used to add them once the
 * page was parsed; a listing inserted after the first paint pushed everything
 * below it down, a layout shift on every example page: issue "Fast start".)
 *
 * A `<template data-example>` is listed by its content: the block a page adds
 * when the visitor asks (examples/assets/on-request.js).
 *
 * Not an HTML parser: the listed element is found by its start tag and ended
 * by counting the start and end tags of the same name, which holds for the
 * example pages' markup (quoted attribute values may hold `>`; no listed
 * element contains a script, a style or a comment with its own tag name).
 */

/** A tag or a comment; attribute values in quotes may hold `>`. */
const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
/** The marker, as an attribute of its own (not data-example-something). */
const MARKER = /\sdata-example(?:=(?:""|''))?(?=[\s/>])/g;
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const LABEL = 'The markup of the block above, as the server sent it';

/** @param {string} text */
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `html` with a listing after each element marked `data-example`.
 * @param {string} html
 * @returns {string}
 */
export function addMarkupListings(html) {
  /** @type {{ at: number, listing: string }[]} */
  const inserts = [];
  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    const [tag, closing, rawName, attributes = ''] = match;
    if (closing || !rawName || !` ${attributes} `.match(MARKER)) continue;
    const name = rawName.toLowerCase();
    const start = match.index;
    const end = VOID.has(name) ? start + tag.length : endOf(html, name, TAG.lastIndex);
    if (end < 0) continue;
    const source =
      name === 'template' ? html.slice(start + tag.length, end - '</template>'.length) : html.slice(start, end);
    inserts.push({ at: end, listing: listing(source, indentBefore(html, start)) });
  }
  let out = html;
  // From the end, so each position still holds; an inner listing before its outer one's.
  inserts.sort((a, b) => b.at - a.at);
  for (const { at, listing: pre } of inserts) out = `${out.slice(0, at)}\n${pre}${out.slice(at)}`;
  return out;
}

/**
 * Where the element named `name` whose start tag ends at `from` ends (after
 * its end tag); -1 when it never does.
 * @param {string} html
 * @param {string} name
 * @param {number} from
 */
function endOf(html, name, from) {
  const tags = new RegExp(TAG.source, 'g');
  tags.lastIndex = from;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    if (match[2]?.toLowerCase() !== name || match[0].endsWith('/>')) continue;
    depth += match[1] ? -1 : 1;
    if (depth === 0) return tags.lastIndex;
  }
  return -1;
}

/**
 * The spaces and tabs before `at` on its line.
 * @param {string} html
 * @param {number} at
 */
function indentBefore(html, at) {
  const line = html.slice(html.lastIndexOf('\n', at - 1) + 1, at);
  return /^[ \t]*$/.test(line) ? line : '';
}

/**
 * The `<pre>` for one element's source: without the marker, its lines moved
 * left by the element's own indentation, newlines as `&#10;` so the page's
 * indentation stays out of the listing.
 * @param {string} source
 * @param {string} indent
 */
function listing(source, indent) {
  const lines = source
    .replace(MARKER, '')
    .replace(/^\s*\n|\n\s*$/g, '')
    .split('\n')
    .map((line) => (indent && line.startsWith(indent) ? line.slice(indent.length) : line));
  const code = escapeHtml(lines.join('\n')).replace(/\n/g, '&#10;');
  return `<pre class="example-markup" tabindex="0" aria-label="${LABEL}"><code>${code}</code></pre>`;
}
