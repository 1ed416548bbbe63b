/**
 * The form block's chunk entry (spec §4 "Form submission"): enhances the
 * server's form in place (docs/blocks/form.md, docs/blocks/form-markup.md)
 * and returns the unmount that restores it exactly.
 */
import type { BlockContext, Unmount } from '../../core/types';
import { sendFormRender } from './census';
import { LOG_PREFIX } from '../../core/log';
import { canSubmit, createFormController, readFormSettings, type FormOptions } from './controller';
import type { FormIO } from './form-io';

export {
  createFormController,
  FORM_SUCCESS_EVENT,
  type FormController,
  type FormOptions,
  type FormState,
} from './controller';
export { createFormIO, type FormIO } from './form-io';

/** Said once per block when a form has no id anywhere (issue 24: the browser submits it instead). */
export const LEFT_TO_BROWSER_MESSAGE =
  'form: no form id (no formId in data-block-json, no data-form-id on the <form>), so the runtime cannot send it; left to the browser, which submits it to its action';

/**
 * Mount the form of `root` (its first `form`); without one the block logs
 * and does nothing (the page stays as the server sent it). A form the
 * runtime cannot send is left to the browser untouched, with one console
 * warning saying why. The census fires once per mounted form, never blocking.
 */
export function mountForm(root: HTMLElement, context: BlockContext, options: FormOptions = {}, io?: FormIO): Unmount {
  const form = root.querySelector('form');
  if (form && !canSubmit(readFormSettings(root, form, context, options))) {
    console.warn(`${LOG_PREFIX} ${LEFT_TO_BROWSER_MESSAGE}`, form);
    return undefined;
  }
  const controller = createFormController(root, context, io, options);
  if (!controller) {
    // spec §8 "Console-only": the words; the block stays as the server sent it.
    context.report(new Error('No <form> in the block'), 'Could not render form');
    return undefined;
  }
  const stopCensus = sendFormRender(context.page, controller.settings.formId, root.ownerDocument);
  return () => {
    stopCensus();
    controller.destroy();
  };
}

/** The loader's entry: mount a form block. */
export function mount(root: HTMLElement, context: BlockContext): Unmount {
  return mountForm(root, context);
}
