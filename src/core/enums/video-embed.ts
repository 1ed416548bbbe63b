/**
 * Video names and numbers (spec §3 "Video embed", §5, §9 "Video"), re-exported
 * by ./media.ts with the image ones.
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own:
 * the video player needs these few names, not the image tables. (Not
 * `video.ts`: a module tagged so must not share a chunk's name.)
 */

/** Video modes (spec §3, §5: "fit, fill, none or null"). */
export const VIDEO_MODES = ['none', 'fit', 'fill'] as const;

/** One video mode. */
export type VideoMode = (typeof VIDEO_MODES)[number];

/** The mode when valid; `null` and anything unknown read as `'none'` (no sizing applied). */
export function videoModeOrDefault(value: unknown): VideoMode {
  return (VIDEO_MODES as readonly unknown[]).includes(value) ? (value as VideoMode) : 'none';
}

/** The only video providers supported (spec §3). */
export const VIDEO_PROVIDERS = ['vimeo', 'youtube'] as const;

/** True for Vimeo or YouTube, in any letter case (`providerName` is 'YouTube' in data). */
export function isSupportedVideoProvider(name: unknown): boolean {
  return typeof name === 'string' && (VIDEO_PROVIDERS as readonly string[]).includes(name.trim().toLowerCase());
}

/** Video numbers (spec §9 "Video"). */
export const VIDEO = {
  fallbackPaddingPercent: 56.3,
  resizeTimeoutMs: 1000,
  /** Placeholder ratio for 'auto'; otherwise 100 divided by the value. */
  autoPlaceholderRatio: 65,
} as const;
