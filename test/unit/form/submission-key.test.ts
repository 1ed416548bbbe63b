/**
 * Submission keys (docs/blocks/form.md "Submission keys", issue 11 §6): a
 * call that times out is aborted, and a retry of the same values after an
 * uncertain outcome carries the same key, so the server can complete the
 * submission at most once.
 */
import { FORM_MESSAGES } from '../../../src/blocks/form/messages';
import { mountBlock, submit, type, type Answer } from './block-harness';
import type { FieldSpec } from './fixture';

const FIELDS: FieldSpec[] = [{ type: 'email', id: 'email', title: 'Email', required: true }];
const SAVE = '/api/form/SaveFormSubmission';
const KEY = '/api/form/FormSubmissionKey';

function block(
  saves: Answer[],
  keys: Answer[] = [{ data: { key: 'k1' } }, { data: { key: 'k2' } }],
  config: Record<string, unknown> = { formId: 'f1' },
) {
  const mounted = mountBlock(FIELDS, config, { [SAVE]: saves, [KEY]: keys });
  type(mounted.form.querySelector('input'), 'ada@example.com');
  const keysSent = () => mounted.saves().map((call) => call.payload?.key);
  return { ...mounted, keysSent, keyCalls: () => mounted.calls.filter((call) => call.path === KEY).length };
}

describe('a save that gets no answer in time', () => {
  it('is aborted at the time-out (the browser drops it: a late answer cannot complete it)', async () => {
    const { controller, saves } = block([{ hang: true }]);
    await submit(controller);
    expect(saves()[0].signal?.aborted).toBe(true);
    expect(controller.form.querySelector('.form-submission-error')?.textContent).toBe(FORM_MESSAGES.unknown);
  });

  it('a call that answered is not aborted', async () => {
    const { controller, saves } = block([{ data: { success: true } }]);
    await submit(controller);
    expect(saves()[0].signal?.aborted).toBe(false);
  });
});

describe('a retry of the same submission carries the same key', () => {
  it.each<[string, Answer]>([
    ['a time-out', { hang: true }],
    ['a network error', { network: true }],
    ['a 500', { status: 500 }],
    ['a 503', { status: 503 }],
    ['a success status whose body is not JSON', { status: 200, kind: 'parse', data: '<html>' }],
  ])('after %s: the same key, no new key call, and success', async (_label, first) => {
    const { controller, keysSent, keyCalls } = block([first, { data: { success: true } }]);
    await submit(controller);
    expect(controller.state()).toBe('failure');
    await submit(controller);
    expect(controller.state()).toBe('success');
    expect(keysSent()).toEqual(['k1', 'k1']);
    expect(keyCalls()).toBe(1);
  });

  it('values changed since: a new submission, a new key', async () => {
    const { controller, form, keysSent } = block([{ hang: true }, { data: { success: true } }]);
    await submit(controller);
    type(form.querySelector('input'), 'grace@example.com');
    await submit(controller);
    expect(keysSent()).toEqual(['k1', 'k2']);
  });

  it.each<[string, Answer]>([
    ['a 400 with field errors', { status: 400, data: { errors: { email: 'Taken.' } } }],
    ['a 429', { status: 429 }],
    ['a 401', { status: 401 }],
  ])('after %s (the server refused it for sure): a new key', async (_label, first) => {
    const { controller, keysSent } = block([first, { data: { success: true } }]);
    await submit(controller);
    await submit(controller);
    expect(keysSent()).toEqual(['k1', 'k2']);
  });

  it('only the last uncertain attempt counts: after a definite refusal the key is forgotten', async () => {
    const { controller, keysSent } = block(
      [{ hang: true }, { status: 400, data: { error: 'Invalid or expired form submission key.' } }, { data: {} }],
      [{ data: { key: 'k1' } }, { data: { key: 'k2' } }],
    );
    await submit(controller);
    await submit(controller);
    await submit(controller);
    expect(keysSent()).toEqual(['k1', 'k1', 'k2']);
  });
});

describe('a submission the server accepted is never shown as failed', () => {
  afterEach(() => jest.restoreAllMocks());

  it('when the page refuses the success HTML (Trusted Types): the default text shows, and the refusal is reported', async () => {
    const { controller, form, context } = block([{ data: { success: true } }], undefined, {
      formId: 'f1',
      submissionTextHtml: '<p>Saved, <em>thank you</em>.</p>',
      postSubmitHtml: '<p>More</p>',
    });
    jest.spyOn(Element.prototype, 'innerHTML', 'set').mockImplementation(() => {
      throw new TypeError("This document requires 'TrustedHTML' assignment.");
    });
    await submit(controller);
    expect(controller.state()).toBe('success');
    expect(form.querySelector('.form-submission-error')).toBeNull();
    expect(form.parentElement?.querySelector('.form-submission-text')?.textContent).toBe('Thank you!');
    expect(context.reports).toHaveLength(2); // the text and the post-submit HTML
  });
});
