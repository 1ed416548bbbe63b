/**
 * The census of a block (spec §7; time-out 2500 ms each, spec §9): button
 * click and render, form render, overlay, quick view, sent through the
 * calls of ./census-calls.ts. A lazy chunk: a block starts it with
 * `lazyBlockCensus` (./census-calls.ts), so the block's own chunk carries
 * neither the census nor the page's consent, which come with telemetry's
 * part after the first paint.
 */
import type { Consent } from '../core/consent';
import { safeJar } from '../core/cookies/safe-jar';
import { safeLocalStorage } from '../core/storage/safe-storage';
import type { PageContext } from '../core/types';
import type { Census } from './census';
import { createCensusSend } from './census-send';
import { createConsentGate } from './consent-gate';
import { createTransport } from './transport';
import { visitorReader } from './visitor';

/**
 * A census for a block chunk (button, form, overlay, quick view calls): its
 * own transport, visitor and consent gate; `destroy()` drops what it queued.
 */
export function createBlockCensus(
  page: PageContext,
  consent: Consent,
  win: Window & typeof globalThis = window,
): Pick<Census, 'send'> & { destroy(): void } {
  const gate = createConsentGate(consent);
  const { visitor } = visitorReader(safeJar(win.document), safeLocalStorage(win), Date.now);
  const census = createCensusSend({
    page,
    win,
    transport: createTransport(win),
    visitor: () => visitor,
    gate,
  });
  return { ...census, destroy: () => gate.destroy() };
}
