/**
 * The block lifecycle's code: when a found root's code is fetched (the
 * strategies), reading its configuration, and mounting and unmounting it. A
 * chunk of its own, `block-lifecycle.js` (issue "Ahead at start", item 4): a
 * page with no blocks never downloads it, and a page with blocks asks for it
 * in the same round as their code (boot, at the first root it starts; the
 * runtime, at the first root it tracks), so no block waits a round longer.
 */
export { malformedJsonMessage, readBlockJson } from './block-json';
export { mountRoot } from './mount';
export { strategies } from './strategies';
