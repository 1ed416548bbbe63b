/**
 * The catalogue: every built-in block and site feature. Read by the build
 * (rollup.config.mjs), which writes the compact table `dist/loader.js`
 * carries; never bundled as it is.
 */
export { BLOCKS } from './blocks';
export { FEATURES } from './features';
export type { BlockEntry, Condition, FeatureEntry } from './types';
