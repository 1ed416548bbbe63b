/**
 * Limits, lifetimes and breakpoints of spec §9.
 *
 * @build-inline: constants only, copied into each chunk that imports it
 * (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
 */

/** Cookie lifetimes (spec §3 "Cookies", §9). */
export const COOKIE_LIFETIMES = {
  /** ss_cvr: 2 years, in days. */
  visitorRecordDays: 730,
  /** ss_cvt: 30 minutes. */
  visitTimestampMinutes: 30,
  /** ss_cookieAllowed. */
  consentDays: 30,
  analyticsDays: 390,
} as const;

/** Content limits (spec §9 "Limits"). */
export const CONTENT_LIMITS = {
  blocksPerLayout: 60,
  tracksPerAlbum: 60,
  userOrderableCollectionItems: 250,
  productsPerCollection: 200,
  nestedCategories: 10_000,
} as const;

/** Query-string parser key limit. */
export const QUERY_STRING_MAX_KEYS = 1000;

/** Bytes in a megabyte for upload limits; displayed sizes use 1024-based units. */
export const BYTES_PER_MB = 1_000_000;
/** The unit base of displayed file sizes. */
export const DISPLAY_SIZE_BASE = 1024;

/** Default slider aspect ratio. */
export const DEFAULT_SLIDER_ASPECT_RATIO = 50;

/** Shape-mask heights per width 100. */
export const SHAPE_MASK_HEIGHTS = [100, 150, 67] as const;

/** Breakpoints in px (spec §9 "Breakpoints"). */
export const BREAKPOINTS = {
  desktop: [800, 1024],
  deviceHeights: [926, 1024, 1366],
  /** Mobile is 432 px or less; desktop 433 px or more. */
  mobileMax: 432,
  mobileInfoBarMax: 1024,
  tableBookingMax: 750,
  /** The reservation embed uses its wide theme over this width. */
  reservationWideOver: 850,
} as const;

/** Animated blocks: intersection thresholds and the share visible that marks them loaded (spec §4). */
export const ANIMATION_OBSERVER = { thresholds: [0, 0.1, 0.25, 0.5, 1], visibleRatio: 0.5 } as const;

/** Marquee props and their defaults (spec §3 "Marquee props"). */
export const MARQUEE_DEFAULTS = {
  waveFrequency: 1,
  waveIntensity: 0,
  animationDirection: 'left',
  animationSpeed: 1,
  pausedOnHover: false,
} as const;

/** Marquee directions; unknown reads as left. */
export const MARQUEE_DIRECTIONS = ['left', 'right'] as const;

/** Likert scale values and labels (spec §3 "Field summary formats"). */
export const LIKERT_SCALE = {
  '-2': 'Strongly Disagree',
  '-1': 'Disagree',
  '0': 'Neutral',
  '1': 'Agree',
  '2': 'Strongly Agree',
} as const;
