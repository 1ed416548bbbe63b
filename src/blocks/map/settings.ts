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
import { readBlockSettings } from '../../shared/block-settings';

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

/** Reads `config` (the parsed data-block-json); booleans and numbers as every block reads them. */
export function readMapSettings(config: Record<string, unknown>): MapSettings {
  const options = readBlockSettings(config);
  const location = readBlockSettings(config.location);
  const center = {
    lat: location.number('mapLat', DEFAULT_MAP_CENTER.lat, { min: -90, max: 90 }),
    lng: location.number('mapLng', DEFAULT_MAP_CENTER.lng, { min: -180, max: 180 }),
  };
  const style = typeof config.style === 'number' ? mapStyleFromId(config.style) : mapStyleOrDefault(config.style);
  return {
    center,
    marker: {
      lat: location.number('markerLat', center.lat, { min: -90, max: 90 }),
      lng: location.number('markerLng', center.lng, { min: -180, max: 180 }),
    },
    zoom: location.number('mapZoom', DEFAULT_MAP_ZOOM, { min: 0, max: 22 }),
    style,
    address: ['addressTitle', 'addressLine1', 'addressLine2', 'addressCountry']
      .map((key) => location.text(key, '').trim())
      .filter(Boolean),
    // spec §3 "Map": the model names them labels, terrain and controls; 7.1 writes showLabels, ….
    showLabels: options.boolean(['showLabels', 'labels'], true),
    showTerrain: options.boolean(['showTerrain', 'terrain'], false),
    draggable: options.boolean('draggable', true),
    // A page scrolled over a map should scroll, not zoom the map.
    scrollwheel: options.boolean('scrollwheel', false),
    showControls: options.boolean(['showControls', 'controls'], true) && !options.boolean('disableDefaultUI', false),
    markerDraggable: options.boolean('markerDraggable', false),
    linkOnClick: options.boolean('linkOnClick', false),
  };
}

/** Whether the style is the satellite one (a map type, not a style array). */
export const isSatellite = (style: MapStyle) => style === MAP_STYLES.SATELLITE;
