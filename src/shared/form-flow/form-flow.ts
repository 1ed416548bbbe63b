/**
 * A small server form with one request behind it (the review form, the lock
 * screen, site-user sign-in): the model is the form block's flow (idle →
 * submitting → success or failure) without its field machinery.
 *
 * - Submit is intercepted; a check may refuse it with a message and a field to focus.
 * - While the request is in flight the form is busy and the submit button
 *   locked: a second submit sends nothing (one request per click).
 * - On failure the message shows at the top of the form (role alert) and
 *   focus stays where it was: nothing the visitor typed is read back or reset.
 */
import { createMarkupUndo, type MarkupUndo } from '../markup-undo';

/** A refusal before anything is sent. */
export interface Refusal {
  message: string;
  /** The field to focus and mark `aria-invalid`. */
  field?: HTMLElement;
}

/** What a form's flow does. */
export interface FormFlowOptions {
  /** Checks the visitor's entries; a refusal stops the submit. */
  check(): Refusal | null;
  /** Sends the form; rejects to fail. */
  send(): Promise<void>;
  /** The message for a failed send. */
  failure(error: unknown): string;
  /**
   * After a successful send: show a message, navigate, or mark the form;
   * changes to the markup go through `markup`, so destroy puts them back.
   */
  success(say: (message: string) => void, markup: MarkupUndo): void;
  /** Class of the message line (`{prefix}-message`). */
  prefix: string;
}

/** What {@link createFormFlow} returns. */
export interface FormFlow {
  submit(): Promise<void>;
  busy(): boolean;
  destroy(): void;
}

/** Enhance `form`. */
export function createFormFlow(form: HTMLFormElement, options: FormFlowOptions): FormFlow {
  const undo = createMarkupUndo();
  const doc = form.ownerDocument;
  const message = undo.added(doc.createElement('p'));
  message.className = `${options.prefix}-message`;
  message.setAttribute('role', 'alert');
  message.hidden = true;
  form.prepend(message);
  const buttons = () => Array.from(form.querySelectorAll<HTMLElement>('button:not([type]), [type="submit"]'));
  let running: Promise<void> | null = null;
  let destroyed = false;
  let invalid: HTMLElement | null = null;

  const say = (text: string) => {
    message.textContent = text;
    message.hidden = text === '';
  };
  const lock = (on: boolean) => {
    undo.attr(form, 'aria-busy', on ? 'true' : null);
    buttons().forEach((button) => undo.attr(button, 'aria-disabled', on ? 'true' : null));
  };
  const mark = (field: HTMLElement | null) => {
    if (invalid) undo.attr(invalid, 'aria-invalid', null);
    invalid = field;
    if (field) undo.attr(field, 'aria-invalid', 'true');
  };

  async function run(): Promise<void> {
    const refusal = options.check();
    mark(refusal?.field ?? null);
    if (refusal) {
      say(refusal.message);
      refusal.field?.focus();
      return;
    }
    say('');
    lock(true);
    try {
      await options.send();
      if (!destroyed) options.success(say, undo);
    } catch (error) {
      if (!destroyed) say(options.failure(error));
    } finally {
      if (!destroyed) lock(false);
    }
  }

  const submit = (): Promise<void> => {
    if (running || destroyed) return running ?? Promise.resolve();
    running = run().finally(() => void (running = null));
    return running;
  };
  // Through the undo: guarded (what it throws reaches the funnel with its stack), removed by restore().
  undo.on(form, 'submit', (event) => {
    event.preventDefault();
    void submit();
  });
  return {
    submit,
    busy: () => running !== null,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      undo.restore();
    },
  };
}
