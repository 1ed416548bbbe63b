/**
 * dist/loader.js: the one script a template includes, as a plain
 * `<script src=".../loader.js" defer></script>` (async works too).
 * It reads the page context, starts the lifecycle registry, and fetches a
 * block's chunk only when a matching element is on the page. Every other file
 * is loaded relative to this script's own URL, so dist/ can live on a CDN.
 */
import chunkFiles from 'site-runtime:chunks';
import { boot } from './boot';

boot(window, document, chunkFiles, __VERSION__);
