/**
 * The image loader's console messages (spec §8 "Console-only", Image), word
 * for word, and where they go when the caller gives no reporter.
 */

export const NOT_AN_IMAGE = 'Element is not a valid image element.';
export const BAD_SOURCE = 'Invalid or missing image source.';
export const NO_PARENT = 'Image element has no parentNode.';
// 'Missing alignment for content-fit image.' (§8) is never logged: the builder writes no alignment on
// its content-fit images, and none means centred (docs/blocks/image.md).
/** Not a §8 message: a feature chunk (shape, position, resize watch) failed to load or to apply. */
export const FEATURE_FAILED = 'image feature failed';

/** Same shape as a block's `context.report`: the error, and the message to log. */
export type ImageReport = (error: unknown, message: string) => void;

/**
 * The default reporter: one console error with the runtime's prefix (the
 * `LOG_PREFIX` of src/core/log.ts, written out so this chunk imports
 * nothing from the loader).
 */
export const consoleReport: ImageReport = (error, message) => console.error(`[site-runtime] image: ${message}`, error);
