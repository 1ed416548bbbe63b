import { FORM_MESSAGES } from '../../../src/blocks/form/messages';
import { fakeCaptcha, mountBlock, submit, type } from './block-harness';
import type { FieldSpec } from './fixture';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('field errors: above the title, with ARIA wiring (spec §4 Failure)', () => {
  it('marks the field, points the control at the message, and clears it on the next submission', async () => {
    const block = mountBlock([{ type: 'text', id: 'city', title: 'City', required: true }]);
    await submit(block.controller);
    const item = block.form.querySelector('#city') as HTMLElement;
    const error = item.querySelector('.field-error') as HTMLElement;
    const control = item.querySelector('input') as HTMLInputElement;
    expect(item.firstElementChild).toBe(error);
    expect(item.classList.contains('error')).toBe(true);
    expect(error.id).toBe('city-error');
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(control.getAttribute('aria-describedby')).toBe('city-error');
    type(control, 'Paris');
    await submit(block.controller);
    expect(item.querySelector('.field-error')).toBeNull();
    expect(item.classList.contains('error')).toBe(false);
    expect(control.hasAttribute('aria-invalid')).toBe(false);
  });

  it('in a fieldset the legend stays first and the error follows it', async () => {
    const block = mountBlock([{ type: 'name', id: 'who', title: 'Name', required: true }]);
    await submit(block.controller);
    const item = block.form.querySelector('#who') as HTMLElement;
    expect(item.firstElementChild?.tagName).toBe('LEGEND');
    expect(item.children[1].className).toBe('field-error');
  });
});

describe('textarea counter (spec §5)', () => {
  const fields: FieldSpec[] = [{ type: 'textarea', id: 'msg', title: 'Message', maxLength: '5' }];

  it('shows current / max after the control, live, politely announced', () => {
    const block = mountBlock(fields);
    const control = block.form.querySelector('textarea') as HTMLTextAreaElement;
    const counter = control.nextElementSibling as HTMLElement;
    expect(counter.getAttribute('aria-live')).toBe('polite');
    expect(counter.textContent).toBe('0 / 5');
    type(control, 'abc');
    expect(counter.textContent).toBe('3 / 5');
  });

  it('over the limit marks the field in error; back under clears it', () => {
    const block = mountBlock(fields);
    const control = block.form.querySelector('textarea') as HTMLTextAreaElement;
    type(control, 'abcdef');
    expect(block.form.querySelector('#msg')?.classList.contains('error')).toBe(true);
    type(control, 'abc');
    expect(block.form.querySelector('#msg')?.classList.contains('error')).toBe(false);
  });

  it.each(['abc', '0'])('data-max-length %s turns it off', (maxLength) => {
    const block = mountBlock([{ type: 'textarea', id: 'msg', title: 'Message', maxLength }]);
    expect(block.form.querySelector('.form-field-counter')).toBeNull();
  });
});

describe('captcha (spec §4, §5)', () => {
  const config = { formId: 'f1', captcha: { siteKey: 'site-key', scriptUrl: '/fake-captcha.js' } };

  async function withCaptcha(width = 400) {
    const captcha = fakeCaptcha();
    const block = mountBlock([{ type: 'text', id: 't', title: 'T' }], config);
    block.controller.destroy();
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width } as DOMRect);
    const urls: string[] = [];
    block.io.loadCaptcha = (url) => (urls.push(url), Promise.resolve(captcha.provider));
    const { createFormController } = await import('../../../src/blocks/form/controller');
    const controller = createFormController(block.root, block.context, block.io)!;
    await flush();
    jest.restoreAllMocks();
    return { ...block, controller, captcha, urls };
  }

  it('loads the provider from the settings URL and renders normal size at 320 px and wider', async () => {
    const { captcha, urls } = await withCaptcha(320);
    expect(urls).toEqual(['/fake-captcha.js']);
    expect(captcha.rendered[0]).toMatchObject({ size: 'normal', sitekey: 'site-key' });
    expect(captcha.rendered[0].container.className).toBe('captcha-container');
  });

  it('renders compact when the container is narrower than 320 px', async () => {
    const { captcha } = await withCaptcha(319);
    expect(captcha.rendered[0].size).toBe('compact');
  });

  it('incomplete: fails with the captcha message and sends nothing', async () => {
    const block = await withCaptcha();
    await submit(block.controller);
    expect(block.form.querySelector('.form-submission-error')?.textContent).toBe(FORM_MESSAGES.captcha);
    expect(block.calls).toHaveLength(0);
  });

  it('complete: the response goes into the payload as captchaKey; a failure resets the captcha', async () => {
    const block = await withCaptcha();
    block.captcha.tick('resp-1');
    await submit(block.controller);
    expect(block.saves()[0].payload?.captchaKey).toBe('resp-1');
    expect(block.controller.state()).toBe('success');
    const again = await withCaptcha();
    again.captcha.tick('resp-2');
    const failing = Object.assign(new Error('failed'), { status: 500 });
    again.io.request = (path) => (path.endsWith('Key') ? Promise.resolve({ key: 'k' }) : Promise.reject(failing));
    await submit(again.controller);
    expect(again.captcha.resets).toEqual([7]);
  });

  it('no site key: no provider is loaded', async () => {
    const block = mountBlock([{ type: 'text', id: 't', title: 'T' }], {
      formId: 'f1',
      captcha: { scriptUrl: '/x.js' },
    });
    expect(block.form.querySelector('.captcha-container')).toBeNull();
  });
});

describe('unmount restores the markup as the server sent it', () => {
  it.each([
    ['after a failure', { '/api/form/SaveFormSubmission': [{ status: 500 }] }],
    ['after a success', {}],
  ])('%s', async (_name, answers) => {
    const block = mountBlock(
      [{ type: 'textarea', id: 'msg', title: 'Message', maxLength: '50' }],
      { formId: 'f1', postSubmitHtml: '<p>x</p>' },
      answers,
    );
    await submit(block.controller);
    block.controller.destroy();
    expect(block.root.outerHTML).toBe(block.original);
    expect(block.io.destroyed).toBe(1);
  });

  it('removes the submit listener', async () => {
    const block = mountBlock([{ type: 'text', id: 't', title: 'T' }]);
    block.controller.destroy();
    const event = new Event('submit', { cancelable: true });
    block.form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
