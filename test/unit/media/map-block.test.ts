import { mount } from '../../../src/blocks/map';
import { directionsUrl } from '../../../src/blocks/map/address';
import { MAP_AUTH_FAILURE_EVENT, renderKey } from '../../../src/blocks/map/provider';
import { mapOptions } from '../../../src/blocks/map/render';
import { readMapSettings } from '../../../src/blocks/map/settings';
import { thirdPartyFor } from '../../../src/core/third-party';
import { blockContext, flush, pageWith, RESTRICTIVE, rootFrom } from './helpers';

const LOCATION = {
  mapLat: 40.7,
  mapLng: -74.01,
  addressTitle: 'Bakery',
  addressLine1: '12 Water Street',
  addressLine2: 'New York, NY 10004',
  addressCountry: 'United States',
};
const KEY = { mapRenderKey: btoa('demo-key'), website_locale: 'fr-CA' };
const block = (config: object = { location: LOCATION }) =>
  rootFrom(
    `<div class="sqs-block map-block" data-block-json='${JSON.stringify(config)}'><div class="sqs-block-content"><p>server</p></div></div>`,
  );
const mountBlock = (root: HTMLElement, page = pageWith(KEY)) => {
  const { ctx, reports } = blockContext(root, page, 'map');
  return { unmount: mount(root, ctx) as () => void, reports };
};
const mapScript = () => document.head.querySelector<HTMLScriptElement>('script[src*="maps"]');
type Win = Window & { google?: unknown; __siteRuntimeMapsReady?: () => void };

/** A google.maps-shaped fake that records what it was given. */
function fakeMaps() {
  const made: { options: Record<string, unknown>; markers: Record<string, unknown>[]; centred: number } = {
    options: {},
    markers: [],
    centred: 0,
  };
  class Map {
    constructor(element: HTMLElement, options: Record<string, unknown>) {
      made.options = options;
      element.append(Object.assign(document.createElement('div'), { className: 'drawn' }));
    }
    setCenter() {
      made.centred++;
    }
    addListener() {
      return { remove() {} };
    }
  }
  class Marker {
    constructor(options: Record<string, unknown>) {
      made.markers.push(options);
    }
    setMap() {}
  }
  class Size {
    constructor(
      public width: number,
      public height: number,
    ) {}
  }
  return { api: { Map, Marker, Size }, made };
}
/** Answers the pending map script as the provider would: defines the API and calls back. */
const provide = (maps: object) => {
  (window as Win).google = { maps };
  (window as Win).__siteRuntimeMapsReady!();
};

beforeEach(() => {
  thirdPartyFor(document).destroy();
  document.head.innerHTML = '';
  delete (window as Win).google;
});

describe('settings (spec §3 "Map")', () => {
  it('defaults: lower Manhattan, zoom 12, the marker at the centre, Grayscale', () => {
    const settings = readMapSettings({});
    expect(settings.center).toEqual({ lat: 40.7127, lng: -74.0059 });
    expect(settings.marker).toEqual(settings.center);
    expect(settings.zoom).toBe(12);
    expect(settings.style).toBe('Grayscale');
    expect(settings).toMatchObject({
      showLabels: true,
      showControls: true,
      draggable: true,
      scrollwheel: false,
      linkOnClick: false,
    });
  });

  it('reads the location, numbers as strings, and a style by id or key', () => {
    const settings = readMapSettings({ location: { ...LOCATION, markerLat: '40.71', mapZoom: '15' }, style: 5 });
    expect(settings.marker).toEqual({ lat: 40.71, lng: -74.01 });
    expect(settings.zoom).toBe(15);
    expect(settings.style).toBe('MinimalDark');
    expect(readMapSettings({ style: 'Satellite' }).style).toBe('Satellite');
    expect(readMapSettings({ style: 'Bogus' }).style).toBe('Grayscale');
    expect(settings.address).toEqual(['Bakery', '12 Water Street', 'New York, NY 10004', 'United States']);
  });

  it("the spec's model names (labels, terrain, controls) as well as 7.1's; the 7.1 name wins when both are there", () => {
    const model = readMapSettings({ labels: false, terrain: true, controls: false });
    expect([model.showLabels, model.showTerrain, model.showControls]).toEqual([false, true, false]);
    expect(readMapSettings({ labels: false, showLabels: true }).showLabels).toBe(true);
  });

  it('disableDefaultUI hides the controls', () => {
    expect(readMapSettings({ disableDefaultUI: true }).showControls).toBe(false);
  });

  it('provider options: styles, map types, labels, controls', () => {
    expect(mapOptions(readMapSettings({})).styles).toEqual([{ stylers: [{ saturation: -100 }] }]);
    expect(mapOptions(readMapSettings({ style: 3 })).mapTypeId).toBe('hybrid');
    expect(mapOptions(readMapSettings({ style: 3, showLabels: false })).mapTypeId).toBe('satellite');
    expect(mapOptions(readMapSettings({ style: 1, showTerrain: true }))).toMatchObject({
      mapTypeId: 'terrain',
      styles: [],
    });
    expect(mapOptions(readMapSettings({ showLabels: false })).styles).toContainEqual({
      elementType: 'labels',
      stylers: [{ visibility: 'off' }],
    });
    expect(mapOptions(readMapSettings({ showControls: false })).disableDefaultUI).toBe(true);
  });
});

describe('the render key (spec §3: base64 in the context)', () => {
  it("reads the builder's gmRenderKey first, then mapRenderKey", () => {
    expect(renderKey(pageWith({ gmRenderKey: btoa('gm-1') }), window)).toBe('gm-1');
    expect(renderKey(pageWith({ gmRenderKey: btoa('gm-1'), mapRenderKey: btoa('k-1') }), window)).toBe('gm-1');
    expect(renderKey(pageWith({ gmRenderKey: '', mapRenderKey: btoa('k-1') }), window)).toBe('k-1');
  });

  it('decodes it; absent or not base64 reads as none', () => {
    expect(renderKey(pageWith({ mapRenderKey: btoa('k-1') }), window)).toBe('k-1');
    expect(renderKey(pageWith(), window)).toBe('');
    expect(renderKey(pageWith({ mapRenderKey: '%%%' }), window)).toBe('');
  });
});

describe('never an empty box', () => {
  it('shows the address and a directions link at once', () => {
    const root = block();
    mountBlock(root);
    const address = root.querySelector('address.sqs-map-address')!;
    expect(address.textContent).toContain('Bakery');
    expect(address.textContent).toContain('12 Water Street');
    const link = address.querySelector<HTMLAnchorElement>('a.sqs-map-directions')!;
    expect(link.href).toBe(directionsUrl(pageWith(), readMapSettings({ location: LOCATION })));
    expect(link.href).toContain('destination=12+Water+Street%2C+New+York');
    expect(link.target).toBe('_blank');
  });

  it('without an address the directions go to the marker', () => {
    expect(directionsUrl(pageWith(), readMapSettings({}))).toContain('destination=40.7127%2C-74.0059');
  });

  it("loads the provider once for every map, with the key and the locale's language and region", () => {
    document.body.innerHTML = '';
    for (let i = 0; i < 2; i++) {
      const root = document.body.appendChild(document.createElement('div'));
      root.innerHTML = '<div class="sqs-block-content"></div>';
      mount(root, blockContext(root, pageWith(KEY), 'map').ctx);
    }
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    const url = new URL(scripts[0].src);
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      key: 'demo-key',
      language: 'fr',
      region: 'CA',
      callback: '__siteRuntimeMapsReady',
    });
  });

  it("draws the map over the address (which stays, hidden, holding the box's size) with the 48×64 marker", async () => {
    const root = block({ location: LOCATION, markerDraggable: true });
    mountBlock(root);
    const { api, made } = fakeMaps();
    provide(api);
    await flush();
    const canvas = root.querySelector<HTMLElement>('.sqs-map-canvas')!;
    expect(canvas.getAttribute('role')).toBe('region');
    expect(canvas.getAttribute('aria-label')).toBe('Map: Bakery, 12 Water Street, New York, NY 10004, United States');
    expect(canvas.querySelector('.drawn')).not.toBeNull();
    expect(root.querySelector<HTMLElement>('.sqs-map-address')!.style.visibility).toBe('hidden');
    expect(made.options).toMatchObject({ center: { lat: 40.7, lng: -74.01 }, zoom: 12 });
    expect(made.markers[0]).toMatchObject({ position: { lat: 40.7, lng: -74.01 }, draggable: true });
    expect((made.markers[0].icon as { scaledSize: { width: number; height: number } }).scaledSize).toMatchObject({
      width: 48,
      height: 64,
    });
  });

  it('without a key: no request, the address stays, the block reports why', async () => {
    const root = block();
    const { reports } = mountBlock(root, pageWith());
    await flush();
    expect(mapScript()).toBeNull();
    expect(reports).toEqual(['Map could not load; showing the address instead']);
    expect(root.querySelector('.sqs-map-address')).not.toBeNull();
  });

  it('a failed provider load leaves the address and reports', async () => {
    const root = block();
    const { reports } = mountBlock(root);
    mapScript()!.dispatchEvent(new Event('error'));
    await flush();
    expect(reports).toEqual(['Map could not load; showing the address instead']);
    expect(root.querySelector('.sqs-map-canvas')).toBeNull();
  });

  it('a refused key takes the map away and brings the address back', async () => {
    const root = block();
    const { reports } = mountBlock(root);
    provide(fakeMaps().api);
    await flush();
    document.dispatchEvent(new Event(MAP_AUTH_FAILURE_EVENT));
    expect(root.querySelector('.sqs-map-canvas')).toBeNull();
    expect(root.querySelector<HTMLElement>('.sqs-map-address')!.style.visibility).toBe('');
    expect(reports).toEqual(['Map could not load; showing the address instead']);
  });

  it('under a restrictive policy: the address and an offer, no request until the visitor asks', async () => {
    const root = block();
    mountBlock(root, pageWith({ ...KEY, ...RESTRICTIVE }));
    await flush();
    expect(mapScript()).toBeNull();
    const button = root.querySelector<HTMLButtonElement>('.sqs-consent-offer-button')!;
    expect(button.textContent).toBe('Load Google Maps anyway');
    button.click();
    expect(mapScript()).not.toBeNull();
  });

  it('destroy puts the server markup back', async () => {
    const root = block();
    const before = root.innerHTML;
    const { unmount } = mountBlock(root);
    provide(fakeMaps().api);
    await flush();
    unmount();
    expect(root.innerHTML).toBe(before);
  });
});
