/**
 * The review form of a reviews-request page (spec §2 page type 209): a star
 * rating (radio inputs named `rating`, 1 to 5), an optional title and the
 * review text, sent to `POST /api/commerce/product-reviews` with the request's
 * token (README "Reviews"). Native radios make the rating keyboard-operable
 * as it is; the runtime adds the checks, the call and the §8 messages.
 */
import type { DataLayer } from '../../core/data-layer';
import { createFormFlow, type FormFlow } from '../../shared/form-flow/form-flow';
import { reviewWord, reviewFailureMessage } from './messages';

/** The review call (the spec names none). */
export const REVIEWS_PATH = '/api/commerce/product-reviews';

/** The review request's token: the form's `data-review-token`, else `?token=` of the address. */
export function reviewToken(form: HTMLFormElement, search: string): string {
  return form.getAttribute('data-review-token') || new URLSearchParams(search).get('token') || '';
}

const field = (form: HTMLFormElement, name: string) =>
  form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;

/** The checked rating, 1 to 5, or null. */
export function checkedRating(form: HTMLFormElement): number | null {
  const checked = form.querySelector<HTMLInputElement>('input[name="rating"]:checked');
  const value = checked ? Number(checked.value) : NaN;
  return Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;
}

/** Enhance one review form. */
export function createReviewForm(form: HTMLFormElement, layer: Pick<DataLayer, 'post'>, search: string): FormFlow {
  return createFormFlow(form, {
    prefix: 'product-review',
    check() {
      if (checkedRating(form) !== null) return null;
      const first = form.querySelector<HTMLInputElement>('input[name="rating"]');
      return { message: reviewWord('rating'), field: first ?? undefined };
    },
    async send() {
      await layer.post(REVIEWS_PATH, {
        overlay: false,
        json: {
          token: reviewToken(form, search),
          rating: checkedRating(form),
          title: field(form, 'title')?.value ?? '',
          body: field(form, 'body')?.value ?? '',
        },
      });
    },
    failure: reviewFailureMessage,
    success(say, markup) {
      say(reviewWord('thanks'));
      markup.cls(form, 'is-submitted');
    },
  });
}
