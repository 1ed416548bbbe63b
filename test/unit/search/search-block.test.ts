import { mount } from '../../../src/blocks/search/index';
import { AD_PIXEL_REQUEST } from '../../../src/telemetry/ad-pixel-events';
import type { BlockContext } from '../../../src/core/types';

const BLOCK = `<div class="sqs-block search-block"><form action="/search" method="get" role="search">
  <label for="q">Search</label><input id="q" type="search" name="q"><button>Search</button></form></div>`;

const context = { name: 'search', config: {}, page: {} as BlockContext['page'], report: jest.fn() } as BlockContext;

let pixels: unknown[] = [];
const listen = (event: Event) => pixels.push((event as CustomEvent).detail);
beforeEach(() => {
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
    mount(root, context);
    submit(root.querySelector('form')!);
    expect(pixels).toEqual([]);
  });

  it('markup without a form and search field fails this block only, with a clear message', () => {
    const { root } = setup('<div class="sqs-block search-block"><input type="search"></div>');
    expect(() => mount(root, context)).toThrow('search: no form with an input[type=search]');
  });

  it('the preview is set up only after the first focus, never at mount', async () => {
    const { root } = setup();
    mount(root, context);
    const input = root.querySelector('input')!;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(input.getAttribute('role')).toBeNull();
    input.focus();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(input.getAttribute('role')).toBe('combobox');
  });
});
