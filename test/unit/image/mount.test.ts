/**
 * The image block (src/blocks/image/index.ts): lazy unless data-load="true",
 * §8 messages through the block's error funnel, narrow-width class and resize
 * watching (the watch chunk, fetched once the image loads), and a destroy
 * that removes what it added but keeps the picture.
 */
import { mount } from '../../../src/blocks/image';
import type { BlockContext, PageContext } from '../../../src/core/types';
import {
  FakeIntersectionObserver,
  fireLoad,
  flush,
  installIntersectionObserver,
  makeImage,
  restoreBrowser,
  setBox,
  setDpr,
  stub,
  track,
} from './helpers';

afterEach(restoreBrowser);

function context() {
  const reports: [unknown, string | undefined][] = [];
  const ctx: BlockContext = {
    name: 'image',
    config: {},
    page: {} as PageContext,
    report: (error, message) => reports.push([error, message]),
  };
  return { ctx, reports };
}

const base = { 'data-src': '/images/m-1500x1000.png', 'data-image-dimensions': '1500x1000' };
const destroy = (unmount: ReturnType<typeof mount>) => (typeof unmount === 'function' ? unmount() : undefined);

describe('lazy by default', () => {
  beforeEach(installIntersectionObserver);

  it('loads only when near the viewport', () => {
    const { img } = makeImage(base);
    track(mount(img, context().ctx));
    expect(img.hasAttribute('src')).toBe(false);
    FakeIntersectionObserver.intersect(true, img);
    expect(img.getAttribute('src')).toContain('format=');
  });

  it('data-load="true" loads at once', () => {
    const { img } = makeImage({ ...base, 'data-load': 'true' });
    mount(img, context().ctx);
    expect(img.hasAttribute('src')).toBe(true);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('destroy before it is near: nothing loads, nothing is watched', () => {
    const { img } = makeImage(base);
    destroy(mount(img, context().ctx));
    FakeIntersectionObserver.intersect(true, img);
    expect(img.hasAttribute('src')).toBe(false);
    expect(FakeIntersectionObserver.instances[0].disconnected).toBe(true);
  });
});

describe('without IntersectionObserver', () => {
  it('loads at mount', () => {
    stub(window, 'IntersectionObserver', undefined);
    const { img } = makeImage(base);
    mount(img, context().ctx);
    expect(img.hasAttribute('src')).toBe(true);
  });
});

describe('errors go through the block error funnel', () => {
  it('reports the §8 message with an Error carrying it, and carries on', () => {
    stub(window, 'IntersectionObserver', undefined);
    const { ctx, reports } = context();
    const { img } = makeImage({ 'data-src': '' });
    expect(() => mount(img, ctx)).not.toThrow();
    expect(reports).toHaveLength(1);
    const [error, message] = reports[0];
    expect(message).toBe('Invalid or missing image source.');
    expect((error as Error).message).toBe('Invalid or missing image source.');
  });
});

describe('destroy', () => {
  beforeEach(() => stub(window, 'IntersectionObserver', undefined));

  it('during a load: cancels it, removes the marker and the styles', () => {
    const { img } = makeImage({ ...base, 'data-mode': 'fill' });
    const unmount = mount(img, context().ctx);
    expect(img.classList.contains('loading')).toBe(true);
    destroy(unmount);
    expect(img.className).toBe('');
    expect(img.hasAttribute('style')).toBe(false);
    fireLoad(img);
    expect(img.classList.contains('loaded')).toBe(false);
  });

  it('after the load: keeps src, srcset and loaded; the style attribute is back as the server sent it', () => {
    const { img } = makeImage({ ...base, 'data-mode': 'fill', 'data-alignment': 'top' });
    img.style.borderRadius = '4px';
    const unmount = mount(img, context().ctx);
    fireLoad(img);
    const src = img.getAttribute('src');
    destroy(unmount);
    expect(img.getAttribute('style')).toBe('border-radius: 4px;');
    expect(img.getAttribute('src')).toBe(src);
    expect(img.hasAttribute('srcset')).toBe(true);
    expect(img.classList.contains('loaded')).toBe(true);
  });

  it('mounting again after destroy does not load the image again', () => {
    const { img } = makeImage(base);
    const first = mount(img, context().ctx);
    fireLoad(img);
    destroy(first);
    img.removeAttribute('srcset');
    mount(img, context().ctx);
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.classList.contains('loading')).toBe(false);
  });
});

describe('sqs-narrow-width (spec §9: under 415 px)', () => {
  beforeEach(() => stub(window, 'IntersectionObserver', undefined));

  function inBlock(width: number) {
    const block = document.createElement('div');
    block.className = 'sqs-block image-block';
    document.body.appendChild(block);
    const { img, parent } = makeImage(base, { parentWidth: width });
    block.appendChild(parent);
    setBox(block, width);
    return { img, block };
  }

  it('is set on a block under 415 px and not on a wider one', async () => {
    const narrow = inBlock(414);
    const wide = inBlock(415);
    track(mount(narrow.img, context().ctx));
    track(mount(wide.img, context().ctx));
    await flush();
    expect(narrow.block.classList.contains('sqs-narrow-width')).toBe(true);
    expect(wide.block.classList.contains('sqs-narrow-width')).toBe(false);
  });

  it('follows window resizes when there is no ResizeObserver, and goes on destroy', async () => {
    stub(window, 'ResizeObserver', undefined);
    const { img, block } = inBlock(800);
    const unmount = mount(img, context().ctx);
    await flush();
    expect(block.classList.contains('sqs-narrow-width')).toBe(false);
    setBox(block, 300);
    window.dispatchEvent(new Event('resize'));
    expect(block.classList.contains('sqs-narrow-width')).toBe(true);
    destroy(unmount);
    expect(block.classList.contains('sqs-narrow-width')).toBe(false);
    setBox(block, 800);
    window.dispatchEvent(new Event('resize'));
    setBox(block, 300);
    window.dispatchEvent(new Event('resize'));
    expect(block.classList.contains('sqs-narrow-width')).toBe(false);
  });
});

describe('the watch chunk', () => {
  beforeEach(() => stub(window, 'IntersectionObserver', undefined));

  it('destroyed before it arrives: nothing is watched, no class is set', async () => {
    stub(window, 'ResizeObserver', undefined);
    const add = jest.spyOn(window, 'addEventListener');
    const block = document.createElement('div');
    block.className = 'sqs-block image-block';
    const { img, parent } = makeImage({ ...base, 'data-force-image-update': 'true' }, { parentWidth: 300 });
    block.appendChild(parent);
    document.body.appendChild(block);
    setBox(block, 300);
    destroy(mount(img, context().ctx));
    await flush();
    expect(block.className).toBe('sqs-block image-block');
    expect(add.mock.calls.filter(([type]) => type === 'resize')).toEqual([]);
    add.mockRestore();
  });

  it('a narrow class the server wrote is left alone, and then nothing needs watching', async () => {
    stub(window, 'ResizeObserver', undefined);
    const add = jest.spyOn(window, 'addEventListener');
    const block = document.createElement('div');
    block.className = 'sqs-block image-block sqs-narrow-width';
    const { img, parent } = makeImage(base, { parentWidth: 800 });
    block.appendChild(parent);
    document.body.appendChild(block);
    setBox(block, 800);
    destroy(mount(img, context().ctx));
    await flush();
    expect(block.classList.contains('sqs-narrow-width')).toBe(true);
    expect(add.mock.calls.filter(([type]) => type === 'resize')).toEqual([]);
    add.mockRestore();
  });

  it('a position computed from the box is followed, unless data-fixed-ratio says it holds at every size', async () => {
    stub(window, 'ResizeObserver', undefined);
    const add = jest.spyOn(window, 'addEventListener');
    const resizes = () => add.mock.calls.filter(([type]) => type === 'resize').length;
    track(
      mount(makeImage({ ...base, 'data-mode': 'fill', 'data-use-advanced-positioning': 'true' }).img, context().ctx),
    );
    await flush();
    expect(resizes()).toBe(1);
    track(mount(makeImage({ ...base, 'data-use-bg-image': 'true', 'data-fixed-ratio': 'true' }).img, context().ctx));
    await flush();
    expect(resizes()).toBe(1);
    add.mockRestore();
  });

  it('an image that did not load is not watched; its block still gets the narrow class', async () => {
    stub(window, 'ResizeObserver', undefined);
    const add = jest.spyOn(window, 'addEventListener');
    const block = document.createElement('div');
    block.className = 'sqs-block image-block';
    const { img, parent } = makeImage({ 'data-src': '', 'data-force-image-update': 'true' }, { parentWidth: 300 });
    block.appendChild(parent);
    document.body.appendChild(block);
    setBox(block, 300);
    mount(img, context().ctx);
    await flush();
    expect(block.classList.contains('sqs-narrow-width')).toBe(true);
    expect(add.mock.calls.filter(([type]) => type === 'resize')).toEqual([]);
    add.mockRestore();
  });
});

describe('data-force-image-update', () => {
  beforeEach(() => stub(window, 'IntersectionObserver', undefined));

  it('reloads wider when a ResizeObserver sees the box grow', async () => {
    setDpr(1);
    const observers: { callback: () => void; targets: Element[]; disconnected: boolean }[] = [];
    stub(
      window,
      'ResizeObserver',
      class {
        targets: Element[] = [];
        disconnected = false;
        constructor(readonly callback: () => void) {
          observers.push(this);
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {
          this.disconnected = true;
        }
      },
    );
    const { img, parent } = makeImage({ ...base, 'data-force-image-update': 'true' }, { parentWidth: 400 });
    const unmount = mount(img, context().ctx);
    fireLoad(img);
    await flush();
    expect(img.getAttribute('src')).toBe('/images/m-1500x1000.png?format=500w');
    expect(observers[0].targets).toEqual([parent]);
    setBox(parent, 1200);
    observers[0].callback();
    expect(img.getAttribute('src')).toBe('/images/m-1500x1000.png?format=1500w');
    destroy(unmount);
    expect(observers[0].disconnected).toBe(true);
  });

  it('without it, and with nothing else depending on the box, nothing is watched', async () => {
    const add = jest.spyOn(window, 'addEventListener');
    stub(window, 'ResizeObserver', undefined);
    const { img } = makeImage(base);
    mount(img, context().ctx);
    await flush();
    expect(add.mock.calls.filter(([type]) => type === 'resize')).toEqual([]);
    add.mockRestore();
  });
});

describe('the builder\'s image block (image-block): data-load="false" means the block decides when', () => {
  beforeEach(installIntersectionObserver);

  /** `.sqs-block.image-block > figure > .image-block-wrapper > img.thumb-image[data-load=false]`. */
  function imageBlock() {
    const block = document.createElement('div');
    block.className = 'sqs-block image-block sqs-block-image';
    block.setAttribute('data-block-type', '5');
    block.innerHTML =
      '<div class="sqs-block-content"><figure class="sqs-block-image-figure intrinsic"><div class="image-block-wrapper">' +
      '<img class="thumb-image" data-src="/images/b-1500x1000.png" data-image-dimensions="1500x1000" data-load="false" alt="">' +
      '</div></figure></div>';
    document.body.appendChild(block);
    const img = block.querySelector('img')!;
    setBox(img.parentElement!, 600, 400);
    return { block, img };
  }

  it('loads the block image when it comes near the viewport, and destroy undoes its styles', () => {
    const { block, img } = imageBlock();
    const unmount = mount(block, context().ctx);
    expect(img.hasAttribute('src')).toBe(false);
    FakeIntersectionObserver.intersect(true, img);
    expect(img.getAttribute('src')).toContain('format=');
    destroy(unmount);
    expect(img.classList.contains('loading')).toBe(false);
  });

  it('leaves alone an image of the block that another row loads (no data-load="false")', () => {
    const { block, img } = imageBlock();
    img.removeAttribute('data-load');
    mount(block, context().ctx);
    FakeIntersectionObserver.intersect(true, img);
    expect(img.hasAttribute('src')).toBe(false);
  });
});
