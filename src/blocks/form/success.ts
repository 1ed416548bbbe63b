/**
 * The success view (spec §4 "Success", no redirect): the form is hidden, the
 * submission text and the post-submit HTML appear (its scripts run), the
 * block's other children are hidden, focus moves to the message and the view
 * scrolls to it. The HTML is the site owner's, from `data-block-json`.
 */
import type { DomUndo } from '../../shared/dom/dom-undo';

/** Shown when the settings carry no submission text (reading: a visitor expects a confirmation). */
export const DEFAULT_SUBMISSION_TEXT = 'Thank you!';

/** Classes of the elements this module adds. */
export const SUCCESS_CLASSES = { message: 'form-submission-text', html: 'form-submission-html' } as const;

/**
 * Scripts inserted with innerHTML never run; each is recreated (same
 * attributes and text) so it does. Inline ones still run only where the
 * page's CSP allows them: an external `src` script is the CSP-friendly way.
 */
export function runScripts(container: Element): number {
  const scripts = Array.from(container.querySelectorAll('script'));
  scripts.forEach((old) => {
    const fresh = old.ownerDocument.createElement('script');
    Array.from(old.attributes).forEach((attribute) => fresh.setAttribute(attribute.name, attribute.value));
    fresh.text = old.text;
    old.replaceWith(fresh);
  });
  return scripts.length;
}

/** Scroll without animation when the visitor asked for reduced motion. */
export function scrollToElement(element: Element): void {
  try {
    const win = element.ownerDocument.defaultView;
    const reduce = win?.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
    element.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  } catch {
    // scrolling is a courtesy; the message is shown and focused anyway
  }
}

/** What the success view shows. */
export interface SuccessView {
  readonly submissionTextHtml: string;
  readonly postSubmitHtml: string;
}

/** Show the success view in place of `form`; returns the message element (already focused). */
export function showSuccess(
  form: HTMLFormElement,
  view: SuccessView,
  undo: DomUndo,
  scroll = scrollToElement,
): HTMLElement {
  const doc = form.ownerDocument;
  const message = undo.added(doc.createElement('div'));
  message.className = SUCCESS_CLASSES.message;
  message.tabIndex = -1;
  message.innerHTML = view.submissionTextHtml.trim() === '' ? DEFAULT_SUBMISSION_TEXT : view.submissionTextHtml;
  const parent = form.parentElement;
  Array.from(parent?.children ?? []).forEach((child) => undo.attr(child, 'hidden', ''));
  form.after(message);
  if (view.postSubmitHtml.trim() !== '') {
    const html = undo.added(doc.createElement('div'));
    html.className = SUCCESS_CLASSES.html;
    html.innerHTML = view.postSubmitHtml;
    message.after(html);
    runScripts(html);
  }
  try {
    message.focus({ preventScroll: true });
  } catch {
    // focus is best effort
  }
  scroll(message);
  return message;
}
