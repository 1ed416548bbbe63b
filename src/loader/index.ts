/**
 * dist/loader.js: the one script a template includes, as a plain
 * `<script src=".../loader.js" defer></script>` (async works too).
 * It reads the page context, finds the blocks on the page, and fetches each
 * block's code only when it is needed. Every other file is loaded relative to
 * this script's own URL, so dist/ can live on a CDN. See ./boot.ts.
 */
import catalogue from 'site-runtime:catalogue';
import { boot } from './boot';
import type { EncodedCatalogue } from './catalogue/encoded';

boot(window, document, catalogue as EncodedCatalogue, __VERSION__);
