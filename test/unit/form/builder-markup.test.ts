/**
 * The builder's real form markup (issue 11 §1): no block JSON, the form's id
 * on `<form data-form-id>`, and no `novalidate` in the server's markup.
 */
import { FORM_MESSAGES } from '../../../src/blocks/form/messages';
import { createFormController, type FormController } from '../../../src/blocks/form/controller';
import { LEFT_TO_BROWSER_MESSAGE, mountForm } from '../../../src/blocks/form/index';
import { contextFor, fakeIO, submit, type } from './block-harness';

function writeBuilderForm(formAttributes: string): HTMLElement {
  document.body.innerHTML = `<div class="sqs-block form-block sqs-block-form" data-block-type="9">
<div class="sqs-block-content"><div class="form-wrapper"><div class="form-inner-wrapper">
<form ${formAttributes} action="/" method="POST">
<div class="field-list clear"><div class="form-item field email required" id="email-1">
<label class="title" for="email-1-field">Email</label>
<input type="email" class="field-element" id="email-1-field" name="email" required></div></div>
<div class="form-button-wrapper"><input class="button" type="submit" value="Send"></div>
</form></div></div></div></div>`;
  return document.querySelector<HTMLElement>('.form-block')!;
}

function builderForm(formAttributes: string, config: Record<string, unknown> = {}) {
  const root = writeBuilderForm(formAttributes);
  const fake = fakeIO();
  const context = contextFor(config);
  const controller = createFormController(root, context, fake.io) as FormController;
  return { root, controller, context, ...fake };
}

describe('a form without novalidate in the server markup', () => {
  it('gets noValidate while mounted (the spec messages, not the browser bubble), and loses it on destroy', () => {
    const { controller } = builderForm('data-form-id="f1"');
    expect(controller.form.noValidate).toBe(true);
    controller.destroy();
    expect(controller.form.hasAttribute('novalidate')).toBe(false);
  });

  it('a form that had novalidate keeps it after destroy', () => {
    const { controller } = builderForm('data-form-id="f1" novalidate');
    controller.destroy();
    expect(controller.form.noValidate).toBe(true);
  });
});

describe('the form id from <form data-form-id>', () => {
  it('is sent as formId when the block has no JSON', async () => {
    const { controller, saves } = builderForm('data-form-id="5f0c-form"');
    type(controller.form.querySelector('input[type=email]'), 'ada@example.com');
    await submit(controller);
    expect(saves()[0].payload).toMatchObject({ formId: '5f0c-form', submitButtonText: 'Send' });
  });

  it('unknown: the block leaves the form to the browser, untouched, and says why once in the console', () => {
    const root = writeBuilderForm('');
    const before = root.innerHTML;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const context = contextFor({});
    try {
      expect(mountForm(root, context)).toBeUndefined();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toContain(LEFT_TO_BROWSER_MESSAGE);
    } finally {
      warn.mockRestore();
    }
    expect(context.reports).toEqual([]);
    // No novalidate, no submit listener: a submit is the browser's own.
    expect(root.innerHTML).toBe(before);
    const submitted = new Event('submit', { cancelable: true });
    root.querySelector('form')!.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(false);
  });

  it('a caller that mounts the controller on such a form anyway: nothing is sent, the 404 message shows', async () => {
    const { controller, calls } = builderForm('');
    const email = controller.form.querySelector<HTMLInputElement>('input[type=email]')!;
    type(email, 'ada@example.com');
    await submit(controller);
    expect(calls).toEqual([]);
    expect(controller.form.querySelector('.form-submission-error')?.textContent).toBe(FORM_MESSAGES.notConfigured);
    expect(email.value).toBe('ada@example.com');
  });

  it('a collection form (variant B) needs no form id', async () => {
    const { controller, saves, context } = builderForm('data-content-source="c"');
    expect(context.reports).toEqual([]);
    type(controller.form.querySelector('input[type=email]'), 'ada@example.com');
    await submit(controller);
    expect(saves()).toHaveLength(1);
  });
});
