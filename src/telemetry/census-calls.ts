/**
 * The census calls blocks make (spec §7 `/api/census/…`; time-out 2500 ms
 * each, spec §9), over a census a block starts with {@link lazyBlockCensus}:
 * the census chunk (with the page's consent where it is needed) is fetched
 * when the block first needs it, and a call made before it arrives waits.
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
 */
import type { PageContext } from '../core/types';
import type { Census, CensusFields } from './census';

/** What the calls need of a census. */
export type CensusSender = Pick<Census, 'send'>;

/** A block's census: calls wait (at most 20) until its chunk is in; `destroy()` drops what is queued. */
export interface BlockCensus extends CensusSender {
  destroy(): void;
}

/**
 * The census of a block on `doc`, under the consent telemetry tracks with
 * (./tracking-consent.ts: the page's one consent where it can change). Failures are
 * ignored (spec §8 "Tracking failures are ignored"): without its chunk the
 * calls are dropped.
 */
export function lazyBlockCensus(page: PageContext, doc: Document): BlockCensus {
  let census: BlockCensus | undefined;
  let stopped = false;
  const waiting: [path: string, fields: CensusFields][] = [];
  import('./block-census')
    .then(({ startBlockCensus }) => startBlockCensus(page, doc.defaultView as Window & typeof globalThis))
    .then((started) => {
      if (stopped) return started.destroy();
      census = started;
      waiting.splice(0).forEach(([path, fields]) => started.send(path, fields));
    })
    .catch(() => undefined);
  return {
    send: (path, fields) =>
      census ? census.send(path, fields) : void (waiting.length < 20 && waiting.push([path, fields])),
    destroy() {
      stopped = true;
      waiting.length = 0;
      census?.destroy();
    },
  };
}

/** The button fields of spec §7 `/api/census/button-click` and `/button-render`. */
export interface CensusButton {
  id: string;
  buttonText: string;
  clickthroughUrl: string;
  alignment?: string;
  size?: string;
  newWindow?: boolean;
  context?: string;
}

/** `POST /api/census/button-click`: a button was clicked. */
export const buttonClick = (census: CensusSender, button: CensusButton) =>
  census.send('/api/census/button-click', { ...button });

/** `POST /api/census/button-render`: a button was shown. */
export const buttonRender = (census: CensusSender, button: CensusButton) =>
  census.send('/api/census/button-render', { ...button });

/** `POST /api/census/form-render`: a form was shown. */
export const formRender = (census: CensusSender, formId: string) => census.send('/api/census/form-render', { formId });

/** `POST /api/census/overlay`: the popup overlay was shown (its payload is not in the spec: the caller's fields are sent). */
export const overlay = (census: CensusSender, fields: CensusFields = {}) => census.send('/api/census/overlay', fields);

/** `POST /api/census/RecordQuickView/{id}`: a product quick view was opened. */
export const quickView = (census: CensusSender, id: string) =>
  census.send(`/api/census/RecordQuickView/${encodeURIComponent(id)}`, {});
