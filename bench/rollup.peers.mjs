// Builds the peers' bench page script (bench/peers-entry.js) the way our own
// chunks are built (rollup.config.mjs): node-resolve for the browser, the
// production NODE_ENV, terser with the same options, ES modules with the
// lazily imported PhotoSwipe core as its own chunk. Their CSS (Swiper core,
// navigation, pagination; PhotoSwipe) is concatenated into peers.css.
// Output: bench/out/peers/ (or BENCH_PEERS_OUT). Run: rollup -c bench/rollup.peers.mjs
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const outDir = process.env.BENCH_PEERS_OUT || 'bench/out/peers';

const CSS = ['swiper/css', 'swiper/css/navigation', 'swiper/css/pagination', 'photoswipe/style.css'];
/** The typical page adds the cookie banner's stylesheet. */
const TYPICAL_CSS = [...CSS, 'vanilla-cookieconsent/dist/cookieconsent.css'];

/** Emits the peers' stylesheets as one asset each page, in the order their docs list them. */
const peersCss = {
  name: 'peers-css',
  generateBundle() {
    const css = (ids) => ids.map((id) => `/* ${id} */\n${readFileSync(require.resolve(id), 'utf8')}`).join('\n');
    this.emitFile({ type: 'asset', fileName: 'peers.css', source: css(CSS) });
    this.emitFile({ type: 'asset', fileName: 'peers-typical.css', source: css(TYPICAL_CSS) });
  },
};

export default {
  input: { peers: 'bench/peers-entry.js', 'peers-typical': 'bench/peers-typical-entry.js' },
  output: { dir: outDir, format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    resolve({ browser: true }),
    terser({ ecma: 2020, toplevel: true, compress: { passes: 3, unsafe_arrows: true }, format: { comments: false } }),
    peersCss,
  ],
};
