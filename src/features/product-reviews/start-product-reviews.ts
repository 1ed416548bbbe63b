/**
 * The product-reviews bundle (spec §2: "A reviews-request page loads a
 * product-reviews bundle"): loaded on page type 209 only
 * (src/loader/catalogue/features.ts). Enhances every `form.product-review-form`.
 * See docs/features/product-reviews.md.
 */
import type { FeatureContext, Unmount } from '../../core/types';
import { createSiteUserDataLayer } from '../../shared/site-user/data-layer';
import { localWords } from '../../core/message-format/local-words';
import { REVIEW_COUNT_TRANSLATIONS, REVIEW_COUNT_WORDS } from '../../core/words/reviews';
import { pageLocale } from '../../telemetry/page-locale';
import { createReviewForm } from './review-form';

export { REVIEWS_PATH } from './review-form';

/** Every `.product-review-count[data-count]` worded in the site's locale ('5 reviews', '5 opinii'). */
export function showReviewCounts(doc: Document, locale: string): void {
  const words = localWords(REVIEW_COUNT_WORDS, REVIEW_COUNT_TRANSLATIONS, locale);
  doc.querySelectorAll<HTMLElement>('.product-review-count[data-count]').forEach((element) => {
    const count = Number(element.getAttribute('data-count'));
    if (Number.isInteger(count) && count >= 0) element.textContent = words.format('reviewCount', { count });
  });
}

export function start({ page, report }: FeatureContext, win: Window = window): Unmount {
  showReviewCounts(win.document, pageLocale(page, win.document));
  const forms = Array.from(win.document.querySelectorAll<HTMLFormElement>('form.product-review-form'));
  if (forms.length === 0) return undefined;
  const layer = createSiteUserDataLayer(win.document, report);
  const flows = forms.map((form) => createReviewForm(form, layer, win.location.search));
  return () => {
    flows.forEach((flow) => flow.destroy());
    layer.destroy();
  };
}
