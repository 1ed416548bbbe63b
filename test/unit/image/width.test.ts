/**
 * spec §3 "Images" data-dpr-min, data-dpr-max, data-allow-save-data,
 * data-size-adjustment: how many image pixels an image is loaded with.
 */
import { drawnWidth, targetWidth } from '../../../src/shared/image/width';
import { restoreBrowser, setDpr, setSaveData } from './helpers';

const img = (attributes: Record<string, string> = {}) => {
  const element = document.createElement('img');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
};

afterEach(restoreBrowser);

/** The ratio an image is loaded for: the target for a 100 px drawing, over 100. */
const imageDpr = (element: HTMLElement, win: Window) => targetWidth(element, 100, win)[0] / 100;
const sizeAdjustment = (element: HTMLElement) => (setDpr(1), targetWidth(element, 100, window)[0] / 100);

describe('device pixel ratio', () => {
  it('follows the screen when the image sets no bounds', () => {
    setDpr(2.5);
    expect(imageDpr(img(), window)).toBe(2.5);
  });

  it('is raised to data-dpr-min', () => {
    setDpr(1);
    expect(imageDpr(img({ 'data-dpr-min': '2' }), window)).toBe(2);
  });

  it('is lowered to data-dpr-max', () => {
    setDpr(3);
    expect(imageDpr(img({ 'data-dpr-max': '1.5' }), window)).toBe(1.5);
  });

  it('ignores bounds that are not positive numbers', () => {
    setDpr(2);
    expect(imageDpr(img({ 'data-dpr-min': 'x', 'data-dpr-max': '-1' }), window)).toBe(2);
  });

  it('counts 1 when the browser gives none', () => {
    setDpr(0);
    expect(imageDpr(img(), window)).toBe(1);
  });
});

describe('Save-Data', () => {
  it('caps the ratio at 1 when the visitor asks to save data', () => {
    setDpr(3);
    setSaveData(true);
    expect(imageDpr(img(), window)).toBe(1);
  });

  it('wins over data-dpr-min: the visitor asked', () => {
    setDpr(1);
    setSaveData(true);
    expect(imageDpr(img({ 'data-dpr-min': '2' }), window)).toBe(1);
  });

  it('is ignored for an image with data-allow-save-data="true"', () => {
    setDpr(3);
    setSaveData(true);
    expect(imageDpr(img({ 'data-allow-save-data': 'true' }), window)).toBe(3);
  });

  it('changes nothing when saveData is false', () => {
    setDpr(2);
    setSaveData(false);
    expect(imageDpr(img(), window)).toBe(2);
  });
});

describe('size adjustment', () => {
  it('multiplies the target', () => {
    setDpr(1);
    expect(targetWidth(img({ 'data-size-adjustment': '0.5' }), 800, window)[0]).toBe(400);
  });

  it('is 1 when absent or not a number, and never negative', () => {
    expect(sizeAdjustment(img())).toBe(1);
    expect(sizeAdjustment(img({ 'data-size-adjustment': 'big' }))).toBe(1);
    expect(sizeAdjustment(img({ 'data-size-adjustment': '-2' }))).toBe(0);
  });
});

describe('target and sizes', () => {
  it('target = drawn width × clamped ratio; sizes = target / devicePixelRatio, so the browser pick agrees', () => {
    setDpr(3);
    const [target, sizes] = targetWidth(img({ 'data-dpr-max': '2' }), 300, window);
    expect(target).toBe(600);
    expect(sizes).toBe(200);
    expect(sizes * 3).toBe(600);
  });
});

describe('drawn width', () => {
  const s = { fit: 'cover' as const, w: 1500, h: 1000 };

  it('covering a box taller than the picture draws it wider than the box', () => {
    expect(drawnWidth(s, { width: 300, height: 400 })).toBe(600);
  });

  it('fitting draws it narrower', () => {
    expect(drawnWidth({ ...s, fit: 'contain' }, { width: 600, height: 200 })).toBe(300);
  });

  it('the box width when the image keeps its shape, its size is unknown, or the box has no height', () => {
    expect(drawnWidth({ ...s, fit: '' }, { width: 300, height: 400 })).toBe(300);
    expect(drawnWidth({ ...s, w: 0 }, { width: 300, height: 400 })).toBe(300);
    expect(drawnWidth(s, { width: 300, height: 0 })).toBe(300);
  });
});
