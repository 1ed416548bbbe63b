import { countText } from '../../../src/shared/combobox/combobox-view';
import { SEARCH_WORDS } from '../../../src/core/words/search';
import type { PreviewItem } from '../../../src/blocks/search/preview-items';
import { createSearchPreview, PREVIEW_DEBOUNCE_MS, readLimit } from '../../../src/blocks/search/search-preview';
import { GENERIC_WORDS } from '../../../src/core/words/generic';
import { advance, useFakeClock } from '../fake-clock';

useFakeClock();

const ITEMS: PreviewItem[] = [
  { title: 'Bread menu', url: 'https://example.com/menu.html', excerpt: 'Soup' },
  { title: 'Bakery hours', url: 'https://example.com/map.html', excerpt: 'Water Street' },
  { title: 'Sourdough', url: 'https://example.com/product.html', excerpt: 'Baked daily' },
];

type Load = (query: string, signal: AbortSignal) => Promise<PreviewItem[]>;

function setup(load: Load = jest.fn(() => Promise.resolve(ITEMS))) {
  document.body.innerHTML = `<form action="/search"><label for="q">Search</label>
    <input id="q" type="search" name="q"><button>Search</button></form>`;
  const html = document.body.innerHTML;
  const input = document.querySelector('input')!;
  const followed: string[] = [];
  const report = jest.fn();
  const preview = createSearchPreview({
    input,
    config: {},
    report,
    timers: globalThis,
    load,
    follow: (url) => followed.push(url),
  });
  input.focus();
  const type = async (value: string) => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await advance(PREVIEW_DEBOUNCE_MS);
  };
  const key = (name: string) => {
    const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
    input.dispatchEvent(event);
    return event.defaultPrevented;
  };
  const listbox = () => document.getElementById(input.getAttribute('aria-controls')!)!;
  const options = () => Array.from(listbox().querySelectorAll('[role=option]'));
  const active = () => options().findIndex((o) => o.id === input.getAttribute('aria-activedescendant'));
  const status = () => document.querySelector('[role=status]')!.textContent;
  return { input, html, preview, followed, report, load, type, key, listbox, options, active, status };
}

describe('the search preview as a WAI-ARIA combobox (APG, listbox popup)', () => {
  it('marks the field a combobox controlling a listbox, collapsed at first', () => {
    const { input, listbox } = setup();
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(listbox().getAttribute('role')).toBe('listbox');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('typing shows the results and announces their count politely', async () => {
    const { input, type, options, status } = setup();
    expect(document.querySelector('[role=status]')!.getAttribute('aria-live')).toBe('polite');
    await type('bread');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(options().map((o) => o.textContent)).toEqual([
      'Bread menuSoup',
      'Bakery hoursWater Street',
      'SourdoughBaked daily',
    ]);
    expect(status()).toBe('3 results');
  });

  it('Down and Up move through the options, wrapping; aria-selected follows', async () => {
    const { key, type, active, options } = setup();
    await type('bread');
    expect(key('ArrowDown')).toBe(true);
    expect(active()).toBe(0);
    key('ArrowDown');
    key('ArrowDown');
    expect(active()).toBe(2);
    key('ArrowDown');
    expect(active()).toBe(0);
    key('ArrowUp');
    expect(active()).toBe(2);
    expect(options().map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true']);
  });

  it('Enter follows the active result; without one it lets the form submit', async () => {
    const { key, type, followed } = setup();
    await type('bread');
    expect(key('Enter')).toBe(false);
    expect(followed).toEqual([]);
    key('ArrowDown');
    key('ArrowDown');
    expect(key('Enter')).toBe(true);
    expect(followed).toEqual(['https://example.com/map.html']);
  });

  it('Escape closes the list and keeps the text; a second Escape clears the field', async () => {
    const { input, key, type } = setup();
    await type('bread');
    key('ArrowDown');
    expect(key('Escape')).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(input.value).toBe('bread');
    expect(key('Escape')).toBe(true);
    expect(input.value).toBe('');
    // With nothing to close or clear, Escape is left to the page's escape manager.
    expect(key('Escape')).toBe(false);
  });

  it('Down after Escape opens the list again on the first option', async () => {
    const { input, key, type, active } = setup();
    await type('bread');
    key('Escape');
    key('ArrowDown');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(active()).toBe(0);
  });

  it("Home and End stay the text field's: not prevented, visual focus back on the text", async () => {
    const { input, key, type } = setup();
    await type('bread');
    key('ArrowDown');
    expect(key('Home')).toBe(false);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    key('ArrowDown');
    expect(key('End')).toBe(false);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('no results: the list stays closed and "No results" is announced', async () => {
    const { input, type, status } = setup(jest.fn(() => Promise.resolve([])));
    await type('zzz');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(status()).toBe('No results');
  });

  it('a failure shows the §8 words with Try again, keeps what was typed, and a click asks once', async () => {
    let fail = true;
    const load = jest.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(ITEMS)));
    const { input, type, status, options } = setup(load);
    await type('bread');
    const error = document.querySelector('.search-preview-error') as HTMLElement;
    expect(error.hidden).toBe(false);
    expect(error.textContent).toContain(GENERIC_WORDS.unableToLoadResults);
    expect(status()).toBe(GENERIC_WORDS.unableToLoadResults);
    expect(input.value).toBe('bread');
    fail = false;
    const retry = document.querySelector<HTMLButtonElement>('.search-preview-retry')!;
    expect(retry.textContent).toBe(GENERIC_WORDS.tryAgain);
    retry.click();
    retry.click();
    expect(load).toHaveBeenCalledTimes(2);
    await advance(0);
    expect(error.hidden).toBe(true);
    expect(options()).toHaveLength(3);
  });

  it('a malformed answer is reported to the block funnel; a network failure is not', async () => {
    const { type, report } = setup(
      jest.fn(() => Promise.reject(new Error('search: the preview answer has no items array'))),
    );
    await type('bread');
    expect(report).toHaveBeenCalledWith(expect.any(Error), 'search: unusable preview answer');
  });

  it('destroy puts the server markup back', async () => {
    const { html, type, preview } = setup();
    await type('bread');
    preview.destroy();
    expect(document.body.innerHTML.replace(/ value="[^"]*"/, '')).toBe(html);
  });
});

describe('preview settings and words', () => {
  it('previewLimit: a positive integer, else 5', () => {
    expect(readLimit({ previewLimit: 3 })).toBe(3);
    expect(readLimit({ previewLimit: 0 })).toBe(5);
    expect(readLimit({ previewLimit: 'x' })).toBe(5);
    expect(readLimit({})).toBe(5);
  });

  it('the count is a message-format plural in English; none has its own words', () => {
    const words = { ...SEARCH_WORDS, count: { id: 'search.count', english: SEARCH_WORDS.count } } as const;
    expect(countText(1, words)).toBe('1 result');
    expect(countText(2, words)).toBe('2 results');
    expect(countText(0, words)).toBe('No results');
  });
});
