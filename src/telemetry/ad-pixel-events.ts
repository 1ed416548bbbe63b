/**
 * Ad-pixel events (spec §7 "Other loads"): blocks emit them, ad integrations
 * listen. Blocks and integrations live in other chunks, so nothing is shared
 * through module state: both sides talk through namespaced DOM events on the
 * document. A block's emit is a request (`site-runtime:ad-pixel-request`);
 * the telemetry feature's relay (./ad-pixel-relay.ts) delivers it
 * (`site-runtime:ad-pixel`) once consent allows, queueing (bounded) while it
 * is pending and dropping on decline. Without the relay (no telemetry
 * feature), nothing is delivered.
 *
 * The relay starts with telemetry's second part, after the first paint,
 * while a block may emit as it mounts (a product page's 'view product page'):
 * requests no relay heard before the first one started are kept (at most
 * {@link EARLY_LIMIT}, per document) and handed to it when it announces its
 * start. This is the one piece of module state here; the chunk holding it
 * is one module instance for every chunk of a build, like cookiesFor's map.
 * Once a relay has taken them, a request nobody hears (telemetry stopped) is
 * dropped.
 */
import { AD_PIXEL_EVENT, AD_PIXEL_RELAY, AD_PIXEL_REQUEST } from './ad-pixel-names';

/** The ad-pixel events of spec §7, with the detail each carries. */
export interface AdPixelEvents {
  'create-customer-account': { customerId?: string };
  'add-to-cart': { productId: string; sku?: string; quantity?: number; price?: number; currency?: string };
  search: { query: string };
  'subscribe-newsletter': { formId?: string };
  'view-product-page': { productId: string; price?: number; currency?: string };
}

/** One ad-pixel event name. */
export type AdPixelName = keyof AdPixelEvents;

export { AD_PIXEL_EVENT, AD_PIXEL_REQUEST } from './ad-pixel-names';

interface Message {
  name: AdPixelName;
  detail: unknown;
}

/** How many requests are kept for a relay that has not started yet. */
export const EARLY_LIMIT = 20;

/** Per document: the requests made before any relay started; `null` once one has. */
const early = new WeakMap<Document, Message[] | null>();

/**
 * Keeps `message`, which no relay heard, for the first relay that starts on
 * `doc` (it announces itself with AD_PIXEL_RELAY); the first kept one
 * starts listening for that announcement.
 */
function keep(doc: Document, message: Message): void {
  const waiting = early.has(doc) ? early.get(doc) : [];
  if (!waiting || waiting.length >= EARLY_LIMIT) return;
  if (!waiting.length)
    doc.addEventListener(
      AD_PIXEL_RELAY,
      (event) => {
        const kept = early.get(doc);
        early.set(doc, null);
        kept?.forEach((each) => (event as CustomEvent<(message: Message) => void>).detail(each));
      },
      { once: true },
    );
  waiting.push(message);
  early.set(doc, waiting);
}

/** Emit an ad-pixel event (from a block). Never throws. */
export function emitAdPixelEvent<N extends AdPixelName>(doc: Document, name: N, detail: AdPixelEvents[N]): void {
  try {
    const message: Message = { name, detail };
    // A relay cancels the request it takes; one nobody took waits for the first relay.
    if (doc.dispatchEvent(new CustomEvent<Message>(AD_PIXEL_REQUEST, { detail: message, cancelable: true })))
      keep(doc, message);
  } catch {
    // spec §8: tracking failures are ignored
  }
}

/**
 * Listen to one ad-pixel event (from an integration). A listener that throws
 * is isolated: the others still run. Returns the unsubscribe.
 */
export function onAdPixelEvent<N extends AdPixelName>(
  doc: Document,
  name: N,
  listener: (detail: AdPixelEvents[N]) => void,
): () => void {
  const handle = (event: Event) => {
    const message = (event as CustomEvent<Message>).detail;
    if (message?.name !== name) return;
    try {
      listener(message.detail as AdPixelEvents[N]);
    } catch {
      // one broken integration never stops another (STYLE.md §3)
    }
  };
  doc.addEventListener(AD_PIXEL_EVENT, handle);
  return () => doc.removeEventListener(AD_PIXEL_EVENT, handle);
}

/** A typed bus bound to one document: `emit` for blocks, `on` for integrations. */
export interface AdPixelBus {
  emit<N extends AdPixelName>(name: N, detail: AdPixelEvents[N]): void;
  on<N extends AdPixelName>(name: N, listener: (detail: AdPixelEvents[N]) => void): () => void;
}

/** The bus over `doc` (no state of its own: every chunk may make one). */
export const createAdPixelBus = (doc: Document = document): AdPixelBus => ({
  emit: (name, detail) => emitAdPixelEvent(doc, name, detail),
  on: (name, listener) => onAdPixelEvent(doc, name, listener),
});
