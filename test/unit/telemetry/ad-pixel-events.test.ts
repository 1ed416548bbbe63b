import {
  AD_PIXEL_EVENT,
  EARLY_LIMIT,
  createAdPixelBus,
  emitAdPixelEvent,
  onAdPixelEvent,
} from '../../../src/telemetry/ad-pixel-events';
import { startAdPixelRelay } from '../../../src/telemetry/ad-pixel-relay';
import { createConsentGate, GATE_QUEUE_LIMIT } from '../../../src/telemetry/consent-gate';
import { fakeConsent } from './census-helpers';

/** A document of its own: what no relay heard is kept per document. */
const freshDocument = () => document.implementation.createHTMLDocument('pixels');

function setup(state: 'granted' | 'pending' | 'denied' = 'granted') {
  const consent = fakeConsent(state);
  const gate = createConsentGate(consent);
  const stop = startAdPixelRelay(document, gate);
  return { consent, gate, stop: () => (stop(), gate.destroy()) };
}

describe('blocks emit, integrations listen, through a namespaced DOM event (spec §7 ad-pixel events)', () => {
  it('delivers each event to the listeners of its name only', () => {
    const run = setup();
    const carts: unknown[] = [];
    const searches: unknown[] = [];
    const offCart = onAdPixelEvent(document, 'add-to-cart', (d) => carts.push(d));
    const offSearch = onAdPixelEvent(document, 'search', (d) => searches.push(d));
    emitAdPixelEvent(document, 'add-to-cart', { productId: 'p1' });
    emitAdPixelEvent(document, 'search', { query: 'shoes' });
    expect(carts).toEqual([{ productId: 'p1' }]);
    expect(searches).toEqual([{ query: 'shoes' }]);
    offCart();
    offSearch();
    run.stop();
  });

  it('uses the site-runtime:ad-pixel event on the document', () => {
    const run = setup();
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    document.addEventListener(AD_PIXEL_EVENT, listener);
    emitAdPixelEvent(document, 'view-product-page', { productId: 'p2' });
    expect(seen).toEqual([{ name: 'view-product-page', detail: { productId: 'p2' } }]);
    document.removeEventListener(AD_PIXEL_EVENT, listener);
    run.stop();
  });

  it('the unsubscribe stops delivery', () => {
    const run = setup();
    const heard: unknown[] = [];
    const off = onAdPixelEvent(document, 'subscribe-newsletter', (d) => heard.push(d));
    off();
    emitAdPixelEvent(document, 'subscribe-newsletter', {});
    expect(heard).toEqual([]);
    run.stop();
  });

  it('a bus bound to the document does the same', () => {
    const run = setup();
    const bus = createAdPixelBus(document);
    const heard: unknown[] = [];
    const off = bus.on('create-customer-account', (d) => heard.push(d));
    bus.emit('create-customer-account', { customerId: 'c1' });
    expect(heard).toEqual([{ customerId: 'c1' }]);
    off();
    run.stop();
  });
});

describe('listeners are isolated: one that throws does not stop the others', () => {
  it('the next listener still hears the event, and emit does not throw', () => {
    const run = setup();
    const heard: unknown[] = [];
    const offBad = onAdPixelEvent(document, 'search', () => {
      throw new Error('broken integration');
    });
    const offGood = onAdPixelEvent(document, 'search', (d) => heard.push(d));
    expect(() => emitAdPixelEvent(document, 'search', { query: 'q' })).not.toThrow();
    expect(heard).toEqual([{ query: 'q' }]);
    offBad();
    offGood();
    run.stop();
  });
});

describe('ad-pixel events wait for consent', () => {
  it('queued before consent, delivered in order on accept', () => {
    const run = setup('pending');
    const heard: unknown[] = [];
    const off = onAdPixelEvent(document, 'search', (d) => heard.push(d));
    emitAdPixelEvent(document, 'search', { query: 'a' });
    emitAdPixelEvent(document, 'search', { query: 'b' });
    expect(heard).toEqual([]);
    run.consent.set('granted');
    expect(heard).toEqual([{ query: 'a' }, { query: 'b' }]);
    off();
    run.stop();
  });

  it(`dropped on decline, and bounded at ${GATE_QUEUE_LIMIT} while pending`, () => {
    const run = setup('pending');
    const heard: unknown[] = [];
    const off = onAdPixelEvent(document, 'search', (d) => heard.push(d));
    for (let i = 0; i < GATE_QUEUE_LIMIT + 3; i++) emitAdPixelEvent(document, 'search', { query: String(i) });
    expect(run.gate.dropped()).toBe(3);
    run.consent.set('denied');
    expect(heard).toEqual([]);
    expect(run.gate.dropped()).toBe(GATE_QUEUE_LIMIT + 3);
    off();
    run.stop();
  });

  it('without the relay (telemetry stopped) nothing is delivered', () => {
    const run = setup();
    run.stop();
    const heard: unknown[] = [];
    const off = onAdPixelEvent(document, 'search', (d) => heard.push(d));
    emitAdPixelEvent(document, 'search', { query: 'x' });
    expect(heard).toEqual([]);
    off();
  });
});

describe('requests made before the relay started (a block mounts before telemetry)', () => {
  it('are delivered, in order, when the first relay starts; later ones go straight through', () => {
    const doc = freshDocument();
    const heard: unknown[] = [];
    const off = onAdPixelEvent(doc, 'view-product-page', (d) => heard.push(d));
    emitAdPixelEvent(doc, 'view-product-page', { productId: 'a' });
    emitAdPixelEvent(doc, 'view-product-page', { productId: 'b' });
    expect(heard).toEqual([]);
    const gate = createConsentGate(fakeConsent('granted'));
    const stop = startAdPixelRelay(doc, gate);
    expect(heard).toEqual([{ productId: 'a' }, { productId: 'b' }]);
    emitAdPixelEvent(doc, 'view-product-page', { productId: 'c' });
    expect(heard).toHaveLength(3);
    stop();
    gate.destroy();
    off();
  });

  it(`keep at most ${EARLY_LIMIT}, and none once a relay has started and stopped`, () => {
    const doc = freshDocument();
    const heard: unknown[] = [];
    const off = onAdPixelEvent(doc, 'search', (d) => heard.push(d));
    for (let i = 0; i < EARLY_LIMIT + 5; i++) emitAdPixelEvent(doc, 'search', { query: String(i) });
    const gate = createConsentGate(fakeConsent('granted'));
    startAdPixelRelay(doc, gate)();
    expect(heard).toHaveLength(EARLY_LIMIT);
    emitAdPixelEvent(doc, 'search', { query: 'late' });
    startAdPixelRelay(doc, gate)();
    expect(heard).toHaveLength(EARLY_LIMIT);
    gate.destroy();
    off();
  });
});
