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
import { readNumber, readOneOf } from '../../shared/block-settings';
import { designFor } from './design-names';
import type { AutoplaySettings, GallerySettings } from './types';
import { GALLERY_AUTOPLAY, GALLERY_KEYS } from '../../core/enums/gallery-constants';

type Parse<T> = (value: unknown) => T | undefined;

// The one reading of each kind of value (src/core/read-boolean.ts, src/shared/block-settings.ts).
const flag: Parse<boolean> = readBoolean;
/** A finite number ≥ 0, from a number or a numeric string. */
const size: Parse<number> = (v) => readNumber(v, { min: 0 });
/** A positive integer (strings parsed as integers, spec §5 columnWidth). */
const count: Parse<number> = (v) => readNumber(v, { min: 1, integer: true });
const oneOf =
  (...values: string[]): Parse<string> =>
  (v) =>
    readOneOf(v, values);
const text: Parse<string> = (v) => (typeof v === 'string' ? v : undefined);
const object: Parse<Record<string, unknown>> = (v) =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
/** `imageAspectRatio` / `aspectRatio`: a number (width / height, > 0) or numeric string; 'Auto' → null. */
const ratio: Parse<number | null> = (v) => (typeof v === 'string' && /^auto$/i.test(v) ? null : size(v) || undefined);

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

/** The settings read as they are: JSON key (the setting is its camelCase: `auto-crop` → `autoCrop`), parser, default. */
const FIELDS: [string, Parse<unknown>, unknown][] = [
  ['gutter', size, null],
  ['columnWidth', count, null],
  ['padding', size, null],
  ['lightbox', flag, false],
  ['lightboxTheme', oneOf('light', 'dark'), 'dark'],
  ['active-alignment', oneOf('left', 'center', 'right'), 'center'],
  ['thumbnails', flag, false],
  ['thumbnails-per-row', count, 5],
  ['thumbnail-strip-height', size, null],
  ['square-thumbs', flag, false],
  ['auto-crop', flag, true],
  ['meta-position', text, 'bottom-left'],
  ['loop', flag, true],
  ['historyHash', flag, false],
];

/** Block-data fields without a setting of their own: they travel in `designOptions` (unless it has them). */
const DESIGN_OPTIONS = ['transition', 'vSize', 'listImageSize', 'mixedContent', 'thumbnail-strip-margin'];

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
  const read = <T>(key: string, parse: Parse<T>, fallback: T, from = config): T => {
    const value = from[key];
    const parsed = value === undefined || value === null || value === '' ? fallback : parse(value);
    if (parsed !== undefined) return parsed;
    bad.push(key);
    return fallback;
  };
  const blockDesign = read('design', text, /\bsqs-gallery-block-([\w-]+)/.exec(containerClass)?.[1] || '');
  const design = designFor(blockDesign);
  const options = read('autoplayOptions', object, {});
  const seconds = read('autoplay-duration', size, 0);
  const designOptions = { ...read('designOptions', object, {}) };
  for (const key of DESIGN_OPTIONS) if (config[key] !== undefined) designOptions[key] ??= config[key];
  const settings = {
    blockDesign,
    design,
    aspectRatio: read('imageAspectRatio', ratio, read('aspectRatio', ratio, null)),
    // §9: grid 4 per row, carousel 3.
    slidesPerRow: read('slidesPerRow', count, design === 'carousel' ? 3 : 4),
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
  } as GallerySettings & Record<string, unknown>;
  for (const [key, parse, fallback] of FIELDS)
    settings[key.replace(/-(.)/g, (_, c: string) => c.toUpperCase())] = read(key, parse, fallback);
  if (bad.length) report(new TypeError(`unexpected ${bad.join(', ')}`), 'Error evaluating gallery block data.');
  return settings;
}
