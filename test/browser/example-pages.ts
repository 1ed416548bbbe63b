/**
 * What the example pages do on purpose: the errors they log, the failures
 * they show on request, the pages whose load never comes. One table for every
 * suite that opens every page (examples.test.ts in Chromium, the cross-engine
 * suite in test/engines/), so a new page is described once.
 */
import { readdirSync } from 'node:fs';

/** Every page at the top level of examples/, listed at test time. */
export const PAGES = readdirSync('examples')
  .filter((name) => name.endsWith('.html'))
  .sort();

/**
 * Console errors a page makes on purpose, by page name. Anything else a page
 * logs as an error fails its test.
 */
export const EXPECTED_CONSOLE_ERRORS: Record<string, RegExp[]> = {
  // The video page shows the two embeds the spec refuses, with their messages (spec §8).
  'video.html': [
    /\[site-runtime\] video: Invalid video embed\./,
    /\[site-runtime\] video: Vimeo Basic accounts are unsupported\./,
  ],
};

/**
 * Failures a page shows only when the visitor asks (issue "Fast start": a page
 * that logs an error at load fails Lighthouse's best practices): the button
 * that adds the failing block, and the console errors that follow, by page.
 */
export const ON_REQUEST: Record<string, { button: string; errors: RegExp[] }> = {
  // A block whose data-block-json is malformed: `failed`, and the runtime says so once.
  'lifecycle.html': { button: '#add-malformed', errors: [/\[site-runtime\] clock: malformed data-block-json/] },
  // The media failures a block reports (spec §8, issue "Media and embeds").
  'audio.html': { button: '#add-bad-url', errors: [/\[site-runtime\] audio: Unable to parse the music embed URL/] },
  'map-key-refused.html': {
    button: '#add-map',
    errors: [/\[site-runtime\] map: Map could not load; showing the address instead/],
  },
  'map-no-key.html': {
    button: '#add-map',
    errors: [/\[site-runtime\] map: Map could not load; showing the address instead/],
  },
  // Issue 15: a widget whose collection the reference API does not have (404, then 'Try again').
  'widget-failure.html': {
    button: '#add-chart-missing',
    errors: [
      /Failed to load resource: the server responded with a status of 404/,
      /\[site-runtime\] widget: widget rendering failed/,
    ],
  },
};

/** Pages outside the top level of examples/, linked from a page that is: each loads with these errors. */
export const LINKED_FAILURES: Record<string, RegExp[]> = {
  // A Typekit family the kit no longer has (spec §8), linked from embeds.html.
  'embeds/typekit-lost.html': [/\[site-runtime\] embeds: Requested font no longer in Typekit.*brandon-grotesque/],
};

/**
 * Pages whose window `load` never comes on purpose: a provider that never
 * answers holds it (the block shows its fallback meanwhile and gives the
 * provider up after its time-out, which media.test.ts checks on a fake clock).
 */
export const NEVER_LOADED = new Set(['/map-timeout.html']);

/** Pages whose layout must not shift at all (layout-shift entries without input). */
export const SHIFT_FREE = /^(gallery|images|accordion|product-page)/;

/** What a browser logs for every answer of 400 and more, and for a dropped connection. */
export const FAILED_LOAD = /^Failed to load resource/;
