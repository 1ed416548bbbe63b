import { cellRatio, gutterOf, numberOption, ratioOf } from '../../../../src/blocks/gallery/designs/layout/cells';
import type { Slide } from '../../../../src/blocks/gallery/types';
import { SETTINGS } from './fake-context';

const slide = (fields: Partial<Slide>) => ({ type: 'image', width: 0, height: 0, ...fields }) as Slide;

describe('a slide’s ratio comes from data-image-dimensions', () => {
  it('is width / height when both are known', () => {
    expect(ratioOf(slide({ width: 1500, height: 1000 }))).toBe(1.5);
  });

  it('is 16:9 for a video without dimensions (§9 video thumbnails), square for an image without them', () => {
    expect(ratioOf(slide({ type: 'video' }))).toBe(16 / 9);
    expect(ratioOf(slide({ width: 1500 }))).toBe(1);
  });
});

describe('settings the layouts share', () => {
  it('cells: square-thumbs, else imageAspectRatio, else square (Auto or absent)', () => {
    expect(cellRatio({ ...SETTINGS, aspectRatio: 1.5 })).toBe(1.5);
    expect(cellRatio({ ...SETTINGS, aspectRatio: 1.5, squareThumbs: true })).toBe(1);
    expect(cellRatio({ ...SETTINGS, aspectRatio: null })).toBe(1);
  });

  it('gutter: the block data in pixels, else the design’s default', () => {
    expect(gutterOf({ ...SETTINGS, gutter: 0 }, '1%')).toBe('0px');
    expect(gutterOf({ ...SETTINGS, gutter: null }, '1%')).toBe('1%');
  });

  it('numbers in designOptions: numeric strings too, else the default for anything not positive', () => {
    const options = (designOptions: Record<string, unknown>) => ({ ...SETTINGS, designOptions });
    expect(numberOption(options({ rowHeight: '180' }), 'rowHeight', 250)).toBe(180);
    expect(numberOption(options({ rowHeight: 120 }), 'rowHeight', 250)).toBe(120);
    for (const value of [undefined, null, 'tall', 0, -5, {}])
      expect(numberOption(options({ rowHeight: value }), 'rowHeight', 250)).toBe(250);
  });
});
