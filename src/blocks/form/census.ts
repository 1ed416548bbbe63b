/**
 * The form-render census (spec §7: POST /api/census/form-render), once per
 * mounted form. Telemetry never hurts the page: every failure is swallowed
 * (spec §8 "Tracking failures are ignored") and nothing waits for it.
 */
import { createConsent } from '../../core/consent/consent';
import type { PageContext } from '../../core/types';
import { createBlockCensus, formRender } from '../../telemetry/census';

/** Send the census for `formId`; returns the stop that drops what is still queued. */
export function sendFormRender(page: PageContext, formId: string, doc: Document = document): () => void {
  try {
    const win = doc.defaultView;
    if (!win || !formId) return () => undefined;
    const consent = createConsent(page, doc);
    const census = createBlockCensus(page, consent, win);
    formRender(census, formId);
    return () => {
      try {
        census.destroy();
        consent.destroy();
      } catch {
        // ignored: telemetry
      }
    };
  } catch {
    return () => undefined;
  }
}
