import { FORM_SUCCESS_EVENT } from '../../../src/blocks/form/controller';
import { FORM_MESSAGES } from '../../../src/blocks/form/messages';
import { mount as mountNewsletter, NEWSLETTER_SUBSCRIBE_EVENT } from '../../../src/blocks/newsletter/index';
import { AD_PIXEL_REQUEST } from '../../../src/telemetry/ad-pixel-events';
import { formBlockMarkup, type FieldSpec } from './fixture';
import { contextFor, mountBlock, submit, type } from './block-harness';

const FIELDS: FieldSpec[] = [{ type: 'email', id: 'email', title: 'Email', required: true }];

function ready(config: Record<string, unknown>, answers = {}) {
  const block = mountBlock(FIELDS, { formId: 'f1', ...config }, answers);
  type(block.form.querySelector('#email input'), 'ada@example.com');
  return block;
}

describe('success without a redirect: the success view (spec §4)', () => {
  it('hides the form and the other children, shows the submission text focused and scrolled to', async () => {
    const block = ready({ submissionTextHtml: '<p>Thanks!</p>' });
    await submit(block.controller);
    const message = block.root.querySelector('.form-submission-text') as HTMLElement;
    expect(message.innerHTML).toBe('<p>Thanks!</p>');
    expect(block.form.hidden).toBe(true);
    expect(message.hidden).toBe(false);
    expect(message.tabIndex).toBe(-1);
    expect(document.activeElement).toBe(message);
    expect(block.scrolled).toEqual([message]);
    expect(block.navigations).toEqual([]);
  });

  it('recreates each script of the post-submit HTML so it runs', async () => {
    const block = ready({ postSubmitHtml: '<p>More</p><script src="/thanks.js" data-x="1"></script>' });
    const create = document.createElement.bind(document);
    const created: Element[] = [];
    jest.spyOn(document, 'createElement').mockImplementation((tag: string) => {
      const element = create(tag);
      if (tag === 'script') created.push(element);
      return element;
    });
    await submit(block.controller);
    jest.restoreAllMocks();
    const html = block.root.querySelector('.form-submission-html') as HTMLElement;
    const script = html.querySelector('script') as HTMLScriptElement;
    expect(html.querySelector('p')?.textContent).toBe('More');
    expect(script.getAttribute('src')).toBe('/thanks.js');
    expect(script.getAttribute('data-x')).toBe('1');
    // A script parsed by innerHTML is flagged "already started"; only a created one runs.
    expect(created).toContain(script);
  });

  it('fires a bubbling success event on the block root', async () => {
    const block = ready({});
    const heard: unknown[] = [];
    document.addEventListener(FORM_SUCCESS_EVENT, (event) => heard.push((event as CustomEvent).detail));
    await submit(block.controller);
    expect(heard).toEqual([
      { formId: 'f1', newsletter: false, summary: [{ title: 'Email', text: 'ada@example.com' }] },
    ]);
  });
});

describe('the visitor’s answers in spec §3’s summary formats, where the owner’s success text asks for them', () => {
  const fields: FieldSpec[] = [
    { type: 'name', id: 'name', title: 'Name', values: { 'first-name': 'Ada', 'last-name': 'Lovelace' } },
    { type: 'text', id: 'note', title: 'Note' },
  ];

  it('a [data-form-summary] element gets a list of each field’s title and summary, empty ones N/A', async () => {
    const block = mountBlock(fields, {
      formId: 'f1',
      submissionTextHtml: '<p>Thanks! You sent:</p><div data-form-summary></div>',
    });
    await submit(block.controller);
    const list = block.root.querySelector('.form-submission-text [data-form-summary] dl')!;
    expect(Array.from(list.children, (item) => [item.localName, item.textContent])).toEqual([
      ['dt', 'Name'],
      ['dd', 'Ada Lovelace'],
      ['dt', 'Note'],
      ['dd', 'N/A'],
    ]);
    block.controller.destroy();
    expect(block.root.outerHTML).toBe(block.original);
  });

  it('an answer is text, never markup', async () => {
    const block = mountBlock([{ type: 'text', id: 'note', title: 'Note' }], {
      formId: 'f1',
      postSubmitHtml: '<div data-form-summary></div>',
    });
    type(block.form.querySelector('#note input'), '<img src=x onerror=alert(1)>');
    await submit(block.controller);
    const value = block.root.querySelector('.form-submission-html dd')!;
    expect(value.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(value.querySelector('img')).toBeNull();
  });
});

describe('success with a redirect: only safe targets (spec §4)', () => {
  it('goes to a same-site path instead of showing the success view', async () => {
    const block = ready({ successRedirect: '/thanks' });
    await submit(block.controller);
    expect(block.navigations).toEqual([`${window.location.origin}/thanks`]);
    expect(block.root.querySelector('.form-submission-text')).toBeNull();
  });

  it('refuses a javascript: redirect and shows the success view', async () => {
    const block = ready({ successRedirect: 'javascript:alert(1)' });
    await submit(block.controller);
    expect(block.navigations).toEqual([]);
    expect(block.root.querySelector('.form-submission-text')).not.toBeNull();
  });
});

describe('newsletter differences (spec §4, §7, §8)', () => {
  function newsletter() {
    document.body.innerHTML = formBlockMarkup(FIELDS, { formId: 'n1' }).replace('form-block', 'newsletter-block');
    const root = document.querySelector<HTMLElement>('.newsletter-block') as HTMLElement;
    return { root, unmount: mountNewsletter(root, contextFor({ formId: 'n1' })) as () => void };
  }

  it('no review notices on a failure', async () => {
    const block = mountBlock(FIELDS, { formId: 'n1' }, {}, { newsletter: true });
    await submit(block.controller);
    expect(block.form.querySelector('.form-submission-error')?.textContent).toBe(FORM_MESSAGES.invalidFields);
    expect(block.root.querySelector('.form-error-notice')).toBeNull();
  });

  it('the real chunk, through the data layer: newsletter event, then the subscribe-newsletter ad pixel, then success', async () => {
    const bodies: string[] = [];
    const fetchStub = jest.fn(async (url: string, init: RequestInit) => {
      bodies.push(`${url} ${String((init.body as string | URLSearchParams | undefined) ?? '')}`);
      return {
        status: 200,
        text: async () => (url.includes('FormSubmissionKey') ? '{"key":"nk"}' : '{"success":true}'),
      };
    });
    (globalThis as { fetch?: unknown }).fetch = fetchStub;
    const heard: string[] = [];
    document.addEventListener(NEWSLETTER_SUBSCRIBE_EVENT, () => heard.push('newsletter'));
    document.addEventListener(AD_PIXEL_REQUEST, (event) => heard.push((event as CustomEvent).detail.name));
    document.addEventListener(FORM_SUCCESS_EVENT, () => heard.push('success'));
    const { root } = newsletter();
    type(root.querySelector('#email input'), 'ada@example.com');
    root.querySelector('form')?.dispatchEvent(new Event('submit', { cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual(['newsletter', 'subscribe-newsletter', 'success']);
    expect(bodies[1]).toContain('/api/form/SaveFormSubmission');
    expect(bodies[1]).toContain('key=nk');
    expect(bodies[1]).toContain(`form=${encodeURIComponent('{"email":"ada@example.com"}')}`);
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('the newsletter chunk mounts the same flow and restores the markup on unmount', () => {
    const { root, unmount } = newsletter();
    const before = root.outerHTML;
    expect(root.querySelector('form')).not.toBeNull();
    unmount();
    expect(root.outerHTML).toBe(before);
  });
});
