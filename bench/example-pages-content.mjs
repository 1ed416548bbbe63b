// What each gallery example page says and shows (rendered by
// bench/example-pages.mjs). Settings follow spec §3 "Gallery block data".

/**
 * @typedef {object} Section
 * @property {string} id the block root's id, also the slide-id prefix
 * @property {string} heading
 * @property {string} [note] a line under the heading (HTML)
 * @property {string} blockDesign the builder's design, in the container class
 * @property {Record<string, unknown>} json data-block-json
 * @property {number} count slides
 * @property {number} [first] where in the generated sequence the slides start
 * @property {boolean} [controls] previous/next buttons
 * @property {boolean} [thumbnails] a linked `.sqs-gallery-thumbnails` strip of the same slides
 * @property {Record<number, string>} [clickThrough] slide index → click-through URL
 * @property {boolean} [showMarkup] false: too long to list; one slide's markup is listed instead
 * @property {boolean} [allMeta] every slide with a title and a description
 * @property {boolean} [listingFirst] list the markup above the block, which ends the page
 */

/**
 * @typedef {object} PageSpec
 * @property {string} file
 * @property {string} title the <title> before " · Site runtime examples"
 * @property {string} heading the h1
 * @property {string[]} css designs' stylesheets in /assets/gallery/
 * @property {string[]} intro paragraphs (HTML)
 * @property {[string, string, string][]} settings key, value, meaning (HTML)
 * @property {Section[]} sections
 * @property {boolean} [galleryFirst] the sections before the explanations: their blocks in the first viewport
 * @property {string} [preload] server hints for the page's blocks: the words of the site server's
 *   `{{PRELOAD …}}` placeholder (server/preload-hints.mjs)
 */

const SHOWN = "Each block's markup, as the server sent it, is listed below it.";

/** @type {PageSpec[]} */
export const GALLERY_PAGES = [
  {
    file: 'gallery-slideshow.html',
    title: 'Gallery: slideshow',
    heading: 'Slideshow gallery',
    css: ['base', 'stacked'],
    intro: [
      `A slideshow (<code>sqs-gallery-block-slideshow</code>) uses the stacked design: one slide at a time, the
others stacked under it. It is a carousel for assistive technology: a region with
<code>aria-roledescription="carousel"</code>, each slide a group labelled "n of N", the controls buttons. The
left and right arrow keys move it while it is in view, Enter and Space activate the controls, and a click on a
slide goes to the next one. Only the current slide's image and its neighbours load; the rest wait until they
are about to be shown. With <code>prefers-reduced-motion</code> the transitions are instant.
${SHOWN}`,
    ],
    settings: [
      ['design', 'slideshow', 'the stacked design, one slide at a time'],
      ['transition', 'fade | ken-burns | swipe', 'how one slide replaces the other'],
      ['imageAspectRatio', '1.5', 'every slide is 3:2 (width / height); <code>"Auto"</code> follows each image'],
      ['autoplay', 'true', 'advance by itself; it pauses while the pointer is over the gallery'],
      ['autoplay-duration', '4', 'seconds between slides'],
    ],
    sections: [
      {
        id: 'slideshow-fade',
        heading: 'Fade',
        blockDesign: 'slideshow',
        json: { design: 'slideshow', transition: 'fade', imageAspectRatio: 1.5 },
        count: 5,
        controls: true,
      },
      {
        id: 'slideshow-ken-burns',
        heading: 'Ken Burns',
        note: 'Each slide zooms slowly (to 107.5&nbsp;%), alternating direction, while it is shown.',
        blockDesign: 'slideshow',
        json: { design: 'slideshow', transition: 'ken-burns', imageAspectRatio: 1.5 },
        count: 4,
        first: 5,
        controls: true,
      },
      {
        id: 'slideshow-swipe',
        heading: 'Swipe, with autoplay',
        note: 'Drag or swipe to change slides (50&nbsp;px or a quick flick); it also advances every 4 seconds.',
        blockDesign: 'slideshow',
        json: {
          design: 'slideshow',
          transition: 'swipe',
          imageAspectRatio: 1.5,
          autoplay: true,
          'autoplay-duration': 4,
        },
        count: 6,
        first: 9,
        controls: true,
      },
    ],
  },
  {
    file: 'gallery-thumbnails.html',
    title: 'Gallery: slideshow with thumbnails',
    heading: 'Slideshow with a thumbnail strip',
    css: ['base', 'stacked', 'strip'],
    intro: [
      `A slideshow may carry a strip of thumbnails: a <code>.sqs-gallery-thumbnails</code> element next to
<code>.sqs-gallery</code> inside the container, holding the same slides in the same markup. The runtime runs it
as a strip gallery linked to the slideshow: choosing a thumbnail shows its slide, and moving the slideshow
scrolls the strip to the current thumbnail. The two stay in step, and neither moves while the other is still
animating.
${SHOWN}`,
    ],
    settings: [
      ['design', 'slideshow', 'the stacked design'],
      ['thumbnails', 'true', 'the linked strip is on'],
      ['thumbnails-per-row', '6', 'how many thumbnails fit across'],
      ['thumbnail-strip-height', '80', "the strip's height in pixels"],
      ['square-thumbs', 'true', 'crop the thumbnails square, around each focal point'],
    ],
    sections: [
      {
        id: 'slideshow-thumbnails',
        heading: 'Slideshow and strip',
        blockDesign: 'slideshow',
        json: {
          design: 'slideshow',
          transition: 'fade',
          imageAspectRatio: 1.5,
          thumbnails: true,
          'thumbnails-per-row': 6,
          'thumbnail-strip-height': 80,
          'square-thumbs': true,
        },
        count: 8,
        controls: true,
        thumbnails: true,
      },
    ],
  },
  {
    file: 'gallery-slider.html',
    title: 'Gallery: slider',
    heading: 'Slider gallery',
    css: ['base', 'strip'],
    intro: [
      `A slider (<code>sqs-gallery-block-slider</code>) uses the strip design: the slides sit side by side at one
height, each as wide as its image, and the current one is aligned in the strip. Clicking another slide
selects it; the arrow keys and the buttons step through them. Images load as they come near.
${SHOWN}`,
    ],
    settings: [
      ['design', 'slider', 'the strip design'],
      ['active-alignment', 'center', 'where the current slide sits: left, center or right'],
      ['aspectRatio', '2', "the strip's width / height"],
      ['gutter', '12', 'pixels between slides'],
    ],
    sections: [
      {
        id: 'slider-center',
        heading: 'Current slide in the centre',
        blockDesign: 'slider',
        json: { design: 'slider', 'active-alignment': 'center', aspectRatio: 2, gutter: 12 },
        count: 10,
        controls: true,
      },
      {
        id: 'slider-left',
        heading: 'Current slide on the left',
        blockDesign: 'slider',
        json: { design: 'slider', 'active-alignment': 'left', aspectRatio: 2.5, gutter: 12 },
        count: 8,
        first: 10,
        controls: true,
      },
    ],
  },
  {
    file: 'gallery-grid.html',
    title: 'Gallery: grid',
    heading: 'Grid gallery',
    css: ['base', 'grid'],
    intro: [
      `A grid (<code>sqs-gallery-block-grid</code>) lays out a fixed number of slides per row, each cropped to
the same aspect ratio around its focal point. Images fade in as they load, in a light random order. A slide
with a <code>data-click-through-url</code> is a link; the others are plain images here (see the
<a href="/gallery-lightbox.html">lightbox page</a> for a grid that opens them full screen).
${SHOWN}`,
    ],
    settings: [
      ['design', 'grid', 'fixed columns'],
      ['slidesPerRow', '4 | 3', 'columns (4 by default)'],
      ['imageAspectRatio', '1 | 1.5', 'the crop of every cell, width / height'],
      ['gutter', '10', 'pixels between cells'],
    ],
    sections: [
      {
        id: 'grid-square',
        heading: 'Four per row, square',
        note: 'The first slide links to the slideshow page.',
        blockDesign: 'grid',
        json: { design: 'grid', slidesPerRow: 4, imageAspectRatio: 1, gutter: 10 },
        count: 8,
        clickThrough: { 0: '/gallery-slideshow.html' },
      },
      {
        id: 'grid-landscape',
        heading: 'Three per row, 3:2',
        blockDesign: 'grid',
        json: { design: 'grid', slidesPerRow: 3, imageAspectRatio: 1.5, gutter: 10 },
        count: 6,
        first: 8,
      },
    ],
  },
  {
    file: 'gallery-autogrid.html',
    title: 'Gallery: auto grid',
    heading: 'Auto grid gallery',
    css: ['base', 'autogrid'],
    intro: [
      `An auto grid (<code>sqs-gallery-block-autogrid</code>) fits as many columns of at least
<code>columnWidth</code> pixels as the block's width allows, so the number of columns follows the screen.
Cells share one aspect ratio.
${SHOWN}`,
    ],
    settings: [
      ['design', 'autogrid', 'responsive columns'],
      ['columnWidth', '220', 'the narrowest a column may be, in pixels (250 by default)'],
      ['imageAspectRatio', '1.5', 'the crop of every cell'],
      ['gutter', '12', 'pixels between cells'],
    ],
    sections: [
      {
        id: 'autogrid',
        heading: 'Columns of at least 220 pixels',
        blockDesign: 'autogrid',
        json: { design: 'autogrid', columnWidth: 220, imageAspectRatio: 1.5, gutter: 12 },
        count: 9,
      },
    ],
  },
  {
    file: 'gallery-autocolumns.html',
    title: 'Gallery: masonry columns',
    heading: 'Masonry columns gallery',
    css: ['base', 'autocolumns'],
    intro: [
      `Auto columns (<code>sqs-gallery-block-autocolumns</code>) is a masonry layout: columns of about
<code>columnWidth</code> pixels, each slide keeping its own aspect ratio and going to the shortest column, so
portraits and landscapes mix without cropping. Before the runtime arrives the stylesheet can only approximate
the columns (CSS cannot read each image's ratio), so the gallery's height may change when it mounts: a theme
should keep such a gallery at the end of its section. Here it ends the page, and its markup is listed above it.`,
    ],
    settings: [
      ['design', 'autocolumns', 'masonry columns'],
      ['columnWidth', '200', 'the target column width in pixels (250 by default)'],
      ['gutter', '10', 'pixels between slides (0 by default)'],
    ],
    sections: [
      {
        id: 'autocolumns',
        heading: 'Mixed portraits and landscapes',
        blockDesign: 'autocolumns',
        json: { design: 'autocolumns', columnWidth: 200, gutter: 10 },
        count: 12,
        listingFirst: true,
      },
    ],
  },
  {
    file: 'gallery-autorows.html',
    title: 'Gallery: justified rows',
    heading: 'Justified rows gallery',
    css: ['base', 'autorows'],
    intro: [
      `Auto rows (<code>sqs-gallery-block-autorows</code>) fills rows edge to edge: each row holds as many images
as fit at about the row height, then is scaled so it spans the block exactly, without cropping. Before the
runtime arrives the stylesheet can only approximate the rows (CSS cannot read each image's ratio), so the
gallery's height may change when it mounts: a theme should keep such a gallery at the end of its section. Here
it ends the page, and its markup is listed above it.`,
    ],
    settings: [
      ['design', 'autorows', 'justified rows'],
      ['designOptions.rowHeight', '180', 'the target row height in pixels (250 by default)'],
      ['gutter', '8', 'pixels between images (20 by default)'],
    ],
    sections: [
      {
        id: 'autorows',
        heading: 'Rows of about 180 pixels',
        blockDesign: 'autorows',
        json: { design: 'autorows', designOptions: { rowHeight: 180 }, gutter: 8 },
        count: 12,
        first: 3,
        listingFirst: true,
      },
    ],
  },
  {
    file: 'gallery-carousel.html',
    title: 'Gallery: carousel',
    heading: 'Carousel gallery',
    css: ['base', 'carousel'],
    intro: [
      `A carousel (<code>sqs-gallery-block-carousel</code>) shows the slides in groups: the buttons step a whole
group at a time, are disabled at the first and last group, and are hidden when every slide fits in one row. On
narrow screens a row holds fewer slides (two under 480&nbsp;px).
${SHOWN}`,
    ],
    settings: [
      ['design', 'carousel', 'groups of slides'],
      ['slidesPerRow', '3', 'slides in a group (3 by default)'],
      ['imageAspectRatio', '1', 'the crop of every slide'],
    ],
    sections: [
      {
        id: 'carousel',
        heading: 'Three at a time',
        blockDesign: 'carousel',
        json: { design: 'carousel', slidesPerRow: 3, imageAspectRatio: 1 },
        count: 9,
        controls: true,
      },
      {
        id: 'carousel-fits',
        heading: 'Everything fits: no buttons',
        blockDesign: 'carousel',
        json: { design: 'carousel', slidesPerRow: 3, imageAspectRatio: 1 },
        count: 3,
        first: 9,
        controls: true,
      },
    ],
  },
  {
    file: 'gallery-list.html',
    title: 'Gallery: list',
    heading: 'List gallery',
    css: ['base', 'list'],
    intro: [
      `A list (<code>sqs-gallery-block-list</code>) puts each image beside its title and description, one slide
per row, for galleries where the words matter as much as the pictures.
${SHOWN}`,
    ],
    settings: [
      ['design', 'list', 'image and meta side by side'],
      ['listImageSize', '40', "the image's share of the row, in percent"],
      [
        'imageAspectRatio',
        '1.5',
        'crop every image to 3:2, so the stylesheet can reserve its box; without it each keeps its own ratio',
      ],
      ['meta-position', 'right', 'which side the text is on'],
    ],
    sections: [
      {
        id: 'list',
        heading: 'Images and their stories',
        blockDesign: 'list',
        json: { design: 'list', listImageSize: 40, imageAspectRatio: 1.5, 'meta-position': 'right' },
        count: 4,
        first: 3,
        allMeta: true,
      },
    ],
  },
  {
    file: 'gallery-lightbox.html',
    title: 'Gallery: lightbox',
    heading: 'Grid galleries with a lightbox',
    css: ['base', 'grid'],
    intro: [
      `With <code>lightbox</code> on, clicking a slide (or pressing Enter or Space on it) opens it full screen in
a dialog over the page: the overlay fades in, then the image. The arrow keys and the on-screen buttons step
through the slides, a click on the left or right half of the screen goes back or forward, and Escape, the close
button or a click outside the image close it, handing focus back to the slide. The lightbox's code is fetched
only when it is about to be used.`,
      `With <code>historyHash</code> on, the current slide's <code>data-slide-id</code> (or, without one, its
<code>data-slide-url</code>) is written into the address as <code>#itemId=…</code>, replacing the history entry
rather than adding one, so a link to that address, or a reload, comes back to the same slide.
${SHOWN}`,
    ],
    settings: [
      ['design', 'grid', 'the page shows the lightbox on grids'],
      ['lightbox', 'true', 'a click opens the slide full screen'],
      ['lightboxTheme', 'light | dark', "the overlay's colours"],
      ['historyHash', 'true', 'the open slide is written into the address'],
    ],
    sections: [
      {
        id: 'lightbox-light',
        heading: 'Light theme',
        blockDesign: 'grid',
        json: {
          design: 'grid',
          slidesPerRow: 4,
          imageAspectRatio: 1,
          gutter: 10,
          lightbox: true,
          lightboxTheme: 'light',
          historyHash: true,
        },
        count: 8,
      },
      {
        id: 'lightbox-dark',
        heading: 'Dark theme',
        blockDesign: 'grid',
        json: {
          design: 'grid',
          slidesPerRow: 3,
          imageAspectRatio: 1.5,
          gutter: 10,
          lightbox: true,
          lightboxTheme: 'dark',
          historyHash: true,
        },
        count: 6,
        first: 8,
      },
    ],
  },
  {
    file: 'gallery-50.html',
    title: 'Gallery: 50 slides',
    heading: 'A 50-image slideshow with a lightbox',
    css: ['base', 'stacked'],
    intro: [
      `The largest gallery the builder allows (spec §9: 50 slides), as a slideshow whose slides open in a
lightbox. Only the images about to be seen are fetched: the first slide's, then its neighbours', and the
lightbox's own code and images only when it opens. The benchmark (<code>npm run bench</code>) compares this
gallery with the same 50 slides in Swiper and PhotoSwipe.`,
      `The markup is the contract above, fifty times, generated by <code>bench/gallery-markup.cjs</code>; it is too
long to list here, so the first slide's markup, listed below the gallery, stands for the rest.`,
    ],
    settings: [
      ['design', 'slideshow', 'the stacked design, fading'],
      ['lightbox', 'true', 'a click on a slide opens it full screen'],
      ['lightboxTheme', 'dark', "the overlay's colours"],
      ['imageAspectRatio', '1.5', 'every slide is 3:2'],
    ],
    sections: [
      {
        id: 'gallery-50',
        heading: 'Fifty slides',
        blockDesign: 'slideshow',
        json: { design: 'slideshow', transition: 'fade', imageAspectRatio: 1.5, lightbox: true, lightboxTheme: 'dark' },
        count: 50,
        controls: true,
        showMarkup: false,
      },
    ],
  },
  {
    file: 'gallery-hints.html',
    title: 'Gallery: server hints',
    heading: 'A slideshow whose page carries server hints',
    css: ['base', 'stacked'],
    preload: 'gallery/slideshow',
    // Hints are for blocks in or near the first viewport (README "Server hints").
    galleryFirst: true,
    intro: [
      `The loader can ask for a block's code only once the document has been parsed. A server that knows the
page's blocks can say so earlier: this page's <code>&lt;head&gt;</code> has a
<code>&lt;link rel="modulepreload"&gt;</code> for every file the slideshow below needs: the slideshow's one
file, which holds the gallery, its slideshow design and the parts its <code>lightbox</code> and
<code>autoplay</code> settings turn on, so the browser fetches it with the page, and the loader finds it
already in its module map. View the page's source to see it.`,
      `The example site writes them the way the platform would (<code>server/preload-hints.mjs</code>): from
<code>preload</code> in the build's <code>dist/manifest.json</code>, for the blocks the page names in a
<code>&#123;&#123;PRELOAD gallery/slideshow&#125;&#125;</code> placeholder: the block and, for a gallery, its design. README
"Server hints" says which files each part of <code>preload</code> stands for.`,
    ],
    settings: [
      ['design', 'slideshow', 'the stacked design: the page loads <code>gallery-stacked.js</code>'],
      [
        'lightbox',
        'true',
        "a click on a slide opens it full screen: the lightbox's bridge is in the slideshow's file, the lightbox comes on hover or first open",
      ],
      ['autoplay', 'true', "the slides move on by themselves: autoplay is in the slideshow's file"],
      ['autoplay-duration', '5', 'seconds per slide'],
      ['imageAspectRatio', '1.5', 'every slide is 3:2, as the stylesheet reserves it: nothing moves at mount'],
    ],
    sections: [
      {
        id: 'gallery-hints',
        heading: 'Six slides, their code hinted',
        blockDesign: 'slideshow',
        json: {
          design: 'slideshow',
          transition: 'fade',
          imageAspectRatio: 1.5,
          lightbox: true,
          autoplay: true,
          'autoplay-duration': 5,
        },
        count: 6,
        first: 20,
        controls: true,
      },
    ],
  },
];
