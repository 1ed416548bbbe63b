/** Map enumerations and defaults (spec §3 "Map", §9 "Map", §5 "Map style keys must be valid"). */
import { keyOf, valueOr } from './lookup';

/** Map style keys. */
export const MAP_STYLES = {
  ORIGINAL: 'Original',
  GRAYSCALE: 'Grayscale',
  SATELLITE: 'Satellite',
  MINIMAL_DARK: 'MinimalDark',
  MINIMAL_LIGHT: 'MinimalLight',
  MINIMAL_BLUE: 'MinimalBlue',
} as const;

/** One map style key. */
export type MapStyle = (typeof MAP_STYLES)[keyof typeof MAP_STYLES];

/** Numeric style ids; note light is 4 and dark 5, the reverse of the key list. */
export const MAP_STYLE_IDS = {
  ORIGINAL: 1,
  GRAYSCALE: 2,
  SATELLITE: 3,
  MINIMAL_LIGHT: 4,
  MINIMAL_DARK: 5,
  MINIMAL_BLUE: 6,
} as const;

/** One numeric map style id. */
export type MapStyleId = (typeof MAP_STYLE_IDS)[keyof typeof MAP_STYLE_IDS];

/** The default style (spec §3: Grayscale). */
export const DEFAULT_MAP_STYLE: MapStyle = MAP_STYLES.GRAYSCALE;

/** The style key when valid, else Grayscale. */
export function mapStyleOrDefault(value: unknown): MapStyle {
  return valueOr(MAP_STYLES, value, DEFAULT_MAP_STYLE);
}

/** The numeric id of a style key (unknown keys: Grayscale's 2). */
export function mapStyleId(style: unknown): MapStyleId {
  const name = keyOf(MAP_STYLES, mapStyleOrDefault(style), 'GRAYSCALE');
  return MAP_STYLE_IDS[name];
}

/** The style key of a numeric id (unknown ids: Grayscale). */
export function mapStyleFromId(id: unknown): MapStyle {
  return MAP_STYLES[keyOf(MAP_STYLE_IDS, id, 'GRAYSCALE')];
}

/** Default zoom (spec §3). */
export const DEFAULT_MAP_ZOOM = 12;

/**
 * Default centre: "a fixed point in lower Manhattan" (spec §3; the exact point
 * is not shown). This is City Hall Park.
 */
export const DEFAULT_MAP_CENTER = { lat: 40.7127, lng: -74.0059 } as const;

/** Map script load limit, marker icon size and update debounce (spec §9). */
export const MAP_SCRIPT_TIMEOUT_MS = 30_000;
/** Marker icon size in px (spec §9). */
export const MAP_MARKER_ICON = { width: 48, height: 64 } as const;
/** Map update debounce (spec §9). */
export const MAP_UPDATE_DEBOUNCE_MS = 60;
