/**
 * The form-render census (spec §7: POST /api/census/form-render), once per
 * mounted form. Telemetry never hurts the page: every failure is swallowed
 * (spec §8 "Tracking failures are ignored") and nothing waits for it.
 */
import { consentFor } from '../../core/consent';
import type { PageContext } from '../../core/types';
import { createBlockCensus, formRender } from '../../telemetry/census';

/** Send the census for `formId`; returns the stop that drops what is still queued. */
export function sendFormRender(page: PageContext, formId: string, doc: Document = document): () => void {
  try {
    const win = doc.defaultView;
    if (!win || !formId) return () => undefined;
    // The page's consent: shared with the banner and telemetry, never destroyed here.
    const census = createBlockCensus(page, consentFor(doc, page), win);
    formRender(census, formId);
    return () => {
      try {
        census.destroy();
      } catch {
        // ignored: telemetry
      }
    };
  } catch {
    return () => undefined;
  }
}
