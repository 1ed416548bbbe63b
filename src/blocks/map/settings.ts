/**
 * The map block's settings (spec §3 "Map"): `location` and the options of
 * the block JSON, with the spec's defaults (zoom 12, the marker at the centre,
 * the lower-Manhattan centre, Grayscale). Style may be a key or an id (1–6).
 */
import {
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  MAP_STYLES,
  mapStyleFromId,
  mapStyleOrDefault,
  type MapStyle,
} from '../../core/enums/map';

/** A point. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Everything a map is drawn from. */
export interface MapSettings {
  center: LatLng;
  marker: LatLng;
  zoom: number;
  style: MapStyle;
  /** Title, lines and country; empty ones left out. */
  address: string[];
  showLabels: boolean;
  showTerrain: boolean;
  draggable: boolean;
  scrollwheel: boolean;
  showControls: boolean;
  markerDraggable: boolean;
  linkOnClick: boolean;
}

const number = (value: unknown, fallback: number) => {
  const parsed = typeof value === 'string' ? parseFloat(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : fallback;
};
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** Reads `config` (the parsed data-block-json). */
export function readMapSettings(config: Record<string, unknown>): MapSettings {
  const location = (config.location && typeof config.location === 'object' ? config.location : {}) as Record<
    string,
    unknown
  >;
  const center = {
    lat: number(location.mapLat, DEFAULT_MAP_CENTER.lat),
    lng: number(location.mapLng, DEFAULT_MAP_CENTER.lng),
  };
  const style = typeof config.style === 'number' ? mapStyleFromId(config.style) : mapStyleOrDefault(config.style);
  return {
    center,
    marker: { lat: number(location.markerLat, center.lat), lng: number(location.markerLng, center.lng) },
    zoom: number(location.mapZoom, DEFAULT_MAP_ZOOM),
    style,
    address: ['addressTitle', 'addressLine1', 'addressLine2', 'addressCountry']
      .map((key) => (typeof location[key] === 'string' ? location[key].trim() : ''))
      .filter(Boolean),
    showLabels: flag(config.showLabels, true),
    showTerrain: flag(config.showTerrain, false),
    draggable: flag(config.draggable, true),
    // A page scrolled over a map should scroll, not zoom the map.
    scrollwheel: flag(config.scrollwheel, false),
    showControls: flag(config.showControls, true) && !flag(config.disableDefaultUI, false),
    markerDraggable: flag(config.markerDraggable, false),
    linkOnClick: flag(config.linkOnClick, false),
  };
}

/** Whether the style is the satellite one (a map type, not a style array). */
export const isSatellite = (style: MapStyle) => style === MAP_STYLES.SATELLITE;
