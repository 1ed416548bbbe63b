/**
 * Drives the form block in jsdom: the server markup from fixture.ts, a fake
 * I/O that records every call and answers from a script, and a context.
 */
import { createFormController, type FormController, type FormOptions } from '../../../src/blocks/form/controller';
import type { CaptchaProvider } from '../../../src/blocks/form/captcha';
import type { FormIO } from '../../../src/blocks/form/form-io';
import type { FormPayload } from '../../../src/blocks/form/payload';
import type { BlockContext } from '../../../src/core/types';
import { formBlockMarkup, type FieldSpec } from './fixture';

/** One scripted answer: data, a server failure, no answer, or one that never comes. */
export type Answer =
  { data: unknown } | { status: number; data?: unknown; kind?: string } | { network: true } | { hang: true };

/** A recorded call. */
export interface Call {
  path: string;
  payload: FormPayload | null;
  /** The signal the block passed: aborted when the call timed out. */
  signal?: AbortSignal;
}

/** A fake I/O: `answers[path]` are used in order, then `fallback`. */
export function fakeIO(answers: Record<string, Answer[]> = {}) {
  const calls: Call[] = [];
  const navigations: string[] = [];
  const scrolled: Element[] = [];
  const fallback: Record<string, Answer> = {
    '/api/form/FormSubmissionKey': { data: { key: 'k1' } },
    '/api/form/SaveFormSubmission': { data: { success: true } },
  };
  const io: FormIO & { destroyed: number } = {
    destroyed: 0,
    timeoutMs: 50,
    request(path, payload, signal) {
      calls.push({ path, payload, signal });
      const answer = answers[path]?.shift() ?? fallback[path];
      if ('hang' in answer) return new Promise(() => undefined);
      if ('network' in answer)
        return Promise.reject(Object.assign(new Error('Unable to connect'), { kind: 'network', status: null }));
      if ('status' in answer) return Promise.reject(Object.assign(new Error('failed'), answer));
      return Promise.resolve(answer.data);
    },
    navigate: (url) => void navigations.push(url),
    scrollIntoView: (element) => void scrolled.push(element),
    loadCaptcha: () => Promise.reject(new Error('no captcha in this test')),
    destroy() {
      this.destroyed += 1;
    },
  };
  return {
    io,
    calls,
    navigations,
    scrolled,
    saves: () => calls.filter((call) => call.path.endsWith('SaveFormSubmission')),
  };
}

/** A fake grecaptcha: `tick()` completes it. */
export function fakeCaptcha() {
  const rendered: { container: Element; size: string; sitekey: string }[] = [];
  let response = '';
  const resets: number[] = [];
  const provider: CaptchaProvider = {
    render(container, options) {
      rendered.push({ container, size: options.size, sitekey: options.sitekey });
      return 7;
    },
    getResponse: () => response,
    reset(id) {
      resets.push(id);
      response = '';
    },
  };
  return { provider, rendered, resets, tick: (value = 'captcha-ok') => void (response = value) };
}

/** The block context the loader would pass. */
export function contextFor(config: Record<string, unknown>): BlockContext & { reports: unknown[] } {
  const reports: unknown[] = [];
  return {
    name: 'form',
    config,
    page: {} as BlockContext['page'],
    report: (error) => void reports.push(error),
    reports,
  };
}

/** Put the block in the document and mount it. */
export function mountBlock(
  fields: FieldSpec[],
  config: Record<string, unknown> = { formId: 'f1' },
  answers: Record<string, Answer[]> = {},
  options: FormOptions = {},
) {
  document.body.innerHTML = formBlockMarkup(fields, config);
  const root = document.querySelector<HTMLElement>('.form-block') as HTMLElement;
  const original = root.outerHTML;
  const fake = fakeIO(answers);
  const context = contextFor(config);
  const controller = createFormController(root, context, fake.io, options) as FormController;
  return { root, original, controller, form: controller.form, context, ...fake };
}

/** Type into a control as a visitor would (value, then an input event). */
export function type(control: Element | null, text: string): void {
  const element = control as HTMLInputElement;
  element.value = text;
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Submit as the visitor would (the submit event), and wait for the submission to settle. */
export async function submit(controller: FormController): Promise<void> {
  controller.form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await controller.submit();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Every control's value, in document order (what the visitor typed). */
export const valuesIn = (form: HTMLFormElement): string[] =>
  Array.from(form.querySelectorAll<HTMLInputElement>('input, textarea, select')).map((c) =>
    c.type === 'checkbox' || c.type === 'radio' ? `${c.value}:${c.checked}` : c.value,
  );
