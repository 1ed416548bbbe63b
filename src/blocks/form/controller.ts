/**
 * The form block's controller (spec §4 "Form submission"): idle →
 * submitting → success or failure, on the server's own form markup.
 * Nothing the visitor typed is ever reset or re-rendered: values are read,
 * never written, so every failure leaves them in place.
 */
import type { BlockContext } from '../../core/types';
import { armAddressAutocomplete } from './address-autocomplete-start';
import { bindCaptcha, CAPTCHA_CONTAINER, CAPTCHA_NOT_SET_UP, captchaScriptUrl, type CaptchaBinding } from './captcha';
import { startCounters } from './counter';
import { createMarkupUndo } from '../../shared/markup-undo';
import { readFields } from './fields';
import { createFormIO, type FormIO } from './form-io';
import { lockForm, unlockForm } from './lock';
import { formErrorMessage, type ServerError } from './messages';
import { buildPayload, payloadVariant, readPageFacts } from './payload';
import { clearErrors, renderErrors } from './render-errors';
import { readSettings, type FormSettings } from './settings';
import { submitForm } from './submission';
import { showSuccess, SUCCESS_CLASSES } from './success';
import { fillSummary, summaryOf, type SummaryEntry } from './summary';
import type { FormField } from './types';
import { validateFields } from './validate';
import { collectValues } from './values';
import { FORM_SUCCESS_EVENT } from '../../shared/form-events';

export { FORM_SUCCESS_EVENT } from '../../shared/form-events';

/** The states of spec §4. */
export type FormState = 'idle' | 'submitting' | 'success' | 'failure';

/** Options: what differs between the form and the newsletter block. */
export interface FormOptions {
  /** Treat the form as a newsletter form whatever its settings say. */
  readonly newsletter?: boolean;
  /** Called after a success, before the redirect or the success view. */
  onSuccess?(settings: FormSettings, root: HTMLElement): void;
}

/** What {@link createFormController} returns. */
export interface FormController {
  readonly form: HTMLFormElement;
  /** The settings, read from the block JSON and the form's own markup. */
  readonly settings: FormSettings;
  state(): FormState;
  /** Submit as the visitor's submit would; resolves when the submission settles (ignored while submitting). */
  submit(): Promise<void>;
  /** Remove every listener and element the block added; the markup is as the server sent it. */
  destroy(): void;
}

/** The settings of `form` in `root`'s block: the block JSON and the form's own markup. */
export function readFormSettings(
  root: HTMLElement,
  form: HTMLFormElement,
  context: BlockContext,
  options: FormOptions = {},
): FormSettings {
  const base = readSettings(context.config, root.ownerDocument.defaultView?.location ?? window.location, form);
  return options.newsletter ? { ...base, isNewsletter: true } : base;
}

/**
 * Whether the runtime can send this form: variant A needs the form's id
 * (variant B's server finds the form by its page). A form it cannot send is
 * left to the browser, which submits it to its own `action`.
 */
export function canSubmit(settings: FormSettings): boolean {
  return payloadVariant(settings) === 'B' || settings.formId.trim() !== '';
}

/** Mount on the first `form` of `root`; `null` when there is none. */
export function createFormController(
  root: HTMLElement,
  context: BlockContext,
  io: FormIO = createFormIO(root.ownerDocument),
  options: FormOptions = {},
): FormController | null {
  const form = root.querySelector('form');
  if (!form) return null;
  const doc = root.ownerDocument;
  const settings = readFormSettings(root, form, context, options);
  const undo = createMarkupUndo();
  // Without JavaScript the browser's own validation is right; with the
  // runtime, the spec's messages and aria-invalid are (§5): no native bubble.
  undo.attr(form, 'novalidate', '');
  // Never sent by the runtime (mountForm leaves such a form to the browser);
  // a caller that mounts one anyway gets the server's 404 message, not a request.
  const unknownForm = !canSubmit(settings);
  const fields = readFields(form);
  startCounters(fields, undo);
  armAddressAutocomplete(fields, context.config, undo, context.report);
  const report = (error: unknown) => context.report(error, 'captcha');
  const captcha: CaptchaBinding | null = settings.captcha
    ? bindCaptcha(form, settings.captcha.siteKey, captchaScriptUrl(context.config), io.loadCaptcha, report, undo)
    : null;
  if (!captcha && form.querySelector(CAPTCHA_CONTAINER))
    context.report(new Error(CAPTCHA_NOT_SET_UP), CAPTCHA_NOT_SET_UP);
  let state: FormState = 'idle';
  let running: Promise<void> | null = null;
  /**
   * The key of the last attempt whose outcome was uncertain (the server may
   * have completed it), with the values it sent: a retry of the same values
   * carries the same key, so the server can complete it at most once
   * (docs/blocks/form.md "Submission keys"). Any other outcome forgets it.
   */
  let retry: { key: string; form: string } | null = null;

  const fail = (error: ServerError, current: readonly FormField[]) => {
    unlockForm(undo);
    state = 'failure';
    const top = renderErrors(form, current, { ...error, newsletter: settings.isNewsletter }, undo);
    top.focus();
    captcha?.reset();
  };

  /** `summary`: what the visitor sent, in spec §3's summary formats (./summary.ts). */
  const succeed = (summary: SummaryEntry[]) => {
    unlockForm(undo);
    state = 'success';
    try {
      options.onSuccess?.(settings, root);
      root.dispatchEvent(
        new CustomEvent(FORM_SUCCESS_EVENT, {
          bubbles: true,
          detail: { formId: settings.formId, newsletter: settings.isNewsletter, summary },
        }),
      );
    } catch (error) {
      context.report(error, 'success listeners');
    }
    // The server accepted it: nothing below may turn that into a failure (no throw reaches run()).
    try {
      if (settings.successRedirect) io.navigate(settings.successRedirect);
      else {
        const message = showSuccess(form, settings, undo, (element) => io.scrollIntoView(element), context.report);
        // The owner's success text and HTML may ask for the visitor's answers (a `[data-form-summary]` element).
        const html = message.nextElementSibling;
        [message, html?.classList.contains(SUCCESS_CLASSES.html) ? html : null].forEach(
          (view) => view && fillSummary(view, summary),
        );
      }
    } catch (error) {
      context.report(error, 'success view');
    }
  };

  async function run(): Promise<void> {
    clearErrors(undo);
    const current = readFields(form as HTMLFormElement);
    let values: Record<string, unknown>;
    try {
      values = collectValues(current, doc.defaultView?.location.search ?? '');
    } catch {
      return fail({ message: formErrorMessage('parseFields'), fieldErrors: [] }, current);
    }
    const fieldErrors = validateFields(current, values);
    if (fieldErrors.length > 0) return fail({ message: formErrorMessage('invalidFields'), fieldErrors }, current);
    const captchaKey = captcha ? captcha.response() : null;
    if (captcha && !captchaKey) return fail({ message: formErrorMessage('captcha'), fieldErrors: [] }, current);
    if (unknownForm) return fail({ message: formErrorMessage('notConfigured'), fieldErrors: [] }, current);
    state = 'submitting';
    lockForm(form as HTMLFormElement, settings.inProgressText, undo);
    const facts = readPageFacts(context.page, doc.defaultView ?? window);
    const sent = JSON.stringify(values);
    const outcome = await submitForm(
      io,
      (key) => buildPayload(settings, values, facts, payloadVariant(settings), { key, captchaKey }),
      doc.defaultView,
      retry?.form === sent ? retry.key : null,
    );
    retry = !outcome.ok && outcome.uncertain && outcome.key ? { key: outcome.key, form: sent } : null;
    if (destroyed) return;
    if (outcome.ok) succeed(summaryOf(current, values));
    else fail(outcome.error, current);
  }

  let destroyed = false;
  const submit = (): Promise<void> => {
    if (running || destroyed || state === 'success') return running ?? Promise.resolve();
    running = run()
      .catch((error) => {
        context.report(error, 'form submission');
        if (!destroyed) fail({ message: formErrorMessage('processing'), fieldErrors: [] }, fields);
      })
      .finally(() => void (running = null));
    return running;
  };
  // Through the undo: guarded (what it throws reaches the funnel with its stack), removed by restore().
  undo.on(form, 'submit', (event) => {
    event.preventDefault();
    void submit();
  });
  return {
    form,
    settings,
    state: () => state,
    submit,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      undo.restore();
      io.destroy?.();
    },
  };
}
