import { mount } from '../../../src/blocks/search/index';
import { AD_PIXEL_REQUEST } from '../../../src/telemetry/ad-pixel-events';
import type { BlockContext } from '../../../src/core/types';
import type { RequestOptions } from '../../../src/core/data-layer';
import { createSiteDataLayer } from '../../../src/core/site-data-layer';
import { WIDGET_PATH } from '../../../src/shared/widget-rendering/rendering';

interface Call {
  path: string;
  options: RequestOptions;
  resolve(answer: unknown): void;
  reject(error: unknown): void;
}
/** The widget calls of the test, held until it answers them. */
let calls: Call[] = [];
const destroyLayer = jest.fn();
jest.mock('../../../src/core/site-data-layer', () => ({
  createSiteDataLayer: jest.fn(() => ({
    post: (path: string, options: RequestOptions) =>
      new Promise((resolve, reject) => calls.push({ path, options, resolve, reject })),
    destroy: destroyLayer,
  })),
}));

/** Flushes the promise chains between an answer (or an import) and its effect on the page. */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

const BLOCK = `<div class="sqs-block search-block"><form action="/search" method="get" role="search">
  <label for="q">Search</label><input id="q" type="search" name="q"><button>Search</button></form></div>`;

const context = { name: 'search', config: {}, page: {} as BlockContext['page'], report: jest.fn() } as BlockContext;

let pixels: unknown[] = [];
const listen = (event: Event) => pixels.push((event as CustomEvent).detail);
beforeEach(() => {
  calls = [];
  destroyLayer.mockClear();
  jest.mocked(createSiteDataLayer).mockClear();
  pixels = [];
  document.addEventListener(AD_PIXEL_REQUEST, listen);
});
afterEach(() => document.removeEventListener(AD_PIXEL_REQUEST, listen));

function setup(html = BLOCK) {
  document.body.innerHTML = html;
  return { root: document.querySelector<HTMLElement>('.sqs-block')!, pixels };
}

const submit = (form: HTMLFormElement) =>
  // jsdom does not navigate; cancel so it does not log "not implemented".
  form.dispatchEvent(new Event('submit', { cancelable: true }));

describe('the search block', () => {
  it("a submitted search fires the 'search' ad-pixel event with the trimmed query (spec §7)", () => {
    const { root, pixels } = setup();
    const unmount = mount(root, context) as () => void;
    root.querySelector('input')!.value = '  bread ';
    submit(root.querySelector('form')!);
    expect(pixels).toEqual([{ name: 'search', detail: { query: 'bread' } }]);
    unmount();
    submit(root.querySelector('form')!);
    expect(pixels).toHaveLength(1);
  });

  it('an empty search fires no pixel', () => {
    const { root, pixels } = setup();
    void mount(root, context);
    submit(root.querySelector('form')!);
    expect(pixels).toEqual([]);
  });

  it('a block with its form mounts at once and makes no widget call', () => {
    const { root } = setup();
    expect(typeof mount(root, context)).toBe('function');
    expect(createSiteDataLayer).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it('the preview is set up only after the first focus, never at mount', async () => {
    const { root } = setup();
    void mount(root, context);
    const input = root.querySelector('input')!;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(input.getAttribute('role')).toBeNull();
    input.focus();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(input.getAttribute('role')).toBe('combobox');
  });
});

describe('a block without its form: rendered through the widget call (docs/blocks/search.md)', () => {
  const FORMLESS =
    '<div class="sqs-block search-block" id="s2"><div class="sqs-block-content"><p id="server">Search</p></div></div>';
  const RENDERING =
    '<form action="/search" method="get" role="search"><label for="s2-input">Search</label>' +
    '<input id="s2-input" type="search" name="q"><button>Search</button></form>';
  const formlessContext = { ...context, config: { previewLimit: 3 } };

  it("asks once for its rendering: widgetJSON {type 'search', id, value}", async () => {
    const { root } = setup(FORMLESS);
    const mounted = mount(root, formlessContext);
    expect(mounted).toBeInstanceOf(Promise);
    await mounted;
    expect(calls).toHaveLength(1);
    expect(calls[0].path).toBe(WIDGET_PATH);
    expect(JSON.parse(String((calls[0].options.form as Record<string, string>).widgetJSON))).toEqual({
      type: 'search',
      id: 's2',
      value: { previewLimit: 3 },
    });
  });

  it('the rendering replaces the content and the block behaves on the new form; unmount puts the server markup back', async () => {
    const { root, pixels } = setup(FORMLESS);
    const unmount = (await mount(root, formlessContext)) as () => void;
    calls[0].resolve({ html: RENDERING });
    await settle();
    expect(root.getAttribute('data-widget-state')).toBe('ready');
    const input = root.querySelector<HTMLInputElement>('.sqs-block-content>form input[type=search]')!;
    input.value = 'bread';
    submit(input.form!);
    expect(pixels).toEqual([{ name: 'search', detail: { query: 'bread' } }]);
    input.focus();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(input.getAttribute('role')).toBe('combobox');
    unmount();
    // Two data layers, each destroyed: the widget call's and the preview's.
    expect(createSiteDataLayer).toHaveBeenCalledTimes(2);
    expect(destroyLayer).toHaveBeenCalledTimes(2);
    expect(root.outerHTML).toBe(FORMLESS);
    submit(input.form!);
    expect(pixels).toHaveLength(1);
  });

  it("a rendering without a search form fails like a failed call: the server markup stays, 'Try again' asks once", async () => {
    const { root } = setup(FORMLESS);
    await mount(root, formlessContext);
    calls[0].resolve({ html: '<p>No form here</p>' });
    await settle();
    expect(root.getAttribute('data-widget-state')).toBe('failed');
    expect(root.querySelector('#server')).not.toBeNull();
    expect(root.querySelector('.widget-failure p')!.textContent).toBe('Unable to load results');
    expect(formlessContext.report).toHaveBeenCalledWith(
      new TypeError('GetWidgetRendering answered without form input[type=search]'),
      'widget rendering failed',
    );
    root.querySelector<HTMLButtonElement>('.widget-failure button')!.click();
    root.querySelector<HTMLButtonElement>('.widget-failure button')!.click();
    expect(calls).toHaveLength(2);
    calls[1].resolve({ html: RENDERING });
    await settle();
    expect(root.querySelector('.widget-failure')).toBeNull();
    expect(root.querySelector('#s2-input')).not.toBeNull();
  });
});
