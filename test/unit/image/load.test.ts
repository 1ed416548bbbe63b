/**
 * loadImage (spec §3 "Images", §4 "Images", §8 Image, §9 "Image"): srcset,
 * sizes and src for the box and the screen, the loading marker, the host
 * wait, the console messages, and never a throw.
 */
import { loadImage, resetImage } from '../../../src/shared/image/load';
import { fireLoad, flush, makeImage, recorder, restoreBrowser, setBox, setDpr } from './helpers';

afterEach(() => {
  jest.useRealTimers();
  restoreBrowser();
});

const SRC = '/images/lake-1500x1000.png';
const base = { 'data-src': SRC, 'data-image-dimensions': '1500x1000' };

describe('srcset, sizes and src', () => {
  it('queryString format (the default): every host width up to the intrinsic one, src at the chosen width', () => {
    setDpr(1);
    const { img } = makeImage(base, { parentWidth: 600 });
    expect(loadImage(img)).toBe(true);
    expect(img.getAttribute('srcset')).toBe(
      [1500, 1000, 750, 500, 300, 100].map((w) => `${SRC}?format=${w}w ${w}w`).join(', '),
    );
    expect(img.getAttribute('sizes')).toBe('600px');
    expect(img.getAttribute('src')).toBe(`${SRC}?format=750w`);
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it('filename format: the width goes before the extension', () => {
    setDpr(1);
    const { img } = makeImage({ ...base, 'data-size-format': 'filename' }, { parentWidth: 400 });
    loadImage(img);
    expect(img.getAttribute('srcset')).toContain('/images/lake-1500x1000-1500w.png 1500w');
    expect(img.getAttribute('src')).toBe('/images/lake-1500x1000-500w.png');
  });

  it('the box times the ratio: a 600 px box on a 2x screen asks for 1500w, sizes stays 600px', () => {
    setDpr(2);
    const { img } = makeImage(base, { parentWidth: 600 });
    loadImage(img);
    expect(img.getAttribute('src')).toBe(`${SRC}?format=1500w`);
    expect(img.getAttribute('sizes')).toBe('600px');
  });

  it('dpr-max shrinks sizes, so the browser itself picks no more than allowed', () => {
    setDpr(3);
    const { img } = makeImage({ ...base, 'data-dpr-max': '1' }, { parentWidth: 600 });
    loadImage(img);
    expect(img.getAttribute('sizes')).toBe('200px');
    expect(img.getAttribute('src')).toBe(`${SRC}?format=750w`);
  });

  it('never asks above the intrinsic width', () => {
    setDpr(2);
    const { img } = makeImage(
      { 'data-src': '/images/s-640x480.png', 'data-image-dimensions': '640x480' },
      { parentWidth: 900 },
    );
    loadImage(img);
    expect(img.getAttribute('src')).toBe('/images/s-640x480.png?format=500w');
    expect(img.getAttribute('srcset')).not.toContain('750w');
  });

  it("uses the image's own box once it has one", () => {
    setDpr(1);
    const { img } = makeImage(base, { parentWidth: 900, imageWidth: 280 });
    loadImage(img);
    expect(img.getAttribute('src')).toBe(`${SRC}?format=300w`);
  });

  it('honours data-srcset as given, choosing src among its candidates', () => {
    setDpr(1);
    const srcset = '/a/small.png 320w, /a/medium.png 640w, /a/large.png 1280w';
    const { img } = makeImage({ ...base, 'data-srcset': srcset }, { parentWidth: 500 });
    loadImage(img);
    expect(img.getAttribute('srcset')).toBe(srcset);
    expect(img.getAttribute('src')).toBe('/a/medium.png');
  });

  it('a covering image asks for enough to cover a tall box', () => {
    setDpr(1);
    // 300 × 400 box, 3:2 image: covering it draws the picture 600 wide.
    const { img } = makeImage({ ...base, 'data-mode': 'fill' }, { parentWidth: 300, parentHeight: 400 });
    setBox(img, 300, 400);
    loadImage(img);
    expect(img.getAttribute('src')).toBe(`${SRC}?format=750w`);
  });
});

describe('the loading marker (spec §4 "Images")', () => {
  it('is present while loading, then replaced by loaded', () => {
    const { img } = makeImage(base);
    loadImage(img);
    expect(img.classList.contains('loading')).toBe(true);
    fireLoad(img);
    expect(img.classList.contains('loading')).toBe(false);
    expect(img.classList.contains('loaded')).toBe(true);
    expect(img.getAttribute('data-image-resolution')).toBe('750w');
  });

  it('is removed on error, without loaded', () => {
    const { img } = makeImage(base);
    loadImage(img);
    fireLoad(img, 'error');
    expect(img.className).toBe('');
  });

  it('a second load is skipped while the marker is present', () => {
    const { img } = makeImage(base);
    expect(loadImage(img)).toBe(true);
    img.removeAttribute('src');
    expect(loadImage(img)).toBe(false);
    expect(img.hasAttribute('src')).toBe(false);
  });

  it('…unless concurrent loads are allowed', () => {
    const { img } = makeImage(base);
    loadImage(img);
    img.removeAttribute('src');
    expect(loadImage(img, { concurrent: true })).toBe(true);
    expect(img.hasAttribute('src')).toBe(true);
  });

  it('a marker the page put there blocks loads too', () => {
    const { img } = makeImage(base);
    img.classList.add('loading');
    expect(loadImage(img)).toBe(false);
  });
});

describe('data-load="false" belongs to the gallery', () => {
  it('is not loaded without force', () => {
    const { img } = makeImage({ ...base, 'data-load': 'false' });
    expect(loadImage(img)).toBe(false);
    expect(img.hasAttribute('src')).toBe(false);
  });

  it('is loaded with force', () => {
    const { img } = makeImage({ ...base, 'data-load': 'false' });
    expect(loadImage(img, { force: true })).toBe(true);
    expect(img.hasAttribute('src')).toBe(true);
  });
});

describe("the server's src", () => {
  it('an image with a src and no data-src keeps it: nothing to load, nothing said', () => {
    const { report, messages } = recorder();
    const { img } = makeImage({ src: '/images/lake-1500x1000.png?format=750w' });
    expect(loadImage(img, { report })).toBe(false);
    expect(messages).toEqual([]);
    expect(img.getAttribute('src')).toBe('/images/lake-1500x1000.png?format=750w');
    expect(img.className).toBe('');
  });

  it.each([
    ['this image at a host width that serves the box', `${SRC}?format=750w`, '750w'],
    ['this image at a wider host width', `${SRC}?format=1000w`, '1000w'],
    ['this image whole (its intrinsic width)', SRC, '1500w'],
  ])('is kept when it is %s: no srcset, no sizes, no other fetch', (_label, src, resolution) => {
    setDpr(1);
    const { img } = makeImage({ ...base, src }, { parentWidth: 600 });
    expect(loadImage(img)).toBe(true);
    expect(img.getAttribute('src')).toBe(src);
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
    fireLoad(img);
    expect(img.classList.contains('loaded')).toBe(true);
    expect(img.getAttribute('data-image-resolution')).toBe(resolution);
  });

  it('in the filename format too', () => {
    setDpr(1);
    const src = '/images/lake-1500x1000-750w.png';
    const { img } = makeImage({ ...base, 'data-size-format': 'filename', src }, { parentWidth: 600 });
    loadImage(img);
    expect(img.getAttribute('src')).toBe(src);
    expect(img.hasAttribute('srcset')).toBe(false);
  });

  it.each([
    ['narrower than the box needs', `${SRC}?format=300w`],
    ['another file (a placeholder)', '/images/blank-10x10.png'],
    ['not a URL at all', 'http://[bad'],
  ])('is replaced when it is %s', (_label, src) => {
    setDpr(1);
    const { img } = makeImage({ ...base, src }, { parentWidth: 600 });
    loadImage(img);
    expect(img.getAttribute('src')).toBe(`${SRC}?format=750w`);
    expect(img.getAttribute('srcset')).toContain(`${SRC}?format=750w 750w`);
  });

  it('a wider box later (data-force-image-update) still gets a wider picture', () => {
    setDpr(1);
    const attributes = { ...base, src: `${SRC}?format=750w`, 'data-force-image-update': 'true' };
    const { img, parent } = makeImage(attributes, { parentWidth: 600 });
    loadImage(img);
    fireLoad(img);
    setBox(parent, 1400);
    loadImage(img);
    expect(img.getAttribute('src')).toBe(`${SRC}?format=1500w`);
  });
});

describe('reloading', () => {
  it('a loaded image is not reloaded, and never downgraded, when called again', () => {
    setDpr(1);
    const { img, parent } = makeImage(base, { parentWidth: 600 });
    loadImage(img);
    fireLoad(img);
    setBox(parent, 1400);
    expect(loadImage(img)).toBe(true);
    expect(img.getAttribute('src')).toBe(`${SRC}?format=750w`);
    expect(img.classList.contains('loading')).toBe(false);
  });

  it('data-force-image-update reloads when the box needs a wider host width', () => {
    setDpr(1);
    const { img, parent } = makeImage({ ...base, 'data-force-image-update': 'true' }, { parentWidth: 600 });
    loadImage(img);
    fireLoad(img);
    setBox(parent, 1400);
    loadImage(img);
    expect(img.getAttribute('src')).toBe(`${SRC}?format=1500w`);
    expect(img.getAttribute('sizes')).toBe('1400px');
    expect(img.classList.contains('loading')).toBe(true);
    fireLoad(img);
    expect(img.getAttribute('data-image-resolution')).toBe('1500w');
  });

  it('data-force-image-update never shrinks', () => {
    setDpr(1);
    const { img, parent } = makeImage({ ...base, 'data-force-image-update': 'true' }, { parentWidth: 1400 });
    loadImage(img);
    fireLoad(img);
    setBox(parent, 200);
    loadImage(img);
    expect(img.getAttribute('src')).toBe(`${SRC}?format=1500w`);
  });
});

describe('host wait (spec §9: up to 100 retries at 10 ms)', () => {
  it('waits for the parent to get a width, then sizes for it', () => {
    jest.useFakeTimers();
    setDpr(1);
    const { img, parent } = makeImage(base, { parentWidth: 0 });
    loadImage(img);
    expect(img.hasAttribute('src')).toBe(false);
    expect(img.classList.contains('loading')).toBe(true);
    jest.advanceTimersByTime(200);
    setBox(parent, 280);
    jest.advanceTimersByTime(10);
    expect(img.getAttribute('src')).toBe(`${SRC}?format=300w`);
  });

  it('after 100 retries uses the intrinsic width', () => {
    jest.useFakeTimers();
    setDpr(1);
    const { img } = makeImage(base, { parentWidth: 0 });
    loadImage(img);
    jest.advanceTimersByTime(99 * 10);
    expect(img.hasAttribute('src')).toBe(false);
    jest.advanceTimersByTime(20);
    expect(img.getAttribute('src')).toBe(`${SRC}?format=1500w`);
  });

  it('…or 1000 px when the intrinsic width is unknown', () => {
    jest.useFakeTimers();
    setDpr(1);
    const { img } = makeImage({ 'data-src': SRC }, { parentWidth: 0 });
    loadImage(img);
    jest.advanceTimersByTime(1010);
    expect(img.getAttribute('src')).toBe(`${SRC}?format=1000w`);
  });

  it('aborting during the wait stops it and drops the marker', () => {
    jest.useFakeTimers();
    const { img } = makeImage(base, { parentWidth: 0 });
    const abort = new AbortController();
    loadImage(img, { signal: abort.signal });
    abort.abort();
    expect(img.classList.contains('loading')).toBe(false);
    jest.advanceTimersByTime(2000);
    expect(img.hasAttribute('src')).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('§8 console messages', () => {
  it('"Element is not a valid image element." for anything but an img', () => {
    const { report, messages } = recorder();
    expect(loadImage(document.createElement('div') as unknown as HTMLImageElement, { report })).toBe(false);
    expect(loadImage(null as unknown as HTMLImageElement, { report })).toBe(false);
    expect(messages).toEqual(['Element is not a valid image element.', 'Element is not a valid image element.']);
  });

  it('"Invalid or missing image source." for no, empty or unparsable data-src', () => {
    const { report, messages } = recorder();
    for (const attributes of [{}, { 'data-src': '' }, { 'data-src': '   ' }, { 'data-src': 'http://[bad' }] as Record<
      string,
      string
    >[]) {
      const { img } = makeImage(attributes);
      expect(loadImage(img, { report })).toBe(false);
      expect(img.className).toBe('');
    }
    expect(messages).toEqual(Array(4).fill('Invalid or missing image source.'));
  });

  it('"Image element has no parentNode." for a detached image', () => {
    const { report, messages } = recorder();
    const img = document.createElement('img');
    img.setAttribute('data-src', SRC);
    expect(loadImage(img, { report })).toBe(false);
    expect(messages).toEqual(['Image element has no parentNode.']);
  });

  it('no message for a content-fit image without data-alignment (the builder writes none): centred, loaded', () => {
    const { report, messages } = recorder();
    const { img } = makeImage({ ...base, 'data-mode': 'fit' });
    expect(loadImage(img, { report })).toBe(true);
    expect(messages).toEqual([]);
    expect(img.style.objectPosition).toBe('50% 50%');
    expect(img.hasAttribute('src')).toBe(true);
  });

  it("…nor for the builder's 7.1 markup, div.content-fit > img[data-stretch=false]: contained, never scaled up", () => {
    const { report, messages } = recorder();
    const { img } = makeImage({ ...base, 'data-stretch': 'false' }, { parent: { class: 'content-fit' } });
    expect(loadImage(img, { report })).toBe(true);
    expect(messages).toEqual([]);
    expect(img.style.objectFit).toBe('scale-down');
    expect(img.style.objectPosition).toBe('50% 50%');
  });

  it('an alignment on the parent counts', () => {
    const { report, messages } = recorder();
    const { img } = makeImage({ ...base, 'data-mode': 'contain' }, { parent: { 'data-alignment': 'top' } });
    loadImage(img, { report });
    expect(messages).toEqual([]);
    expect(img.style.objectPosition).toBe('50% 0%');
  });

  it('goes to console.error with the runtime prefix when no reporter is given', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    loadImage(document.createElement('span') as unknown as HTMLImageElement);
    expect(error).toHaveBeenCalledWith(
      '[site-runtime] image: Element is not a valid image element.',
      expect.any(Error),
    );
    error.mockRestore();
  });

  it('never throws, even when the page breaks what it reads', () => {
    const { report, messages } = recorder();
    const { img } = makeImage(base);
    img.getBoundingClientRect = () => {
      throw new Error('boom');
    };
    expect(() => loadImage(img, { report })).not.toThrow();
    expect(messages).toEqual(['image load failed']);
  });
});

describe('resetImage', () => {
  it('puts back the styles and drops the marker, keeping the loaded image', async () => {
    const { img, parent } = makeImage({ ...base, 'data-mode': 'fill', 'data-use-bg-image': 'true' });
    parent.style.color = 'red';
    loadImage(img);
    fireLoad(img);
    await flush();
    expect(parent.style.backgroundImage).toContain('format=750w');
    resetImage(img);
    expect(img.hasAttribute('style')).toBe(false);
    expect(parent.getAttribute('style')).toBe('color: red;');
    expect(img.getAttribute('src')).toBe(`${SRC}?format=750w`);
    expect(img.classList.contains('loaded')).toBe(true);
  });
});
