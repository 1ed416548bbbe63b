import { buildPayload, payloadVariant, readPageFacts, type PageFacts } from '../../../src/blocks/form/payload';
import { readSettings } from '../../../src/blocks/form/settings';

const here = { href: 'https://site.example/contact' };
const page: PageFacts = {
  host: 'site.example',
  path: '/contact',
  query: 'utm_source=mail',
  referrer: 'https://search.example/',
  language: 'en-GB',
  title: 'Contact us',
  pageId: 'page-1',
  pagePermissionTypeValue: 1,
};
const values = { 'email-1': 'ada@example.com', 'phone-2': ['', '555', '123', '4567'], 'likert-3': { Fast: '2' } };

describe('payload variant A (form blocks on pages)', () => {
  const settings = readSettings(
    { formId: 'f1', collectionId: 'c1', objectName: 'o1', isOverlayForm: true, submitButtonText: 'Send' },
    here,
  );

  it('carries the form settings, the values as JSON, the captcha key and the analytics fields', () => {
    expect(buildPayload(settings, values, page, 'A', { key: 'k1', captchaKey: 'cap' })).toEqual({
      key: 'k1',
      formId: 'f1',
      collectionId: 'c1',
      objectName: 'o1',
      isOverlayForm: true,
      submitButtonText: 'Send',
      form: JSON.stringify(values),
      captchaKey: 'cap',
      page_host: 'site.example',
      page_path: '/contact',
      page_query_params: 'utm_source=mail',
      page_referrer_url: 'https://search.example/',
      browser_language: 'en-GB',
    });
  });

  it('sends captchaKey null without a captcha', () => {
    expect(buildPayload(settings, values, page, 'A', { key: 'k1' }).captchaKey).toBeNull();
  });
});

describe('payload variant B (collection and item forms)', () => {
  const settings = readSettings({ contentSource: 'i' }, here);

  it('carries key, form, captchaKey, and the page fields', () => {
    expect(buildPayload(settings, values, page, 'B', { key: 'k2', captchaKey: 'cap' })).toEqual({
      key: 'k2',
      form: JSON.stringify(values),
      captchaKey: 'cap',
      pageTitle: 'Contact us',
      pageId: 'page-1',
      contentSource: 'i',
      pagePath: '/contact',
      pagePermissionTypeValue: 1,
    });
  });

  it('leaves captchaKey out without a captcha', () => {
    expect(buildPayload(settings, values, page, 'B', { key: 'k2' })).not.toHaveProperty('captchaKey');
  });

  it('says c when the settings name no content source', () => {
    expect(buildPayload(readSettings({}, here), values, page, 'B', { key: 'k' }).contentSource).toBe('c');
  });
});

describe('which variant', () => {
  it('B when the settings name a content source, else A', () => {
    expect(payloadVariant(readSettings({ contentSource: 'c' }, here))).toBe('B');
    expect(payloadVariant(readSettings({ formId: 'f1' }, here))).toBe('A');
  });
});

describe('form is the JSON text of the values (spec §3)', () => {
  it('parses back to the values', () => {
    const payload = buildPayload(readSettings({}, here), values, page, 'A', { key: 'k' });
    expect(JSON.parse(payload.form as string)).toEqual(values);
  });
});

describe('readPageFacts', () => {
  it('reads the page from the window and the page context', () => {
    window.history.replaceState(null, '', '/blog/post?ref=x');
    document.title = 'A post';
    const facts = readPageFacts({ collection: { permissionType: 2 }, collectionId: 'c9', itemId: 'i9' });
    expect(facts).toEqual({
      host: window.location.host,
      path: '/blog/post',
      query: 'ref=x',
      referrer: document.referrer,
      language: navigator.language,
      title: 'A post',
      pageId: 'i9',
      pagePermissionTypeValue: 2,
    });
  });

  it('uses the collection id without an item, and permission 1 without one', () => {
    const facts = readPageFacts({ collection: null, collectionId: 'c9', itemId: '' });
    expect(facts).toMatchObject({ pageId: 'c9', pagePermissionTypeValue: 1 });
  });
});
