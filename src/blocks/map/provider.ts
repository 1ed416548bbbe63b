/**
 * The map provider (spec §4 "Page lifecycle": one shared load, rejected after
 * 30 s; §7 "a map script with a key and the locale's language and region"):
 * the Google Maps JavaScript API by default, loaded once per page through the
 * page's third-party loader with the render key of the page context (base64,
 * spec §3) and a ready callback. Its key failures arrive on `gm_authFailure`,
 * which is turned into one DOM event every map of the page hears.
 */
import { MAP_SCRIPT_TIMEOUT_MS } from '../../core/enums/map';
import { providerUrl, thirdPartyFor } from '../../core/third-party';
import type { PageContext } from '../../core/types';
import { pageLocale } from '../../core/message-format/page-locale';

/** The DOM event a provider key failure is announced with, on the document. */
export const MAP_AUTH_FAILURE_EVENT = 'site-runtime:map-auth-failure';

/** The part of `google.maps` the block uses. */
export interface MapsApi {
  Map: new (element: HTMLElement, options: object) => MapInstance;
  Marker: new (options: object) => { setMap(map: MapInstance | null): void };
  Size: new (width: number, height: number) => object;
}

/** A drawn map. */
export interface MapInstance {
  setCenter(center: object): void;
  addListener(type: string, listener: () => void): { remove(): void };
}

type Win = Window & { google?: { maps?: MapsApi }; gm_authFailure?: () => void };

/**
 * Where the page context holds the render key (base64, spec §3 "the session
 * context also holds the map render key"), first match wins: `gmRenderKey` is
 * the builder's own name (every real context carries it); `mapRenderKey` is
 * the name this runtime documented before it read real pages, still honoured.
 */
export const RENDER_KEY_FIELDS = ['gmRenderKey', 'mapRenderKey'] as const;

/** The render key of the page context, decoded; '' when absent or not base64. */
export function renderKey(page: PageContext, win: Window): string {
  const encoded = RENDER_KEY_FIELDS.map((field) => page[field]).find((value) => typeof value === 'string' && value);
  try {
    return typeof encoded === 'string' ? win.atob(encoded).trim() : '';
  } catch {
    return '';
  }
}

/** Loads the provider (once per page); rejects without a key, on a failed load or after 30 s. */
export async function loadMapsApi(page: PageContext, doc: Document): Promise<MapsApi> {
  const win = doc.defaultView as Win;
  const key = renderKey(page, win);
  if (!key) throw new Error('Map: no render key in the page context');
  const [language, region] = pageLocale(page, doc).split(/[-_]/);
  const params: Record<string, string> = { key, callback: '__siteRuntimeMapsReady', loading: 'async' };
  if (language) params.language = language;
  if (region) params.region = region.toUpperCase();
  win.gm_authFailure = () => doc.dispatchEvent(new Event(MAP_AUTH_FAILURE_EVENT));
  await thirdPartyFor(doc).script(providerUrl(page, 'maps', 'https://maps.googleapis.com/maps/api/js', {}, params), {
    timeoutMs: MAP_SCRIPT_TIMEOUT_MS,
    callback: params.callback,
  });
  const maps = win.google?.maps;
  if (!maps?.Map) throw new Error('Map: the provider script defined no map API');
  return maps;
}
