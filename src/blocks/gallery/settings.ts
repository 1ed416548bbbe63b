/**
 * `data-block-json` → {@link GallerySettings} (spec §3 "Gallery block data"
 * and "Gallery attributes", §4 "Layouts", §5 "Gallery", §9 "Gallery").
 *
 * A field of the wrong type (valid JSON, unexpected shape) keeps its default
 * and the block logs 'Error evaluating gallery block data.' once (§8), naming
 * the fields; the gallery still mounts. Only an unknown design name fails the
 * block, as §5 asks.
 */
import { readBoolean } from '../../core/read-boolean';
import { given, readOneOf } from '../../shared/block-settings';
import {
  aspectRatioOf,
  designInClass,
  flowLayoutOf,
  LAYOUT_KEYS,
  readCount,
  readSize,
} from '../../shared/gallery-layout';
import { designFor } from './design-names';
import type { AutoplaySettings, GallerySettings } from './types';
import { GALLERY_AUTOPLAY, GALLERY_KEYS } from '../../core/enums/gallery-constants';

type Parse<T> = (value: unknown) => T | undefined;

// The one reading of each kind of value (src/core/read-boolean.ts, src/shared/block-settings.ts),
// and those the loader shares to lay a grid out before this code arrives (src/shared/gallery-layout.ts).
const flag: Parse<boolean> = readBoolean;
/** A finite number ≥ 0, from a number or a numeric string. */
const size: Parse<number> = readSize;
/** A positive integer (strings parsed as integers, spec §5 columnWidth). */
const count: Parse<number> = readCount;
const oneOf =
  (...values: string[]): Parse<string> =>
  (v) =>
    readOneOf(v, values);
const text: Parse<string> = (v) => (typeof v === 'string' ? v : undefined);
const object: Parse<Record<string, unknown>> = (v) =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
/** An aspect ratio: a number, `"W:H"`, a builder's name (src/shared/gallery-layout.ts); 'Auto' and unknown names → null. */
const ratio: Parse<number | null> = aspectRatioOf;

/**
 * Autoplay defaults (spec §9 gives two readings: 1000 ms with randomize off,
 * or 5000 ms with randomize on). We take timeout 5000 ms, randomize off and
 * resume 1000 ms: a visitor expects an ordered slideshow with time to look at
 * each slide, and a quick return after the pointer leaves.
 */
export const AUTOPLAY_DEFAULTS: Omit<AutoplaySettings, 'enabled'> = {
  timeout: GALLERY_AUTOPLAY.timeoutMs,
  randomize: GALLERY_AUTOPLAY.randomize,
  resume: GALLERY_AUTOPLAY.resumeMs,
  pauseOnMouseover: true,
};

/** `auto-crop` → `autoCrop`: the 7.1 spelling of a 7.0 key, and the setting's name. */
const camel = (key: string) => key.replace(/-(.)/g, (_, c: string) => c.toUpperCase());

/**
 * The settings read as they are: JSON key as spec §3 spells it, parser,
 * default. Each is read under that key and its camelCase (`auto-crop`,
 * `autoCrop`: the builder writes 7.0 blocks in one, 7.1 blocks in the other),
 * the first given winning; the setting is the camelCase.
 */
const FIELDS: [string, Parse<unknown>, unknown][] = [
  ['columnWidth', count, null],
  ['padding', size, null],
  ['lightbox', flag, false],
  ['lightboxTheme', oneOf('light', 'dark'), 'dark'],
  ['active-alignment', oneOf('left', 'center', 'right'), 'center'],
  ['thumbnails', flag, false],
  ['thumbnails-per-row', count, 5],
  ['thumbnail-strip-height', size, null],
  ['thumbnail-strip-margin', size, null],
  ['square-thumbs', flag, false],
  ['auto-crop', flag, true],
  ['show-meta', flag, true],
  ['meta-position', text, 'bottom-left'],
  ['loop', flag, true],
  ['historyHash', flag, false],
  // The spec names it without a default: on, so a video an owner put in a gallery shows.
  ['mixedContent', flag, true],
];

/** Block-data fields without a setting of their own: they travel in `designOptions` (unless it has them). */
const DESIGN_OPTIONS = ['transition', 'vSize', 'listImageSize'];

/**
 * Normalises a gallery's block data. `containerClass` is the class list of
 * `.sqs-gallery-container`, whose `sqs-gallery-block-{design}` names the
 * design when the JSON has none. Throws `No gallery design found by that
 * name: {name}` for an unknown design; reports wrong-typed fields.
 */
export function readSettings(
  config: Record<string, unknown>,
  containerClass: string,
  report: (error: unknown, message?: string) => void,
): GallerySettings {
  const bad: string[] = [];
  /** The first of `keys` given (src/shared/block-settings.ts `given`), parsed; unreadable: reported, `fallback`. */
  const read = <T>(keys: string | readonly string[], parse: Parse<T>, fallback: T, from = config): T => {
    const names = typeof keys === 'string' ? [keys] : keys;
    const value = given(from, names);
    const parsed = value === undefined ? fallback : parse(value);
    if (parsed !== undefined) return parsed;
    bad.push(names.find((name) => from[name] === value)!);
    return fallback;
  };
  // As src/shared/gallery-layout.ts blockDesignName reads it, which picks this gallery's file.
  const blockDesign = read('design', text, designInClass(containerClass) || '');
  const design = designFor(blockDesign);
  const options = read('autoplayOptions', object, {});
  const seconds = read(['autoplay-duration', 'autoplayDuration'], size, 0);
  const designOptions = { ...read('designOptions', object, {}) };
  for (const key of DESIGN_OPTIONS) {
    const value = given(config, [key, camel(key)]);
    if (value !== undefined) designOptions[key] ??= value;
  }
  const grid = design === 'grid';
  const settings = {
    blockDesign,
    design,
    // The 7.0 grid's own keys: its cells' ratio is its aspect-ratio, its columns are its thumbnails per row,
    // its gap is its padding (src/shared/gallery-layout.ts). §9: grid 4 per row, carousel 3.
    aspectRatio: read(grid ? LAYOUT_KEYS.gridAspectRatio : LAYOUT_KEYS.aspectRatio, ratio, null),
    slidesPerRow: read(grid ? LAYOUT_KEYS.gridColumns : 'slidesPerRow', count, design === 'carousel' ? 3 : 4),
    gutter: read(grid ? LAYOUT_KEYS.gridGap : 'gutter', size, null),
    autoplay: {
      enabled: read('autoplay', flag, false),
      timeout: read('timeout', size, seconds * 1000, options) || AUTOPLAY_DEFAULTS.timeout,
      randomize: read('randomize', flag, AUTOPLAY_DEFAULTS.randomize, options),
      resume: read('resume', size, AUTOPLAY_DEFAULTS.resume, options),
      // §3 calls pauseOnMouseover a list (of elements): any non-empty list reads as on.
      pauseOnMouseover: read('pauseOnMouseover', (v) => (Array.isArray(v) ? v.length > 0 : flag(v)), true, options),
    },
    keyboard: read('keyboard', flag, /^(stacked|strip|carousel)$/.test(design)),
    keys: read(
      'keys',
      (v) =>
        Array.isArray(v) && count(v[0]) && count(v[1]) ? { previous: v[0] as number, next: v[1] as number } : undefined,
      { previous: GALLERY_KEYS.PREVIOUS, next: GALLERY_KEYS.NEXT },
    ),
    designOptions,
    // The wall's and the stack's layout, as the loader reads it before the first paint (one rule).
    flow: design === 'wall' || design === 'stack' ? flowLayoutOf(design, config) : null,
  } as GallerySettings & Record<string, unknown>;
  for (const [key, parse, fallback] of FIELDS) settings[camel(key)] = read([key, camel(key)], parse, fallback);
  if (bad.length) report(new TypeError(`unexpected ${bad.join(', ')}`), 'Error evaluating gallery block data.');
  return settings;
}
