/**
 * A feature chunk that fails to load (a network error, a deploy that removed
 * it) is reported through the same funnel as everything else, and the image
 * stays as the common path drew it: loaded, visible, covering at its focal
 * point.
 */
import { mount } from '../../../src/blocks/image';
import { loadImage } from '../../../src/shared/image/load';
import type { BlockContext, PageContext } from '../../../src/core/types';
import { fireLoad, flush, makeImage, recorder, restoreBrowser, stub } from './helpers';

const chunkError = () => {
  throw new Error('Failed to fetch dynamically imported module');
};
jest.mock('../../../src/shared/image/shape', () => chunkError());
jest.mock('../../../src/shared/image/position', () => chunkError());
jest.mock('../../../src/shared/image/watch', () => chunkError());

afterEach(restoreBrowser);

const base = { 'data-src': '/images/x-1500x1000.png', 'data-image-dimensions': '1500x1000' };

describe('a failed feature chunk', () => {
  it('shape: reported, and the image loads in its own shape', async () => {
    const { report, messages } = recorder();
    const { img } = makeImage({ ...base, 'data-shape-mask': 'circle' });
    expect(loadImage(img, { report })).toBe(true);
    await flush();
    expect(messages).toEqual(['image feature failed']);
    expect([img.style.aspectRatio, img.style.getPropertyValue('clip-path')]).toEqual(['', '']);
    fireLoad(img);
    await flush();
    expect(img.classList.contains('loaded')).toBe(true);
  });

  it('background: reported, and the img itself stays visible, covering at the focal point', async () => {
    const { report, messages } = recorder();
    const { img, parent } = makeImage({ ...base, 'data-use-bg-image': 'true', 'data-image-focal-point': '0.2,0.8' });
    loadImage(img, { report });
    fireLoad(img);
    await flush();
    // Reported at each attempt: when placed, and when the picture arrived.
    expect(messages).toEqual(['image feature failed', 'image feature failed']);
    expect([img.style.visibility, img.style.objectFit, img.style.objectPosition]).toEqual(['', 'cover', '20% 80%']);
    expect(parent.getAttribute('style')).toBeNull();
    expect(img.classList.contains('loaded')).toBe(true);
  });

  it('the error goes to the console with the prefix when no reporter is given', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    loadImage(makeImage({ ...base, 'data-mode': 'fill', 'data-use-advanced-positioning': 'true' }).img);
    await flush();
    expect(error).toHaveBeenCalledWith('[site-runtime] image: image feature failed', expect.any(Error));
    error.mockRestore();
  });

  it("watch: reported through the block's funnel; the image is loaded all the same", async () => {
    stub(window, 'IntersectionObserver', undefined);
    const reports: [unknown, string | undefined][] = [];
    const context: BlockContext = {
      name: 'image',
      config: {},
      page: {} as PageContext,
      report: (e, m) => reports.push([e, m]),
    };
    const { img } = makeImage({ ...base, 'data-force-image-update': 'true' });
    const unmount = mount(img, context);
    await flush();
    expect(reports.map(([, message]) => message)).toEqual(['image feature failed']);
    expect((reports[0][0] as Error).message).toBe('Failed to fetch dynamically imported module');
    fireLoad(img);
    expect(img.classList.contains('loaded')).toBe(true);
    expect(() => typeof unmount === 'function' && unmount()).not.toThrow();
  });
});
