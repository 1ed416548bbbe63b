import { createClicks, followClickThrough } from '../../../../src/blocks/gallery/click';
import { createLightboxBridge } from '../../../../src/blocks/gallery/lightbox-bridge';
import type { DesignContext } from '../../../../src/blocks/gallery/types';
import { designContext, galleryRoot } from './helpers';

const top = { location: { href: 'https://example.com/gallery' } } as unknown as Window;
/** A window that is the top window (`framed` makes it a frame). */
const fakeWindow = (framed = false) => {
  const win = { location: { href: 'https://example.com/gallery', assign: jest.fn() } } as unknown as Window & {
    top: Window;
  };
  win.top = framed ? top : win;
  return win;
};

function setup(
  json: Record<string, unknown>,
  slide?: (i: number) => string,
  { framed = false, ownsClicks = false, lightbox = false } = {},
) {
  document.body.innerHTML = '';
  const root = galleryRoot({ json, slide });
  const win = fakeWindow(framed);
  // In the editor frame: framed and signed in (src/core/editor-frame.ts), as the block computes it.
  const ctx: DesignContext = { ...designContext(root, json), win: win as Window & typeof globalThis, inEditor: framed };
  const opened: number[] = [];
  const navigations: string[] = [];
  // The block wires one or the other: the lightbox bridge when it is on, else the click-throughs (unless the design owns clicks).
  const bridge = lightbox
    ? createLightboxBridge(
        ctx,
        () => {},
        false,
        async () => ({
          openLightbox: (_doc, options) => (
            opened.push(options.index),
            { index: 0, goTo() {}, close() {}, destroy() {} }
          ),
        }),
      )
    : null;
  const off = bridge ? bridge.destroy : ownsClicks ? () => {} : createClicks(ctx, (href) => navigations.push(href));
  const slides = Array.from(root.querySelectorAll<HTMLElement>('.sqs-gallery > .slide'));
  const click = (target: Element) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    target.dispatchEvent(event);
    return event;
  };
  return { root, opened, navigations, off, slides, click };
}

/** Lets the lightbox bridge's chunk import settle. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('with the lightbox on, a click on any slide opens it, before the design hears it', () => {
  it('opens on the clicked slide and stops the event', async () => {
    const { slides, opened, click } = setup({ lightbox: true }, undefined, { lightbox: true });
    let designHeard = false;
    slides[2].addEventListener('click', () => (designHeard = true));
    const event = click(slides[2].querySelector('img')!);
    await flush();
    expect(opened).toEqual([2]);
    expect(event.defaultPrevented).toBe(true);
    expect(designHeard).toBe(false);
  });
  it('even when the slide has a click-through URL or the design owns clicks', async () => {
    const { slides, opened, navigations, click } = setup({}, () => 'data-click-through-url="/elsewhere"', {
      lightbox: true,
      ownsClicks: true,
    });
    click(slides[0]);
    await flush();
    expect(opened).toHaveLength(1);
    expect(navigations).toEqual([]);
  });
  it('a link in a caption is still a link', async () => {
    const { slides, opened, click } = setup({}, undefined, { lightbox: true });
    const link = document.createElement('a');
    link.href = '#about';
    slides[0].querySelector('.meta-description')!.appendChild(link);
    expect(click(link).defaultPrevented).toBe(false);
    await flush();
    expect(opened).toEqual([]);
  });
  it('a click outside the slides opens nothing', async () => {
    const { root, opened, click } = setup({}, undefined, { lightbox: true });
    click(root.querySelector('.sqs-gallery')!);
    await flush();
    expect(opened).toEqual([]);
  });
});

describe('without the lightbox a click follows the slide’s click-through URL', () => {
  it('in the same tab, resolved against the page', () => {
    const { slides, navigations, click } = setup(
      {},
      (i) => `data-click-through-url="${i ? 'https://other.example/x' : '/shop/item'}"`,
    );
    expect(click(slides[0]).defaultPrevented).toBe(true);
    click(slides[1]);
    expect(navigations).toEqual(['https://example.com/shop/item', 'https://other.example/x']);
  });
  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', 'http://[bad'])(
    'never %s',
    (url) => {
      const { slides, navigations, click } = setup({}, () => `data-click-through-url="${url}"`);
      click(slides[0]);
      expect(navigations).toEqual([]);
    },
  );
  it('a click whose default a design already prevented (the end of a swipe) follows nothing', () => {
    const { root, slides, navigations } = setup({}, () => 'data-click-through-url="/x"');
    root.addEventListener('click', (event) => event.preventDefault(), { capture: true });
    slides[0].click();
    expect(navigations).toEqual([]);
  });
  it('a slide without one does nothing', () => {
    const { slides, navigations, click } = setup({}, () => 'data-click-through-url=""');
    expect(click(slides[0]).defaultPrevented).toBe(false);
    expect(navigations).toEqual([]);
  });
  it('a server link around the image navigates by itself', () => {
    const { slides, navigations, click } = setup({}, () => 'data-click-through-url="/x"');
    const link = document.createElement('a');
    link.href = '#x';
    slides[0].appendChild(link);
    expect(click(link).defaultPrevented).toBe(false);
    expect(navigations).toEqual([]);
  });
  it('a design that owns clicks handles them itself', () => {
    const { slides, navigations, click } = setup({}, () => 'data-click-through-url="/x"', { ownsClicks: true });
    click(slides[0]);
    expect(navigations).toEqual([]);
  });
  it('after the remover ran, nothing', () => {
    const { slides, navigations, click, off } = setup({}, () => 'data-click-through-url="/x"');
    off();
    click(slides[0]);
    expect(navigations).toEqual([]);
  });
});

describe('in the editor frame a click-through fires site-runtime:gallery-click-through-bypass instead (spec §4)', () => {
  it('with the URL, bubbling from the root, and no navigation', () => {
    const { root, slides, navigations, click } = setup({}, () => 'data-click-through-url="/shop"', { framed: true });
    const seen: unknown[] = [];
    document.addEventListener('site-runtime:gallery-click-through-bypass', (event) =>
      seen.push((event as CustomEvent).detail),
    );
    click(slides[0]);
    expect(seen).toEqual([{ url: 'https://example.com/shop' }]);
    expect(navigations).toEqual([]);
    expect(root.isConnected).toBe(true);
  });
  it('followClickThrough says which URLs it accepts', () => {
    const root = document.createElement('div');
    const win = fakeWindow();
    expect(followClickThrough(root, 'javascript:void 0', win, false)).toBe(false);
    expect(followClickThrough(root, '/ok', win, false)).toBe(true);
    expect((win.location.assign as jest.Mock).mock.calls).toEqual([['https://example.com/ok']]);
  });
});
