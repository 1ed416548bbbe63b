/**
 * The ad-pixel relay (spec §7 "Other loads"; the bus is ./ad-pixel-events.ts):
 * telemetry's part after the first paint starts it, and from then on every
 * block's request is delivered to the integrations once consent allows it
 * (queued, bounded, while it is pending; dropped on decline). On start it
 * announces itself, and the bus hands over the requests nobody heard before.
 * It shares only event names with the bus, so the blocks that emit do not
 * download telemetry's chunk to do it.
 */
import { AD_PIXEL_EVENT, AD_PIXEL_RELAY, AD_PIXEL_REQUEST } from './ad-pixel-names';
import type { ConsentGate } from './consent-gate';

/** One request: the event's name and its detail. */
export interface AdPixelMessage {
  name: string;
  detail: unknown;
}

/** The relay: delivers requests through the consent gate. Returns its stop. */
export function startAdPixelRelay(doc: Document, gate: ConsentGate): () => void {
  const deliver = (message: AdPixelMessage) =>
    gate.run(() => doc.dispatchEvent(new CustomEvent<AdPixelMessage>(AD_PIXEL_EVENT, { detail: message })));
  const relay = (event: Event) => {
    const message = (event as CustomEvent<AdPixelMessage>).detail;
    if (!message || typeof message.name !== 'string') return;
    event.preventDefault();
    deliver(message);
  };
  doc.addEventListener(AD_PIXEL_REQUEST, relay);
  doc.dispatchEvent(new CustomEvent(AD_PIXEL_RELAY, { detail: deliver }));
  return () => doc.removeEventListener(AD_PIXEL_REQUEST, relay);
}
