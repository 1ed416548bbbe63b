// Writes the gallery example pages (examples/gallery-*.html) from one
// description, so every page carries the same head, the same explanation of
// the markup contract and slides from bench/gallery-markup.cjs. The output is
// committed; run `node bench/example-pages.mjs` after changing this file.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import markup from './gallery-markup.cjs';
import { GALLERY_PAGES } from './example-pages-content.mjs';
import { blockRule, stylesheet } from './example-styles.mjs';

const { escapeHtml, galleryBlock, indent, makeSlides, slideMarkup } = markup;

/** The page context of every example page (the accordion page's). */
const CONTEXT =
  '{"website":{"id":"5f0c0ffee0000000000000a1","identifier":"example","baseUrl":"http://localhost:8080"},"websiteSettings":{},"pageType":2,"authenticatedAccount":null,"cookieSettings":{}}';

/** The contract every gallery page explains, once, before its own notes. */
const CONTRACT = `<p>
  The server renders the builder's gallery markup, readable without JavaScript: a
  <code>.sqs-block.gallery-block</code> root with its settings in <code>data-block-json</code>, holding
  <code>.sqs-gallery-container.sqs-gallery-block-{design}</code> &gt; <code>.sqs-gallery</code> &gt;
  <code>.slide</code> elements (<code>data-type</code>, <code>data-slide-id</code>, <code>data-slide-url</code>,
  <code>data-click-through-url</code>). Each slide has a <code>&lt;noscript&gt;</code> image for visitors without
  JavaScript and an <code>img.thumb-image</code> with <code>data-src</code>, <code>data-image-dimensions</code>,
  <code>data-image-focal-point</code> and <code>data-load="false"</code>: the gallery, not the page, decides when it
  loads, at the width its box needs. An optional <code>.meta &gt; .meta-inside</code> holds
  <code>.meta-title</code> and <code>.meta-description</code>; previous and next buttons sit in
  <code>.sqs-gallery-controls</code>. The runtime adds the <code>sqs-gallery-design-*</code> classes and
  <code>sqs-active-slide</code>, reserves each image's space from its dimensions so nothing moves when it mounts,
  and puts the server markup back exactly when it is destroyed.
</p>`;

/** Why the theme repeats settings in CSS, said once on every page. */
const CUSTOM_PROPERTIES = `<p>
  CSS cannot read <code>data-block-json</code>, so the theme's stylesheet repeats a block's layout settings as
  custom properties on the block (<code>--sqs-gallery-ratio</code>, <code>--sqs-gallery-per-row</code>,
  <code>--sqs-gallery-gutter</code>, …; each design's stylesheet lists its own). The server markup is then laid
  out before the runtime arrives exactly as the design will lay it out, and nothing moves when it mounts. The
  rule each block below uses is shown under its heading.
</p>`;

/**
 * A settings table: the data-block-json keys a page uses and what they do.
 * @param {[string, string, string][]} rows key, value, meaning (HTML)
 */
function settingsTable(rows) {
  const body = rows.map(
    ([key, value, meaning]) =>
      `    <tr><td><code>${key}</code></td><td><code>${escapeHtml(value)}</code></td><td>${meaning}</td></tr>`,
  );
  return [
    '<table class="data-table">',
    '  <caption>The <code>data-block-json</code> settings used on this page</caption>',
    '  <thead>',
    '    <tr><th scope="col">key</th><th scope="col">value</th><th scope="col">what it does</th></tr>',
    '  </thead>',
    '  <tbody>',
    ...body,
    '  </tbody>',
    '</table>',
  ].join('\n');
}

/**
 * One section: its heading, a note with the block's stylesheet rule, the
 * gallery block and the listing of its markup (below it, or above it with
 * `listingFirst`).
 * @param {import('./example-pages-content.mjs').Section} section
 */
function sectionMarkup(section) {
  const slides = makeSlides(section.count, { first: section.first ?? 0, prefix: section.id, allMeta: section.allMeta });
  // The strip repeats the slides without their captions: thumbnails show none.
  const thumbnails = section.thumbnails ? slides.map((slide) => ({ ...slide, title: '', description: '' })) : undefined;
  const { id, blockDesign, json, controls, clickThrough } = section;
  const block = galleryBlock({ id, blockDesign, json, slides, controls, thumbnails, clickThrough });
  // A 50-slide listing is too long to read: its first slide stands for the rest.
  const listing =
    section.showMarkup === false
      ? markupListing(slideMarkup(slides[0]), 'The markup of one slide of the gallery above')
      : markupListing(
          block,
          `The markup of the block ${section.listingFirst ? 'below' : 'above'}, as the server sends it`,
        );
  const rule = blockRule(section);
  const note = [section.note, rule && `Stylesheet: <code>${escapeHtml(rule)}</code>`].filter(Boolean).join(' ');
  const parts = section.listingFirst ? [listing, block] : [block, listing];
  return [`<h2>${section.heading}</h2>`, note && `<p class="hint">${note}</p>`, ...parts].join('\n');
}

/**
 * A listing of server markup, in the style of server/markup-listings.mjs but written into the
 * page: inserted by a script after the first layout it would push everything
 * below it down, a layout shift. Newlines as &#10;, so the page's
 * indentation stays out of the <pre>.
 * @param {string} html
 * @param {string} label
 */
function markupListing(html, label) {
  const code = escapeHtml(html).replace(/\n/g, '&#10;');
  return `<pre class="example-markup" tabindex="0" aria-label="${label}"><code>${code}</code></pre>`;
}

/**
 * The whole HTML of one page.
 * @param {import('./example-pages-content.mjs').PageSpec} page
 */
export function pageHtml(page) {
  const css = [
    '/assets/site.css',
    ...page.css.map((name) => `/assets/gallery/${name}.css`),
    '/assets/gallery-examples.css',
  ];
  const intro = page.intro.map((paragraph) => `<p>\n${indent(paragraph, '  ')}\n</p>`).join('\n');
  const explained = [CONTRACT, CUSTOM_PROPERTIES, intro, settingsTable(page.settings)];
  const sections = page.sections.map(sectionMarkup);
  const body = [
    `<h1>${page.heading}</h1>`,
    ...(page.galleryFirst ? [...sections, ...explained] : [...explained, ...sections]),
  ].join('\n\n');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${page.title} · Site runtime examples</title>
  <link rel="icon" href="data:,">
${css.map((href) => `  <link rel="stylesheet" href="${href}">`).join('\n')}
  <noscript><link rel="stylesheet" href="/assets/noscript.css"></noscript>
  <script type="application/json" id="site-context">${CONTEXT}</script>
  <script src="{{CDN}}/loader.js" defer fetchpriority="high" crossorigin></script>${page.preload ? `\n  {{PRELOAD ${page.preload}}}` : ''}
</head>
<body>
  <header class="site-header">
    <p class="site-title"><a href="/">Site runtime examples</a></p>
  </header>
  <main>
${indent(body, '    ')}
  </main>
</body>
</html>
`;
}

/** Writes every page and their stylesheet into `dir` (examples/ by default); returns the file names. */
export function writePages(dir = fileURLToPath(new URL('../examples/', import.meta.url))) {
  writeFileSync(`${dir}/assets/gallery-examples.css`, stylesheet());
  return [
    'assets/gallery-examples.css',
    ...GALLERY_PAGES.map((page) => {
      writeFileSync(`${dir}/${page.file}`, pageHtml(page));
      return page.file;
    }),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(writePages().join('\n'));
