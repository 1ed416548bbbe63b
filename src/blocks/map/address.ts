/**
 * What a map block shows before its provider arrives and whenever it fails
 * (issue "Media and embeds": never an empty box): the address as text and a
 * link to directions. Once the map is drawn the address stays in the box's
 * flow (so the box keeps its size) but hidden; the map's region names it.
 */
import type { PageContext } from '../../core/types';
import { providerUrl } from '../../core/third-party';
import type { MapSettings } from './settings';
import { say } from '../../core/message-format/page-words';
import { MAP_WORDS } from '../../core/words/media';

/** The directions page for the marker (or the address when there is one). */
export function directionsUrl(page: PageContext, settings: MapSettings): string {
  const { lat, lng } = settings.marker;
  const destination = settings.address.length > 1 ? settings.address.slice(1).join(', ') : `${lat},${lng}`;
  return providerUrl(page, 'directions', 'https://www.google.com/maps/dir/?api=1', {}, { destination });
}

/** Renders the address into `host`; returns it (the caller hides or removes it). */
export function renderAddress(host: HTMLElement, page: PageContext, settings: MapSettings): HTMLElement {
  const doc = host.ownerDocument;
  const address = doc.createElement('address');
  address.className = 'sqs-map-address';
  settings.address.forEach((line, index) => {
    const part = doc.createElement(index ? 'span' : 'strong');
    part.textContent = line;
    address.append(part, doc.createElement('br'));
  });
  const link = doc.createElement('a');
  link.className = 'sqs-map-directions';
  link.href = directionsUrl(page, settings);
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.textContent = say('map.directions', MAP_WORDS.directions);
  address.append(link);
  host.append(address);
  return address;
}
