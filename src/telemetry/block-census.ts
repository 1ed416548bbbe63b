/**
 * The census of a block (spec §7; time-out 2500 ms each, spec §9): button
 * click and render, form render, overlay, quick view, sent through the
 * calls of ./census-calls.ts. A lazy chunk: a block starts it with
 * `lazyBlockCensus` (./census-calls.ts), so the block's own chunk carries
 * neither the census nor the consent (./tracking-consent.ts), which come
 * with telemetry's part after the first paint.
 */
import type { ConsentReading } from '../core/consent';
import { readWriteJar } from '../core/cookies/read-write-jar';
import { safeLocalStorage } from '../core/storage/safe-storage';
import type { PageContext } from '../core/types';
import type { Census } from './census';
import { createCensusSend } from './census-send';
import { createConsentGate } from './consent-gate';
import { trackingConsent } from './tracking-consent';
import { createTransport } from './transport';
import { visitorReader } from './visitor';

/** A block's census: `send`, and `destroy()`, which drops what it queued. */
export type BlockCensusService = Pick<Census, 'send'> & { destroy(): void };

/**
 * A census for a block chunk (button, form, overlay, quick view calls): its
 * own transport, visitor and consent gate; `destroy()` drops what it queued.
 */
export function createBlockCensus(
  page: PageContext,
  consent: Pick<ConsentReading, 'state' | 'onChange'>,
  win: Window & typeof globalThis = window,
): BlockCensusService {
  const gate = createConsentGate(consent);
  const { visitor } = visitorReader(readWriteJar(win.document), safeLocalStorage(win), Date.now);
  const census = createCensusSend({
    page,
    win,
    transport: createTransport(win),
    visitor: () => visitor,
    gate,
  });
  return { ...census, destroy: () => gate.destroy() };
}

/** A block's census under the consent telemetry tracks with (./tracking-consent.ts): what ./census-calls.ts starts. */
export const startBlockCensus = (page: PageContext, win: Window & typeof globalThis): Promise<BlockCensusService> =>
  trackingConsent(page, win.document, readWriteJar(win.document)).then((consent) =>
    createBlockCensus(page, consent, win),
  );
