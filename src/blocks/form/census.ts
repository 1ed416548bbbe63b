/**
 * The form-render census (spec §7: POST /api/census/form-render), once per
 * mounted form. Telemetry never hurts the page: every failure is swallowed
 * (spec §8 "Tracking failures are ignored") and nothing waits for it.
 */
import type { PageContext } from '../../core/types';
import { formRender, lazyBlockCensus } from '../../telemetry/census-calls';

/** Send the census for `formId`; returns the stop that drops what is still queued. */
export function sendFormRender(page: PageContext, formId: string, doc: Document = document): () => void {
  try {
    if (!doc.defaultView || !formId) return () => undefined;
    // On the page's consent: shared with the banner and telemetry, never destroyed here.
    const census = lazyBlockCensus(page, doc);
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
