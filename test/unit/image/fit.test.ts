/**
 * How an image sits in its box (spec §3 "Images": data-mode, focal point,
 * data-alignment, data-use-bg-image, data-use-advanced-positioning,
 * data-shape-mask), and the space reserved before it loads. The last three
 * are feature chunks (import()), applied a few promise turns after the load.
 */
import { loadImage } from '../../../src/shared/image/load';
import { shapeOf } from '../../../src/shared/image/shape';
import { fireLoad, flush, makeImage, recorder, restoreBrowser, setBox, setDpr } from './helpers';

afterEach(restoreBrowser);

const base = { 'data-src': '/images/p-1500x1000.png', 'data-image-dimensions': '1500x1000' };

describe('space is reserved from data-image-dimensions', () => {
  it('an image without width/height attributes gets aspect-ratio before anything loads', () => {
    const { img } = makeImage(base);
    loadImage(img);
    expect(img.style.aspectRatio).toBe('1500 / 1000');
    expect(img.hasAttribute('src')).toBe(true);
  });

  it('an image with width and height attributes is left to them', () => {
    const { img } = makeImage({ ...base, width: '1500', height: '1000' });
    loadImage(img);
    expect(img.style.aspectRatio).toBe('');
  });

  it('the reservation happens even while the host has no width yet', () => {
    jest.useFakeTimers();
    const { img } = makeImage(base, { parentWidth: 0 });
    loadImage(img);
    expect(img.style.aspectRatio).toBe('1500 / 1000');
    expect(img.hasAttribute('src')).toBe(false);
    jest.useRealTimers();
  });
});

describe('data-mode', () => {
  it.each([
    ['fill', 'cover'],
    ['cover', 'cover'],
    ['fit', 'contain'],
    ['contain', 'contain'],
  ])('%s fills the parent with object-fit %s', (mode, fit) => {
    const { img } = makeImage({ ...base, 'data-mode': mode, 'data-alignment': 'center' });
    loadImage(img);
    expect(img.style.objectFit).toBe(fit);
    expect([img.style.width, img.style.height]).toEqual(['100%', '100%']);
  });

  it.each([
    ['content-fill', 'cover'],
    ['content-fit', 'contain'],
  ])("the builder's older markup: a parent with the class %s reads as object-fit %s", (className, fit) => {
    const { img } = makeImage(base, { parent: { class: `banner ${className}`, 'data-alignment': 'center' } });
    loadImage(img);
    expect(img.style.objectFit).toBe(fit);
    expect([img.style.width, img.style.height]).toEqual(['100%', '100%']);
  });

  it("data-mode wins over the parent's class; a class that only contains the word does not count", () => {
    const { img } = makeImage(
      { ...base, 'data-mode': 'fit', 'data-alignment': 'center' },
      {
        parent: { class: 'content-fill' },
      },
    );
    loadImage(img);
    expect(img.style.objectFit).toBe('contain');
    const other = makeImage({ ...base, width: '3', height: '2' }, { parent: { class: 'my-content-fill' } }).img;
    loadImage(other);
    expect(other.style.objectFit).toBe('');
  });

  it("not the class of a 7.0 gallery slide's a.image-slide-anchor: the gallery's design places that image", () => {
    const { img } = makeImage(
      { ...base, width: '3', height: '2' },
      { parent: { class: 'image-slide-anchor js-gallery-lightbox-opener content-fit' } },
    );
    loadImage(img);
    expect(img.style.objectFit).toBe('');
    expect(img.getAttribute('style')).toBeNull();
  });

  it('an unknown mode leaves the image as it is', () => {
    const { img } = makeImage({ ...base, 'data-mode': 'stretchy', width: '3', height: '2' });
    loadImage(img);
    expect(img.getAttribute('style')).toBeNull();
  });

  it('the mode option wins over the attribute', () => {
    const { img } = makeImage({ ...base, 'data-mode': 'fill' });
    loadImage(img, { mode: 'none' });
    expect(img.style.objectFit).toBe('');
  });

  it('stretch: false never scales a content-fit image above its size', () => {
    const { img } = makeImage({ ...base, 'data-mode': 'fit', 'data-alignment': 'center' });
    loadImage(img, { stretch: false });
    expect(img.style.objectFit).toBe('scale-down');
  });

  it('…and so does data-stretch="false" on the image (7.1); the option wins over it', () => {
    const { img } = makeImage({ ...base, 'data-mode': 'fit', 'data-stretch': 'false' });
    loadImage(img);
    expect(img.style.objectFit).toBe('scale-down');
    const stretched = makeImage({ ...base, 'data-mode': 'fit', 'data-stretch': 'false' }).img;
    loadImage(stretched, { stretch: true });
    expect(stretched.style.objectFit).toBe('contain');
  });
});

describe('focal point', () => {
  it.each([
    ['0.5,0.5', '50% 50%'],
    ['0.25,0.75', '25% 75%'],
    ['0,1', '0% 100%'],
    ['nonsense', '50% 50%'],
  ])('fill with focal point %s sets object-position %s', (focal, position) => {
    const { img } = makeImage({ ...base, 'data-mode': 'fill', 'data-image-focal-point': focal });
    loadImage(img);
    expect(img.style.objectPosition).toBe(position);
  });

  it('the focalPoint option wins over the attribute', () => {
    const { img } = makeImage({ ...base, 'data-mode': 'fill', 'data-image-focal-point': '0.1,0.1' });
    loadImage(img, { focalPoint: [0.9, 0.2] });
    expect(img.style.objectPosition).toBe('90% 20%');
  });
});

describe('data-alignment (content-fit)', () => {
  it.each([
    ['top-left', '0% 0%'],
    ['top', '50% 0%'],
    ['bottom-right', '100% 100%'],
    ['left', '0% 50%'],
    ['center', '50% 50%'],
  ])('%s → %s', (alignment, position) => {
    const { report, messages } = recorder();
    const { img } = makeImage({ ...base, 'data-mode': 'fit', 'data-alignment': alignment });
    loadImage(img, { report });
    expect(img.style.objectPosition).toBe(position);
    expect(messages).toEqual([]);
  });
});

describe('data-use-advanced-positioning', () => {
  it('puts the focal point in the middle of the box, as far as the crop allows', async () => {
    setDpr(1);
    // A 3:2 image covering a 300 × 300 box is drawn 450 × 300: 150 px overflow.
    // Focal x 0.4 → 180 px; centred → offset 30 px of 150 = 20%.
    const { img } = makeImage(
      { ...base, 'data-mode': 'fill', 'data-image-focal-point': '0.4,0.5', 'data-use-advanced-positioning': 'true' },
      { parentWidth: 300, parentHeight: 300 },
    );
    setBox(img, 300, 300);
    loadImage(img);
    // The common path draws it at its focal point at once; the chunk then centres it.
    expect(img.style.objectPosition).toBe('40% 50%');
    await flush();
    expect(img.style.objectPosition).toBe('20% 50%');
  });

  it('clamps so no gap shows', async () => {
    const { img } = makeImage(
      { ...base, 'data-mode': 'fill', 'data-image-focal-point': '0.05,0.5', 'data-use-advanced-positioning': 'true' },
      { parentWidth: 300, parentHeight: 300 },
    );
    setBox(img, 300, 300);
    loadImage(img);
    await flush();
    expect(img.style.objectPosition).toBe('0% 50%');
  });

  it('without it, the focal point sits at the same fraction of the box (CSS object-position)', async () => {
    const { img } = makeImage(
      { ...base, 'data-mode': 'fill', 'data-image-focal-point': '0.4,0.5' },
      { parentWidth: 300, parentHeight: 300 },
    );
    setBox(img, 300, 300);
    loadImage(img);
    await flush();
    expect(img.style.objectPosition).toBe('40% 50%');
  });

  it('is recomputed for the new box when the image is placed again', async () => {
    const attributes = {
      ...base,
      'data-mode': 'fill',
      'data-image-focal-point': '0.4,0.5',
      'data-use-advanced-positioning': 'true',
    };
    const { img } = makeImage(attributes, { parentWidth: 300, parentHeight: 300 });
    setBox(img, 300, 300);
    loadImage(img);
    fireLoad(img);
    await flush();
    expect(img.style.objectPosition).toBe('20% 50%');
    // 3:2 in 450 × 300: no horizontal overflow left, the focal point stays where CSS puts it.
    setBox(img, 450, 300);
    loadImage(img);
    await flush();
    expect(img.style.objectPosition).toBe('40% 50%');
  });

  it('a content-fit image keeps its alignment', async () => {
    const { img } = makeImage(
      { ...base, 'data-mode': 'fit', 'data-alignment': 'left', 'data-use-advanced-positioning': 'true' },
      { parentWidth: 300, parentHeight: 300 },
    );
    setBox(img, 300, 300);
    loadImage(img);
    await flush();
    expect(img.style.objectPosition).toBe('0% 50%');
  });
});

describe('data-use-bg-image', () => {
  it("shows the image as the parent's background, at the focal point, and hides the img", async () => {
    const { img, parent } = makeImage({ ...base, 'data-use-bg-image': 'true', 'data-image-focal-point': '0.3,0.6' });
    loadImage(img);
    // Until the chunk applies, the img itself shows the picture the same way: covering, at the focal point.
    expect([img.style.objectFit, img.style.objectPosition, img.style.visibility]).toEqual(['cover', '30% 60%', '']);
    await flush();
    expect(img.style.visibility).toBe('hidden');
    expect(parent.style.backgroundSize).toBe('cover');
    expect(parent.style.backgroundPosition).toBe('30% 60%');
    expect(img.hasAttribute('srcset')).toBe(false);
    fireLoad(img);
    // `loaded` only once the background is drawn.
    expect(img.classList.contains('loaded')).toBe(false);
    await flush();
    expect(parent.style.backgroundImage).toBe('url("http://localhost/images/p-1500x1000.png?format=750w")');
    expect(img.classList.contains('loaded')).toBe(true);
  });

  it('a content-fit background is contained', async () => {
    const { img, parent } = makeImage({
      ...base,
      'data-use-bg-image': 'true',
      'data-mode': 'fit',
      'data-alignment': 'center',
    });
    loadImage(img);
    await flush();
    expect(parent.style.backgroundSize).toBe('contain');
  });

  it('no background before the image has loaded, none after an error', async () => {
    const { img, parent } = makeImage({ ...base, 'data-use-bg-image': 'true' });
    loadImage(img);
    await flush();
    expect(parent.style.backgroundImage).toBe('');
    fireLoad(img, 'error');
    await flush();
    expect(parent.style.backgroundImage).toBe('');
    expect(img.className).toBe('');
  });
});

describe('data-shape-mask (spec §9: 100, 150 or 67 high per 100 wide)', () => {
  it.each([
    ['circle', '100 / 100', 'circle(50%)'],
    ['square', '100 / 100', ''],
    ['rounded', '100 / 100', 'inset(0 round 12%)'],
    ['diamond', '100 / 100', 'polygon(50% 0,100% 50%,50% 100%,0 50%)'],
    ['portrait', '100 / 150', ''],
    ['oval', '100 / 150', 'ellipse(50% 50%)'],
    ['arch', '100 / 150', 'inset(0 round 50% 50% 0 0/33% 33% 0 0)'],
    ['landscape', '100 / 67', ''],
    ['pill', '100 / 67', 'inset(0 round 999px)'],
  ])('%s: aspect-ratio %s, clip-path %s, cropped at the focal point', async (name, ratio, clip) => {
    const { img } = makeImage({ ...base, 'data-shape-mask': name, 'data-image-focal-point': '0.2,0.3' });
    loadImage(img);
    await flush();
    expect([img.style.width, img.style.height]).toEqual(['100%', 'auto']);
    expect(img.style.aspectRatio).toBe(ratio);
    expect(img.style.getPropertyValue('clip-path').replace(/, /g, ',').replace(/ \/ /g, '/')).toBe(clip);
    expect(img.style.objectFit).toBe('cover');
    expect(img.style.objectPosition).toBe('20% 30%');
  });

  it('every shape is 100, 150 or 67 high', () => {
    for (const name of ['circle', 'square', 'rounded', 'diamond', 'portrait', 'oval', 'arch', 'landscape', 'pill']) {
      expect([100, 150, 67]).toContain(shapeOf(name)![0]);
    }
  });

  it('an unknown name (or an Object property name) is ignored: the image keeps its own shape', async () => {
    expect(shapeOf('hexagon')).toBeNull();
    expect(shapeOf('constructor')).toBeNull();
    expect(shapeOf('__proto__')).toBeNull();
    const { img } = makeImage({ ...base, 'data-shape-mask': 'hexagon', width: '3', height: '2' });
    loadImage(img);
    await flush();
    // Covering a box of its own ratio shows all of it: no size, no ratio, no outline.
    expect([img.style.width, img.style.height, img.style.aspectRatio, img.style.getPropertyValue('clip-path')]).toEqual(
      ['', '', '', ''],
    );
    expect(img.hasAttribute('src')).toBe(true);
  });

  it('a mask covers even when data-mode says fit', async () => {
    const { img } = makeImage({ ...base, 'data-shape-mask': 'circle', 'data-mode': 'fit' });
    loadImage(img);
    await flush();
    expect(img.style.objectFit).toBe('cover');
  });

  it('a circle asks for the width that covers its square box', () => {
    setDpr(1);
    // 3:2 image covering a 400 × 400 circle: drawn 600 wide → 750w.
    const { img } = makeImage({ ...base, 'data-shape-mask': 'circle' }, { parentWidth: 400 });
    setBox(img, 400, 400);
    loadImage(img);
    expect(img.getAttribute('src')).toBe('/images/p-1500x1000.png?format=750w');
  });
});
