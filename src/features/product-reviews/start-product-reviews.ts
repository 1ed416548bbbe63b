/**
 * The product-reviews bundle (spec §2: "A reviews-request page loads a
 * product-reviews bundle"): loaded on page type 209 only
 * (src/loader/catalogue/features.ts). Enhances every `form.product-review-form`.
 * See docs/features/product-reviews.md.
 */
import type { FeatureContext, Unmount } from '../../core/types';
import { createSiteUserDataLayer } from '../../shared/site-user/data-layer';
import { createReviewForm } from './review-form';

export { REVIEWS_PATH } from './review-form';

export function start({ report }: FeatureContext, win: Window = window): Unmount {
  const forms = Array.from(win.document.querySelectorAll<HTMLFormElement>('form.product-review-form'));
  if (forms.length === 0) return undefined;
  const layer = createSiteUserDataLayer(win.document, report);
  const flows = forms.map((form) => createReviewForm(form, layer, win.location.search));
  return () => {
    flows.forEach((flow) => flow.destroy());
    layer.destroy();
  };
}
