// The gallery markup of the example pages and of the benchmark, generated so
// that the 50-slide pages, the bench's two pages and the smaller examples
// all carry the same slides. CommonJS (like scripts/size-lib.cjs) so the
// build tests can require it; the ES-module scripts import it too.
'use strict';

/**
 * Subjects of the generated images: a slug for `/images/{slug}-{W}x{H}.png`
 * (letters only, so the `-{W}x{H}` suffix parses), alt text, and the meta.
 */
const SUBJECTS = [
  [
    'harbour',
    'Fishing boats moored along a stone quay at dawn',
    'Harbour at dawn',
    'The first boats come in before the market opens.',
  ],
  [
    'meadow',
    'A meadow of tall grass and poppies under a pale sky',
    'Summer meadow',
    'Poppies along the old drove road.',
  ],
  ['lighthouse', 'A white lighthouse on a rocky point above the sea', 'The point light', ''],
  [
    'market',
    'Crates of oranges and lemons stacked on a market stall',
    'Saturday market',
    'Citrus from the valley farms.',
  ],
  ['canyon', 'Red sandstone walls of a narrow canyon lit from above', 'Slot canyon', ''],
  ['forest', 'Sunlight through the trunks of a beech forest', 'Beech wood', 'Late afternoon, early October.'],
  ['bridge', 'An iron footbridge crossing a river in the fog', 'Footbridge in fog', ''],
  ['studio', 'A potter shaping a bowl on a wheel in a small studio', 'In the studio', 'Every bowl is thrown by hand.'],
  ['glacier', 'Blue ice at the front of a glacier meeting a lake', 'Glacier front', ''],
  ['vineyard', 'Rows of vines climbing a terraced hillside', 'Terraced vineyard', 'The terraces face south-west.'],
  ['library', 'Wooden shelves of old books rising to a painted ceiling', 'Reading room', ''],
  ['dunes', 'Wind-rippled sand dunes with long evening shadows', 'Evening dunes', 'Shadows lengthen after six.'],
  ['orchard', 'Apple trees in blossom along a grassy path', 'Orchard in bloom', ''],
  [
    'station',
    'A train waiting at an empty platform under a glass roof',
    'Platform four',
    'The night train to the coast.',
  ],
  ['reef', 'Coral and small fish in clear shallow water', 'Shallow reef', ''],
  ['kitchen', 'Fresh bread cooling on a rack by a kitchen window', 'Morning bake', 'Sourdough, rye and a seeded loaf.'],
  ['summit', 'Hikers resting on a rocky summit above the clouds', 'Above the clouds', ''],
  ['garden', 'A walled garden with a fountain and clipped hedges', 'Walled garden', 'Open to visitors on Sundays.'],
  ['alley', 'A narrow stepped alley with potted plants on every stair', 'Stepped alley', ''],
  ['workshop', 'Hand tools hanging on a pegboard above a workbench', 'The workshop', 'Chisels sharpened every Friday.'],
  ['lake', 'A still mountain lake reflecting snow-capped peaks', 'Mirror lake', ''],
  [
    'gallery',
    'Visitors looking at large paintings in a bright hall',
    'Opening night',
    'The spring exhibition runs until June.',
  ],
  ['pier', 'A wooden pier stretching into a calm grey sea', 'Long pier', ''],
  [
    'terrace',
    'Tables and chairs on a cafe terrace shaded by a vine',
    'Cafe terrace',
    'Breakfast is served until noon.',
  ],
  ['waterfall', 'A waterfall dropping into a green pool between ferns', 'Fern falls', ''],
];

/**
 * Intrinsic sizes, cycled: landscape 3:2, portrait 2:3, square, 16:9,
 * portrait 3:4, panorama 2:1. Six is coprime with the 25 subjects, so the
 * first 150 slides never repeat an image.
 */
const SHAPES = [
  [1500, 1000, 'Landscape'],
  [1000, 1500, 'Portrait'],
  [1200, 1200, 'Square'],
  [1600, 900, 'Wide'],
  [900, 1200, 'Portrait'],
  [2000, 1000, 'Panorama'],
];

/**
 * `count` slides, the same for the same arguments. `first` shifts the
 * sequence so two galleries on a page can show different images.
 * @param {number} count
 * @param {{ first?: number, prefix?: string, allMeta?: boolean }} [options] prefix: of the slide ids,
 *   unique per gallery; allMeta: every slide has a title and a description (the alt text when the subject has none)
 */
function makeSlides(count, { first = 0, prefix = 'slide', allMeta = false } = {}) {
  return Array.from({ length: count }, (_, i) => {
    const n = first + i;
    const [slug, alt, title, description] = SUBJECTS[n % SUBJECTS.length];
    const [width, height, shape] = SHAPES[n % SHAPES.length];
    // A second pass over the subjects says which framing it is, so no two alt texts are equal.
    const repeat = Math.floor(n / SUBJECTS.length) > 0;
    // Every third slide has no meta at all: galleries must work without it.
    const meta = allMeta || n % 3 !== 2;
    return {
      id: `${prefix}-${String(i + 1).padStart(2, '0')}`,
      url: `${slug}-${width}x${height}`,
      src: `/images/${slug}-${width}x${height}.png`,
      width,
      height,
      // Off-centre focal points on some slides show the focal crop at work.
      focalPoint: n % 4 === 1 ? '0.3,0.4' : '0.5,0.5',
      alt: repeat ? `${shape}: ${alt.charAt(0).toLowerCase()}${alt.slice(1)}` : alt,
      title: meta ? title : '',
      description: meta ? description || (allMeta ? `${alt}.` : '') : '',
    };
  });
}

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a quoted attribute. @param {string} text */
function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** Prefixes every line of `text` with `pad` (blank lines stay blank). */
function indent(text, pad) {
  return text
    .split('\n')
    .map((line) => (line ? pad + line : line))
    .join('\n');
}

/**
 * One `.slide` of the markup contract: the `<noscript>` fallback, the lazy
 * `img.thumb-image` (data-load="false": the gallery decides when it loads)
 * and the optional meta.
 * @param {ReturnType<typeof makeSlides>[number]} slide
 * @param {{ clickThroughUrl?: string, sizes?: string }} [options] sizes: the server writes the
 *   `srcset` (the host widths up to the image's own) and this `sizes` itself, as it may for the
 *   first slide (README "First images"), so the browser fetches it with the page
 */
function slideMarkup(slide, { clickThroughUrl = '', sizes = '' } = {}) {
  const alt = escapeHtml(slide.alt);
  const widths = [2500, 1500, 1000, 750, 500, 300, 100].filter((w) => w <= slide.width || w === 100);
  const early = sizes
    ? ` srcset="${widths.map((w) => `${slide.src}?format=${w}w ${w}w`).join(', ')}" sizes="${sizes}" fetchpriority="high"`
    : '';
  const lines = [
    `<div class="slide" data-type="image" data-slide-id="${slide.id}" data-slide-url="${slide.url}" data-click-through-url="${escapeHtml(clickThroughUrl)}">`,
    `  <noscript><img src="${slide.src}?format=1000w" alt="${alt}" width="${slide.width}" height="${slide.height}"></noscript>`,
    // width/height: the intrinsic size again, so the image reserves its box before it loads (base.css).
    `  <img class="thumb-image" data-src="${slide.src}" data-image-dimensions="${slide.width}x${slide.height}" data-image-focal-point="${slide.focalPoint}" data-load="false" width="${slide.width}" height="${slide.height}"${early} alt="${alt}">`,
  ];
  if (slide.title || slide.description) {
    lines.push('  <div class="meta">', '    <div class="meta-inside">');
    if (slide.title) lines.push(`      <p class="meta-title">${escapeHtml(slide.title)}</p>`);
    if (slide.description) lines.push(`      <p class="meta-description">${escapeHtml(slide.description)}</p>`);
    lines.push('    </div>', '  </div>');
  }
  lines.push('</div>');
  return lines.join('\n');
}

/** The server's previous/next controls: real buttons, named for screen readers. */
const CONTROLS = [
  '<div class="sqs-gallery-controls">',
  '  <button class="previous" type="button" aria-label="Previous slide"><span aria-hidden="true">&#8249;</span></button>',
  '  <button class="next" type="button" aria-label="Next slide"><span aria-hidden="true">&#8250;</span></button>',
  '</div>',
].join('\n');

/**
 * A whole gallery block: `.sqs-block.gallery-block` with its data-block-json
 * around `.sqs-gallery-container.sqs-gallery-block-{blockDesign}` >
 * `.sqs-gallery` > slides, then the optional thumbnail strip and controls.
 * @param {object} options
 * @param {string} options.id the root's id
 * @param {string} options.blockDesign slideshow, slider, grid, …
 * @param {Record<string, unknown>} options.json data-block-json
 * @param {ReturnType<typeof makeSlides>} options.slides
 * @param {boolean} [options.controls] add `.sqs-gallery-controls`
 * @param {ReturnType<typeof makeSlides>} [options.thumbnails] slides of a linked `.sqs-gallery-thumbnails` strip
 * @param {Record<number, string>} [options.clickThrough] slide index → click-through URL
 * @param {boolean} [options.example] mark it `data-example`, so the example server lists it
 * @param {string} [options.firstSizes] the server writes the first slide's srcset and this sizes
 */
function galleryBlock({
  id,
  blockDesign,
  json,
  slides,
  controls = false,
  thumbnails,
  clickThrough = {},
  example = false,
  firstSizes = '',
}) {
  // Single quotes around the JSON, as the builder writes it; a quote inside is escaped.
  const data = JSON.stringify(json).replace(/'/g, '&#39;');
  const attrs = [`class="sqs-block gallery-block sqs-block-gallery"`, `id="${id}"`, `data-block-json='${data}'`];
  if (example) attrs.push('data-example');
  const slideList = (list, clicks = {}, sizes = '') =>
    list.map((slide, i) => slideMarkup(slide, { clickThroughUrl: clicks[i] || '', sizes: i ? '' : sizes })).join('\n');
  const inner = [`<div class="sqs-gallery">`, indent(slideList(slides, clickThrough, firstSizes), '  '), '</div>'];
  if (thumbnails) inner.push('<div class="sqs-gallery-thumbnails">', indent(slideList(thumbnails), '  '), '</div>');
  if (controls) inner.push(CONTROLS);
  return [
    `<div ${attrs.join(' ')}>`,
    '  <div class="sqs-block-content">',
    `    <div class="sqs-gallery-container sqs-gallery-block-${blockDesign}">`,
    indent(inner.join('\n'), '      '),
    '    </div>',
    '  </div>',
    '</div>',
  ].join('\n');
}

/**
 * The peers' slides (Swiper + PhotoSwipe): the same images, lazy after the
 * first, each in a link PhotoSwipe opens, with the same srcset widths.
 * @param {ReturnType<typeof makeSlides>} slides
 * @param {string} sizes the `sizes` attribute (the slideshow's width)
 */
function peerSlides(slides, sizes) {
  const widths = [2500, 1500, 1000, 750, 500, 300, 100];
  return slides
    .map((slide, i) => {
      const set = widths
        .filter((w) => w <= slide.width || w === 100)
        .map((w) => `${slide.src}?format=${w}w ${w}w`)
        .join(', ');
      const big = `${slide.src}?format=${Math.max(...widths.filter((w) => w <= slide.width))}w`;
      const caption = slide.title ? `\n    <p class="caption">${escapeHtml(slide.title)}</p>` : '';
      return [
        `<div class="swiper-slide">`,
        `  <a href="${big}" data-pswp-width="${slide.width}" data-pswp-height="${slide.height}" data-pswp-srcset="${set}">`,
        `    <img src="${slide.src}?format=1000w" srcset="${set}" sizes="${sizes}" width="${slide.width}" height="${slide.height}" alt="${escapeHtml(slide.alt)}"${i ? ' loading="lazy"' : ''}>${caption}`,
        '  </a>',
        '</div>',
      ].join('\n');
    })
    .join('\n');
}

module.exports = { SUBJECTS, SHAPES, makeSlides, escapeHtml, indent, slideMarkup, galleryBlock, peerSlides };
