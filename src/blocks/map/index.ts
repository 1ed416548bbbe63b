/**
 * The map block (`.sqs-block.map-block`; spec §3 "Map", §4, §9;
 * docs/blocks/map.md). At mount (near the viewport) the address and a
 * directions link, at once; then, once the policy allows the provider, its
 * script (one load per page, 30 s) and the map over the address. On any
 * failure (no key, time-out, load error, a provider key error) the address
 * stays and the block reports why; it never shows an empty box.
 */
import { thirdPartyFor } from '../../core/third-party';
import type { BlockContext, Unmount } from '../../core/types';
import { directionsUrl, renderAddress } from './address';
import { loadMapsApi, MAP_AUTH_FAILURE_EVENT } from './provider';
import { drawMap } from './render';
import { readMapSettings } from './settings';

/**
 * Sets styles through the CSSOM and returns what puts them back: the same
 * as src/shared/dom/style.ts, which the video player's chunk holds; a copy
 * here keeps the map from importing that chunk (and the loader from naming it).
 */
function style(element: HTMLElement, styles: Partial<Record<string, string>>): () => void {
  const saved = element.getAttribute('style');
  Object.assign(element.style, styles);
  // No style attribute before: none after (an empty one would be left behind).
  return () => (saved === null ? element.removeAttribute('style') : (element.style.cssText = saved));
}

/** Reported when the map cannot be shown (spec §8: "The map fails after its time-out"). */
export const MAP_FAILED_MESSAGE = 'Map could not load; showing the address instead';

/** Mounts the address, then the map; returns the unmount that puts the server markup back. */
export function mount(root: HTMLElement, { config, page, report }: BlockContext): Unmount {
  const doc = root.ownerDocument;
  const win = doc.defaultView as Window;
  const host = root.querySelector<HTMLElement>('.sqs-block-content') ?? root;
  const settings = readMapSettings(config);
  const saved = [...host.childNodes];
  host.replaceChildren();
  const address = renderAddress(host, page, settings);
  const undo: (() => void)[] = [() => host.replaceChildren(...saved)];
  let live = true;
  const fail = (error: unknown) => {
    if (!live) return;
    undo
      .splice(1)
      .reverse()
      .forEach((run) => run());
    report(error, MAP_FAILED_MESSAGE);
  };
  const draw = (maps: Awaited<ReturnType<typeof loadMapsApi>>) => {
    if (!live) return;
    const canvas = doc.createElement('div');
    canvas.className = 'sqs-map-canvas';
    canvas.setAttribute('role', 'region');
    canvas.setAttribute('aria-label', `Map: ${settings.address.join(', ') || 'location'}`);
    undo.push(
      style(host, { position: 'relative' }),
      style(canvas, { position: 'absolute', top: '0', left: '0', width: '100%', height: '100%' }),
      style(address, { visibility: 'hidden' }),
      () => canvas.remove(),
    );
    host.append(canvas);
    undo.push(drawMap(maps, canvas, settings, () => win.open(directionsUrl(page, settings), '_blank', 'noopener')));
  };
  const onAuthFailure = () => fail(new Error('Map: the provider refused the render key'));
  doc.addEventListener(MAP_AUTH_FAILURE_EVENT, onAuthFailure);
  const cancel = thirdPartyFor(doc).whenAllowed(page, () => void loadMapsApi(page, doc).then(draw).catch(fail), {
    host,
    provider: 'Google Maps',
  });
  return () => {
    live = false;
    cancel();
    doc.removeEventListener(MAP_AUTH_FAILURE_EVENT, onAuthFailure);
    undo
      .splice(0)
      .reverse()
      .forEach((run) => run());
  };
}
