import { FORM_MESSAGES } from '../../../src/blocks/form/messages';
import type { FieldSpec } from './fixture';
import { recordUncaught } from '../uncaught';
import { mountBlock, submit, type, valuesIn } from './block-harness';

const FIELDS: FieldSpec[] = [
  { type: 'name', id: 'name', title: 'Name', required: true },
  { type: 'email', id: 'email', title: 'Email', required: true },
  { type: 'textarea', id: 'message', title: 'Message' },
  { type: 'checkbox', id: 'topics', title: 'Topics', options: ['A', 'B'] },
];

/** Mount and fill every field, so a submission passes validation. */
function filled(answers = {}, config: Record<string, unknown> = { formId: 'f1' }) {
  const block = mountBlock(FIELDS, config, answers);
  const q = (selector: string) => block.form.querySelector(selector);
  type(q('.first-name input'), 'Ada');
  type(q('.last-name input'), 'Lovelace');
  type(q('#email input'), 'ada@example.com');
  type(q('#message textarea'), 'Hello there');
  (q('#topics input[value="B"]') as HTMLInputElement).checked = true;
  return { ...block, typed: valuesIn(block.form) };
}

const topError = (form: HTMLFormElement) => form.querySelector('.form-submission-error');

describe('flow: idle → submitting → success (spec §4)', () => {
  it('starts idle, gets a key, then saves once with that key and the values', async () => {
    const block = filled();
    expect(block.controller.state()).toBe('idle');
    await submit(block.controller);
    expect(block.calls.map((call) => call.path)).toEqual([
      '/api/form/FormSubmissionKey',
      '/api/form/SaveFormSubmission',
    ]);
    const payload = block.saves()[0].payload ?? {};
    expect(payload.key).toBe('k1');
    expect(payload.formId).toBe('f1');
    expect(JSON.parse(String(payload.form))).toMatchObject({
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      topics: ['B'],
    });
    expect(block.controller.state()).toBe('success');
  });

  it('accepts the key as data.key', async () => {
    const block = filled({ '/api/form/FormSubmissionKey': [{ data: { data: { key: 'nested' } } }] });
    await submit(block.controller);
    expect(block.saves()[0].payload?.key).toBe('nested');
  });

  it('while submitting: locked, button shows the in-progress text, a second submit is ignored', async () => {
    const block = filled({ '/api/form/SaveFormSubmission': [{ hang: true }] }, { formId: 'f1' });
    block.io.timeoutMs = 10_000;
    block.form.dispatchEvent(new Event('submit', { cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(block.controller.state()).toBe('submitting');
    const button = block.form.querySelector('input[type=submit]') as HTMLInputElement;
    expect(button.value).toBe('Submitting…');
    expect(button.disabled).toBe(true);
    expect((block.form.querySelector('#email input') as HTMLInputElement).disabled).toBe(true);
    expect(block.form.getAttribute('aria-busy')).toBe('true');
    block.form.dispatchEvent(new Event('submit', { cancelable: true }));
    void block.controller.submit();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(block.saves()).toHaveLength(1);
    expect(block.calls.filter((call) => call.path.endsWith('Key'))).toHaveLength(1);
  });

  it('uses the in-progress text from the settings', async () => {
    const block = filled(
      { '/api/form/SaveFormSubmission': [{ hang: true }] },
      { formId: 'f1', inProgressText: 'Sending' },
    );
    block.io.timeoutMs = 10_000;
    void block.controller.submit();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((block.form.querySelector('input[type=submit]') as HTMLInputElement).value).toBe('Sending');
  });

  it('the submit event is cancelled: the page does not post natively', () => {
    const block = filled();
    const event = new Event('submit', { cancelable: true });
    block.form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('what the submit listener throws (src/core/guard.ts, through the markup undo)', () => {
  it('reaches the runtime with the real error and the form inside this block, and is not rethrown', () => {
    const block = filled();
    const boom = new Error('an event that cannot be cancelled');
    const event = new Event('submit', { cancelable: true });
    event.preventDefault = () => {
      throw boom;
    };
    const uncaught = recordUncaught();
    try {
      block.form.dispatchEvent(event);
    } finally {
      uncaught.stop();
    }
    expect(uncaught.taken).toEqual([{ error: boom, element: block.form }]);
    expect(block.form.closest('.form-block')).toBe(block.root);
    expect(uncaught.thrown).toEqual([]);
  });
});

describe('client validation comes first: errors per field, no request (spec §5)', () => {
  it('an empty required field fails without any call', async () => {
    const block = mountBlock(FIELDS);
    await submit(block.controller);
    expect(block.calls).toHaveLength(0);
    expect(block.controller.state()).toBe('failure');
    expect(topError(block.form)?.textContent).toBe(FORM_MESSAGES.invalidFields);
    expect(block.form.querySelector('#email .field-error')?.textContent).toBe('Email is required.');
  });
});

describe('failure: each status shows its §8 text, unlocks, and keeps every value', () => {
  it.each([
    [401, {}, FORM_MESSAGES.unauthorized],
    [404, {}, FORM_MESSAGES.notConfigured],
    [429, {}, FORM_MESSAGES.rateLimited],
    [500, {}, FORM_MESSAGES.serverError],
    [400, { error: 'Server says no.' }, 'Server says no.'],
    [418, {}, FORM_MESSAGES.unknown],
  ])('%i → its message', async (status, data, message) => {
    const block = filled({ '/api/form/SaveFormSubmission': [{ status, data }] });
    await submit(block.controller);
    expect(block.controller.state()).toBe('failure');
    expect(topError(block.form)?.textContent).toBe(message);
    expect(valuesIn(block.form)).toEqual(block.typed);
    const button = block.form.querySelector('input[type=submit]') as HTMLInputElement;
    expect(button.value).toBe('Submit');
    expect(button.disabled).toBe(false);
  });

  it('400 with data.errors marks each field and puts the invalid-fields message on top', async () => {
    const block = filled({ '/api/form/SaveFormSubmission': [{ status: 400, data: { errors: { email: 'Taken.' } } }] });
    await submit(block.controller);
    expect(topError(block.form)?.textContent).toBe(FORM_MESSAGES.invalidFields);
    expect(block.form.querySelector('#email .field-error')?.textContent).toBe('Taken.');
    expect(valuesIn(block.form)).toEqual(block.typed);
  });

  it.each([
    ['a network error', { network: true as const }],
    ['a time-out', { hang: true as const }],
    ['a non-JSON answer', { status: 200, kind: 'parse', data: '<html>' }],
  ])('%s → the unknown-error text, values kept', async (_name, answer) => {
    const block = filled({ '/api/form/SaveFormSubmission': [answer] });
    await submit(block.controller);
    if ('hang' in answer) await new Promise((resolve) => setTimeout(resolve, 80));
    expect(topError(block.form)?.textContent).toBe(FORM_MESSAGES.unknown);
    expect(valuesIn(block.form)).toEqual(block.typed);
  });

  it.each([
    ['fails', { status: 500 }],
    ['answers without a key', { data: { nope: 1 } }],
    ['has no network', { network: true as const }],
  ])('FormSubmissionKey %s → the no-key message and no save', async (_name, answer) => {
    const block = filled({ '/api/form/FormSubmissionKey': [answer] });
    await submit(block.controller);
    expect(topError(block.form)?.textContent).toBe(FORM_MESSAGES.noKey);
    expect(block.saves()).toHaveLength(0);
    expect(valuesIn(block.form)).toEqual(block.typed);
  });

  it('a retry after a failure sends exactly one more submission, and clears the earlier errors', async () => {
    const block = filled({ '/api/form/SaveFormSubmission': [{ status: 500 }] });
    await submit(block.controller);
    expect(block.saves()).toHaveLength(1);
    await submit(block.controller);
    expect(block.saves()).toHaveLength(2);
    expect(topError(block.form)).toBeNull();
    expect(block.controller.state()).toBe('success');
  });

  it('the form-level error has role=alert and takes focus', async () => {
    const block = filled({ '/api/form/SaveFormSubmission': [{ status: 429 }] });
    await submit(block.controller);
    const error = topError(block.form) as HTMLElement;
    expect(error.getAttribute('role')).toBe('alert');
    expect(block.form.firstElementChild).toBe(error);
    expect(document.activeElement).toBe(error);
  });

  it('shows the review notices above and below the form', async () => {
    const block = filled({ '/api/form/SaveFormSubmission': [{ status: 500 }] });
    await submit(block.controller);
    expect(block.form.previousElementSibling?.textContent).toBe(FORM_MESSAGES.noticeAbove);
    expect(block.form.nextElementSibling?.textContent).toBe(FORM_MESSAGES.noticeBelow);
  });
});
