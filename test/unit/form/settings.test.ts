import { DEFAULT_IN_PROGRESS_TEXT, readSettings } from '../../../src/blocks/form/settings';

const here = { href: 'https://site.example/contact' };

describe('readSettings: the form settings from data-block-json', () => {
  it('reads every setting', () => {
    const settings = readSettings(
      {
        formId: 'f1',
        collectionId: 'c1',
        objectName: 'o1',
        submitButtonText: 'Send',
        submissionTextHtml: '<p>Thanks!</p>',
        postSubmitHtml: '<script src="/x.js"></script>',
        successRedirect: '/thanks',
        captcha: { siteKey: 'site-key' },
        isNewsletter: true,
        isOverlayForm: 'true',
        inProgressText: 'Sending…',
        contentSource: 'i',
      },
      here,
    );
    expect(settings).toEqual({
      formId: 'f1',
      collectionId: 'c1',
      objectName: 'o1',
      submitButtonText: 'Send',
      submissionTextHtml: '<p>Thanks!</p>',
      postSubmitHtml: '<script src="/x.js"></script>',
      successRedirect: 'https://site.example/thanks',
      captcha: { siteKey: 'site-key' },
      isNewsletter: true,
      isOverlayForm: true,
      inProgressText: 'Sending…',
      contentSource: 'i',
    });
  });

  it('reads the JSON text as well as the parsed object', () => {
    expect(readSettings('{"formId":"f1"}', here).formId).toBe('f1');
  });

  it('takes successText when there is no submissionTextHtml', () => {
    expect(readSettings({ successText: 'Thanks' }, here).submissionTextHtml).toBe('Thanks');
  });

  it('takes a top-level captchaSiteKey', () => {
    expect(readSettings({ captchaSiteKey: 'k' }, here).captcha).toEqual({ siteKey: 'k' });
  });
});

describe('readSettings: safe defaults for missing, unknown or wrong-typed settings', () => {
  const defaults = {
    formId: '',
    collectionId: '',
    objectName: '',
    submitButtonText: 'Submit',
    submissionTextHtml: '',
    postSubmitHtml: '',
    successRedirect: null,
    captcha: null,
    isNewsletter: false,
    isOverlayForm: false,
    inProgressText: 'Submitting…',
    contentSource: null,
  };

  it.each([undefined, null, '', 'not json', '[1,2]', '42', [], 42, true])('%p → every default', (json) => {
    expect(readSettings(json, here)).toEqual(defaults);
  });

  it('wrong types fall back one by one', () => {
    const settings = readSettings(
      {
        formId: { id: 1 },
        submitButtonText: '  ',
        isNewsletter: 'yes',
        captcha: { siteKey: 7 },
        inProgressText: null,
        contentSource: 'x',
        successRedirect: ['x'],
      },
      here,
    );
    expect(settings).toEqual({ ...defaults, captcha: { siteKey: '7' } });
  });

  it('takes numbers as text for text settings', () => {
    expect(readSettings({ formId: 123 }, here).formId).toBe('123');
  });

  it('the in-progress text defaults to "Submitting…" (spec §4)', () => {
    expect(DEFAULT_IN_PROGRESS_TEXT).toBe('Submitting…');
  });

  it('an empty captcha site key means no captcha (spec §4)', () => {
    expect(readSettings({ captcha: { siteKey: '  ' } }, here).captcha).toBeNull();
  });

  it.each([
    ['item', 'i'],
    ['C', 'c'],
    ['collection', 'c'],
  ])('contentSource %p → %p', (source, expected) => {
    expect(readSettings({ contentSource: source }, here).contentSource).toBe(expected);
  });

  it('refuses an unsafe success redirect', () => {
    expect(readSettings({ successRedirect: 'javascript:alert(1)' }, here).successRedirect).toBeNull();
    expect(readSettings({ successRedirect: '//evil.example' }, here).successRedirect).toBeNull();
  });
});

describe("readSettings: what the JSON leaves out comes from the form's own markup (the builder's real blocks)", () => {
  const formWith = (attributes: string, button = '<input type="submit" value="Sign up">') => {
    document.body.innerHTML = `<form ${attributes}>${button}</form>`;
    return document.querySelector('form')!;
  };

  it('reads every setting from its data-* attribute on <form> when there is no block JSON', () => {
    const form = formWith(
      'data-form-id="f9" data-collection-id="c9" data-object-name="o9" data-success-redirect="/thanks" ' +
        'data-submission-text-html="<p>Thanks</p>" data-captcha-site-key="k9" data-is-newsletter="true" ' +
        'data-in-progress-text="Sending" data-content-source="item"',
    );
    expect(readSettings(undefined, here, form)).toEqual({
      formId: 'f9',
      collectionId: 'c9',
      objectName: 'o9',
      submitButtonText: 'Sign up',
      submissionTextHtml: '<p>Thanks</p>',
      postSubmitHtml: '',
      successRedirect: 'https://site.example/thanks',
      captcha: { siteKey: 'k9' },
      isNewsletter: true,
      isOverlayForm: false,
      inProgressText: 'Sending',
      contentSource: 'i',
    });
  });

  it('the block JSON comes first; an empty JSON value counts as absent', () => {
    const form = formWith('data-form-id="from-form" data-collection-id="c-form"');
    const settings = readSettings({ formId: 'from-json', collectionId: '' }, here, form);
    expect([settings.formId, settings.collectionId]).toEqual(['from-json', 'c-form']);
  });

  it("the JSON's successText counts as the submission text", () => {
    const form = formWith('data-submission-text-html="from form"');
    expect(readSettings({ successText: 'from json' }, here, form).submissionTextHtml).toBe('from json');
  });

  it("takes the submit button's text, a <button>'s too, when no setting names it", () => {
    expect(readSettings({}, here, formWith('', '<button> Subscribe </button>')).submitButtonText).toBe('Subscribe');
    expect(readSettings({}, here, formWith('', '')).submitButtonText).toBe('Submit');
  });

  it('an unsafe redirect from an attribute is refused like one from the JSON', () => {
    expect(readSettings({}, here, formWith('data-success-redirect="javascript:alert(1)"')).successRedirect).toBeNull();
  });
});
