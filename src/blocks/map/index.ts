/**
 * The map block (`.sqs-block.map-block`; spec §3 "Map", §4, §9;
 * docs/blocks/map.md). At mount (near the viewport) the address and a
 * directions link, at once; then, once the policy allows the provider, its
 * script (one load per page, 30 s) and the map over the address. On any
 * failure (no key, time-out, load error, a provider key error) the address
 * stays and the block reports why; it never shows an empty box. The server's
 * nodes stay; every change to its markup is recorded in one markup undo: the
 * map's own in the scope `map`, undone alone when the provider fails.
 */
import { thirdPartyFor } from '../../core/third-party';
import type { BlockContext, Unmount } from '../../core/types';
import { createMarkupUndo } from '../../shared/markup-undo';
import { directionsUrl, renderAddress } from './address';
import { loadMapsApi, MAP_AUTH_FAILURE_EVENT, type MapsApi } from './provider';
import { drawMap } from './render';
import { readMapSettings } from './settings';
import { say } from '../../core/message-format/page-words';
import { MAP_WORDS } from '../../core/words/media';

/** Reported when the map cannot be shown (spec §8: "The map fails after its time-out"). */
export const MAP_FAILED_MESSAGE = 'Map could not load; showing the address instead';

/** Mounts the address, then the map; returns the unmount that puts the server markup back. */
export function mount(root: HTMLElement, { config, page, report }: BlockContext): Unmount {
  const doc = root.ownerDocument;
  const win = doc.defaultView as Window;
  const host = root.querySelector<HTMLElement>('.sqs-block-content') ?? root;
  const settings = readMapSettings(config);
  const markup = createMarkupUndo();
  // Enhanced, not replaced: what the server wrote in the box (often a lone
  // &nbsp; that gives it a line) stays; the address joins it.
  const address = markup.added(renderAddress(host, page, settings));
  let live = true;
  const fail = (error: unknown) => {
    if (!live) return;
    markup.restore('map');
    report(error, MAP_FAILED_MESSAGE);
  };
  const draw = (maps: MapsApi) =>
    live &&
    markup.scoped('map', () => {
      const canvas = markup.added(doc.createElement('div'));
      canvas.className = 'sqs-map-canvas';
      canvas.setAttribute('role', 'region');
      canvas.setAttribute(
        'aria-label',
        say('map.region', MAP_WORDS.region, {
          address: settings.address.join(', ') || say('map.location', MAP_WORDS.location),
        }),
      );
      markup.style(host, { position: 'relative' });
      markup.style(canvas, { position: 'absolute', inset: '0' });
      // The address keeps the box's size under the map; the map's region names it.
      markup.style(address, { visibility: 'hidden' });
      host.append(canvas);
      markup.add(drawMap(maps, canvas, settings, () => win.open(directionsUrl(page, settings), '_blank', 'noopener')));
    });
  markup.on(doc, MAP_AUTH_FAILURE_EVENT, () => fail(new Error('Map: the provider refused the render key')));
  markup.add(
    thirdPartyFor(doc).whenAllowed(page, () => void loadMapsApi(page, doc).then(draw).catch(fail), {
      host,
      provider: 'Google Maps',
    }),
  );
  return () => {
    live = false;
    markup.restore();
  };
}
