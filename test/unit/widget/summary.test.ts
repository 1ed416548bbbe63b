/**
 * A summary the server rendered with the page (issue 24, docs/blocks/widgets.md
 * "A summary the server rendered"): its settings read where the builder writes
 * them, no widget call, the carousel's pager as real controls, and the
 * server's markup back on destroy. Layout comes from real Chromium
 * (test/browser/widget.test.ts); here the frame's width is stubbed.
 */
import type { BlockContext } from '../../../src/core/types';
import { readSummaryLayout } from '../../../src/blocks/widget/read-widget';
import { mount } from '../../../src/blocks/widget/index';

jest.mock('../../../src/shared/image/load', () => ({
  loadImage: jest.fn(() => true),
  resetImage: jest.fn(),
  whenNear: jest.fn(() => () => {}),
}));

const item = (n: number) =>
  `<div class="summary-item"><div class="summary-thumbnail"><img class="summary-thumbnail-image" data-src="/images/p${n}-1500x1000.png" data-image-focal-point="0.5,0.5" data-load="false" alt="Post ${n}"></div><a class="summary-title-link" href="/journal/p${n}">Post ${n}</a></div>`;

/** A rendered summary of `count` items in `design`, its pager's controls without role or tab stop when `bare`. */
function summary(design: string, count: number, bare = false) {
  const control = (name: string) =>
    bare
      ? `<span class="summary-carousel-pager-${name}"></span>`
      : `<span class="summary-carousel-pager-${name}" role="button" tabindex="0" aria-label="${name}"></span>`;
  document.body.innerHTML = `<div class="sqs-block summary-v2-block" data-block-type="55"><div class="sqs-block-content">
    <div class="summary-block-wrapper summary-block-setting-design-${design}">
      <div class="summary-block-header"><div class="summary-carousel-pager">${control('prev')}${control('next')}</div></div>
      <div class="summary-item-list-container"><div class="summary-item-list">${Array.from({ length: count }, (_, i) => item(i)).join('')}</div></div>
    </div></div></div>`;
  const root = document.body.firstElementChild as HTMLElement;
  // A frame 700 px wide: three items to a row (spec §9: at most 3 under 724 px).
  root.querySelector<HTMLElement>('.summary-item-list-container')!.getBoundingClientRect = () =>
    ({ width: 700, height: 200 }) as DOMRect;
  return root;
}

const context = (config: Record<string, unknown> = {}) =>
  ({ name: 'widget', config, page: {}, report: jest.fn(), setState: jest.fn() }) as unknown as BlockContext;
const control = (name: string) => document.querySelector<HTMLElement>(`.summary-carousel-pager-${name}`)!;
const disabled = () => [control('prev').getAttribute('aria-disabled'), control('next').getAttribute('aria-disabled')];
const press = (element: HTMLElement, key: string) =>
  element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

describe("a summary's layout, read where the builder writes it", () => {
  const root = (wrapperClass = '') => {
    document.body.innerHTML = `<div><div class="summary-block-wrapper ${wrapperClass}"></div></div>`;
    return document.body.firstElementChild!;
  };

  it.each([
    [{ design: 'carousel' }, '', true],
    [{ design: 'Carousel' }, '', true],
    [{}, 'summary-block-setting-design-carousel summary-block-setting-text-size-medium', true],
    [{ design: 'list' }, 'summary-block-setting-design-carousel', false],
    [{}, 'summary-block-setting-design-autogrid summary-block-setting-design-list-thumbnail-left', false],
    [{ design: 42 }, '', false],
  ])('design %j with wrapper "%s": carousel %s', (config, wrapperClass, carousel) => {
    expect(readSummaryLayout(root(wrapperClass), config).carousel).toBe(carousel);
  });

  it.each([
    [{ slidesPerRow: 4 }, 4],
    [{ 'slides-per-row': '2' }, 2],
    [{ slidesPerRow: 0 }, 3],
    [{ slidesPerRow: 'many' }, 3],
    [{}, 3],
  ])("items per row of %j: %d (7.1 camelCase, 7.0 kebab-case, else the spec's 3)", (config, perRow) => {
    expect(readSummaryLayout(root(), config).perRow).toBe(perRow);
  });
});

describe('mount', () => {
  it('asks the server for nothing and says nothing of its state: the runtime makes it ready', () => {
    const fetch = jest.fn();
    window.fetch = fetch;
    const ctx = context({ design: 'list' });
    mount(summary('list', 3), ctx);
    expect(fetch).not.toHaveBeenCalled();
    expect(ctx.setState).not.toHaveBeenCalled();
  });

  it("wires a carousel's controls (role and tab stop when the server gave none); a list's stay as sent", () => {
    mount(summary('list', 3, true), context());
    expect(control('next').hasAttribute('role')).toBe(false);
    expect(disabled()).toEqual([null, null]);
    mount(summary('carousel', 7, true), context({ design: 'carousel' }));
    expect(control('next').getAttribute('role')).toBe('button');
    expect(control('next').getAttribute('tabindex')).toBe('0');
    expect(disabled()).toEqual(['true', null]);
  });

  it('Enter, Space and clicks step a row; the ends disable their control, which then does nothing', () => {
    mount(summary('carousel', 7), context({ design: 'carousel' }));
    press(control('next'), 'Enter');
    expect(disabled()).toEqual([null, null]);
    press(control('next'), ' ');
    expect(disabled()).toEqual([null, 'true']);
    press(control('next'), 'Enter');
    expect(disabled()).toEqual([null, 'true']);
    control('prev').click();
    control('prev').click();
    expect(disabled()).toEqual(['true', null]);
    // Other keys are the page's.
    const tab = new KeyboardEvent('keydown', { key: 'Tab', cancelable: true });
    control('next').dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(false);
  });

  it('items that fit one row leave both controls disabled', () => {
    mount(summary('carousel', 3), context({ design: 'carousel', slidesPerRow: 3 }));
    expect(disabled()).toEqual(['true', 'true']);
  });

  it('right to left: the control on the left goes forward, named Next; nothing moves at mount', () => {
    const root = summary('carousel', 7);
    // dir="rtl" as the page's CSS direction (jsdom computes no direction from the attribute).
    root.setAttribute('dir', 'rtl');
    root.style.direction = 'rtl';
    // The theme's pager as written for left to right: previous on the left.
    control('prev').getBoundingClientRect = () => ({ left: 10 }) as DOMRect;
    control('next').getBoundingClientRect = () => ({ left: 40 }) as DOMRect;
    mount(root, context({ design: 'carousel' }));
    expect(root.querySelector<HTMLElement>('.summary-item-list')!.style.transform).toBe('');
    expect(control('prev').getAttribute('aria-label')).toBe('next');
    // At the start, the control going back (now .next, on the right) is the disabled one.
    expect(disabled()).toEqual([null, 'true']);
    press(control('prev'), 'Enter');
    press(control('prev'), 'Enter');
    expect(disabled()).toEqual(['true', null]);
    control('next').click();
    expect(disabled()).toEqual([null, null]);
  });

  it('destroy puts the server markup back as it was', () => {
    const root = summary('carousel', 7, true);
    const before = root.outerHTML;
    const unmount = mount(root, context({ design: 'carousel' })) as () => void;
    press(control('next'), 'Enter');
    unmount();
    expect(root.outerHTML).toBe(before);
  });
});
