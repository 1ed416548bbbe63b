/**
 * The form block's I/O, injectable so tests drive every path (STYLE.md:
 * factories take their I/O as a defaulted parameter): the two form calls,
 * navigation, scrolling and the captcha loader.
 */
import { createSiteDataLayer } from '../../core/site-data-layer';
import { loadCaptchaScript, type LoadCaptcha } from './captcha';
import type { FormPayload } from './payload';
import { scrollToElement } from './success';

/**
 * How long one call may take before the submission counts as failed. The
 * spec gives no number for form calls: 30 s (its settings and map-script
 * time-out) is long enough for a slow connection and short enough that a
 * visitor is never left with a locked form.
 */
export const SUBMIT_TIMEOUT_MS = 30_000;

/** The form block's I/O. */
export interface FormIO {
  /**
   * POST `path` (form-encoded `payload`, or an empty body); resolves with the
   * parsed answer, rejects with an error carrying `status` and `data` when
   * the server answered (a DataLayerError), without `status` when it did not.
   * `signal` aborts the request in flight (the submission's time-out).
   */
  request(path: string, payload: FormPayload | null, signal?: AbortSignal): Promise<unknown>;
  /** Go to the success redirect (already checked by safeRedirect). */
  navigate(url: string): void;
  /** Bring the success message into view. */
  scrollIntoView(element: Element): void;
  loadCaptcha: LoadCaptcha;
  /** Per-call time-out; {@link SUBMIT_TIMEOUT_MS} by default. */
  timeoutMs?: number;
  /** Release what the I/O holds (the data layer). */
  destroy?(): void;
}

/**
 * The page's I/O: calls through the site data layer (crumb, retries on a
 * crumb failure, spec §8 statuses), created on first use; the SaveFormSubmission
 * payload is form-encoded, `form` being the JSON text spec §3 describes.
 */
export function createFormIO(doc: Document = document): FormIO {
  let layer: ReturnType<typeof createSiteDataLayer> | null = null;
  return {
    request(path, payload, signal) {
      layer ??= createSiteDataLayer(doc);
      return layer.post(path, payload ? { form: payload, signal } : { signal });
    },
    navigate(url) {
      doc.defaultView?.location.assign(url);
    },
    scrollIntoView: scrollToElement,
    loadCaptcha: loadCaptchaScript,
    destroy() {
      layer?.destroy();
      layer = null;
    },
  };
}
