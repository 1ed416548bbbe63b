/**
 * The success view (spec §4 "Success", no redirect): the form is hidden, the
 * submission text and the post-submit HTML appear (its scripts run), the
 * block's other children are hidden, focus moves to the message and the view
 * scrolls to it. The HTML is the site owner's, from `data-block-json`.
 */
import { trustedHtml, trustedScript, trustedScriptUrl } from '../../core/trusted-types';
import type { MarkupUndo } from '../../shared/markup-undo';
import { scrollToElement as scrollHelper } from '../../shared/scroll';

import { DEFAULT_SUBMISSION_TEXT } from '../../core/words/forms';
import { say } from '../../core/message-format/page-words';

export { DEFAULT_SUBMISSION_TEXT };

/** Classes of the elements this module adds. */
export const SUCCESS_CLASSES = { message: 'form-submission-text', html: 'form-submission-html' } as const;

/** Where the success view reports what went wrong (the block's error funnel). */
export type SuccessReport = (error: unknown, message: string) => void;

/**
 * Scripts inserted with innerHTML never run; each is recreated (same
 * attributes and text) so it does. Inline ones still run only where the
 * page's CSP allows them: an external `src` script is the CSP-friendly way.
 * Under Trusted Types the text and `src` go through the runtime's policy
 * (src/core/trusted-types.ts); a script the page refuses is reported and
 * skipped, the others still run.
 */
export function runScripts(container: Element, report: SuccessReport = () => {}): number {
  const win = container.ownerDocument.defaultView ?? window;
  const scripts = Array.from(container.querySelectorAll('script'));
  scripts.forEach((old) => {
    try {
      const fresh = old.ownerDocument.createElement('script');
      Array.from(old.attributes).forEach(({ name, value }) =>
        fresh.setAttribute(name, name === 'src' ? trustedScriptUrl(win, value) : value),
      );
      fresh.text = trustedScript(win, old.text);
      old.replaceWith(fresh);
    } catch (error) {
      report(error, 'post-submit script not run');
    }
  });
  return scripts.length;
}

/**
 * Scroll to the message with the page's scroll helper (spec §9: 30 px above
 * it, easeOutSine, instant under reduced motion). Nothing waits for the
 * scroll: the message is shown and focused already.
 */
export function scrollToElement(element: Element): void {
  void scrollHelper(element);
}

/** What the success view shows. */
export interface SuccessView {
  readonly submissionTextHtml: string;
  readonly postSubmitHtml: string;
}

/** Put the owner's `html` in `element` through the runtime's policy; false (reported) when the page refuses it. */
function setHtml(element: Element, html: string, report: SuccessReport): boolean {
  try {
    element.innerHTML = trustedHtml(element.ownerDocument.defaultView ?? window, html);
    return true;
  } catch (error) {
    report(error, 'success HTML refused by the page');
    return false;
  }
}

/**
 * Show the success view in place of `form`; returns the message element
 * (already focused). Never throws: the server has accepted the submission,
 * so whatever the page refuses (HTML under a Trusted Types policy it does
 * not allow, a script) is reported and left out, and the message falls back
 * to its default text. A visitor is never told that a saved submission failed.
 */
export function showSuccess(
  form: HTMLFormElement,
  view: SuccessView,
  undo: MarkupUndo,
  scroll = scrollToElement,
  report: SuccessReport = () => {},
): HTMLElement {
  const doc = form.ownerDocument;
  const message = undo.added(doc.createElement('div'));
  message.className = SUCCESS_CLASSES.message;
  message.tabIndex = -1;
  if (view.submissionTextHtml.trim() === '' || !setHtml(message, view.submissionTextHtml, report))
    message.textContent = say('field.thanks', DEFAULT_SUBMISSION_TEXT);
  const parent = form.parentElement;
  Array.from(parent?.children ?? []).forEach((child) => undo.attr(child, 'hidden', ''));
  form.after(message);
  if (view.postSubmitHtml.trim() !== '') {
    const html = undo.added(doc.createElement('div'));
    html.className = SUCCESS_CLASSES.html;
    message.after(html);
    if (setHtml(html, view.postSubmitHtml, report)) runScripts(html, report);
  }
  try {
    message.focus({ preventScroll: true });
  } catch {
    // focus is best effort
  }
  scroll(message);
  return message;
}
