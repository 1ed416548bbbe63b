/**
 * The feature chunks (shape.ts, position.ts, watch.ts): each is fetched only
 * when an image asks for it, and applies a few promise turns after the load
 * without moving anything the common path placed.
 */
import { mount } from '../../../src/blocks/image';
import { loadImage } from '../../../src/shared/image/load';
import type { BlockContext, PageContext } from '../../../src/core/types';
import { fireLoad, flush, makeImage, restoreBrowser, setBox, stub } from './helpers';

/** The chunks fetched so far, in order (jest runs each factory on the first import of its module). */
const fetched: string[] = [];
jest.mock(
  '../../../src/shared/image/shape',
  () => (fetched.push('shape'), jest.requireActual('../../../src/shared/image/shape')),
);
jest.mock(
  '../../../src/shared/image/position',
  () => (fetched.push('position'), jest.requireActual('../../../src/shared/image/position')),
);
jest.mock(
  '../../../src/shared/image/watch',
  () => (fetched.push('watch'), jest.requireActual('../../../src/shared/image/watch')),
);

afterEach(restoreBrowser);

const base = { 'data-src': '/images/f-1500x1000.png', 'data-image-dimensions': '1500x1000' };
const context = (): BlockContext => ({ name: 'image', config: {}, page: {} as PageContext, report: jest.fn() });

// One module registry for the whole file: the order of the tests is the order of the fetches.
describe('fetched only when an image asks', () => {
  it('a plain image, fill or fit, fetches no feature chunk', async () => {
    for (const mode of ['', 'fill', 'fit'])
      loadImage(makeImage({ ...base, 'data-mode': mode, 'data-alignment': 'center' }).img);
    await flush();
    expect(fetched).toEqual([]);
  });

  it('an image block fetches the watch chunk once it has loaded, not before', async () => {
    stub(window, 'IntersectionObserver', undefined);
    const { img } = makeImage({ ...base, 'data-load': 'true' });
    mount(img, context());
    expect(fetched).toEqual([]);
    await flush();
    expect(fetched).toEqual(['watch']);
  });

  it('a shape mask fetches the shape chunk; advanced positioning and backgrounds the position chunk', async () => {
    loadImage(makeImage({ ...base, 'data-shape-mask': 'oval' }).img);
    await flush();
    expect(fetched).toEqual(['watch', 'shape']);
    loadImage(makeImage({ ...base, 'data-mode': 'fill', 'data-use-advanced-positioning': 'true' }).img);
    loadImage(makeImage({ ...base, 'data-use-bg-image': 'true' }).img);
    await flush();
    expect(fetched).toEqual(['watch', 'shape', 'position']);
  });
});

describe('nothing moves when they apply', () => {
  it('a shape whose ratio the theme reserved keeps the box the loader measured; the width was chosen for it', async () => {
    // The theme reserves the circle's square box (docs/blocks/image.md, images.css).
    const { img } = makeImage({ ...base, 'data-shape-mask': 'circle' }, { parentWidth: 400 });
    setBox(img, 400, 400);
    loadImage(img);
    // 3:2 covering 400 × 400 is drawn 600 wide: 750w, chosen before the chunk applied.
    expect(img.getAttribute('src')).toBe('/images/f-1500x1000.png?format=750w');
    expect([img.style.objectFit, img.style.objectPosition]).toEqual(['cover', '50% 50%']);
    await flush();
    expect(img.style.getPropertyValue('clip-path')).toBe('circle(50%)');
    expect(img.getBoundingClientRect().height).toBe(400);
  });

  it('nothing applies once the load is aborted (the block destroyed)', async () => {
    const abort = new AbortController();
    const { img, parent } = makeImage({ ...base, 'data-use-bg-image': 'true', 'data-shape-mask': 'circle' });
    loadImage(img, { signal: abort.signal });
    abort.abort();
    await flush();
    expect([img.style.visibility, img.style.aspectRatio, parent.getAttribute('style')]).toEqual(['', '', null]);
  });

  it('a picture that arrives before its chunk is marked loaded once the chunk has drawn it', async () => {
    const { img, parent } = makeImage({ ...base, 'data-use-bg-image': 'true' });
    loadImage(img);
    fireLoad(img);
    expect(img.getAttribute('data-image-resolution')).toBe('750w');
    expect(img.classList.contains('loading')).toBe(false);
    await flush();
    expect(parent.style.backgroundImage).toContain('format=750w');
    expect(img.classList.contains('loaded')).toBe(true);
  });
});
