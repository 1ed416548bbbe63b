import {
  FORM_MESSAGES,
  formErrorMessage,
  serverErrorMessage,
  type FormMessageKind,
} from '../../../src/blocks/form/messages';

describe('client messages (spec §8 "Form")', () => {
  it.each<[FormMessageKind, string]>([
    ['invalidFields', 'One or more fields is invalid, please check your entries.'],
    ['noKey', 'Could not get a form submission key, please try again later.'],
    ['parseFields', 'Could not parse the form fields, please check your entries.'],
    ['processing', 'Error processing form submission. Please reload and try again.'],
    ['captcha', 'Complete CAPTCHA before submitting.'],
    ['unauthorized', 'Unable to submit form. Please try again later.'],
    ['notConfigured', 'This form has not been configured yet.'],
    ['rateLimited', 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    ['serverError', 'Unable to send form. Please try again later.'],
    ['unknown', 'Unknown error, please try again later.'],
    ['noticeAbove', 'Your form has encountered a problem. Please scroll down to review.'],
    ['noticeBelow', 'Please scroll up to review.'],
  ])('%s: %p', (kind, message) => {
    expect(formErrorMessage(kind)).toBe(message);
  });

  it('an unknown kind gives the unknown-error message', () => {
    expect(formErrorMessage('nope' as FormMessageKind)).toBe(FORM_MESSAGES.unknown);
    expect(formErrorMessage('toString' as FormMessageKind)).toBe(FORM_MESSAGES.unknown);
  });
});

describe('server answers (spec §8 "Form")', () => {
  it('400 with data.errors: one error per field, and the invalid-fields message on top', () => {
    expect(serverErrorMessage(400, { errors: { 'email-1': 'Already subscribed.', 'text-2': 'Too short.' } })).toEqual({
      message: FORM_MESSAGES.invalidFields,
      fieldErrors: [
        { fieldId: 'email-1', message: 'Already subscribed.' },
        { fieldId: 'text-2', message: 'Too short.' },
      ],
    });
  });

  it('a per-field error without a usable message still marks its field', () => {
    expect(serverErrorMessage(400, { errors: { f: 42 } }).fieldErrors).toEqual([
      { fieldId: 'f', message: FORM_MESSAGES.invalidFields },
    ]);
  });

  it.each([
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
  ])('%i: its message, even with a data.error', (status, message) => {
    expect(serverErrorMessage(status, { error: 'server words' })).toEqual({ message, fieldErrors: [] });
  });

  it('another status: data.error', () => {
    expect(serverErrorMessage(400, { error: 'Invalid or expired form submission key.' })).toEqual({
      message: 'Invalid or expired form submission key.',
      fieldErrors: [],
    });
    expect(serverErrorMessage(503, { error: 'Down for maintenance' }).message).toBe('Down for maintenance');
  });

  it.each<[number, unknown]>([
    [502, {}],
    [400, { errors: {} }],
    [400, { errors: ['x'] }],
    [403, { error: '' }],
    [0, null],
    [418, 'not json'],
    [400, { error: { nested: true } }],
  ])('otherwise the unknown-error text (%i, %p)', (status, data) => {
    expect(serverErrorMessage(status, data)).toEqual({ message: FORM_MESSAGES.unknown, fieldErrors: [] });
  });
});
