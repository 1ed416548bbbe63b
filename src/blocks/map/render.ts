/**
 * Draws the map with the provider's API (spec §3 "Map", §9 "Map"): centre,
 * zoom, style, controls, the 48×64 marker, a click that opens the directions
 * when `linkOnClick`; after a resize the map is re-centred, debounced 60 ms.
 */
import { MAP_MARKER_ICON, MAP_STYLES, MAP_UPDATE_DEBOUNCE_MS } from '../../core/enums/map';
import { guard } from '../../core/guard';
import type { MapsApi } from './provider';
import { isSatellite, type MapSettings } from './settings';

type Stylers = { featureType?: string; elementType?: string; stylers: object[] }[];

const POI_OFF = { featureType: 'poi', stylers: [{ visibility: 'off' }] };
/** The styles that are style arrays (Satellite is a map type; Original has none). */
const STYLES: Partial<Record<string, Stylers>> = {
  [MAP_STYLES.GRAYSCALE]: [{ stylers: [{ saturation: -100 }] }],
  [MAP_STYLES.MINIMAL_LIGHT]: [{ stylers: [{ saturation: -100 }, { lightness: 40 }] }, POI_OFF],
  [MAP_STYLES.MINIMAL_DARK]: [{ stylers: [{ invert_lightness: true }, { saturation: -100 }] }, POI_OFF],
  [MAP_STYLES.MINIMAL_BLUE]: [{ stylers: [{ hue: '#0a5ca8' }, { saturation: -30 }] }, POI_OFF],
};

/** The marker: a pin drawn at 48×64 (spec §9), as a data URL so it needs no request. */
const PIN =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 64"><path d="M24 0C11 0 0 11 0 24c0 18 24 40 24 40s24-22 24-40C48 11 37 0 24 0z" fill="#222"/><circle cx="24" cy="24" r="9" fill="#fff"/></svg>',
  );

/** The provider's options for `settings`. */
export function mapOptions(settings: MapSettings): Record<string, unknown> {
  const styles = [...(STYLES[settings.style] ?? [])];
  if (!settings.showLabels) styles.push({ elementType: 'labels', stylers: [{ visibility: 'off' }] });
  const satellite = isSatellite(settings.style);
  return {
    center: settings.center,
    zoom: settings.zoom,
    styles,
    mapTypeId: satellite
      ? settings.showLabels
        ? 'hybrid'
        : 'satellite'
      : settings.showTerrain
        ? 'terrain'
        : 'roadmap',
    disableDefaultUI: !settings.showControls,
    draggable: settings.draggable,
    scrollwheel: settings.scrollwheel,
    keyboardShortcuts: settings.draggable,
  };
}

/** Draws into `canvas`; returns the destroy. */
export function drawMap(maps: MapsApi, canvas: HTMLElement, settings: MapSettings, open: () => void): () => void {
  const win = canvas.ownerDocument.defaultView as Window & typeof globalThis;
  const map = new maps.Map(canvas, mapOptions(settings));
  const marker = new maps.Marker({
    map,
    position: settings.marker,
    draggable: settings.markerDraggable,
    title: settings.address[0] ?? '',
    icon: { url: PIN, scaledSize: new maps.Size(MAP_MARKER_ICON.width, MAP_MARKER_ICON.height) },
  });
  const click = settings.linkOnClick ? map.addListener('click', open) : null;
  let timer = 0;
  // Guarded, named for this block: what the provider throws reaches the funnel with its stack.
  const recenter = guard(() => map.setCenter(settings.center), canvas);
  const observer = win.ResizeObserver
    ? new win.ResizeObserver(() => {
        win.clearTimeout(timer);
        timer = win.setTimeout(recenter, MAP_UPDATE_DEBOUNCE_MS);
      })
    : null;
  observer?.observe(canvas);
  return () => {
    observer?.disconnect();
    win.clearTimeout(timer);
    click?.remove();
    marker.setMap(null);
  };
}
