/**
 * Search on the example site (docs/blocks/search.md): a small fixed index of
 * its pages, the preview call `GET /api/search/preview?q=` (the spec names
 * none) and the server-rendered `/search?q=` page (page type 102), which
 * works without JavaScript.
 */
import { readFile } from 'node:fs/promises';

/** @typedef {{ title: string, url: string, excerpt: string }} SearchItem */

/** The pages the example site's search knows. @type {readonly SearchItem[]} */
export const SEARCH_PAGES = [
  { title: 'Accordion', url: '/accordion.html', excerpt: 'Questions that open one at a time, by click or keyboard.' },
  {
    title: 'Bakery opening hours',
    url: '/map.html',
    excerpt: 'Find the bakery on Water Street; fresh bread from 7 am.',
  },
  {
    title: 'Bread and pastries menu',
    url: '/menu.html',
    excerpt: 'Lunch, dinner and drinks: soup, sandwiches, risotto.',
  },
  { title: 'Contact form', url: '/form.html', excerpt: 'Send us a message; we answer within two days.' },
  { title: 'Newsletter', url: '/newsletter.html', excerpt: 'News from the bakery once a month.' },
  {
    title: 'Gallery: the harbour at dawn',
    url: '/gallery-slideshow.html',
    excerpt: 'Photographs of boats, bread and the harbour.',
  },
  { title: 'Product: sourdough loaf', url: '/product.html', excerpt: 'Our sourdough bread, baked every morning.' },
  { title: 'Donate', url: '/donation.html', excerpt: 'Support the community kitchen.' },
  { title: 'Video tour', url: '/video.html', excerpt: 'A tour of the bakery and its ovens.' },
  { title: 'Members area', url: '/member-area.html', excerpt: 'Monthly or yearly membership with bread delivered.' },
];

/** How many results the preview answers at most. */
export const PREVIEW_LIMIT = 8;

/**
 * The pages matching every word of `query` (case-insensitive, in the title or
 * the excerpt), in index order; none for an empty query.
 * @param {string} query
 * @returns {SearchItem[]}
 */
export function searchPages(query) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  return SEARCH_PAGES.filter((page) => {
    const text = `${page.title} ${page.excerpt}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/**
 * GET /api/search/preview?q=: `{ items: [{ title, url, excerpt }] }`.
 * @param {{ query: URLSearchParams }} call
 * @returns {import('./fail-rules.mjs').Answer}
 */
export function searchPreview({ query }) {
  return { status: 200, json: { items: searchPages(query.get('q') ?? '').slice(0, PREVIEW_LIMIT) } };
}

/** @param {string} text */
const escapeHtml = (text) =>
  // `{` too, so a query never becomes one of the page's placeholders.
  text.replace(
    /[&<>"'{]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '{': '&#123;' })[c] ?? c,
  );

/**
 * The /search page for `query`: ./search-page.html with `{{QUERY}}`,
 * `{{COUNT}}` and `{{RESULTS}}` filled (every value escaped).
 * @param {string} query
 * @returns {Promise<string>}
 */
export async function renderSearchPage(query) {
  const template = await readFile(new URL('./search-page.html', import.meta.url), 'utf8');
  const found = searchPages(query);
  const count = !query.trim()
    ? 'Type a word to search the site.'
    : `${found.length === 0 ? 'No' : found.length} result${found.length === 1 ? '' : 's'} for “${query.trim()}”`;
  const results = found
    .map(
      (page) =>
        `<li class="sqs-search-result"><a class="sqs-search-result-title" href="${escapeHtml(page.url)}">${escapeHtml(page.title)}</a>` +
        `<p class="sqs-search-result-excerpt">${escapeHtml(page.excerpt)}</p></li>`,
    )
    .join('\n');
  return template
    .replaceAll('{{QUERY}}', escapeHtml(query))
    .replaceAll('{{COUNT}}', escapeHtml(count))
    .replaceAll('{{RESULTS}}', results);
}
