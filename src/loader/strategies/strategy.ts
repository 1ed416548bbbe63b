/**
 * A loading strategy decides when a discovered block's code is fetched.
 * It calls `run` at most once and returns a cancel function that removes
 * every observer or timer it set (destroy must leave nothing behind).
 */
export type Strategy = (element: Element, run: () => void, win: Window & typeof globalThis) => () => void;
